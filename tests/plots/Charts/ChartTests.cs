using System.Xml.Linq;
using Bench.Plots.Charts;

namespace Bench.Plots.Tests.Charts;

public sealed class ChartTests
{
    private static XElement Parse(IChart chart)
    {
        var svg = XDocument.Parse(chart.ToSvg()).Root!;
        Assert.Equal("svg", svg.Name.LocalName);
        Assert.Equal(chart.Width.ToString(System.Globalization.CultureInfo.InvariantCulture), svg.Attribute("width")!.Value);
        return svg;
    }

    private static IEnumerable<string> Texts(XElement svg) => svg.Descendants().Where(e => e.Name.LocalName == "text").Select(e => e.Value);

    [Fact]
    public void A_bar_chart_is_valid_svg_with_its_bars_error_bars_notes_and_legend()
    {
        var chart = new BarChart("ifi", "IFI off vs on", "ms", [
            new BarGroup("size=1GB", [new Bar("IFI off", 700, 650, 720), new Bar("IFI on", 3, 2, 4)], "233x"),
            new BarGroup("size=<256MB> & co", [new Bar("IFI off", 200), new Bar("IFI on", 4)], "50x"),
        ]);

        var svg = Parse(chart);

        Assert.Equal(4 + 1 + 2, svg.Descendants().Count(e => e.Name.LocalName == "rect"));
        Assert.Contains("233x", Texts(svg));
        Assert.Contains("size=<256MB> & co", Texts(svg));
        Assert.Contains("IFI on", Texts(svg));
        Assert.Equal(2 * 3, svg.Descendants().Count(e => e.Name.LocalName == "line" && e.Attribute("stroke")!.Value == "#111111"));
    }

    [Fact]
    public void A_line_chart_draws_one_polyline_per_series_over_categories()
    {
        var chart = new LineChart("sweep", "restore vs BUFFERCOUNT", "BUFFERCOUNT", "MB/s", [
            new LineSeries("1 file", [(1, 900), (4, 1800), (16, 1700)]),
            new LineSeries("9 files", [(1, 1100), (4, 1800), (16, 2500)]),
        ], Categorical: true);

        var svg = Parse(chart);

        Assert.Equal(2, svg.Descendants().Count(e => e.Name.LocalName == "polyline"));
        Assert.Contains("16", Texts(svg));
    }

    [Fact]
    public void A_stacked_bar_chart_stacks_one_rect_per_segment()
    {
        var chart = new StackedBarChart("phases", "phases", "ms", ["allocate", "log zero", "transfer"], [("restore a", [100, 5, 800]), ("restore b", [2, 5, 700])]);

        var svg = Parse(chart);

        Assert.Equal(1 + 3 + 6, svg.Descendants().Count(e => e.Name.LocalName == "rect"));
    }

    [Fact]
    public void Every_chart_names_its_font_so_a_bare_server_renders_it_the_same()
    {
        var svg = Parse(new BarChart("x", "t", "y", [new BarGroup("a", [new Bar("s", 1)])]));

        Assert.Contains("DejaVu Sans", svg.Attribute("font-family")!.Value, StringComparison.Ordinal);
    }

    [Fact]
    public void An_axis_ends_on_a_round_number_above_the_data()
    {
        var axis = Axis.For([0.5, 697.2]);

        Assert.Equal(0, axis.Min);
        Assert.Equal(800, axis.Max);
        Assert.Equal([0, 200, 400, 600, 800], axis.Ticks);
    }
}
