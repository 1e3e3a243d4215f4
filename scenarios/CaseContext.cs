namespace Bench.Scenarios;

/// <summary>What the runner gives a scenario for one repetition.</summary>
/// <param name="DatabaseName">Name of the database to create (bench_..., unique in the run).</param>
/// <param name="Progress">Where to report the fraction done (0..1).</param>
public sealed record CaseContext(string DatabaseName, IProgress<double> Progress);
