using Bench.Results;
using Bench.Results.Export;

namespace Bench.Plots.Report;

/// <summary>
/// charts/: every chart of the report as SVG, and PNG when a renderer is given (one subfolder per run when there are
/// several; the comparison's in charts/).
/// </summary>
/// <param name="report">The report the charts belong to.</param>
/// <param name="png">Makes the PNGs; null: SVG only.</param>
/// <param name="noPng">Why there is no renderer, when that is not that Chromium is missing (e.g. the run was stopped).</param>
public sealed class ChartsExporter(CapacityReport report, PngRenderer? png, string? noPng = null) : IRunExporter
{
    /// <inheritdoc/>
    public async Task<ExportResult> ExportAsync(IReadOnlyList<RunSummary> runs, string directory, CancellationToken cancellationToken)
    {
        var model = report.ModelOf(runs);
        var placed = model.Runs.SelectMany(r => r.Charts.Select(c => (Path.Combine(directory, r.ChartFolder), c)))
            .Concat(model.ComparisonCharts.Select(c => (Path.Combine(directory, "charts"), c)))
            .ToList();
        var written = await ChartFiles.WriteAsync(placed, png, cancellationToken);
        var note = png is null && written.Note is not null && noPng is not null ? noPng : written.Note;
        if (note is not null)
        {
            report.Note(runs, note);
        }

        var files = written.Svgs.Concat(written.Svgs.Select(s => Path.ChangeExtension(s, ".png")).Where(File.Exists)).ToList();
        return new ExportResult(files, note is null ? [] : [note]);
    }
}
