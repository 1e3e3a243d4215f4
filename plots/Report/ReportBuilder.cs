using Bench.Results.Export;

namespace Bench.Plots.Report;

/// <summary>
/// The capacity report of one or more runs as exporters, in the order they must run: charts/ first (the pages inline or
/// link the files it wrote), comparison.csv (several runs), report.html and report.md; all fed the same run summaries.
/// Every file is written whole through one <see cref="WriteJournal"/>: a report that is stopped or fails is undone (the
/// files it made deleted, the ones it replaced put back), and the charts an earlier report in the folder drew and this one
/// does not are removed only once every page is written (<see cref="PreviousCharts"/>).
/// </summary>
public static class ReportBuilder
{
    /// <summary>The report's exporters over one shared <paramref name="report"/>, the charts' first, writing through <paramref name="journal"/>.</summary>
    public static IReadOnlyList<IRunExporter> Exporters(CapacityReport report, WriteJournal journal) =>
        [new ChartsExporter(report, journal), new ComparisonCsvExporter(journal, ScenarioCatalog.Infos.Where(s => s.IsSecurityCheck).Select(s => s.Name).ToHashSet(StringComparer.Ordinal), runs => report.ModelOf(runs).Comparison), ReportPageExporter.HtmlPage(report, journal), ReportPageExporter.MarkdownPage(report, journal)];

    /// <summary>
    /// Clears what a report into <paramref name="outDirectory"/> killed hard (SIGKILL) left of its writes
    /// (<see cref="JournalLeftovers"/>): only the journal's temporary and kept-aside files of the files a report writes, its
    /// pages at the top and its charts and their list under charts/, of a process of this host no longer running; none
    /// reached through a symbolic link (charts/ itself one included); what was cleared.
    /// </summary>
    public static IReadOnlyList<ClearedLeftover> ClearLeftovers(string outDirectory)
    {
        var charts = Path.Combine(outDirectory, PreviousCharts.Folder);
        return
        [
            .. JournalLeftovers.Clear(outDirectory, SearchOption.TopDirectoryOnly, name => name is ReportPageExporter.Html or ReportPageExporter.Markdown or ComparisonCsvExporter.FileName),
            .. new DirectoryInfo(charts).LinkTarget is null
                ? JournalLeftovers.Clear(charts, SearchOption.AllDirectories, name => name == PreviousCharts.FileName || Path.GetExtension(name) is ".png" or ".svg")
                : [],
        ];
    }

    /// <summary>Writes the report of <paramref name="runs"/> into <paramref name="outDirectory"/>.</summary>
    /// <param name="runs">The runs; the first is the comparison's baseline.</param>
    /// <param name="outDirectory">Where the report goes (made when missing).</param>
    /// <param name="estimateSizes">Sizes to estimate; empty: the profiles' sizes the runs did not measure.</param>
    /// <param name="cancellationToken">Stops the work.</param>
    /// <param name="fleet">Whether the runs are a fleet's (hosts side by side in a fleet section).</param>
    /// <param name="notes">What the report must say besides (runs left out, and why).</param>
    /// <param name="journal">Where what it writes is noted (a new one when null); stopped or failed, it is undone (<see cref="WriteJournal.Undone"/> says what that did) before the error is thrown.</param>
    public static async Task<ReportOutcome> WriteAsync(
        IReadOnlyList<RunSummary> runs, string outDirectory, IReadOnlyList<long> estimateSizes, CancellationToken cancellationToken,
        bool fleet = false, IReadOnlyList<string>? notes = null, WriteJournal? journal = null)
    {
        ArgumentNullException.ThrowIfNull(runs);
        journal ??= new WriteJournal();
        try
        {
            return await WriteAsync(runs, outDirectory, estimateSizes, fleet, notes, journal, cancellationToken);
        }
        catch
        {
            journal.Undo();
            throw;
        }
    }

    private static async Task<ReportOutcome> WriteAsync(
        IReadOnlyList<RunSummary> runs, string outDirectory, IReadOnlyList<long> estimateSizes, bool fleet, IReadOnlyList<string>? notes,
        WriteJournal journal, CancellationToken cancellationToken)
    {
        journal.CreateDirectory(outDirectory);
        var report = new CapacityReport(estimateSizes, fleet);
        foreach (var note in notes ?? [])
        {
            report.Note(runs, note);
        }

        var files = new List<string>();
        var exporters = Exporters(report, journal);
        foreach (var exporter in exporters)
        {
            var result = await exporter.ExportAsync(runs, outDirectory, cancellationToken);
            files.AddRange(result.Files);
        }

        // The report is whole: the earlier files it replaced are let go, then the earlier report's charts it does not draw.
        journal.Commit();
        var removed = new List<string>();
        foreach (var charts in exporters.OfType<ChartsExporter>())
        {
            removed.AddRange(await charts.RemoveUndrawnAsync());
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
