namespace Bench.Plots.Rendering;

/// <summary>Where a <see cref="BarChart"/>'s bars go, in axis units, and how much room its texts take, in pixels.</summary>
internal sealed class BarGeometry
{
    private readonly BarChart chart;

    /// <summary>Measures <paramref name="chart"/>.</summary>
    public BarGeometry(BarChart chart)
    {
        this.chart = chart;
        Series = chart.Groups.SelectMany(g => g.Bars).Select(b => b.Series).Distinct().ToList();
        Scale = chart.Values.Scale;
        var values = chart.Groups.SelectMany(g => g.Bars).SelectMany(b => new[] { b.Value, b.Lower ?? b.Value, b.Upper ?? b.Value }).ToList();
        Bottom = Scale == AxisScale.Log10 ? BarChartDrawer.LogFloor(values.Min()) : 0;
        Top = values.Max(v => ScaleMap.Forward(Scale, v));
        BarWidth = Series.Count == 1 ? 0.6 : 0.8 / Series.Count;
        ValueWidth = chart.Groups.SelectMany(g => g.Bars).Max(b => TextFit.Width(Numbers.Value(b.Value), ChartStyle.ValueSize)) + 6;
        var notes = chart.Groups.Select(g => g.Note).OfType<string>().ToList();
        NoteWidth = notes.Select(n => TextFit.Width(n, ChartStyle.NoteSize, bold: true)).DefaultIfEmpty(0).Max();
        NoteHeight = notes.Select(n => n.Split('\n').Length * ChartStyle.NoteSize * 1.25f).DefaultIfEmpty(0).Max();
    }

    /// <summary>Series names in order of first appearance (colour and legend order).</summary>
    public IReadOnlyList<string> Series { get; }

    /// <summary>The value axis's scale.</summary>
    public AxisScale Scale { get; }

    /// <summary>Where bars start (transformed units): 0, or a power of ten below the smallest value.</summary>
    public double Bottom { get; }

    /// <summary>The largest value or interval end (transformed units).</summary>
    public double Top { get; }

    /// <summary>One bar's share of a group's width (axis units; groups are 1 apart): a lone bar is narrower, not a slab.</summary>
    public double BarWidth { get; }

    /// <summary>The widest value label, in pixels, with its gap.</summary>
    public float ValueWidth { get; }

    /// <summary>The widest note, in pixels.</summary>
    public float NoteWidth { get; }

    /// <summary>The tallest note, in pixels.</summary>
    public float NoteHeight { get; }

    /// <summary>Where a bar's end is (transformed units): its value, or its interval's top when higher.</summary>
    public static double End(Charts.Bar bar, AxisScale scale) => ScaleMap.Forward(scale, Math.Max(bar.Value, bar.Upper ?? bar.Value));

    /// <summary>Where group <paramref name="group"/> sits on the category axis: left to right, or top to bottom.</summary>
    public double GroupPosition(int group, bool vertical) => vertical ? group : chart.Groups.Count - 1 - group;

    /// <summary>Where bar <paramref name="series"/> of <paramref name="group"/> sits: series left to right, or top to bottom.</summary>
    public double Position(int group, int series, bool vertical)
    {
        var offset = (series - ((Series.Count - 1) / 2.0)) * BarWidth;
        return GroupPosition(group, vertical) + (vertical ? offset : -offset);
    }

    /// <summary>The end of a group's longest bar or interval.</summary>
    public double GroupEnd(int group) => GroupEnd(chart.Groups[group]);

    /// <summary>The end of a group's longest bar or interval.</summary>
    public double GroupEnd(BarGroup group) => group.Bars.Max(b => End(b, Scale));
}
