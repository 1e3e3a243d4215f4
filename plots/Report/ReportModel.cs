using Bench.Plots.Charts;
using Bench.Results.Comparison;

namespace Bench.Plots.Report;

/// <summary>Everything a report shows, computed once; the HTML and Markdown writers only format it.</summary>
/// <param name="Runs">The runs, first one first.</param>
/// <param name="Comparison">Later runs against the first (empty for one run).</param>
/// <param name="ComparisonCharts">Grouped bars by run label.</param>
/// <param name="Estimates">Predicted times at the sizes asked for.</param>
/// <param name="Findings">What the numbers mean, in sentences.</param>
/// <param name="Notes">What could not be shown, and why.</param>
/// <param name="Security">The exposure check's verdicts (empty when no run had exposure cases).</param>
public sealed record ReportModel(
    IReadOnlyList<ReportRun> Runs,
    IReadOnlyList<ComparisonRow> Comparison,
    IReadOnlyList<IChart> ComparisonCharts,
    IReadOnlyList<Estimate> Estimates,
    IReadOnlyList<string> Findings,
    IReadOnlyList<string> Notes,
    IReadOnlyList<string> Security);
