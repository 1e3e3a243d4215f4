using Bench.Results.Comparison;

namespace Bench.Results.Tests.Comparison;

public sealed class TwoSampleComparisonTests
{
    private static readonly double[] Times = [100, 104, 98, 101, 103, 99, 102];

    [Fact]
    public void Identical_samples_show_no_difference()
    {
        var c = TwoSampleComparison.Of(Times, Times);

        Assert.Equal(1, c.Ratio);
        Assert.InRange(1, c.RatioLower, c.RatioUpper);
        Assert.Equal(1, c.PValue);
        Assert.Equal(Verdict.NoDifference, c.Verdict);
    }

    [Fact]
    public void Twice_the_time_is_a_ratio_of_two_inside_its_interval_and_slower()
    {
        var c = TwoSampleComparison.Of(Times, Times.Select(t => t * 2).ToArray());

        Assert.Equal(2, c.Ratio, 10);
        Assert.InRange(2, c.RatioLower, c.RatioUpper);
        Assert.True(c.RatioLower > 1, "the interval excludes 1");
        Assert.True(c.PValue < 0.01, $"p = {c.PValue}");
        Assert.Equal(Verdict.Slower, c.Verdict);
    }

    [Fact]
    public void Half_the_time_is_faster()
    {
        var c = TwoSampleComparison.Of(Times, Times.Select(t => t / 2).ToArray());

        Assert.Equal(0.5, c.Ratio, 10);
        Assert.Equal(Verdict.Faster, c.Verdict);
    }

    [Fact]
    public void Three_repetitions_a_side_cannot_reach_significance_and_say_so()
    {
        var c = TwoSampleComparison.Of([1, 2, 3], [10, 20, 30]);

        Assert.Equal(0.1, c.SmallestPValue, 10);
        Assert.Equal(Verdict.TooFewRepetitions, c.Verdict);
        Assert.Equal(10, c.Ratio, 10);
    }

    [Theory]
    [InlineData(3, 3, 0.1)]
    [InlineData(4, 4, 2.0 / 70)]
    [InlineData(5, 5, 2.0 / 252)]
    [InlineData(1, 9, 0.2)]
    public void The_smallest_p_is_two_over_the_number_of_orderings(int n, int m, double p) =>
        Assert.Equal(p, TwoSampleComparison.SmallestTwoSidedP(n, m), 10);

    [Fact]
    public void One_value_a_side_has_a_ratio_but_no_interval()
    {
        var c = TwoSampleComparison.Of([100], [150]);

        Assert.Equal(1.5, c.Ratio, 10);
        Assert.True(double.IsNaN(c.RatioLower));
        Assert.Equal(Verdict.TooFewRepetitions, c.Verdict);
    }
}
