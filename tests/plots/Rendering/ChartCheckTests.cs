using Bench.Plots.Charts;

namespace Bench.Plots.Tests.Rendering;

public sealed class ChartCheckTests
{
    [Fact]
    public void A_zero_on_a_log_axis_is_refused_naming_the_group_the_bar_and_what_is_allowed()
    {
        var chart = SampleCharts.Hundredfold(AxisScale.Log10) with { Groups = [new BarGroup("10 GB", [new Bar("IFI off", 10), new Bar("IFI on", 0)])] };

        var error = Assert.Throws<ArgumentException>(() => ChartRenderer.Render(chart));

        Assert.Contains("chart 'ifi-hundredfold'", error.Message, StringComparison.Ordinal);
        Assert.Contains("Groups[0] ('10 GB') bar 'IFI on' Value is 0", error.Message, StringComparison.Ordinal);
        Assert.Contains("above 0", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_stacked_bar_with_too_few_values_is_refused()
    {
        var chart = SampleCharts.Phases() with { Bars = [new StackedBar("create 1 GB", [1, 2])] };

        var error = Assert.Throws<ArgumentException>(() => ChartRenderer.Render(chart));

        Assert.Contains("Bars[0] ('create 1 GB') has 2 values for 3 segments", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_marker_on_a_series_the_chart_lacks_is_refused()
    {
        var chart = SampleCharts.RestoreBufferCount() with { Markers = [new PointMarker("3 files", 8, "server default")] };

        var error = Assert.Throws<ArgumentException>(() => ChartRenderer.Render(chart));

        Assert.Contains("names series '3 files'", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_name_that_is_not_a_file_name_is_refused()
    {
        var chart = SampleCharts.Stalls() with { Name = "../stalls" };

        var error = Assert.Throws<ArgumentException>(() => ChartRenderer.Render(chart));

        Assert.Contains("lower-case letters, digits", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_log2_x_axis_refuses_a_buffercount_of_zero()
    {
        var chart = SampleCharts.RestoreBufferCount() with { Series = [new LineSeries("1 file", [(0, 100), (4, 200)])], Markers = [] };

        var error = Assert.Throws<ArgumentException>(() => ChartRenderer.Render(chart));

        Assert.Contains("series '1 file' X is 0", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_place_apart_that_is_not_past_the_axiss_values_is_refused()
    {
        var chart = SampleCharts.RestoreBufferCount() with { XApart = new AxisApart(4, "default") };

        var error = Assert.Throws<ArgumentException>(() => ChartRenderer.Render(chart));

        Assert.Contains("XApart 'default' X = 4 is not past the axis's values", error.Message, StringComparison.Ordinal);
    }
}
