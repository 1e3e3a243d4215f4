namespace Bench.Plots.Report;

/// <summary>What a report wrote.</summary>
/// <param name="Html">report.html.</param>
/// <param name="Markdown">report.md.</param>
/// <param name="Comparison">comparison.csv, when several runs were given.</param>
/// <param name="Charts">Chart files written (SVG and PNG).</param>
/// <param name="Model">What the report shows.</param>
public sealed record ReportOutcome(string Html, string Markdown, string? Comparison, int Charts, ReportModel Model);
