using ScottPlot;

namespace Bench.Plots.Tests.Rendering;

/// <summary>A reference line's label moved off its line gets a leader, which must not cross a data line (read as part of it).</summary>
public sealed class LeaderTests
{
    [Fact]
    public void A_leader_stands_at_the_labels_inner_end_unless_the_data_crosses_there_then_further_along_it()
    {
        // A data line rising through x = 400 between the reference line (y 300) and the label's edge (y 330).
        var crossing = Enumerable.Range(0, 40).Select(i => new Pixel(398 + (i * 0.1f), 290 + i)).ToList();

        Assert.Equal(400f, LineChartDrawer.LeaderX([], 400, 900, 300, 330));
        var x = LineChartDrawer.LeaderX(crossing, 400, 900, 300, 330);
        Assert.InRange(x, 405, 900);
        Assert.DoesNotContain(crossing, p => Math.Abs(p.X - x) <= 4);
    }
}
