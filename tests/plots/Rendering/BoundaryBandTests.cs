using Bench.Plots.Charts;

namespace Bench.Plots.Tests.Rendering;

/// <summary>A boundary's label, in the band at the top of the plot, is kept apart from a reference line's label.</summary>
public sealed class BoundaryBandTests
{
    [Fact]
    public void A_boundarys_label_shares_no_row_with_the_label_of_a_limit_drawn_above_the_data()
    {
        // A tune's path with its limit above every run and the final round early: "final round" met the limit's label.
        var points = Enumerable.Range(1, 20).Select(i => ((double)i, 500.0 + (i % 3 * 60))).ToList();
        var chart = new LineChart(
            "band", "a limit above the data, the final round early", new ValueAxis("case run", null), new ValueAxis("transfer", "MB/s"),
            [new LineSeries("each case run", points)], new ChartFooter("run", "host", DateTimeOffset.UnixEpoch))
        {
            References = [new ReferenceLine(700, "volume limit (baseline copy rate, reading and writing at once)")],
            Boundaries = [new Boundary(6.5, "final round: 3 settings side by side")],
        };

        var picture = Picture.Decode(ChartRenderer.Render(chart).Png);

        // Below the title, right of the boundary, in the plot's upper half: the rows of each label's text.
        var (left, right) = (picture.Width * 3 / 10, picture.Width * 98 / 100);
        var rows = Enumerable.Range(picture.Height / 10, picture.Height * 4 / 10).ToList();
        var boundary = rows.Where(y => picture.Count(left, y, right, y + 1, ChartStyle.Muted) > 0).ToList();
        var limit = rows.Where(y => picture.Count(left, y, right, y + 1, ChartStyle.Reference) > 0).ToList();
        Assert.NotEmpty(boundary);
        Assert.NotEmpty(limit);
        Assert.True(boundary.Max() < limit.Min(), $"the boundary's label (rows {boundary.Min()}-{boundary.Max()}) meets the limit's (rows {limit.Min()}-{limit.Max()})");
    }
}
