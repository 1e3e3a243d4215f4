namespace Bench.Plots.Rendering;

/// <summary>Writes charts as files: name.png (2x, for print) and name.svg beside it.</summary>
public static class ChartExport
{
    /// <summary>Renders <paramref name="chart"/> into <paramref name="directory"/> (created when missing); returns the two paths.</summary>
    public static async Task<(string Png, string Svg)> WriteAsync(string directory, Charts.IChart chart, CancellationToken cancellationToken = default)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(directory);
        ArgumentNullException.ThrowIfNull(chart);
        var rendered = ChartRenderer.Render(chart);
        Directory.CreateDirectory(directory);
        var png = Path.Combine(directory, rendered.Name + ".png");
        var svg = Path.Combine(directory, rendered.Name + ".svg");
        await File.WriteAllBytesAsync(png, rendered.Png, cancellationToken);
        await File.WriteAllTextAsync(svg, rendered.Svg, cancellationToken);
        return (png, svg);
    }
}
