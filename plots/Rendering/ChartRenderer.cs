using ScottPlot;
using SkiaSharp;

namespace Bench.Plots.Rendering;

/// <summary>
/// Draws charts with ScottPlot into PNG and SVG in process: no browser, no system fonts (the bundled DejaVu Sans),
/// the same pixels on any machine. Safe to call from several threads (each chart is its own plot).
/// </summary>
public static class ChartRenderer
{
    /// <summary>PNG pixels per logical pixel by default: 2, sharp in print.</summary>
    public const int PrintScale = 2;

    /// <summary>Draws <paramref name="chart"/>; throws <see cref="ArgumentException"/> naming the field when its data cannot be drawn.</summary>
    public static RenderedChart Render(IChart chart, int scale = PrintScale)
    {
        ArgumentNullException.ThrowIfNull(chart);
        ArgumentOutOfRangeException.ThrowIfLessThan(scale, 1);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(scale, 4);
        var frame = chart switch
        {
            BarChart bars => BarChartDrawer.Draw(bars),
            LineChart lines => LineChartDrawer.Draw(lines),
            StackedBarChart stacked => StackedBarChartDrawer.Draw(stacked),
            _ => throw new ArgumentException($"chart '{chart.Name}': no renderer for {chart.GetType().Name}", nameof(chart)),
        };

        var plot = frame.Plot;
        var png = Png(plot, frame.Width, frame.Height, scale);
        plot.ScaleFactor = 1;
        var svg = Scalable(plot.GetSvgXml(frame.Width, frame.Height), frame.Width, frame.Height);
        return new RenderedChart(chart.Name, frame.Width, frame.Height, scale, png, svg) { DataArea = plot.RenderManager.LastRender.DataRect };
    }

    // A viewBox lets the SVG scale to whatever width a page gives it (Skia writes only width and height).
    private static string Scalable(string svg, int width, int height)
    {
        var size = string.Create(System.Globalization.CultureInfo.InvariantCulture, $"width=\"{width}\" height=\"{height}\"");
        var at = svg.IndexOf(size, StringComparison.Ordinal);
        return at < 0 ? svg : svg.Insert(at + size.Length, string.Create(System.Globalization.CultureInfo.InvariantCulture, $" viewBox=\"0 0 {width} {height}\""));
    }

    // Plot.GetImage + GetImageBytes would do, but encode with Skia's defaults (every row filter, zlib 6): 2-3x slower
    // than Sub|Up filters at zlib 3, whose files are only 5-15% larger: charts are flat colour.
    private static byte[] Png(Plot plot, int width, int height, int scale)
    {
        plot.ScaleFactor = scale;
        var info = new SKImageInfo(width * scale, height * scale, SKColorType.Rgba8888, SKAlphaType.Premul);
        using var surface = SKSurface.Create(info) ?? throw new InvalidOperationException($"SkiaSharp could not make a {info.Width}x{info.Height} surface");
        plot.Render(surface.Canvas, info.Width, info.Height);
        using var image = surface.Snapshot();
        using var pixels = image.PeekPixels();
        using var data = pixels.Encode(new SKPngEncoderOptions(SKPngEncoderFilterFlags.Sub | SKPngEncoderFilterFlags.Up, 3))
            ?? throw new InvalidOperationException("SkiaSharp could not encode the chart as PNG");
        return data.ToArray();
    }
}
