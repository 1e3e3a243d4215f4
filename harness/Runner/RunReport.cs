using Bench.Results.Manifest;

namespace Bench.Harness.Runner;

/// <summary>What a run produced (the rows themselves are in results.csv; none is kept in memory).</summary>
/// <param name="Rows">Rows this run wrote.</param>
/// <param name="Failed">Rows that failed.</param>
/// <param name="Skipped">Rows that were skipped.</param>
/// <param name="Overhead">The harness's own time per case.</param>
/// <param name="Cancelled">Whether the user stopped the run.</param>
/// <param name="Fixtures">Databases and backups made for the cases, each timed apart.</param>
public sealed record RunReport(int Rows, int Failed, int Skipped, OverheadInfo? Overhead, bool Cancelled, IReadOnlyList<FixtureInfo> Fixtures)
{
    /// <summary>The volume measured before each group of transfers.</summary>
    public IReadOnlyList<LimitProbe> LimitProbes { get; init; } = [];

    /// <summary>Why the target stopped the run before its end (<see cref="Bench.Scenarios.Targets.RunStoppedException"/>), or null.</summary>
    public string? Stopped { get; init; }

    /// <summary>What the manifest should say about how the run went (e.g. a probe that failed).</summary>
    public IReadOnlyList<string> Notes { get; init; } = [];

    /// <summary>A run stopped before any case.</summary>
    public static RunReport CancelledBeforeCases { get; } = new(0, 0, 0, null, Cancelled: true, []);
}
