using System.Collections.Concurrent;
using Bench.Plots.Rendering;
using Bench.Results.Export;

namespace Bench.Plots.Report;

/// <summary>
/// charts/: every chart of the report as PNG (2x, for print) and SVG, drawn in process by ScottPlot (no browser), on
/// every core at once; one subfolder per run when there are several, the comparison's in charts/. This is the one place
/// that writes chart files. A chart that cannot be drawn is left out and named in the report's notes. It lists what it
/// wrote in charts/ and, before the pages link any, removes the charts an earlier report there drew and this one did not
/// (<see cref="PreviousCharts"/>).
/// </summary>
/// <param name="report">The report the charts belong to.</param>
public sealed class ChartsExporter(CapacityReport report) : IRunExporter
{
    /// <inheritdoc/>
    public async Task<ExportResult> ExportAsync(IReadOnlyList<RunSummary> runs, string directory, CancellationToken cancellationToken)
    {
        var previous = PreviousCharts.Read(directory);
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
                    var (png, svg) = await ChartExport.WriteAsync(item.Directory, item.Chart, token);
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
        var removed = PreviousCharts.RemoveUndrawn(directory, previous, entries, out var left);
        if (!PreviousCharts.Write(directory, entries.Concat(left)))
        {
            notes.Add($"the list of the charts drawn, charts/{PreviousCharts.FileName}, could not be written: a report written here again will not remove the charts it no longer draws");
        }

        foreach (var note in notes)
        {
            report.Note(runs, note);
        }

        return new ExportResult(drawn.SelectMany(f => new[] { f.Png, f.Svg }).ToList(), notes) { Removed = removed };
    }

    /// <summary>Where a chart's files are, relative to the report: <c>charts/name.png</c> (or under the run's folder).</summary>
    public static string File(ReportRun? run, IChart chart, string extension)
    {
        ArgumentNullException.ThrowIfNull(chart);
        return Path.Combine(run?.ChartFolder ?? "charts", chart.Name + extension).Replace('\\', '/');
    }
}
