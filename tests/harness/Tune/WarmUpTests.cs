using static Bench.Harness.Tests.Tune.Grids;

namespace Bench.Harness.Tests.Tune;

/// <summary>
/// The warm-up: the start runs uncounted until a run is no longer clearly faster than the one before, so that the first
/// runs on a fresh volume or in a fresh process (several times slower than every later one on this project's RAM-backed
/// volume) decide nothing.
/// </summary>
public sealed class WarmUpTests
{
    private static CancellationToken Token => TestContext.Current.CancellationToken;

    /// <summary><paramref name="surface"/> on a volume whose first two runs come in at a fifth and a quarter of its speed.</summary>
    private static DriftingSurface SlowStart(SyntheticSurface surface) => new(surface, i => i switch { 0 => 0.2, 1 => 0.25, _ => 1 });

    [Fact]
    public async Task On_a_steady_volume_one_run_of_the_start_is_warm_up_and_counts_in_the_budget_but_in_no_sample()
    {
        var surface = new SyntheticSurface(Surfaces.Plateau);

        var result = await TuneSearch.RunAsync(Restore, new TuneOptions { Budget = 40 }, surface, null, Token);

        var warmUp = Assert.Single(result.Path, p => p.Purpose == MeasurementPurpose.WarmUp);
        Assert.Equal(1, warmUp.Index);
        Assert.Equal(MeasurementPurpose.Screen, result.Path[1].Purpose);
        Assert.Equal(warmUp.Setting, result.Path[1].Setting);
        Assert.Equal(result.Path.Count, result.Used);
        Assert.Equal(surface.Asked.Count, result.Used);
        var start = result.Ranked.Single(r => r.Setting == warmUp.Setting);
        Assert.Equal(result.Path.Count(p => p.Setting == warmUp.Setting) - 1, start.Samples.Count);
    }

    [Fact]
    public async Task While_the_start_keeps_getting_faster_beyond_noise_its_runs_stay_warm_up_up_to_the_limit()
    {
        // The first two runs at a fifth and a quarter of the volume's speed, then steady: three warm-up runs, the fourth counts.
        var slow = SlowStart(new SyntheticSurface(Surfaces.Plateau));
        var result = await TuneSearch.RunAsync(Restore, new TuneOptions { Budget = 40 }, slow, null, Token);

        Assert.Equal(
            [MeasurementPurpose.WarmUp, MeasurementPurpose.WarmUp, MeasurementPurpose.WarmUp, MeasurementPurpose.Screen],
            result.Path.Take(4).Select(p => p.Purpose));
        Assert.All(result.Path.Take(4), p => Assert.Equal(result.Path[0].Setting, p.Setting));
        var start = result.Ranked.Single(r => r.Setting == result.Path[0].Setting);
        Assert.DoesNotContain(start.Samples, s => s < 0.5 * result.Path[3].Result.MegabytesPerSecond);

        // A volume that speeds up every run: MaxWarmUp warm-up runs at most, then the start counts.
        var rising = new DriftingSurface(new SyntheticSurface(Surfaces.Plateau), i => Math.Pow(1.5, i));
        var capped = await TuneSearch.RunAsync(Restore, new TuneOptions { Budget = 40, MaxWarmUp = 2 }, rising, null, Token);

        Assert.Equal([MeasurementPurpose.WarmUp, MeasurementPurpose.WarmUp, MeasurementPurpose.Screen], capped.Path.Take(3).Select(p => p.Purpose));
    }

    [Fact]
    public async Task The_search_path_chart_plots_warm_up_runs_but_leaves_them_out_of_the_bests_median()
    {
        var slow = SlowStart(new SyntheticSurface(Surfaces.Plateau));
        var result = await TuneSearch.RunAsync(Restore, new TuneOptions { Budget = 40 }, slow, null, Token);
        var footer = new Bench.Plots.Charts.ChartFooter("run", "host", DateTimeOffset.UnixEpoch);

        var chart = Bench.Harness.Tuning.TunePathChart.Chart(result, footer)!;

        var screen = result.Path.First(p => p.Purpose != MeasurementPurpose.WarmUp);
        Assert.Equal(result.Path.Count(p => p.Result.IsOk), chart.Series[0].Points.Count);
        Assert.Equal((screen.Index, screen.Result.MegabytesPerSecond), chart.Series[1].Points[0]);
        var warmUps = chart.Markers.Where(m => m.Shape == Bench.Plots.Charts.PointShape.Diamond).ToList();
        Assert.Equal(result.Path.Where(p => p.Purpose == MeasurementPurpose.WarmUp).Select(p => (double)p.Index), warmUps.Select(m => m.X));
        Assert.All(warmUps, m => Assert.Equal("warm-up run (in no decision)", m.Label));
    }

    [Fact]
    public async Task The_search_path_chart_names_mode_and_size_ticks_whole_runs_and_levels_the_final_round_at_the_answer_s_median()
    {
        var result = await TuneSearch.RunAsync(Restore, new TuneOptions { Budget = 100 }, new SyntheticSurface(Surfaces.PeakInBuffers, 0.08, seed: 1), null, Token);
        var footer = new Bench.Plots.Charts.ChartFooter("run", "host", DateTimeOffset.UnixEpoch);

        var chart = Bench.Harness.Tuning.TunePathChart.Chart(result, footer, "4 GiB")!;

        Assert.StartsWith("bench tune restore of a 4 GiB database: the search path (", chart.Title, StringComparison.Ordinal);
        Assert.All(chart.XTicks, t => Assert.Equal(Math.Round(t.X), t.X));
        Assert.InRange(chart.XTicks.Count, 2, 12);
        // The search's line ends before the final round; over the round, a level line at the answer's median there (tune.md's best).
        var final = result.Path.First(p => p.Purpose == MeasurementPurpose.Final).Index;
        Assert.Equal(final - 1, chart.Series[1].Points[^1].X);
        Assert.Equal([(final, result.Best!.MedianMbS!.Value), (result.Path.Last(p => p.Purpose == MeasurementPurpose.Final).Index, result.Best.MedianMbS!.Value)], chart.Series[2].Points);
        Assert.StartsWith("the answer's median in the final round: ", chart.Series[2].Name, StringComparison.Ordinal);

        // Without a final round, the last run's best is the answer: the search's line ends on its median.
        var winner = result.Ranked.First(r => r.Setting != result.Path[^1].Incumbent && r.Samples.Count > 0);
        var searchOnly = result with { Path = [.. result.Path.Where(p => p.Index < final)], FinalRound = [], Best = winner };
        var won = Bench.Harness.Tuning.TunePathChart.Chart(searchOnly, footer, "4 GiB")!;
        Assert.Equal(2, won.Series.Count);
        Assert.Equal(final - 1, won.Series[1].Points[^1].X);
        Assert.Equal(["1", "2", "3", "4", "5", "6", "7", "8"], Bench.Harness.Tuning.TunePathChart.WholeTicks(8).Select(t => t.Label));
        Assert.Equal(["1", "5", "10", "15", "20", "25", "30", "35", "40"], Bench.Harness.Tuning.TunePathChart.WholeTicks(40).Select(t => t.Label));
    }

    [Fact]
    public void The_search_path_chart_ticks_at_most_12_runs_however_many_ran()
    {
        // 24 runs every 2 would be 1, 2, 4, ..., 24: 13 ticks.
        Assert.Equal(["1", "5", "10", "15", "20"], Bench.Harness.Tuning.TunePathChart.WholeTicks(24).Select(t => t.Label));
        Assert.All(Enumerable.Range(1, 1000), runs => Assert.InRange(Bench.Harness.Tuning.TunePathChart.WholeTicks(runs).Count, 1, 12));
    }

    [Fact]
    public async Task It_leaves_the_budget_a_run_for_the_start_and_none_is_made_when_asked_for_none()
    {
        var slow = new DriftingSurface(new SyntheticSurface(Surfaces.Plateau), i => i == 0 ? 0.2 : 1);

        var one = await TuneSearch.RunAsync(Restore, new TuneOptions { Budget = 1 }, slow, null, Token);
        var none = await TuneSearch.RunAsync(Restore, new TuneOptions { Budget = 40, MaxWarmUp = 0 }, new SyntheticSurface(Surfaces.Plateau), null, Token);

        Assert.Equal(MeasurementPurpose.Screen, Assert.Single(one.Path).Purpose);
        Assert.NotNull(one.Best);
        Assert.DoesNotContain(none.Path, p => p.Purpose == MeasurementPurpose.WarmUp);
    }

    [Fact]
    public async Task A_start_that_fails_stops_the_search_with_its_reason()
    {
        var options = new TuneOptions { Budget = 40 };
        var start = Restore.DefaultStart(options.MaxMemoryBytes)!;

        var result = await TuneSearch.RunAsync(Restore, options, new FailingRun(new SyntheticSurface(Surfaces.Plateau), start, 1), null, Token);

        Assert.Equal(StopReason.StartFailed, result.StopReason);
        Assert.Equal(MeasurementPurpose.Screen, Assert.Single(result.Path).Purpose);
        Assert.Contains("out of memory (a test)", result.StopDetail, StringComparison.Ordinal);

        // No run succeeded: no search path to draw (was: a chart of empty series, refused with an exception that ended the tune).
        Assert.Null(Bench.Harness.Tuning.TunePathChart.Chart(result, new Bench.Plots.Charts.ChartFooter("run", "host", DateTimeOffset.UnixEpoch)));
    }

    [Fact]
    public async Task On_volumes_whose_first_runs_are_slow_it_finds_within_5_percent_of_the_optimum_far_more_often_than_without_it()
    {
        // The tune-vs-grid benchmark's axes and budget (54 settings, 40 runs), 12% run-to-run noise, the first two runs at
        // a fifth and a quarter of the volume's speed: what two RAM rounds of the benchmark met.
        Task<int> WithinFivePercent(int warmUp) => SurfaceSearch.WithinFivePercent(
            SurfaceSearch.TuneVsGrid, new TuneOptions { Budget = 40, MaxWarmUp = warmUp }, Enumerable.Range(1, 200),
            seed => new SyntheticSurface(Surfaces.PeakInBuffers, 0.12, seed), SlowStart);

        var without = await WithinFivePercent(0);
        var with = await WithinFivePercent(new TuneOptions { Budget = 40 }.MaxWarmUp); // the default

        Assert.True(with >= without + 20, $"within 5% of the optimum: {with} of 200 seeds with the warm-up, {without} without");
    }

    [Fact]
    public async Task More_than_ten_warm_up_runs_are_refused_naming_the_option()
    {
        var e = await Assert.ThrowsAsync<Bench.Scenarios.Validation.ValidationException>(
            () => TuneSearch.RunAsync(Restore, new TuneOptions { Budget = 40, MaxWarmUp = 11 }, new SyntheticSurface(Surfaces.Plateau), null, Token));

        var error = Assert.Single(e.Errors);
        Assert.Equal("max_warm_up", error.Field);
        Assert.Contains("0 (none) to 10", error.Allowed, StringComparison.Ordinal);
    }
}
