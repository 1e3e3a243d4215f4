namespace Bench.Harness.Runner;

/// <summary>What the user asked of <c>bench run</c>, frozen once parsed.</summary>
/// <param name="Profile">quick, standard or full (ignored when <paramref name="MatrixFile"/> is given).</param>
/// <param name="MatrixFile">A user's matrix file, or null.</param>
/// <param name="Scenarios">Only these scenarios (empty: all of the matrix).</param>
/// <param name="Target">native (sqlserver comes with its own issue).</param>
/// <param name="DataDirectory">Directory on the volume under test.</param>
/// <param name="OutDirectory">Where run folders go.</param>
/// <param name="Label">Label of the run (e.g. ssd); null: the target's name.</param>
/// <param name="Repetitions">Overrides the matrix's repetitions when set.</param>
public sealed record RunOptions(
    string Profile,
    string? MatrixFile,
    IReadOnlyList<string> Scenarios,
    string Target,
    string DataDirectory,
    string OutDirectory,
    string? Label,
    int? Repetitions)
{
    /// <summary>The defaults of a bare <c>bench run</c>.</summary>
    public static RunOptions Default { get; } = new("quick", null, [], "native", "bench-data", "runs", null, null);
}
