using ScottPlot;
using ScottPlot.Panels;

namespace Bench.Plots.Rendering;

/// <summary>
/// The legend in its own band above the data area, wrapped to a fixed width that both measuring and drawing use.
/// ScottPlot's own legend panel measures its band by the legend's last render (before any: on one unwrapped row), so the
/// first render of a plot (the PNG, drawn before the SVG) got a band too short for a legend that wraps to more rows and
/// clipped the rows past it: a series drawn but missing from the PNG's legend.
/// </summary>
internal sealed class LegendBand : PanelBase
{
    private readonly Legend legend;
    private readonly float width;
    private readonly PixelPadding padding;
    private readonly float figure;

    /// <summary>
    /// A band on top for <paramref name="legend"/>, its items wrapped to <paramref name="width"/> logical pixels, on a figure
    /// <paramref name="figure"/> logical pixels wide (the render's figure rectangle is in the PNG's pixels, twice that).
    /// </summary>
    public LegendBand(Legend legend, float width, float figure, PixelPadding padding)
    {
        this.figure = figure;
        Edge = Edge.Top;
        this.legend = legend;
        this.width = width;
        this.padding = padding;
    }

    /// <summary>The legend's size wrapped to the band's width (what <see cref="Render"/> draws).</summary>
    public PixelSize Size(Paint paint)
    {
        var layout = legend.GetLayout(new PixelSize(width, float.PositiveInfinity), paint);
        return layout.LegendItems.Length == 0 ? new PixelSize(0, 0) : layout.LegendRect.Size;
    }

    /// <inheritdoc/>
    public override float Measure(Paint paint) => Size(paint).Height + padding.Vertical;

    /// <inheritdoc/>
    public override void Render(RenderPack rp, float size, float offset)
    {
        ArgumentNullException.ThrowIfNull(rp);
        var band = GetPanelRect(rp.DataRect, size, offset, rp.Paint);
        var legendSize = Size(rp.Paint);
        // Centred over the data area, kept inside the figure's margins; laid out in exactly the width measured, so the same rows.
        var (low, high) = (ChartStyle.Margin, figure - ChartStyle.Margin - width);
        var left = Math.Clamp(((band.Left + band.Right) / 2) - (width / 2), low, Math.Max(low, high));
        var rect = new PixelRect(left, left + width, band.Top + padding.Top + legendSize.Height + 1, band.Top + padding.Top);
        var shown = legend.IsVisible;
        legend.IsVisible = true;
        legend.Render(rp.Canvas, rp.Paint, rect, Alignment.UpperCenter);
        legend.IsVisible = shown;
    }
}
