namespace Bench.Harness.Tests.Tune;

/// <summary>The statistical rule: pooled noise, the margin, and the judgement of a candidate against the best.</summary>
public sealed class SignificanceTests
{
    private static readonly TuneOptions Options = new() { Budget = 100 };

    [Fact]
    public void Before_any_repetition_the_noise_is_the_assumed_one() =>
        Assert.Equal(0.05, Significance.Noise([[100.0], [250.0]], assumed: 0.05), 12);

    [Fact]
    public void Repetitions_pool_their_spread_of_ln_MBs_with_the_assumed_noise_as_two_degrees_of_freedom()
    {
        double[] a = [100, 110];
        double[] b = [200, 180, 190];
        var squares = Squares(a) + Squares(b);

        var noise = Significance.Noise([a, b, [500.0]], assumed: 0.05);

        Assert.Equal(Math.Sqrt(((2 * 0.05 * 0.05) + squares) / (2 + 1 + 2)), noise, 12);
    }

    [Fact]
    public void A_gain_far_beyond_the_noise_is_taken_on_one_run_each() =>
        Assert.Equal(Judgement.Better, Significance.Judge([160.0], [100.0], 0.05, Options));

    [Fact]
    public void A_gain_below_the_smallest_worth_having_is_dismissed_once_the_best_has_its_repetitions() =>
        Assert.Equal(Judgement.NotBetter, Significance.Judge([101.0], [100.0, 100, 100], 0.05, Options));

    [Fact]
    public void Nothing_is_dismissed_against_a_best_of_a_single_run() =>
        Assert.Equal(Judgement.RepeatIncumbent, Significance.Judge([99.0], [100.0], 0.05, Options));

    [Fact]
    public void A_gain_within_the_noise_margin_runs_the_one_with_fewer_runs_again()
    {
        Assert.Equal(Judgement.RepeatCandidate, Significance.Judge([106.0], [100.0, 100, 100], 0.05, Options));
        Assert.Equal(Judgement.RepeatIncumbent, Significance.Judge([106.0, 106], [100.0], 0.05, Options));
    }

    [Fact]
    public void Repetitions_narrow_the_margin_until_a_small_real_gain_shows() =>
        Assert.Equal(Judgement.Better, Significance.Judge([106.0, 106, 107, 106, 105, 106], [100.0, 100, 99, 101, 100, 100], 0.02, Options));

    [Fact]
    public void Too_close_to_call_after_the_most_repetitions_is_not_better() =>
        Assert.Equal(Judgement.NotBetter, Significance.Judge([106.0, 106, 106, 106, 106, 106], [100.0, 100, 100, 100, 100, 100], 0.1, Options));

    [Fact]
    public void The_margin_is_the_smallest_gain_or_two_standard_errors_whichever_is_larger()
    {
        Assert.Equal(0.02, Significance.Margin(100, 100, 0.01, 0.02), 12);
        Assert.Equal(Math.Exp(2 * 0.05 * Math.Sqrt(2)) - 1, Significance.Margin(1, 1, 0.05, 0.02), 12);
    }

    [Theory]
    [InlineData(99.0, nameof(Judgement.Tie))]
    [InlineData(97.0, nameof(Judgement.RepeatCandidate))]
    [InlineData(70.0, nameof(Judgement.NotBetter))]
    public void Where_the_tie_goes_to_the_candidate_only_a_step_that_looks_worse_is_refused(double candidate, string expected) =>
        Assert.Equal(expected, Significance.Judge([candidate], [100.0, 100, 100], 0.05, Options, tieToCandidate: true).ToString());

    [Theory]
    [InlineData(1990.0, 0.01, true)]
    [InlineData(1990.0, 0.05, false)]
    [InlineData(1850.0, 0.001, false)]
    [InlineData(2090.0, 0.01, true)]
    [InlineData(2370.0, 0.126, false)]
    public void The_limit_is_reached_when_the_lower_bound_of_the_median_is_within_5_percent_of_it_and_the_median_not_more_than_5_percent_above(double median, double noise, bool reached) =>
        Assert.Equal(reached, Significance.AtLimit([median, median, median], 2000, noise, Options));

    [Fact]
    public void A_median_clearly_above_the_baseline_is_not_at_its_limit_even_where_the_noise_keeps_it_from_being_beyond_it()
    {
        // The disk's second round: 619 MB/s over 3 runs at a noise of 12.6% against a baseline of 522 MB/s.
        double[] best = [619.0, 619, 619];

        Assert.False(Significance.BeyondLimit(best, 522, 0.126, Options));
        Assert.False(Significance.AtLimit(best, 522, 0.126, Options));
    }

    private static double Squares(double[] values)
    {
        var logs = values.Select(v => Math.Log(v)).ToList();
        return logs.Sum(l => Math.Pow(l - logs.Average(), 2));
    }
}
