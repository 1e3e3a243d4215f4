namespace Bench.Harness.SqlServer;

/// <summary>One batch of T-SQL (what SSMS sends between two GOs) and how many times it runs (GO N).</summary>
/// <param name="Text">The batch.</param>
/// <param name="Times">Executions, one after another, each timed.</param>
public sealed record SqlBatch(string Text, int Times = 1);
