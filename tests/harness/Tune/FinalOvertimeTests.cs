using static Bench.Harness.Tests.Tune.Grids;

namespace Bench.Harness.Tests.Tune;

/// <summary>
/// The final round's overtime: while its two highest medians are too close to call, the two run again side by side, up
/// to MaxRepetitions runs each, from the budget the search left (keeping Repetitions runs for the knee).
/// </summary>
public sealed class FinalOvertimeTests
{
    private static CancellationToken Token => TestContext.Current.CancellationToken;

    [Fact]
    public async Task While_the_two_highest_medians_are_too_close_to_call_they_run_again_side_by_side_in_turn_and_stop_by_the_rule()
    {
        var options = new TuneOptions { Budget = 100 };
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
        Assert.Contains("more each for the two highest medians while too close to call", Bench.Harness.Tuning.TuneOutputs.FinalRound(result), StringComparison.Ordinal);
    }

    [Fact]
    public async Task Without_room_in_the_budget_there_is_no_overtime()
    {
        var options = new TuneOptions { Budget = 24 };

        var result = await TuneSearch.RunAsync(Restore, options, new SyntheticSurface(Surfaces.Plateau, 0.05, seed: 3), null, Token);

        Assert.Equal(24, result.Used);
        Assert.Equal(options.Repetitions * result.FinalRound.Count, result.Path.Count(p => p.Purpose == MeasurementPurpose.Final));
        Assert.DoesNotContain("more each", Bench.Harness.Tuning.TuneOutputs.FinalRound(result), StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_setting_whose_run_fails_in_overtime_leaves_the_round_and_is_never_the_answer()
    {
        var options = new TuneOptions { Budget = 100 };
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

    /// <summary>The final round's settings by the median of their final runs in <paramref name="final"/>, highest first (a tie: the least memory).</summary>
    private static List<(TuneSetting Setting, List<double> Runs)> Ranking(IEnumerable<PathStep> final) =>
        final.Where(p => p.Result.IsOk).GroupBy(p => p.Setting).Select(g => (g.Key, g.Select(p => p.Result.MegabytesPerSecond).ToList()))
            .OrderByDescending(x => Significance.Median(x.Item2)).ThenBy(x => x.Key.MemoryBytes).ToList();

    /// <summary>The rule as the search applies it, with the noise pooled from every run in <paramref name="runsSoFar"/>.</summary>
    private static bool TooClose((TuneSetting Setting, List<double> Runs) first, (TuneSetting Setting, List<double> Runs) second, IEnumerable<PathStep> runsSoFar, TuneOptions options)
    {
        var noise = Significance.Noise(
            runsSoFar.Where(p => p.Result.IsOk).GroupBy(p => p.Setting).Select(g => (IReadOnlyList<double>)g.Select(p => p.Result.MegabytesPerSecond).ToList()),
            options.AssumedNoise);
        return first.Runs.Count < options.MaxRepetitions && second.Runs.Count < options.MaxRepetitions
            && Significance.Median(first.Runs) <= Significance.Median(second.Runs) * (1 + Significance.Margin(first.Runs.Count, second.Runs.Count, noise, options.MinGain));
    }
}
