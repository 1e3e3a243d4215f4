namespace Bench.Results.Tests.Statistics;

public sealed class LinearFitTests
{
    [Fact]
    public void Exact_linear_data_gives_its_intercept_and_slope_and_no_uncertainty()
    {
        var fit = LinearFit.Of([(1, 52), (2, 54), (4, 58), (8, 66)])!;

        Assert.Equal(50, fit.Intercept, 9);
        Assert.Equal(2, fit.Slope, 9);
        var (value, lower, upper) = fit.At(100);
        Assert.Equal(250, value, 6);
        Assert.Equal(value, lower, 6);
        Assert.Equal(value, upper, 6);
    }

    [Fact]
    public void Noisy_data_gives_an_interval_around_the_truth_that_widens_away_from_the_data()
    {
        var points = new List<(double, double)>();
        foreach (var x in new double[] { 1, 2, 3, 4 })
        {
            points.Add((x, 10 + (3 * x) + 0.5));
            points.Add((x, 10 + (3 * x) - 0.5));
        }

        var fit = LinearFit.Of(points)!;
        var near = fit.At(2.5);
        var far = fit.At(40);

        Assert.Equal(3, fit.Slope, 9);
        Assert.InRange(10 + (3 * 40.0), far.Lower, far.Upper);
        Assert.True(far.Upper - far.Lower > near.Upper - near.Lower);
    }

    [Fact]
    public void Too_few_points_or_one_size_cannot_be_fitted()
    {
        Assert.Null(LinearFit.Of([(1, 1), (2, 2)]));
        Assert.Null(LinearFit.Of([(1, 1), (1, 2), (1, 3)]));
    }
}
