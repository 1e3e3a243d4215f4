using Bench.Results.Export;

namespace Bench.Plots.Report;

/// <summary>
/// The capacity report of one or more runs as exporters, in the order they must run: charts/ first (the pages inline or
/// link the files it wrote), comparison.csv (several runs), report.html and report.md; all fed the same run summaries.
/// Charts an earlier report in the folder drew and this one does not are removed before the pages are written (<see cref="PreviousCharts"/>).
/// </summary>
public static class ReportBuilder
{
    /// <summary>The report's exporters over one shared <paramref name="report"/>.</summary>
    public static IReadOnlyList<IRunExporter> Exporters(CapacityReport report) =>
        [new ChartsExporter(report), new ComparisonCsvExporter(), ReportPageExporter.HtmlPage(report), ReportPageExporter.MarkdownPage(report)];

    /// <summary>Writes the report of <paramref name="runs"/> into <paramref name="outDirectory"/>.</summary>
    /// <param name="runs">The runs; the first is the comparison's baseline.</param>
    /// <param name="outDirectory">Where the report goes (made when missing).</param>
    /// <param name="estimateSizes">Sizes to estimate; empty: the profiles' sizes the runs did not measure.</param>
    /// <param name="cancellationToken">Stops the work.</param>
    /// <param name="fleet">Whether the runs are a fleet's (hosts side by side in a fleet section).</param>
    /// <param name="notes">What the report must say besides (runs left out, and why).</param>
    public static async Task<ReportOutcome> WriteAsync(
        IReadOnlyList<RunSummary> runs, string outDirectory, IReadOnlyList<long> estimateSizes, CancellationToken cancellationToken,
        bool fleet = false, IReadOnlyList<string>? notes = null)
    {
        ArgumentNullException.ThrowIfNull(runs);
        Directory.CreateDirectory(outDirectory);
        var report = new CapacityReport(estimateSizes, fleet);
        foreach (var note in notes ?? [])
        {
            report.Note(runs, note);
        }

        var files = new List<string>();
        var removed = new List<string>();
        foreach (var exporter in Exporters(report))
        {
            var result = await exporter.ExportAsync(runs, outDirectory, cancellationToken);
            files.AddRange(result.Files);
            removed.AddRange(result.Removed);
        }

        return new ReportOutcome(
            Path.Combine(outDirectory, ReportPageExporter.Html), Path.Combine(outDirectory, ReportPageExporter.Markdown),
            files.FirstOrDefault(f => Path.GetFileName(f) == ComparisonCsvExporter.FileName),
            files.Count(f => Path.GetExtension(f) is ".svg" or ".png"), report.ModelOf(runs))
        {
            RemovedCharts = [.. removed.Select(f => PreviousCharts.Relative(outDirectory, f))],
        };
    }
}
