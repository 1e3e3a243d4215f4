using System.Collections.Concurrent;
using Bench.Plots.Rendering;
using Bench.Results.Export;

namespace Bench.Plots.Report;

/// <summary>
/// charts/: every chart of the report as PNG (2x, for print) and SVG, drawn in process by ScottPlot (no browser), on
/// every core at once; one subfolder per run when there are several, the comparison's in charts/. This is the one place
/// that writes chart files, each whole (through <paramref name="journal"/>). A chart that cannot be drawn is left out and
/// named in the report's notes. It lists what it wrote in charts/; the charts an earlier report there drew and this one
/// did not are removed only once the whole report is written (<see cref="RemoveUndrawnAsync"/>, <see cref="PreviousCharts"/>),
/// so a report stopped or failed leaves the earlier one with all its charts.
/// </summary>
/// <param name="report">The report the charts belong to.</param>
/// <param name="journal">What the report has written, to undo it when it is stopped or fails.</param>
public sealed class ChartsExporter(CapacityReport report, WriteJournal journal) : IRunExporter
{
    private string? folder;
    private IReadOnlyList<PreviousCharts.Entry> previous = [];
    private IReadOnlyList<PreviousCharts.Entry> drawnEntries = [];

    /// <inheritdoc/>
    public async Task<ExportResult> ExportAsync(IReadOnlyList<RunSummary> runs, string directory, CancellationToken cancellationToken)
    {
        folder = directory;
        previous = PreviousCharts.Read(directory);
        var model = report.ModelOf(runs);
        var placed = model.Runs.SelectMany(r => r.Charts.Select(c => (Directory: Path.Combine(directory, r.ChartFolder), Chart: c)))
            .Concat(model.ComparisonCharts.Concat(model.Fleet?.Charts ?? []).Select(c => (Directory: Path.Combine(directory, "charts"), Chart: c)))
            .ToList();
        var files = new ConcurrentBag<(int Order, string Png, string Svg, PreviousCharts.Entry[] Entries)>();
        var failed = new ConcurrentBag<string>();
        await Parallel.ForEachAsync(
            placed.Select((p, i) => (p.Directory, p.Chart, Order: i)),
            new ParallelOptions { MaxDegreeOfParallelism = Environment.ProcessorCount, CancellationToken = cancellationToken },
            async (item, token) =>
            {
                try
                {
                    var (png, svg) = await ChartExport.WriteAsync(item.Directory, item.Chart, journal, token);
                    files.Add((item.Order, png, svg, [PreviousCharts.Of(png), PreviousCharts.Of(svg)]));
                }
                catch (ArgumentException e)
                {
                    failed.Add($"chart {item.Chart.Name} not drawn: {e.Message}");
                }
            });
        var notes = failed.Order(StringComparer.Ordinal).ToList();
        var drawn = files.OrderBy(f => f.Order).ToList();
        var entries = drawn.SelectMany(f => f.Entries).ToList();
        drawnEntries = entries;
        // The earlier charts still to remove stay on the list until they are (after the pages): one left stays the harness's.
        var drawnPaths = entries.Select(e => e.Path).ToHashSet();
        if (!await PreviousCharts.WriteAsync(directory, entries.Concat(previous.Where(e => !drawnPaths.Contains(e.Path) && e.IsUnchanged())), journal, cancellationToken))
        {
            notes.Add($"the list of the charts drawn, charts/{PreviousCharts.FileName}, could not be written: a report written here again will not remove the charts it no longer draws");
        }

        foreach (var note in notes)
        {
            report.Note(runs, note);
        }

        return new ExportResult(drawn.SelectMany(f => new[] { f.Png, f.Svg }).ToList(), notes);
    }

    /// <summary>
    /// Removes the charts the earlier report in the folder drew and this one did not (<see cref="PreviousCharts.RemoveUndrawn"/>),
    /// and lists what is left; the ones removed. Only once every page of this report is written: until then the earlier
    /// report keeps all its charts.
    /// </summary>
    public async Task<IReadOnlyList<string>> RemoveUndrawnAsync()
    {
        if (folder is null)
        {
            return [];
        }

        var removed = PreviousCharts.RemoveUndrawn(folder, previous, drawnEntries, out var left);
        if (removed.Count > 0)
        {
            // The report is whole: nothing here is undone, and a list that cannot be written again only names files that are gone.
            var list = new WriteJournal();
            await PreviousCharts.WriteAsync(folder, drawnEntries.Concat(left), list, CancellationToken.None);
            list.Commit();
        }

        return removed;
    }

    /// <summary>Where a chart's files are, relative to the report: <c>charts/name.png</c> (or under the run's folder).</summary>
    public static string File(ReportRun? run, IChart chart, string extension)
    {
        ArgumentNullException.ThrowIfNull(chart);
        return Path.Combine(run?.ChartFolder ?? "charts", chart.Name + extension).Replace('\\', '/');
    }
}
