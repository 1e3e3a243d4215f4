using Bench.Plots.Charts;

namespace Bench.Plots.Tests.Charts;

public sealed class LineSeriesTests
{
    [Fact]
    public void Points_are_cut_into_runs_at_each_break_between_two_of_them()
    {
        var series = new LineSeries("disk write", [(9, 9), (1, 1), (2, 2), (5, 5), (6, 6)]) { BreaksAt = [8, 0.5, 4, 5] };

        // 0.5 lies before every point and 8 before the last; 4 and 5 both fall between 2 and 5, and a break at a point's
        // own x starts the run at that point.
        var segments = series.Segments();

        Assert.Equal([[1.0, 2.0], [5.0, 6.0], [9.0]], segments.Select(s => s.Select(p => p.X).ToArray()).ToArray());
    }

    [Fact]
    public void Without_breaks_the_points_are_one_run_in_x_order()
    {
        var segments = new LineSeries("disk write", [(3, 1), (1, 2), (2, 3)]).Segments();

        Assert.Equal([(1.0, 2.0), (2.0, 3.0), (3.0, 1.0)], Assert.Single(segments));
    }
}
