namespace Bench.Plots.Report;

/// <summary>What a report wrote.</summary>
/// <param name="Html">report.html.</param>
/// <param name="Markdown">report.md.</param>
/// <param name="Comparison">comparison.csv, when several runs were given.</param>
/// <param name="Charts">Chart files written (SVG and PNG).</param>
/// <param name="Model">What the report shows.</param>
public sealed record ReportOutcome(string Html, string Markdown, string? Comparison, int Charts, ReportModel Model)
{
    /// <summary>Chart files an earlier report in the folder drew and this one did not, removed (relative to the folder, '/' separated).</summary>
    public IReadOnlyList<string> RemovedCharts { get; init; } = [];
}
