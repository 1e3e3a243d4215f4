using Bench.Harness.Tests.Tune;
using Bench.Harness.Tuning;
using Bench.Harness.Views;
using static Bench.Harness.Tests.Tune.Grids;

namespace Bench.Harness.Tests.Views;

/// <summary>What a tune prints at its end, read as a DBA reads it.</summary>
public sealed class TuneViewTests
{
    private static CancellationToken Token => TestContext.Current.CancellationToken;

    private static string Printed(TuneResult result)
    {
        using var console = new TestConsole();
        TuneView.Print(console.Console, result, "runs/tune");
        return console.Output;
    }

    [Fact]
    public async Task A_tune_stopped_for_its_budget_says_the_budget_is_spent_once()
    {
        var result = await TuneSearch.RunAsync(Restore, new TuneOptions { Budget = 12 }, new SyntheticSurface(Surfaces.Plateau, noise: 0.05, seed: 11), null, Token);

        var printed = Printed(result);

        Assert.Equal(StopReason.BudgetSpent, result.StopReason);
        Assert.Contains("stopped: the budget of 12 case runs is spent", printed, StringComparison.Ordinal);
        Assert.Single(printed.Split("spent")[1..]);
    }

    /// <summary>A tune whose best, run 4 times, has a lower median than two settings run once each (one the knee).</summary>
    private static TuneResult BestBelowTwo(bool bestFirst, StopReason stop = StopReason.Converged)
    {
        MeasuredSetting Row(int buffers, params double[] runs) => MeasuredSetting.Of(new TuneSetting(1, buffers, MB, TuneSetting.BlockSizeNotGiven, false), runs, [], 1000);
        var best = Row(16, 850, 860, 840, 855);
        var lucky = Row(32, bestFirst ? 800 : 900);
        var knee = Row(8, bestFirst ? 820 : 880);
        return new TuneResult
        {
            Space = Restore,
            Options = new TuneOptions { Budget = 20 },
            Ranked = [.. new[] { best, lucky, knee }.OrderByDescending(r => r.MedianMbS)],
            Best = best,
            Knee = knee,
            Path = [],
            StopReason = stop,
            StopDetail = "no neighbour of the best is significantly better",
            Noise = 0.05,
        };
    }

    [Fact]
    public void A_best_that_is_not_first_in_the_ranked_table_is_said_why_in_one_line_under_it()
    {
        var printed = Printed(BestBelowTwo(bestFirst: false)).ReplaceLineEndings(" ");

        Assert.Contains("settings run, each with block_size=default compression=off, by the median of all their runs", printed, StringComparison.Ordinal);
        Assert.Contains(
            "Best is #3 in the table: the table ranks each setting by the median of all its runs, measured at different times as the volume drifts; Best is where the search settled: none ranked above it was shown better beyond the noise of its runs.",
            printed, StringComparison.Ordinal);
        Assert.DoesNotContain("Best is #", Printed(BestBelowTwo(bestFirst: true)), StringComparison.Ordinal);
    }

    [Fact]
    public void A_cheaper_setting_measured_above_the_best_at_other_times_is_not_called_the_knee_and_the_console_says_why()
    {
        var tune = BestBelowTwo(bestFirst: false);
        var result = tune with { Knee = tune.Best };

        var printed = Printed(result).ReplaceLineEndings(" ");

        Assert.StartsWith("Not called the knee: stripes=1 buffer_count=8 max_transfer_size=1MB", TuneReport.NotKnee(result), StringComparison.Ordinal);
        Assert.Contains(FormattableString.Invariant($"is above Best's {result.Best!.MedianMbS:0.#} MB/s with less memory, but was measured at other times, not beside it"), TuneReport.NotKnee(result), StringComparison.Ordinal);
        Assert.Contains("Not called the knee:", printed, StringComparison.Ordinal);
        Assert.Empty(TuneReport.NotKnee(BestBelowTwo(bestFirst: true) with { Knee = tune.Best }));
    }

    [Fact]
    public void MB_per_second_per_MB_is_given_to_one_decimal_and_two_below_one()
    {
        TuneRankedRow Row(double? per) => new(1, "s", 1, 5, MB, 0, false, 3, 700, 650, 850, 70, 6 * MB, per, string.Empty, 0);

        Assert.Equal(["117.6", "1.4", "0.46", "-"], new double?[] { 117.585, 1.402, 0.4567, null }.Select(p => TuneReport.PerMb(Row(p))));
    }

    [Fact]
    public void A_best_below_others_when_the_budget_ran_out_is_not_said_to_have_been_shown_as_good_as_them()
    {
        var note = TuneReport.RankNote(BestBelowTwo(bestFirst: false, StopReason.BudgetSpent));

        Assert.EndsWith("Best is where the search stood when its budget ran out: the settings ranked above it were not all compared with it side by side.", note, StringComparison.Ordinal);
        Assert.DoesNotContain("shown better", note, StringComparison.Ordinal);
    }
}
