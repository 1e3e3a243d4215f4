using Bench.Results.Comparison;

namespace Bench.Results.Tests.Comparison;

public sealed class TwoSampleComparisonTests
{
    private static readonly double[] Times = [100, 104, 98, 101, 103, 99, 102];

    [Fact]
    public void Identical_samples_show_no_difference()
    {
        var c = TwoSampleComparison.Of(Times, Times);

        Assert.Equal(1, c.Ratio, 10);
        Assert.InRange(1, c.RatioLower, c.RatioUpper);
        Assert.Equal(1, c.PValue, 10);
        Assert.Equal(Verdict.NoDifference, c.Verdict);
    }

    [Fact]
    public void Twice_the_time_is_a_ratio_of_two_inside_its_interval_and_slower()
    {
        var c = TwoSampleComparison.Of(Times, Times.Select(t => t * 2).ToArray());

        Assert.Equal(2, c.Ratio, 10);
        Assert.InRange(2, c.RatioLower, c.RatioUpper);
        Assert.True(c.RatioLower > 1, "the interval excludes 1");
        Assert.True(c.PValue < 0.001, $"p = {c.PValue}");
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
    public void Three_repetitions_a_side_on_volumes_twice_apart_give_a_verdict_where_a_rank_test_could_not()
    {
        // A noisy shared disk: 25% between repetitions, the second volume twice as slow. Mann-Whitney's smallest p
        // with 3 vs 3 is 0.1, so it could never say "slower".
        var c = TwoSampleComparison.Of([800, 1000, 1250], [1600, 2000, 2500]);

        Assert.Equal(2, c.Ratio, 6);
        Assert.True(c.PValue < 0.05, $"p = {c.PValue}");
        Assert.Equal(Verdict.Slower, c.Verdict);
        Assert.True(c.DetectableRatio < 2, $"detectable {c.DetectableRatio}");
    }

    [Fact]
    public void The_ratio_interval_is_the_welch_interval_of_the_mean_log_difference()
    {
        // log times: a = ln 100 + {-0.1, 0, 0.1}, b = ln 300 + {-0.1, 0, 0.1}; variance 0.01 each, se = sqrt(2 * 0.01 / 3),
        // df = 4 (equal variances and sizes), t(0.975, 4) = 2.776.
        double[] spread = [-0.1, 0, 0.1];
        var c = TwoSampleComparison.Of(spread.Select(d => 100 * Math.Exp(d)).ToArray(), spread.Select(d => 300 * Math.Exp(d)).ToArray());

        var half = 2.7764451 * Math.Sqrt(2 * 0.01 / 3);
        Assert.Equal(3, c.Ratio, 6);
        Assert.Equal(3 * Math.Exp(-half), c.RatioLower, 4);
        Assert.Equal(3 * Math.Exp(half), c.RatioUpper, 4);
        // 80% power: (t(0.975) + t(0.8)) * se, t(0.8, 4) = 0.9409646.
        Assert.Equal(Math.Exp((2.7764451 + 0.9409646) * Math.Sqrt(2 * 0.01 / 3)), c.DetectableRatio, 4);
    }

    [Fact]
    public void A_difference_smaller_than_the_spread_is_no_difference()
    {
        var c = TwoSampleComparison.Of([80, 100, 125], [88, 110, 137]);

        Assert.Equal(Verdict.NoDifference, c.Verdict);
        Assert.True(c.DetectableRatio > 1.1, $"detectable {c.DetectableRatio}");
    }

    [Fact]
    public void Runs_that_did_not_vary_at_all_differ_for_certain_or_not_at_all()
    {
        Assert.Equal(Verdict.Slower, TwoSampleComparison.Of([5, 5, 5], [6, 6, 6]).Verdict);
        Assert.Equal(Verdict.NoDifference, TwoSampleComparison.Of([5, 5, 5], [5, 5, 5]).Verdict);
    }

    [Fact]
    public void One_value_a_side_has_a_ratio_but_no_interval_and_no_test()
    {
        var c = TwoSampleComparison.Of([100], [150]);

        Assert.Equal(1.5, c.Ratio, 10);
        Assert.True(double.IsNaN(c.RatioLower));
        Assert.Equal(Verdict.TooFewRepetitions, c.Verdict);
    }

    [Fact]
    public void A_time_of_zero_is_refused_since_its_logarithm_is_not_a_number() =>
        Assert.Throws<ArgumentException>(() => TwoSampleComparison.Of([0, 1], [1, 2]));
}
