using ScottPlot;
using ScottPlot.TickGenerators;

namespace Bench.Plots.Rendering;

/// <summary>
/// Draws a <see cref="StackedBarChart"/> as horizontal bars: category titles left of their bars (wrapped, and the
/// left axis measured to hold them), segments in series colours, each bar's total written at its end with the room
/// for it reserved; a bar too short to see is drawn at <see cref="StackedBarChart.MinVisibleShare"/> of the longest. The figure grows with the number of bars instead of squeezing them.
/// </summary>
internal static class StackedBarChartDrawer
{
    private const int Width = ChartStyle.Width;
    private const float LabelWidth = 340;
    private const float LineHeight = ChartStyle.TickSize * 1.3f;

    /// <summary>The chart on a frame, ready to render.</summary>
    public static ChartFrame Draw(StackedBarChart chart)
    {
        ChartCheck.Stacked(chart);
        var labels = chart.Bars.Select(b => TextFit.Wrap(b.Label, ChartStyle.TickSize, LabelWidth)).ToList();
        var rows = labels.Sum(l => Math.Max(34, (l.Count * LineHeight) + 14));
        var height = (int)Math.Max(320, 210 + rows);
        var frame = new ChartFrame(chart, Width, height);
        var plot = frame.Plot;
        var count = chart.Bars.Count;
        var longest = chart.Bars.Max(b => b.Values.Sum());
        var drawn = chart.Bars.Select(b => StackedBarChart.Drawn(b.Values, longest)).ToList();

        for (var s = 0; s < chart.Segments.Count; s++)
        {
            var bars = new List<ScottPlot.Bar>();
            for (var b = 0; b < count; b++)
            {
                var start = drawn[b].Take(s).Sum();
                bars.Add(new ScottPlot.Bar
                {
                    Position = count - 1 - b,
                    ValueBase = start,
                    Value = start + drawn[b][s],
                    Size = 0.62,
                    FillColor = ChartStyle.For(chart.Segments, s),
                    LineWidth = 0,
                    Orientation = Orientation.Horizontal,
                });
            }

            var plottable = plot.Add.Bars(bars);
            plottable.LegendText = chart.Segments[s];
        }

        var categories = new NumericManual();
        for (var b = 0; b < count; b++)
        {
            categories.AddMajor(count - 1 - b, string.Join('\n', labels[b]));
        }

        plot.Axes.Left.TickGenerator = categories;
        plot.Axes.Left.MajorTickStyle.Length = 0;
        plot.Axes.Left.Range.Set(-0.5, count - 0.5);
        plot.Grid.YAxisStyle.IsVisible = false;

        var totals = chart.Bars.Select(b => b.Values.Sum()).ToList();
        frame.Axis(plot.Axes.Bottom, chart.Values.Title, AxisScale.Linear, 0, Math.Max(totals.Max(), 1e-9) * 1.1);
        frame.Finish(legend: true, right: ChartStyle.Margin);

        // Room right of each bar for its total.
        var pixels = frame.DataRect().Width;
        var end = totals.Select(t => BarChartDrawer.Headroom(t, TextFit.Width(Numbers.WithUnit(t, chart.Values.Unit), ChartStyle.ValueSize) + 12, 0, pixels)).Max();
        frame.Axis(plot.Axes.Bottom, chart.Values.Title, AxisScale.Linear, 0, Math.Max(end, 1e-9));

        for (var b = 0; b < count; b++)
        {
            var label = plot.Add.Text(Numbers.WithUnit(totals[b], chart.Values.Unit), drawn[b].Sum(), count - 1 - b);
            label.LabelFontSize = ChartStyle.ValueSize;
            label.LabelFontColor = ChartStyle.Ink;
            label.LabelAlignment = Alignment.MiddleLeft;
            label.OffsetX = 5;
        }

        return frame;
    }
}
