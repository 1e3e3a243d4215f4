using Bench.Results.Export;

namespace Bench.Plots.Report;

/// <summary>One page of the report: report.html (self-contained, <see cref="HtmlReport"/>) or report.md (charts linked, <see cref="MarkdownReport"/>).</summary>
/// <param name="report">The report.</param>
/// <param name="fileName">The page's file.</param>
/// <param name="render">The page of the report's model, for the folder it is written in (where charts/ is).</param>
public sealed class ReportPageExporter(CapacityReport report, string fileName, Func<ReportModel, string, string> render) : IRunExporter
{
    /// <summary>report.html.</summary>
    public const string Html = "report.html";

    /// <summary>report.md.</summary>
    public const string Markdown = "report.md";

    /// <summary>report.html: charts inline as the SVG files <see cref="ChartsExporter"/> wrote, no script, nothing fetched.</summary>
    public static ReportPageExporter HtmlPage(CapacityReport report) => new(report, Html, (model, directory) => HtmlReport.Render(model, (run, chart) =>
    {
        var file = Path.Combine(directory, ChartsExporter.File(run, chart, ".svg"));
        return File.Exists(file) ? File.ReadAllText(file) : null;
    }));

    /// <summary>report.md: charts linked as the PNG files beside it.</summary>
    public static ReportPageExporter MarkdownPage(CapacityReport report) => new(report, Markdown, (model, directory) => MarkdownReport.Render(model, (run, chart) =>
    {
        var file = ChartsExporter.File(run, chart, ".png");
        return File.Exists(Path.Combine(directory, file)) ? file : null;
    }));

    /// <inheritdoc/>
    public async Task<ExportResult> ExportAsync(IReadOnlyList<RunSummary> runs, string directory, CancellationToken cancellationToken)
    {
        var path = Path.Combine(directory, fileName);
        await File.WriteAllTextAsync(path, render(report.ModelOf(runs), directory), cancellationToken);
        return ExportResult.Of(path);
    }
}
