using System.Xml.Linq;
using Bench.Plots.Charts;

namespace Bench.Plots.Tests.Rendering;

/// <summary>
/// A limit line's label gives the whole number the titles and sentences give (1,108 MB/s), not three digits (1,110); a
/// label wider than the plot is wrapped, all of it inside the data area.
/// </summary>
public sealed class ReferenceLabelTests
{
    // The restore sweep's copy limit with its write alone, as the clean-clone run at 39b9b45 drew it past the plot's left edge.
    private const string SharedLimit = "volume limit: read + write at once, median of the probes before each group (backups on this volume; write alone 1,467 MB/s)";

    [Fact]
    public void A_limit_line_is_labelled_with_the_whole_number_the_sentences_give()
    {
        Assert.Equal("limit: 1,108 MB/s", LineChartDrawer.ReferenceText(new ReferenceLine(1_107.6, "limit"), " MB/s"));
        Assert.Equal("limit: 1,467 MB/s", LineChartDrawer.ReferenceText(new ReferenceLine(1_467.2, "limit"), " MB/s"));
        Assert.Equal("limit: 45.3 MB/s", LineChartDrawer.ReferenceText(new ReferenceLine(45.27, "limit"), " MB/s"));
    }

    [Fact]
    public void A_label_wider_than_the_plot_is_wrapped_to_lines_inside_the_data_area()
    {
        var spec = new LineChart(
            "label-wider-than-plot",
            "RESTORE DATABASE throughput against BUFFERCOUNT",
            new ValueAxis("BUFFERCOUNT", null, AxisScale.Log2),
            new ValueAxis("transfer rate", "MB/s"),
            [new LineSeries("2 backup files", [(4, 208), (9, 276), (16, 270)])],
            SampleCharts.Footer)
        {
            References = [new ReferenceLine(576, SharedLimit)],
        };
        var text = LineChartDrawer.ReferenceText(spec.References[0], " MB/s");

        var chart = ChartRenderer.Render(spec);
        var picture = Picture.Decode(chart.Png);
        var scale = chart.Scale;
        var area = ((int)Math.Ceiling(chart.DataArea.Left * scale), (int)Math.Ceiling(chart.DataArea.Top * scale), (int)Math.Floor(chart.DataArea.Right * scale), (int)Math.Floor(chart.DataArea.Bottom * scale));
        var (left, top, right, bottom) = area;
        var colour = ChartStyle.ReferenceStyle(0).Color;
        // The line: the row with most of its colour among those starting at the data area's left edge (dashed across it; a
        // row through the label's bold text can hold more), the label is the rest of that colour.
        var line = Enumerable.Range(top, bottom - top).Where(y => picture.Count(left, y, left + (6 * scale), y + 1, colour) > 0).MaxBy(y => picture.Count(left, y, right, y + 1, colour));
        var clear = 4 * scale;
        var label = new[] { picture.Box(colour, (left, top, right, line - clear)), picture.Box(colour, (left, line + clear + 1, right, bottom)) }
            .OfType<(int Left, int Top, int Right, int Bottom)>().MaxBy(b => (b.Right - b.Left) * (b.Bottom - b.Top));

        // Cut at the data area's edge (ScottPlot clips it there), an unwrapped label's text runs from one side to the other.
        Assert.True(TextFit.Width(text, LineChartDrawer.ReferenceTextSize, bold: true) > chart.DataArea.Width, "the label is wider than the plot, as the test needs");
        Assert.True(label.Left - left >= 8 * scale, $"the label starts {label.Left - left} px inside the data area's left edge: cut there");
        Assert.True(right - label.Right >= 4 * scale, $"the label ends {right - label.Right} px inside the data area's right edge: cut there");
        Assert.True(label.Bottom - label.Top > 1.5 * LineChartDrawer.ReferenceTextSize * scale, $"the label is {label.Bottom - label.Top} px tall: one line, not wrapped");
    }

    /// <summary>
    /// restore-buffercount on a RAM volume: lines at about 500 MB/s crossing their limit's line, each whisker and line
    /// through every place near it, so the axis's top was raised until the label had a clear place: to 4,000 MB/s, the data
    /// in the plot's lowest eighth. Now the axis stops where the data keeps half the plot's height, and the label goes to
    /// the legend (its number on the line where that is clear).
    /// </summary>
    [Fact]
    public void A_limit_label_with_no_clear_place_never_sinks_the_data_below_half_the_plot()
    {
        // Two lines zigzagging between 100 and 900 MB/s across the sweep, the limit's long label (two lines across the plot)
        // at 150: every place near the line, above or below, covers a line or a whisker.
        double[] counts = [1, 2, 4, 8, 16, 32, 64];
        LineSeries Series(string name, int phase) => new(name, [.. counts.Select((x, i) => (x, (i + phase) % 2 == 0 ? 100.0 : 900.0))])
        {
            Intervals = [.. counts.Select((x, i) => (x, ((i + phase) % 2 == 0 ? 100.0 : 900.0) - 80, ((i + phase) % 2 == 0 ? 100.0 : 900.0) + 80))],
        };
        var spec = new LineChart(
            "label-without-room",
            "RESTORE DATABASE throughput against BUFFERCOUNT",
            new ValueAxis("BUFFERCOUNT", null, AxisScale.Log2),
            new ValueAxis("transfer rate", "MB/s"),
            [Series("1 backup file", 0), Series("4 backup files", 1)],
            SampleCharts.Footer)
        {
            References = [new ReferenceLine(150, SharedLimit)],
        };

        var chart = ChartRenderer.Render(spec);
        var picture = Picture.Decode(chart.Png);
        var scale = chart.Scale;
        var (left, top, right, bottom) = ((int)Math.Ceiling(chart.DataArea.Left * scale), (int)Math.Ceiling(chart.DataArea.Top * scale), (int)Math.Floor(chart.DataArea.Right * scale), (int)Math.Floor(chart.DataArea.Bottom * scale));
        var names = spec.Series.Select(s => s.Name).ToList();
        var highest = names.Select((_, i) => picture.Box(ChartStyle.For(names, i), (left, top, right, bottom))).OfType<(int Left, int Top, int Right, int Bottom)>().Min(b => b.Top);

        var share = (double)(bottom - highest) / (bottom - top);
        Assert.True(share >= 0.45, $"the data's highest point is at {share:P0} of the plot's height (the axis raised for the label)");
        // The label is still on the chart, whole: in the legend.
        var texts = XDocument.Parse(chart.Svg).Root!.Descendants().Where(e => e.Name.LocalName == "text").Select(t => t.Value.Trim()).ToList();
        Assert.Contains(LineChartDrawer.ReferenceText(spec.References[0], " MB/s"), texts);
    }
}
