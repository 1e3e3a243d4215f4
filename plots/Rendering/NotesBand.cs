using ScottPlot;
using ScottPlot.Panels;

namespace Bench.Plots.Rendering;

/// <summary>
/// Each vertical bar group's note in a band of its own above the data area, centred over its group (horizontal bars have
/// theirs under their labels: <see cref="BarChartDrawer"/>). The notes then take no room on the value axis, so they never set
/// its range (compare-ifi's log axis grew to 10,000,000 ms, past any bar, to hold its notes above the bars).
/// </summary>
internal sealed class NotesBand : PanelBase
{
    private readonly IAxis categories;
    private readonly IReadOnlyList<(double Position, string Note)> notes;
    private readonly float room;

    /// <summary>
    /// A band above the data area holding <paramref name="notes"/>, each at its group's position on the bottom axis
    /// <paramref name="categories"/>, the band <paramref name="room"/> logical pixels deep (the tallest note's height).
    /// </summary>
    public NotesBand(IAxis categories, IReadOnlyList<(double Position, string Note)> notes, float room)
    {
        this.categories = categories;
        this.notes = notes;
        this.room = room;
        Edge = Edge.Top;
    }

    /// <summary>The gap between the band's notes and the data area.</summary>
    public const float Gap = 8;

    /// <inheritdoc/>
    public override float Measure(Paint paint) => notes.Count == 0 ? 0 : room + (2 * Gap);

    /// <inheritdoc/>
    public override void Render(RenderPack rp, float size, float offset)
    {
        ArgumentNullException.ThrowIfNull(rp);
        var band = GetPanelRect(rp.DataRect, size, offset, rp.Paint);
        var (low, high) = (categories.Range.Min, categories.Range.Max);
        foreach (var (position, note) in notes)
        {
            var share = (float)((position - low) / (high - low));
            var label = new LabelStyle
            {
                Text = note,
                FontName = BundledFont.Family,
                FontSize = ChartStyle.NoteSize,
                Bold = true,
                ForeColor = ChartStyle.Ink,
                Alignment = Alignment.LowerCenter,
            };
            label.Render(rp.Canvas, new Pixel(rp.DataRect.Left + (share * rp.DataRect.Width), band.Bottom - Gap), rp.Paint);
        }
    }
}
