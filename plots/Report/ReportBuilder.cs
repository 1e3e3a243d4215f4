using Bench.Results;
using Bench.Results.Export;

namespace Bench.Plots.Report;

/// <summary>
/// The capacity report of one or more runs as exporters, in the order they must run: charts/ first (report.md links the
/// files it finds), comparison.csv (several runs), report.html and report.md; all fed the same run summaries.
/// </summary>
public static class ReportBuilder
{
    /// <summary>The report's exporters over one shared <paramref name="report"/>.</summary>
    public static IReadOnlyList<IRunExporter> Exporters(CapacityReport report, PngRenderer? png, string? noPng = null) =>
        [new ChartsExporter(report, png, noPng), new ComparisonCsvExporter(), ReportPageExporter.HtmlPage(report), ReportPageExporter.MarkdownPage(report)];

    /// <summary>Writes the report of <paramref name="runs"/> into <paramref name="outDirectory"/>.</summary>
    public static async Task<ReportOutcome> WriteAsync(
        IReadOnlyList<RunSummary> runs, string outDirectory, IReadOnlyList<long> estimateSizes, PngRenderer? png, CancellationToken cancellationToken,
        string? noPng = null)
    {
        ArgumentNullException.ThrowIfNull(runs);
        Directory.CreateDirectory(outDirectory);
        var report = new CapacityReport(estimateSizes);
        var files = new List<string>();
        foreach (var exporter in Exporters(report, png, noPng))
        {
            files.AddRange((await exporter.ExportAsync(runs, outDirectory, cancellationToken)).Files);
        }

        return new ReportOutcome(
            Path.Combine(outDirectory, ReportPageExporter.Html), Path.Combine(outDirectory, ReportPageExporter.Markdown),
            files.FirstOrDefault(f => Path.GetFileName(f) == ComparisonCsvExporter.FileName),
            files.Count(f => Path.GetExtension(f) is ".svg" or ".png"), report.ModelOf(runs));
    }
}
