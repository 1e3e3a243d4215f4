using Bench.Results.Export;

namespace Bench.Plots.Report;

/// <summary>One page of the report: report.html (self-contained, <see cref="HtmlReport"/>) or report.md (charts linked, <see cref="MarkdownReport"/>).</summary>
/// <param name="report">The report.</param>
/// <param name="fileName">The page's file.</param>
/// <param name="render">The page of the report's model, for the folder it is written in (where charts/ is).</param>
/// <param name="journal">What the report has written (the page is written whole, through a temporary file, and can be undone).</param>
public sealed class ReportPageExporter(CapacityReport report, string fileName, Func<ReportModel, string, string> render, WriteJournal journal) : IRunExporter
{
    /// <summary>report.html.</summary>
    public const string Html = "report.html";

    /// <summary>report.md.</summary>
    public const string Markdown = "report.md";

    /// <summary>report.html: charts inline as the SVG files <see cref="ChartsExporter"/> wrote, no script, nothing fetched.</summary>
    public static ReportPageExporter HtmlPage(CapacityReport report, WriteJournal journal) => new(report, Html, (model, directory) => HtmlReport.Render(model, (run, chart) =>
    {
        var file = Path.Combine(directory, ChartsExporter.File(run, chart, ".svg"));
        return File.Exists(file) ? File.ReadAllText(file) : null;
    }), journal);

    /// <summary>report.md: charts linked as the PNG files beside it.</summary>
    public static ReportPageExporter MarkdownPage(CapacityReport report, WriteJournal journal) => new(report, Markdown, (model, directory) => MarkdownReport.Render(model, (run, chart) =>
    {
        var file = ChartsExporter.File(run, chart, ".png");
        return File.Exists(Path.Combine(directory, file)) ? file : null;
    }), journal);

    /// <inheritdoc/>
    public async Task<ExportResult> ExportAsync(IReadOnlyList<RunSummary> runs, string directory, CancellationToken cancellationToken)
    {
        var path = Path.Combine(directory, fileName);
        await journal.WriteAllTextAsync(path, render(report.ModelOf(runs), directory), cancellationToken);
        return ExportResult.Of(path);
    }
}
