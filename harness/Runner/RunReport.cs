using Bench.Results;
using Bench.Results.Manifest;

namespace Bench.Harness.Runner;

/// <summary>What a run produced.</summary>
/// <param name="Rows">Every finished row.</param>
/// <param name="Overhead">The harness's own time per case.</param>
/// <param name="Cancelled">Whether the user stopped the run.</param>
/// <param name="Fixtures">Databases and backups made for the cases, each timed apart.</param>
public sealed record RunReport(IReadOnlyList<ResultRow> Rows, OverheadInfo? Overhead, bool Cancelled, IReadOnlyList<FixtureInfo> Fixtures)
{
    /// <summary>Rows that failed.</summary>
    public int Failed => Rows.Count(r => r.Status == CaseStatus.Failed);

    /// <summary>Rows that were skipped.</summary>
    public int Skipped => Rows.Count(r => r.Status == CaseStatus.Skipped);
}
