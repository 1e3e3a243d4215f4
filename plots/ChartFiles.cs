using Bench.Plots.Charts;

namespace Bench.Plots;

/// <summary>Writes charts as SVG, then as PNG when Chromium is there (one browser for all of them).</summary>
public static class ChartFiles
{
    /// <summary>Writes every chart into its folder; returns the SVG paths, how many PNGs were made, and a note when some could not be.</summary>
    public static async Task<(IReadOnlyList<string> Svgs, int Pngs, string? Note)> WriteAsync(
        IReadOnlyList<(string Directory, IChart Chart)> charts, PngRenderer? png, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(charts);
        var written = new List<(string Svg, string Png, int Width, int Height)>();
        foreach (var (directory, chart) in charts)
        {
            Directory.CreateDirectory(directory);
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
