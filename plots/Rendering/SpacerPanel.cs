using ScottPlot;
using ScottPlot.Panels;

namespace Bench.Plots.Rendering;

/// <summary>Empty room on one edge (e.g. right of the data area, so the last tick label is not cut by the figure's edge).</summary>
internal sealed class SpacerPanel : PanelBase
{
    private readonly float size;

    /// <summary>A blank band <paramref name="size"/> pixels deep on <paramref name="edge"/>.</summary>
    public SpacerPanel(Edge edge, float size)
    {
        Edge = edge;
        this.size = size;
    }

    /// <inheritdoc/>
    public override float Measure(Paint paint) => size;

    /// <inheritdoc/>
    public override void Render(RenderPack rp, float size, float offset)
    {
    }
}
