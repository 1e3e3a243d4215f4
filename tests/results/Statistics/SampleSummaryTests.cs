namespace Bench.Results.Tests.Statistics;

public sealed class SampleSummaryTests
{
    [Fact]
    public void Known_values_give_their_median_spread_and_an_interval_around_the_median()
    {
        var summary = SampleSummary.Of([10, 12, 11, 13, 14]);

        Assert.Equal(5, summary.N);
        Assert.Equal(12, summary.Median);
        Assert.Equal(10, summary.Min);
        Assert.Equal(14, summary.Max);
        Assert.Equal(12, summary.Mean);
        Assert.Equal(Math.Sqrt(2.5), summary.StdDev, 9);
        Assert.Equal(Math.Sqrt(2.5) / 12, summary.CoefficientOfVariation, 9);
        Assert.InRange(summary.CiLower, 10, 12);
        Assert.InRange(summary.CiUpper, 12, 14);
    }

    [Fact]
    public void One_value_has_no_spread_and_no_interval()
    {
        var summary = SampleSummary.Of([42]);

        Assert.Equal(42, summary.Median);
        Assert.Equal(0, summary.StdDev);
        Assert.True(double.IsNaN(summary.CiLower));
        Assert.True(double.IsNaN(summary.CiUpper));
    }

    [Fact]
    public void No_value_is_refused() => Assert.Throws<ArgumentException>(() => SampleSummary.Of([]));

    [Fact]
    public void The_interval_narrows_as_repetitions_agree()
    {
        var loose = SampleSummary.Of([100, 150, 90, 200, 120, 80, 170]);
        var tight = SampleSummary.Of([100, 101, 99, 100, 102, 98, 100]);

        Assert.True(tight.CiUpper - tight.CiLower < (loose.CiUpper - loose.CiLower) / 10);
    }

    [Fact]
    public void The_median_and_its_interval_come_from_one_estimator_harrell_davis_with_maritz_jarrett()
    {
        double[] skewed = [1, 2, 10, 11, 40];

        var s = SampleSummary.Of(skewed);
        var harrellDavis = Perfolizer.Mathematics.QuantileEstimators.HarrellDavisQuantileEstimator.Instance
            .QuantileConfidenceIntervalEstimator(new Perfolizer.Sample(skewed), 0.5);

        Assert.NotEqual(10, s.Median);
        Assert.Equal(harrellDavis.Estimation, s.Median, 9);
        Assert.InRange(s.Median, s.CiLower, s.CiUpper);
    }

    [Fact]
    public void With_three_runs_the_interval_is_their_range_which_covers_the_median_three_times_in_four()
    {
        var s = SampleSummary.Of([7100, 7800, 9500]);

        Assert.True(s.IsRange);
        Assert.Equal(0.75, SampleSummary.RangeCoverage(3), 9);
        Assert.Equal(0.9375, SampleSummary.RangeCoverage(5), 9);
        Assert.Equal(6, SampleSummary.RangeIs95With);
    }
}
