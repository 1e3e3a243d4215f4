namespace Bench.Harness.SqlServer;

/// <summary>What the sqlserver target's start needs from the run beyond the connection: its plan's IFI-off cases, and its console.</summary>
/// <param name="IfiOffPlanned">Whether the run plans an IFI-off case: without one, trace flags 1806 and 1805 are never probed.</param>
/// <param name="Tell">Says a line on the run's console before the start switches anything on the server.</param>
public sealed record ServerStart(bool IfiOffPlanned, Action<string> Tell);
