namespace Bench.Plots.Tests.Rendering;

public sealed class ScaleTicksTests
{
    [Fact]
    public void A_log10_axis_labels_each_decade_in_real_units_and_marks_the_steps_between()
    {
        var ticks = Generate(ScaleTicks.Log10(1, 5), 1, 5);

        Assert.Equal(["10", "100", "1,000", "10,000", "100,000"], ticks.Where(t => t.IsMajor).Select(t => t.Label));
        Assert.Equal(4 * 8, ticks.Count(t => !t.IsMajor));
    }

    [Fact]
    public void A_log10_axis_of_two_decades_also_labels_2x_and_5x()
    {
        var ticks = Generate(ScaleTicks.Log10(-1, 1), -1, 1);

        Assert.Equal(["0.1", "0.2", "0.5", "1", "2", "5", "10"], ticks.Where(t => t.IsMajor).Select(t => t.Label));
    }

    [Fact]
    public void A_log2_axis_labels_every_doubling()
    {
        var ticks = Generate(ScaleTicks.Log2(-0.35, 6.35), -0.35, 6.35);

        Assert.Equal(["1", "2", "4", "8", "16", "32", "64"], ticks.Where(t => t.IsMajor).Select(t => t.Label));
    }

    [Fact]
    public void A_long_log2_axis_labels_every_other_doubling()
    {
        var ticks = Generate(ScaleTicks.Log2(0, 14), 0, 14);

        Assert.Equal(["1", "4", "16", "64", "256", "1,024", "4,096", "16,384"], ticks.Where(t => t.IsMajor).Select(t => t.Label));
    }

    private static ScottPlot.Tick[] Generate(ScottPlot.TickGenerators.NumericManual generator, double low, double high)
    {
        generator.Regenerate(new ScottPlot.CoordinateRange(low, high), ScottPlot.Edge.Left, new ScottPlot.PixelLength(500), null!, null!);
        return generator.Ticks;
    }
}
