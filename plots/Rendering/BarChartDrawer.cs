using ScottPlot;
using ScottPlot.TickGenerators;

namespace Bench.Plots.Rendering;

/// <summary>
/// Draws a <see cref="BarChart"/>: grouped bars, interval whiskers, each bar's value at its end and each group's
/// note after that, with the room for both reserved past the longest bar. Vertical while every category label fits
/// its slot under the bars (wrapped); otherwise horizontal, with the labels left of their bars and the figure as
/// tall as the groups need, so no label is ever squeezed or cut. On a log10 axis bars start a power of ten below
/// the smallest value, so a bar 100x smaller than its neighbour still has a third of its length.
/// </summary>
internal static class BarChartDrawer
{
    private const int VerticalHeight = 540;

    // Every chart is this wide (logical pixels), so that charts in a report share one text size; more groups than fit it
    // side by side turn the chart horizontal (taller); a group never gets more than MaxSlot of it (the axis is padded
    // instead: no slab-wide bars).
    private const int MinWidth = ChartStyle.Width;
    private const float MaxSlot = 300;
    private const float MinBarWidth = 30;
    private const float LeftEstimate = 110;
    private const float HorizontalLabelWidth = 320;

    /// <summary>The chart on a frame, ready to render.</summary>
    public static ChartFrame Draw(BarChart chart)
    {
        ChartCheck.Bars(chart);
        var bars = new BarGeometry(chart);
        // A note is wrapped to its group's slot (at spaces), not given a wider canvas: every chart in a report is drawn at
        // one width, so prints at one text size (compare-restore was drawn 1,126 wide for its notes, its text printed smaller).
        var slot = new[]
        {
            bars.Series.Count * Math.Max(MinBarWidth, bars.ValueWidth) / 0.8f,
            chart.Groups.Max(g => TextFit.WidestWord(g.Label, ChartStyle.TickSize)) + 12,
            chart.Groups.Select(g => g.Note).OfType<string>().Select(n => TextFit.WidestWord(n, ChartStyle.NoteSize, bold: true)).DefaultIfEmpty(0).Max() + 12,
            90,
        }.Max();
        var vertical = LeftEstimate + (chart.Groups.Count * slot) + ChartStyle.Margin <= MinWidth;
        if (vertical)
        {
            var noteRoom = ((MinWidth - LeftEstimate - ChartStyle.Margin) / chart.Groups.Count) - 10;
            chart = chart with { Groups = [.. chart.Groups.Select(g => g.Note is null ? g : g with { Note = string.Join('\n', TextFit.Wrap(g.Note, ChartStyle.NoteSize, noteRoom, bold: true)) })] };
            bars = new BarGeometry(chart);
        }

        var frame = vertical ? Vertical(chart) : Horizontal(chart, bars);
        var plot = frame.Plot;
        IAxis categoryAxis = vertical ? plot.Axes.Bottom : plot.Axes.Left;
        IAxis valueAxis = vertical ? plot.Axes.Left : plot.Axes.Bottom;
        (vertical ? plot.Grid.XAxisStyle : plot.Grid.YAxisStyle).IsVisible = false;

        for (var s = 0; s < bars.Series.Count; s++)
        {
            var series = plot.Add.Bars(chart.Groups
                .SelectMany((group, g) => group.Bars.Where(b => b.Series == bars.Series[s]).Select(b => new ScottPlot.Bar
                {
                    Position = bars.Position(g, s, vertical),
                    Value = ScaleMap.Forward(bars.Scale, b.Value),
                    ValueBase = bars.Bottom,
                    Size = bars.BarWidth * 0.92,
                    FillColor = ChartStyle.For(bars.Series, s),
                    LineWidth = 0,
                    Orientation = vertical ? Orientation.Vertical : Orientation.Horizontal,
                }))
                .ToList());
            series.LegendText = bars.Series[s];
        }

        categoryAxis.Label.Text = chart.Categories;
        categoryAxis.MajorTickStyle.Length = 0;
        var room = vertical ? frame.Width - LeftEstimate - ChartStyle.Margin : 0;
        var spare = Math.Max(0, (room / MaxSlot) - chart.Groups.Count) / 2;
        categoryAxis.Range.Set(-0.5 - spare, chart.Groups.Count - 0.5 + spare);
        frame.Axis(valueAxis, chart.Values.Title, bars.Scale, bars.Bottom, bars.Top);
        if (chart.NotesApart && vertical)
        {
            // Above the data area (added before the frame's panels, so nearest to it), each note over its group; horizontal
            // bars have theirs under their group's label (Horizontal): a band right of the bars took half their width.
            var notes = chart.Groups.Select((g, i) => (Position: bars.GroupPosition(i, vertical), g.Note)).Where(n => n.Note is not null).Select(n => (n.Position, n.Note!)).ToList();
            plot.Axes.AddPanel(new NotesBand(categoryAxis, notes, bars.NoteHeight));
        }

        // Horizontal: room right of the value axis's last tick label, centred on the axis's end ("1,000,000" at 15 px reached the image's edge).
        frame.Finish(legend: bars.Series.Count > 1 || chart.Legend, right: vertical ? ChartStyle.Margin : ChartStyle.Margin + (TextFit.Width("1,000,000", ChartStyle.TickSize) / 2));

        // Room past each group's longest bar for its values and note, in axis units now that the data area is known.
        var area = frame.DataRect();
        var length = vertical ? area.Height : area.Width;
        // Notes apart (in their band beside the data area) take no room here: they never set the value axis's range.
        var (noteHeight, noteWidth) = chart.NotesApart ? (0f, 0f) : (bars.NoteHeight, bars.NoteWidth);
        var needed = vertical ? (ChartStyle.ValueSize * 1.3f) + 8 + noteHeight + 6 : bars.ValueWidth + 10 + noteWidth + 10;
        var end = chart.Groups.Max(g => Headroom(bars.GroupEnd(g), needed, bars.Bottom, length));
        frame.Axis(valueAxis, chart.Values.Title, bars.Scale, bars.Bottom, end);

        for (var g = 0; g < chart.Groups.Count; g++)
        {
            var group = chart.Groups[g];
            foreach (var bar in group.Bars)
            {
                var position = bars.Position(g, IndexOf(bars.Series, bar.Series), vertical);
                if (bar.Lower is { } low && bar.Upper is { } high)
                {
                    Whisker(plot, vertical, position, bars.BarWidth * 0.3, ScaleMap.Forward(bars.Scale, low), ScaleMap.Forward(bars.Scale, high));
                }

                var value = Label(plot, vertical, Numbers.Value(bar.Value), position, BarGeometry.End(bar, bars.Scale), ChartStyle.ValueSize, bold: false);
                (value.OffsetX, value.OffsetY) = vertical ? (0f, -3f) : (5f, 0f);
            }

            if (group.Note is not null && !chart.NotesApart)
            {
                var note = Label(plot, vertical, group.Note, bars.GroupPosition(g, vertical), bars.GroupEnd(group), ChartStyle.NoteSize, bold: true);
                (note.OffsetX, note.OffsetY) = vertical ? (0f, -((ChartStyle.ValueSize * 1.3f) + 8)) : (bars.ValueWidth + 14, 0f);
            }
        }

        return frame;
    }

    /// <summary>The log10 position of the axis bottom: a power of ten at least 0.3 decades below the smallest value.</summary>
    internal static double LogFloor(double smallest)
    {
        var log = Math.Log10(smallest);
        var floor = Math.Floor(log);
        return log - floor < 0.3 ? floor - 1 : floor;
    }

    /// <summary>The axis end that leaves <paramref name="pixels"/> past <paramref name="top"/> on an axis <paramref name="length"/> pixels long.</summary>
    internal static double Headroom(double top, double pixels, double bottom, double length)
    {
        var fraction = Math.Min(0.6, pixels / Math.Max(1, length));
        return (top - (fraction * bottom)) / (1 - fraction);
    }

    private static ChartFrame Vertical(BarChart chart)
    {
        var slot = (MinWidth - LeftEstimate - ChartStyle.Margin) / chart.Groups.Count;
        var frame = new ChartFrame(chart, MinWidth, VerticalHeight);
        var categories = new NumericManual();
        for (var g = 0; g < chart.Groups.Count; g++)
        {
            categories.AddMajor(g, string.Join('\n', TextFit.Wrap(chart.Groups[g].Label, ChartStyle.TickSize, slot - 10)));
        }

        frame.Plot.Axes.Bottom.TickGenerator = categories;
        return frame;
    }

    private static ChartFrame Horizontal(BarChart chart, BarGeometry bars)
    {
        // A note apart (NotesApart) is its group label's last lines, under the category's name.
        var labels = chart.Groups.Select(g => TextFit.Wrap(g.Label, ChartStyle.TickSize, HorizontalLabelWidth)
            .Concat(chart.NotesApart && g.Note is not null ? g.Note.Split('\n').SelectMany(l => TextFit.Wrap(l, ChartStyle.TickSize, HorizontalLabelWidth)) : [])
            .ToList()).ToList();
        var rows = labels.Sum(l => Math.Max((bars.Series.Count * 18) + 14, (l.Count * ChartStyle.TickSize * 1.3f) + 12));
        var frame = new ChartFrame(chart, ChartStyle.Width, (int)Math.Max(360, 210 + rows));
        var categories = new NumericManual();
        for (var g = 0; g < chart.Groups.Count; g++)
        {
            categories.AddMajor(bars.GroupPosition(g, vertical: false), string.Join('\n', labels[g]));
        }

        frame.Plot.Axes.Left.TickGenerator = categories;
        return frame;
    }

    private static int IndexOf(IReadOnlyList<string> names, string name) => names.Select((n, i) => (n, i)).First(p => p.n == name).i;

    private static void Whisker(Plot plot, bool vertical, double at, double cap, double low, double high)
    {
        foreach (var (p1, v1, p2, v2) in new[] { (at, low, at, high), (at - cap, low, at + cap, low), (at - cap, high, at + cap, high) })
        {
            var line = vertical ? plot.Add.Line(p1, v1, p2, v2) : plot.Add.Line(v1, p1, v2, p2);
            line.LineColor = ChartStyle.Whisker;
            line.LineWidth = 1.5f;
            line.MarkerSize = 0;
        }
    }

    private static ScottPlot.Plottables.Text Label(Plot plot, bool vertical, string text, double position, double value, float size, bool bold)
    {
        var label = vertical ? plot.Add.Text(text, position, value) : plot.Add.Text(text, value, position);
        label.LabelFontSize = size;
        label.LabelBold = bold;
        label.LabelFontColor = ChartStyle.Ink;
        label.LabelAlignment = vertical ? Alignment.LowerCenter : Alignment.MiddleLeft;
        return label;
    }
}
