using Bench.Results;
using Bench.Scenarios;

namespace Bench.Harness.Runner;

/// <summary>One case run: its row, its growth stalls, and what the scenario measured (null when it did not run to the end).</summary>
/// <param name="Row">The row of results.csv.</param>
/// <param name="Stalls">The rows of stalls.csv.</param>
/// <param name="Outcome">The scenario's outcome; null for a failed or skipped case.</param>
public sealed record ExecutedCase(ResultRow Row, IReadOnlyList<GrowthStallRow> Stalls, CaseOutcome? Outcome)
{
    /// <summary>Time spent reading counters, peak memory (after collecting garbage) and server waits at the case's start and end.</summary>
    public double SamplingMs { get; init; }
}
