using ScottPlot;
using ScottPlot.Panels;

namespace Bench.Plots.Rendering;

/// <summary>
/// Lines of text above or below the plot, starting at the figure's left margin (title, subtitle, footer).
/// ScottPlot stacks panels outward from the data area in the order they are added.
/// </summary>
internal sealed class TextPanel : PanelBase
{
    private readonly LabelStyle label;
    private readonly float above;
    private readonly float below;

    /// <summary>A panel holding <paramref name="text"/> (already wrapped) on <paramref name="edge"/>.</summary>
    public TextPanel(Edge edge, string text, float size, bool bold, Color color, float above, float below)
    {
        Edge = edge;
        this.above = above;
        this.below = below;
        label = new LabelStyle
        {
            Text = text,
            FontName = BundledFont.Family,
            FontSize = size,
            Bold = bold,
            ForeColor = color,
            Alignment = Alignment.UpperLeft,
        };
    }

    /// <inheritdoc/>
    public override float Measure(Paint paint) =>
        string.IsNullOrEmpty(label.Text) ? 0 : label.Measure(label.Text, paint).Height + above + below;

    /// <inheritdoc/>
    public override void Render(RenderPack rp, float size, float offset)
    {
        ArgumentNullException.ThrowIfNull(rp);
        var rect = GetPanelRect(rp.DataRect, size, offset, rp.Paint);
        label.Render(rp.Canvas, new Pixel(rp.FigureRect.Left + ChartStyle.Margin, rect.Top + above), rp.Paint);
    }
}
