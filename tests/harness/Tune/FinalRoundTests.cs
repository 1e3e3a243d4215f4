using static Bench.Harness.Tests.Tune.Grids;

namespace Bench.Harness.Tests.Tune;

/// <summary>
/// The search's final round: the best and its closest rivals run side by side, in turn, and the answer chosen from those
/// runs alone, so a setting that looked best only because the volume was faster when it ran does not win.
/// </summary>
public sealed class FinalRoundTests
{
    // The tests of the round's rivals run without SQL Server's default beside them (AgainstDefault = false); it has tests of its own below.

    /// <summary>
    /// The tests that need a given situation in the final round (a near call, a budget that runs out there) got it from
    /// their seeds without a warm-up, which shifts every later noise draw; the warm-up has tests of its own (WarmUpTests).
    /// </summary>
    private const int NoWarmUp = 0;

    private static CancellationToken Token => TestContext.Current.CancellationToken;

    [Fact]
    public async Task The_best_and_its_closest_rivals_run_side_by_side_in_turn_and_the_answer_is_the_highest_median_of_those_runs()
    {
        // The fixed round alone (overtime has its own tests below).
        var options = new TuneOptions { Budget = 100, FinalOvertime = false, AgainstDefault = false };
        var result = await TuneSearch.RunAsync(Restore, options, new SyntheticSurface(Surfaces.PeakInBuffers, 0.08, seed: 1), null, Token);

        var final = result.Path.Where(p => p.Purpose == MeasurementPurpose.Final).ToList();
        var count = result.FinalRound.Count;
        Assert.Equal(3, count);
        Assert.Equal(3 * count, final.Count);
        var order = final.Take(count).Select(p => p.Setting).ToList();
        Assert.Equal(final[0].Incumbent, order[0]); // the search's best opens the round
        Assert.Equal(Enumerable.Reverse(order), final.Skip(count).Take(count).Select(p => p.Setting));
        Assert.Equal(order, final.Skip(2 * count).Select(p => p.Setting));
        var searchEnded = result.Path.Last(p => p.Purpose is MeasurementPurpose.Screen or MeasurementPurpose.Repeat).Index;
        Assert.All(final, p => Assert.True(p.Index > searchEnded, $"final run {p.Index} before the search's last run {searchEnded}"));
        Assert.All(result.FinalRound, r => Assert.Equal(final.Where(p => p.Setting == r.Setting).Select(p => p.Result.MegabytesPerSecond), r.Samples));
        Assert.Equal(result.FinalRound.Select(r => r.MedianMbS).OrderDescending(), result.FinalRound.Select(r => r.MedianMbS));

        // Its two highest medians came within 2% (MinGain) of each other, too close to call: the answer is the one with the
        // least buffer memory, with its figure from its final-round runs alone, and tune.md says so.
        var top = result.FinalRound[0];
        Assert.Equal(top.Setting, result.TooClose[0]);
        Assert.All(result.TooClose.Skip(1), s => Assert.InRange(top.MedianMbS!.Value / result.FinalRound.Single(r => r.Setting == s).MedianMbS!.Value, 1, 1 + options.MinGain));
        Assert.True(result.TooClose.Count > 1 && top.Setting != result.Best!.Setting);
        Assert.Equal(result.TooClose.MinBy(s => s.MemoryBytes), result.Best.Setting);
        Assert.Equal(final.Where(p => p.Setting == result.Best.Setting).Select(p => p.Result.MegabytesPerSecond), result.Best.Samples);
        Assert.StartsWith("Too close to call: in the final round ", Bench.Harness.Tuning.TuneReport.TooClose(result), StringComparison.Ordinal);
        Assert.EndsWith($"Best is the one with the least buffer memory, {result.Space.Label(result.Best.Setting)}.", Bench.Harness.Tuning.TuneReport.TooClose(result), StringComparison.Ordinal);
    }

    [Fact]
    public async Task The_report_says_how_many_settings_ran_side_by_side_and_how_the_best_was_chosen()
    {
        var result = await TuneSearch.RunAsync(Restore, new TuneOptions { Budget = 100, FinalOvertime = false, AgainstDefault = false }, new SyntheticSurface(Surfaces.PeakInBuffers, 0.08, seed: 1), null, Token);

        var sentence = Bench.Harness.Tuning.TuneReport.FinalRound(result);

        Assert.StartsWith("Final round: 3 settings side by side, in turn, 3 runs each; the best is chosen from these runs alone (the highest median, or, of those within 2% of it", sentence, StringComparison.Ordinal);
        Assert.Empty(Bench.Harness.Tuning.TuneReport.FinalRound(result with { FinalRound = [] }));
    }

    [Fact]
    public async Task The_search_path_chart_marks_where_the_final_round_begins()
    {
        var result = await TuneSearch.RunAsync(Restore, new TuneOptions { Budget = 100, AgainstDefault = false }, new SyntheticSurface(Surfaces.PeakInBuffers, 0.08, seed: 1), null, Token);
        var footer = new Bench.Plots.Charts.ChartFooter("run", "host", DateTimeOffset.UnixEpoch);

        var chart = Bench.Harness.Tuning.TunePathChart.Chart(result, footer)!;
        var without = Bench.Harness.Tuning.TunePathChart.Chart(
            result with { Path = [.. result.Path.Where(p => p.Purpose != MeasurementPurpose.Final)], FinalRound = [] }, footer)!;

        var boundary = Assert.Single(chart.Boundaries);
        Assert.Equal(result.Path.First(p => p.Purpose == MeasurementPurpose.Final).Index - 0.5, boundary.X);
        Assert.Equal("final round: 3 settings side by side", boundary.Label);
        Assert.Empty(without.Boundaries);
    }

    [Fact]
    public async Task On_a_volume_whose_speed_drifts_it_finds_within_5_percent_of_the_optimum_far_more_often_than_without_it()
    {
        async Task<int> WithinFivePercent(int contenders)
        {
            var found = 0;
            for (var seed = 1; seed <= 50; seed++)
            {
                // Load comes and goes: +-15% over a period of 10 to 40 runs, 8% run-to-run noise on top.
                var random = new Random(1000 + seed);
                var phase = random.NextDouble() * 2 * Math.PI;
                var period = 10 + random.Next(30);
                var surface = new SyntheticSurface(Surfaces.PeakInBuffers, 0.08, seed);
                var drifting = new DriftingSurface(surface, i => 1 + (0.15 * Math.Sin(phase + (2 * Math.PI * i / period))));
                var options = new TuneOptions { Budget = 100, FinalContenders = contenders, MaxWarmUp = NoWarmUp };

                var result = await TuneSearch.RunAsync(Restore, options, drifting, null, Token);

                Assert.True(result.Used <= options.Budget);
                found += surface.Truth(result.Best!.Setting) >= 0.95 * surface.Optimum(Restore, options.MaxMemoryBytes).MbS ? 1 : 0;
            }

            return found;
        }

        var without = await WithinFivePercent(contenders: 1);
        var with = await WithinFivePercent(contenders: 3);

        Assert.True(with >= 2 * without && with >= without + 10, $"within 5% of the optimum: {with} of 50 seeds with the final round, {without} without");
    }

    [Fact]
    public async Task With_no_room_left_in_the_budget_for_every_rival_it_takes_fewer_and_never_passes_the_budget()
    {
        var options = new TuneOptions { Budget = 24, MaxWarmUp = NoWarmUp };
        var surface = new SyntheticSurface(Surfaces.Plateau, 0.05, seed: 3);

        var result = await TuneSearch.RunAsync(Restore, options, surface, null, Token);

        Assert.Equal(StopReason.BudgetSpent, result.StopReason);
        Assert.Equal(24, result.Used);
        Assert.Equal(2, result.FinalRound.Count); // the budget's last quarter, 6 runs, holds two settings x 3 rounds
        Assert.Equal(6, result.Path.Count(p => p.Purpose == MeasurementPurpose.Final));
        Assert.Contains("kept for the final round", result.StopDetail, StringComparison.Ordinal);
    }

    [Fact]
    public async Task With_a_budget_too_small_for_two_settings_three_times_each_the_final_round_runs_them_twice_each()
    {
        // The reserve is the budget's last quarter: 5 of 20 runs, fewer than two settings x 3 rounds.
        var options = new TuneOptions { Budget = 20, MaxWarmUp = NoWarmUp };

        var result = await TuneSearch.RunAsync(Restore, options, new SyntheticSurface(Surfaces.Plateau, 0.05, seed: 3), null, Token);

        Assert.Equal(StopReason.BudgetSpent, result.StopReason);
        Assert.Equal(2, result.FinalRound.Count);
        Assert.All(result.FinalRound, r => Assert.Equal(2, r.Samples.Count));
        Assert.Equal(4, result.Path.Count(p => p.Purpose == MeasurementPurpose.Final));
        Assert.True(result.Used <= options.Budget);
        Assert.StartsWith("Final round: 2 settings side by side, in turn, 2 runs each;", Bench.Harness.Tuning.TuneReport.FinalRound(result), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(8)]
    [InlineData(10)]
    [InlineData(12)]
    public async Task The_runs_a_search_kept_for_the_end_are_spent_and_its_stop_says_what_they_were_kept_for(int budget)
    {
        // The last quarter, 2 or 3 runs below 16, cannot hold a final round (two settings twice each): kept to confirm the
        // best and the knee, they were left unspent once those had their runs, while the stop said "kept for the final round".
        // On this surface and seed the search left 2, 2 and 3 of them unspent.
        var options = new TuneOptions { Budget = budget };

        var result = await TuneSearch.RunAsync(Restore, options, new SyntheticSurface(Surfaces.PeakInBuffers, 0.05, seed: 2), null, Token);

        Assert.Equal(StopReason.BudgetSpent, result.StopReason);
        Assert.Equal(budget, result.Used);
        Assert.Equal("budget spent", result.StopReason.Words());
        Assert.Empty(result.FinalRound);
        Assert.DoesNotContain("kept for the final round", result.StopDetail, StringComparison.Ordinal);
        Assert.Contains("kept to confirm the best and the knee (too few for a final round, which needs 4", result.StopDetail, StringComparison.Ordinal);
    }

    [Fact]
    public async Task With_one_contender_there_is_no_final_round()
    {
        var result = await TuneSearch.RunAsync(
            Restore, new TuneOptions { Budget = 100, FinalContenders = 1 }, new SyntheticSurface(Surfaces.PeakInBuffers, 0.08, seed: 1), null, Token);

        Assert.Empty(result.FinalRound);
        Assert.DoesNotContain(result.Path, p => p.Purpose == MeasurementPurpose.Final);
    }

    [Fact]
    public async Task A_rival_whose_run_fails_in_the_final_round_leaves_it_and_is_never_the_answer()
    {
        var options = new TuneOptions { Budget = 100, FinalOvertime = false, AgainstDefault = false };
        var first = await TuneSearch.RunAsync(Restore, options, new SyntheticSurface(Surfaces.PeakInBuffers, 0.08, seed: 1), null, Token);
        var rival = first.FinalRound.Select(r => r.Setting).First(s => s != first.Path.First(p => p.Purpose == MeasurementPurpose.Final).Incumbent);
        var before = first.Path.Count(p => p.Purpose != MeasurementPurpose.Final && p.Setting == rival);
        var probe = new FailingRun(new SyntheticSurface(Surfaces.PeakInBuffers, 0.08, seed: 1), rival, before + 1);

        var result = await TuneSearch.RunAsync(Restore, options, probe, null, Token);

        Assert.DoesNotContain(result.FinalRound, r => r.Setting == rival);
        Assert.Single(result.Path, p => p.Purpose == MeasurementPurpose.Final && p.Setting == rival);
        Assert.NotEqual(rival, result.Best!.Setting);
        Assert.Equal(2, result.FinalRound.Count);
        Assert.All(result.FinalRound, r => Assert.Equal(3, r.Samples.Count));
    }

    [Theory]
    [InlineData(0)]
    [InlineData(9)]
    public async Task A_number_of_contenders_outside_1_to_8_is_refused_naming_it(int contenders)
    {
        var e = await Assert.ThrowsAsync<Bench.Scenarios.Validation.ValidationException>(
            () => TuneSearch.RunAsync(Restore, new TuneOptions { Budget = 10, FinalContenders = contenders }, new SyntheticSurface(Surfaces.Plateau), null, Token));

        var error = Assert.Single(e.Errors);
        Assert.Equal("final_contenders", error.Field);
        Assert.Contains("1 (no final round) to 8", error.Allowed, StringComparison.Ordinal);
    }

    // Overtime: while the round's two highest medians are too close to call, the two run again side by side, up to
    // MaxRepetitions runs each, from the budget the search left (keeping Repetitions runs for the knee).
    [Fact]
    public async Task While_the_two_highest_medians_are_too_close_to_call_they_run_again_side_by_side_in_turn_and_stop_by_the_rule()
    {
        var options = new TuneOptions { Budget = 100, MaxWarmUp = NoWarmUp };
        var result = await TuneSearch.RunAsync(Restore, options, new SyntheticSurface(Surfaces.PeakInBuffers, 0.08, seed: 1), null, Token);

        var final = result.Path.Where(p => p.Purpose == MeasurementPurpose.Final).ToList();
        var fixedRuns = options.Repetitions * result.FinalRound.Count;
        var overtime = final.Skip(fixedRuns).ToList();
        Assert.NotEmpty(overtime);
        Assert.Equal(0, overtime.Count % 2);
        for (var pair = 0; pair < overtime.Count / 2; pair++)
        {
            var before = final.Take(fixedRuns + (2 * pair)).ToList();
            var top = Ranking(before);
            Assert.True(TooClose(top[0], top[1], result.Path.Take(overtime[2 * pair].Index - 1), options), $"overtime pair {pair} ran though the two were told apart");
            var round = options.Repetitions + pair;
            var expected = round % 2 == 0 ? new[] { top[0].Setting, top[1].Setting } : [top[1].Setting, top[0].Setting];
            Assert.Equal(expected, overtime.Skip(2 * pair).Take(2).Select(p => p.Setting));
        }

        var end = Ranking(final);
        var last = final[^1].Index;
        Assert.True(
            !TooClose(end[0], end[1], result.Path.Take(last), options) || options.Budget - last < 2 + options.Repetitions,
            "overtime stopped while the two were too close to call and the budget had room");
        Assert.All(result.FinalRound, r => Assert.InRange(r.Samples.Count, options.Repetitions, options.MaxRepetitions));
        Assert.True(options.Budget - last >= options.Repetitions, $"the overtime left {options.Budget - last} runs, fewer than the knee's {options.Repetitions}");
        Assert.Equal(end[0].Setting, result.Best!.Setting);
        Assert.Contains("more each for the two highest medians while too close to call", Bench.Harness.Tuning.TuneReport.FinalRound(result), StringComparison.Ordinal);
    }

    [Fact]
    public async Task Without_room_in_the_budget_there_is_no_overtime()
    {
        var options = new TuneOptions { Budget = 24, MaxWarmUp = NoWarmUp };

        var result = await TuneSearch.RunAsync(Restore, options, new SyntheticSurface(Surfaces.Plateau, 0.05, seed: 3), null, Token);

        Assert.Equal(24, result.Used);
        Assert.Equal(options.Repetitions * result.FinalRound.Count, result.Path.Count(p => p.Purpose == MeasurementPurpose.Final));
        Assert.DoesNotContain("more each", Bench.Harness.Tuning.TuneReport.FinalRound(result), StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_setting_whose_run_fails_in_overtime_leaves_the_round_and_is_never_the_answer()
    {
        var options = new TuneOptions { Budget = 100, MaxWarmUp = NoWarmUp };
        var first = await TuneSearch.RunAsync(Restore, options, new SyntheticSurface(Surfaces.PeakInBuffers, 0.08, seed: 1), null, Token);
        var final = first.Path.Where(p => p.Purpose == MeasurementPurpose.Final).ToList();
        var opener = final[options.Repetitions * first.FinalRound.Count];
        var nth = first.Path.Count(p => p.Index <= opener.Index && p.Setting == opener.Setting);
        var probe = new FailingRun(new SyntheticSurface(Surfaces.PeakInBuffers, 0.08, seed: 1), opener.Setting, nth);

        var result = await TuneSearch.RunAsync(Restore, options, probe, null, Token);

        Assert.DoesNotContain(result.FinalRound, r => r.Setting == opener.Setting);
        Assert.NotEqual(opener.Setting, result.Best!.Setting);
        Assert.Equal(opener.Index, result.Path.Last(p => p.Purpose == MeasurementPurpose.Final).Index - 1); // its partner ran, then overtime ended
    }

    [Fact]
    public async Task Over_many_volumes_it_finds_within_5_percent_of_the_optimum_more_often_than_the_fixed_round_alone()
    {
        async Task<int> WithinFivePercent(bool overtime)
        {
            var found = 0;
            for (var seed = 1; seed <= 200; seed++)
            {
                var surface = new SyntheticSurface(Surfaces.PeakInBuffers, 0.05, seed);
                var options = new TuneOptions { Budget = 97, FinalOvertime = overtime };

                var result = await TuneSearch.RunAsync(Restore, options, surface, null, Token);

                Assert.True(result.Used <= options.Budget);
                found += surface.Truth(result.Best!.Setting) >= 0.95 * surface.Optimum(Restore, options.MaxMemoryBytes).MbS ? 1 : 0;
            }

            return found;
        }

        var without = await WithinFivePercent(overtime: false);
        var with = await WithinFivePercent(overtime: true);

        Assert.True(with > without, $"within 5% of the optimum: {with} of 200 seeds with overtime, {without} without");
    }

    // SQL Server's default at the best's stripes joins the final round, so that the answer is measured against it.
    [Fact]
    public async Task The_default_at_the_bests_stripes_runs_beside_it_in_the_final_round_and_the_answer_says_by_how_much_it_beats_it()
    {
        // Bytes in flight help up to 64 MB, each doubling of the stripes costs a tenth: the default, 5 MB in flight, is far behind.
        static double InFlight(TuneSetting s) => 1000 * Math.Min(1, s.BufferCount * (double)s.MaxTransferSize / (64.0 * MB)) * (1 - (0.1 * Math.Log2(s.Stripes)));
        var options = new TuneOptions { Budget = 100 };
        var result = await TuneSearch.RunAsync(Restore, options, new SyntheticSurface(InFlight, 0.05, seed: 1), null, Token);

        var standard = Restore.DefaultAt(result.Best!.Setting);
        Assert.Equal(new TuneSetting(result.Best.Setting.Stripes, (4 * result.Best.Setting.Stripes) + 1, MB, TuneSetting.BlockSizeNotGiven, false), standard);
        var row = Assert.Single(result.FinalRound, r => r.Setting == standard);
        var best = Assert.Single(result.FinalRound, r => r.Setting == result.Best.Setting);
        var versus = result.VersusDefault!;
        Assert.Equal(DefaultOutcome.Better, versus.Outcome);
        Assert.Equal((best.MedianMbS!.Value / row.MedianMbS!.Value) - 1, versus.Gain!.Value, 9);
        Assert.True(versus.GainLower > 0 && versus.GainLower < versus.Gain && versus.Gain < versus.GainUpper, $"{versus.GainLower} .. {versus.Gain} .. {versus.GainUpper}");
        Assert.Equal((best.Samples.Count, row.Samples.Count), (versus.BestRuns, versus.DefaultRuns));
        Assert.True(result.Used <= options.Budget);

        var without = await TuneSearch.RunAsync(Restore, options with { AgainstDefault = false }, new SyntheticSurface(InFlight, 0.05, seed: 1), null, Token);
        Assert.Null(without.VersusDefault);
        Assert.DoesNotContain(without.FinalRound, r => r.Setting == Restore.DefaultAt(without.Best!.Setting));
    }

    [Fact]
    public async Task With_room_for_two_settings_only_the_final_round_is_the_best_beside_the_default()
    {
        var options = new TuneOptions { Budget = 24, MaxWarmUp = NoWarmUp };

        var result = await TuneSearch.RunAsync(Restore, options, new SyntheticSurface(Surfaces.Plateau, 0.05, seed: 3), null, Token);

        Assert.Equal(24, result.Used);
        Assert.Equal(2, result.FinalRound.Count);
        Assert.Contains(result.FinalRound, r => r.Setting == result.Best!.Setting);
        Assert.Contains(result.FinalRound, r => r.Setting == Restore.DefaultAt(result.Best!.Setting));
        Assert.NotEqual(DefaultOutcome.NotCompared, result.VersusDefault!.Outcome);
    }

    [Fact]
    public async Task A_best_that_is_the_default_is_said_to_be_it_and_no_default_runs_beside_itself()
    {
        // A volume where nothing beats the start, SQL Server's default.
        var start = Restore.DefaultStart(long.MaxValue)!;
        var result = await TuneSearch.RunAsync(Restore, new TuneOptions { Budget = 40 }, new SyntheticSurface(s => s == start ? 600 : 400, 0.02, seed: 1), null, Token);

        Assert.Equal(Restore.DefaultAt(result.Best!.Setting), result.Best.Setting);
        Assert.Equal(DefaultOutcome.BestIsDefault, result.VersusDefault!.Outcome);
        Assert.StartsWith("The best is SQL Server's default for 1 backup file (BUFFERCOUNT 5, the usual estimate, MAXTRANSFERSIZE 1 MB)", Bench.Harness.Tuning.TuneReport.Verdict(result), StringComparison.Ordinal);
    }

    [Fact]
    public void Side_by_side_a_gain_within_the_noise_is_no_clear_difference_and_one_beyond_it_is_given_with_its_interval()
    {
        var options = new TuneOptions { Budget = 20 };
        var best = new TuneSetting(2, 4, 2 * MB, TuneSetting.BlockSizeNotGiven, false);
        var standard = Restore.DefaultAt(best);

        var close = VersusDefault.Of(best, [604, 560, 650, 530, 747, 585], standard, [601, 507, 760, 598, 603, 559], 0.1, options, string.Empty);
        var clear = VersusDefault.Of(best, [700, 690, 710], standard, [500, 510, 490], 0.05, options, string.Empty);
        var apart = VersusDefault.Of(best, [700, 690, 710], standard, [], 0.05, options, "there was no final round");

        Assert.Equal(DefaultOutcome.NoClearDifference, close.Outcome);
        Assert.True(close.GainLower < 0 && close.GainUpper > 0);
        Assert.Equal(DefaultOutcome.Better, clear.Outcome);
        Assert.InRange(clear.Gain!.Value, 0.35, 0.45);
        Assert.Equal(DefaultOutcome.NotCompared, apart.Outcome);
        Assert.Equal("there was no final round", apart.WhyNot);
    }

    /// <summary>The final round's settings by the median of their final runs in <paramref name="final"/>, highest first (a tie: the least memory).</summary>
    private static List<(TuneSetting Setting, List<double> Runs)> Ranking(IEnumerable<PathStep> final) =>
        final.Where(p => p.Result.IsOk).GroupBy(p => p.Setting).Select(g => (g.Key, g.Select(p => p.Result.MegabytesPerSecond).ToList()))
            .OrderByDescending(x => Significance.Median(x.Item2)).ThenBy(x => x.Key.MemoryBytes).ToList();

    /// <summary>The rule as the search applies it, with the noise pooled from every run in <paramref name="runsSoFar"/>.</summary>
    private static bool TooClose((TuneSetting Setting, List<double> Runs) first, (TuneSetting Setting, List<double> Runs) second, IEnumerable<PathStep> runsSoFar, TuneOptions options)
    {
        var noise = Significance.Noise(
            runsSoFar.Where(p => p.Result.IsOk && p.Purpose != MeasurementPurpose.WarmUp).GroupBy(p => p.Setting).Select(g => (IReadOnlyList<double>)g.Select(p => p.Result.MegabytesPerSecond).ToList()),
            options.AssumedNoise);
        return first.Runs.Count < options.MaxRepetitions && second.Runs.Count < options.MaxRepetitions
            && Significance.Median(first.Runs) <= Significance.Median(second.Runs) * (1 + Significance.Margin(first.Runs.Count, second.Runs.Count, noise, options.MinGain));
    }
}
