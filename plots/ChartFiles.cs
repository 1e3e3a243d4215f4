using Bench.Plots.Charts;

namespace Bench.Plots;

/// <summary>Writes charts into a charts/ folder as SVG, and as PNG when Chromium is there.</summary>
public static class ChartFiles
{
    /// <summary>Writes every chart; returns the SVG paths and a note when PNGs could not be made.</summary>
    public static async Task<(IReadOnlyList<string> Svgs, int Pngs, string? Note)> WriteAsync(
        string directory, IReadOnlyList<IChart> charts, PngRenderer? png, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(charts);
        Directory.CreateDirectory(directory);
        var written = new List<(string Svg, string Png, int Width, int Height)>();
        foreach (var chart in charts)
        {
            var svg = Path.Combine(directory, chart.Name + ".svg");
            await File.WriteAllTextAsync(svg, chart.ToSvg(), cancellationToken);
            written.Add((svg, Path.ChangeExtension(svg, ".png"), chart.Width, chart.Height));
        }

        if (png is null)
        {
            return (written.Select(w => w.Svg).ToList(), 0, charts.Count == 0 ? null : PngRenderer.Missing);
        }

        var pngs = await png.RenderAllAsync(written, cancellationToken);
        return (written.Select(w => w.Svg).ToList(), pngs, pngs == written.Count ? null : $"Chromium rendered {pngs} of {written.Count} PNGs");
    }
}
