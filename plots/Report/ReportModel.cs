using Bench.Results.Comparison;

namespace Bench.Plots.Report;

/// <summary>Everything a report shows, computed once; the HTML and Markdown writers only format it.</summary>
/// <param name="Runs">The runs, first one first.</param>
/// <param name="Summary">The executive summary: the sentences a manager reads first.</param>
/// <param name="Comparison">Later runs against the first (empty for one run).</param>
/// <param name="ComparisonCharts">One grouped chart per scenario, a bar per run label.</param>
/// <param name="Estimates">What-if times at sizes the runs did not measure.</param>
/// <param name="Sections">A section per scenario the runs measured, in the catalog's order.</param>
/// <param name="Notes">What could not be shown, and why.</param>
/// <param name="Security">The exposure check's verdicts (empty when no run had exposure cases).</param>
public sealed record ReportModel(
    IReadOnlyList<ReportRun> Runs,
    IReadOnlyList<string> Summary,
    IReadOnlyList<ComparisonRow> Comparison,
    IReadOnlyList<IChart> ComparisonCharts,
    IReadOnlyList<Estimate> Estimates,
    IReadOnlyList<ReportSection> Sections,
    IReadOnlyList<string> Notes,
    IReadOnlyList<string> Security)
{
    /// <summary>The hosts of a fleet side by side (reports of --runs or --from); null otherwise.</summary>
    public FleetSection? Fleet { get; init; }

    /// <summary>The tune of a <c>bench tune</c> folder's report, with its answer when it has one (<see cref="TuneSection"/>); null otherwise.</summary>
    public TuneReport? Tune { get; init; }
}
