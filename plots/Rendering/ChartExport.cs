using Bench.Results.Export;

namespace Bench.Plots.Rendering;

/// <summary>Writes charts as files: name.png (2x, for print) and name.svg beside it, each whole or not at all.</summary>
public static class ChartExport
{
    /// <summary>Renders <paramref name="chart"/> into <paramref name="directory"/> (created when missing), each file whole; returns the two paths.</summary>
    public static Task<(string Png, string Svg)> WriteAsync(string directory, Charts.IChart chart, CancellationToken cancellationToken = default) =>
        WriteAsync(directory, chart, null, cancellationToken);

    /// <summary>
    /// Renders <paramref name="chart"/> into <paramref name="directory"/> (created when missing); returns the two paths.
    /// Each file is written to a temporary file and renamed over the earlier one, through <paramref name="journal"/> when
    /// given (a report that can be undone), so a full disk or a stop mid-write never leaves a chart cut short.
    /// </summary>
    public static async Task<(string Png, string Svg)> WriteAsync(string directory, Charts.IChart chart, WriteJournal? journal, CancellationToken cancellationToken)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(directory);
        ArgumentNullException.ThrowIfNull(chart);
        var rendered = ChartRenderer.Render(chart);
        var files = journal ?? new WriteJournal();
        var png = Path.Combine(directory, rendered.Name + ".png");
        var svg = Path.Combine(directory, rendered.Name + ".svg");
        try
        {
            await files.WriteAllBytesAsync(png, rendered.Png, cancellationToken);
            await files.WriteAllTextAsync(svg, rendered.Svg, cancellationToken);
        }
        catch when (journal is null)
        {
            files.Undo();
            throw;
        }

        if (journal is null)
        {
            files.Commit();
        }

        return (png, svg);
    }
}
