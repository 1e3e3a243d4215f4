using System.Globalization;

namespace Bench.Plots.Charts;

/// <summary>Grouped bars with error bars (e.g. the 95% interval of a median) and a note above each group.</summary>
/// <param name="Name">File name.</param>
/// <param name="Title">Title.</param>
/// <param name="YLabel">Value axis label.</param>
/// <param name="Groups">The groups, left to right.</param>
public sealed record BarChart(string Name, string Title, string YLabel, IReadOnlyList<BarGroup> Groups) : IChart
{
    /// <inheritdoc/>
    public int Width => Math.Clamp(160 + (Groups.Count * Math.Max(1, Series.Count) * 34), 640, 1600);

    /// <inheritdoc/>
    public int Height => 420;

    private List<string> Series => Groups.SelectMany(g => g.Bars).Select(b => b.Series).Distinct().ToList();

    /// <inheritdoc/>
    public string ToSvg()
    {
        var series = Series;
        var frame = new Frame(Width, Height, Title, YLabel, Axis.For(Groups.SelectMany(g => g.Bars).SelectMany(b => new[] { b.Value, b.Upper ?? b.Value })), Groups.Select(g => g.Label).ToList());
        frame.Legend(series);
        var slot = frame.PlotWidth / Math.Max(1, Groups.Count);
        var barWidth = Math.Min(48, slot * 0.8 / Math.Max(1, series.Count));
        for (var g = 0; g < Groups.Count; g++)
        {
            var group = Groups[g];
            var center = frame.Left + (slot * (g + 0.5));
            var start = center - (barWidth * series.Count / 2);
            var top = frame.PlotBottom;
            foreach (var bar in group.Bars)
            {
                var index = Math.Max(0, series.IndexOf(bar.Series));
                var x = start + (index * barWidth);
                var y = frame.Y(bar.Value);
                frame.Canvas.Rect(x + 1, y, barWidth - 2, frame.PlotBottom - y, Svg.Palette.Of(index), string.Create(CultureInfo.InvariantCulture, $"{group.Label} {bar.Series}: {bar.Value:0.###}"));
                if (bar.Lower is { } lo && bar.Upper is { } hi && double.IsFinite(lo) && double.IsFinite(hi))
                {
                    var mid = x + (barWidth / 2);
                    frame.Canvas.Line(mid, frame.Y(lo), mid, frame.Y(hi), "#111111", 1.5);
                    frame.Canvas.Line(mid - 4, frame.Y(lo), mid + 4, frame.Y(lo), "#111111", 1.5);
                    frame.Canvas.Line(mid - 4, frame.Y(hi), mid + 4, frame.Y(hi), "#111111", 1.5);
                    y = Math.Min(y, frame.Y(hi));
                }

                top = Math.Min(top, y);
            }

            if (group.Note is not null)
            {
                frame.Canvas.Text(center, top - 6, group.Note, size: 12, anchor: "middle", bold: true);
            }

            frame.CategoryLabel(center, group.Label);
        }

        return frame.Canvas.ToString();
    }
}
