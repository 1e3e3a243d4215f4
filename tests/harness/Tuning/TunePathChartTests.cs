using Bench.Harness.Tests.Tune;
using Bench.Harness.Tuning;
using Bench.Plots.Charts;
using static Bench.Harness.Tests.Tune.Grids;

namespace Bench.Harness.Tests.Tuning;

/// <summary>The search-path chart marks the answer and SQL Server's default, each named, on the runs its figure is of.</summary>
public sealed class TunePathChartTests
{
    private static readonly ChartFooter Footer = new("run", "host", DateTimeOffset.UnixEpoch);

    private static CancellationToken Token => TestContext.Current.CancellationToken;

    [Fact]
    public async Task The_answer_and_sql_servers_default_are_marked_on_their_final_round_runs_each_named_in_its_own_shape()
    {
        var result = await TuneSearch.RunAsync(Restore, new TuneOptions { Budget = 100 }, new SyntheticSurface(Surfaces.PeakInBuffers, 0.08, seed: 1), null, Token);
        var standard = result.VersusDefault!.Default;
        double[] RunsOf(TuneSetting setting) => [.. result.Path.Where(p => p.Purpose == MeasurementPurpose.Final && p.Setting == setting && p.Result.IsOk).Select(p => (double)p.Index)];

        var chart = TunePathChart.Chart(result, Footer)!;

        var answer = chart.Markers.Where(m => m.Shape == PointShape.Square).ToList();
        var byDefault = chart.Markers.Where(m => m.Shape == PointShape.Triangle).ToList();
        Assert.NotEqual(result.Best!.Setting, standard);
        Assert.Equal(RunsOf(result.Best.Setting), answer.Select(m => m.X));
        Assert.Equal(RunsOf(standard), byDefault.Select(m => m.X));
        Assert.NotEmpty(byDefault);
        Assert.All(answer, m => Assert.Equal($"the answer: {TunePathChart.Words(result.Best.Setting)}", m.Label));
        Assert.All(byDefault, m => Assert.StartsWith($"SQL Server's default: {TunePathChart.Words(standard)}", m.Label, StringComparison.Ordinal));
        Assert.All(chart.Markers, m => Assert.Equal("each case run", m.Series));
    }

    [Fact]
    public async Task Without_a_final_round_the_answer_is_marked_where_it_ran_and_an_answer_that_is_the_default_is_marked_once()
    {
        var result = await TuneSearch.RunAsync(Restore, new TuneOptions { Budget = 100 }, new SyntheticSurface(Surfaces.PeakInBuffers, 0.08, seed: 1), null, Token);
        var final = result.Path.First(p => p.Purpose == MeasurementPurpose.Final).Index;
        var search = result with { Path = [.. result.Path.Where(p => p.Index < final)], FinalRound = [], VersusDefault = null };
        var standard = Restore.DefaultAt(result.Best!.Setting);
        var ranDefault = search.Path.Where(p => p.Setting == standard && p.Result.IsOk && p.Purpose != MeasurementPurpose.WarmUp).Select(p => (double)p.Index).ToList();
        var itsOwnDefault = search.Ranked.First(r => r.Samples.Count > 0 && Restore.DefaultAt(r.Setting) == r.Setting);
        var isDefault = search with { Best = itsOwnDefault };

        var chart = TunePathChart.Chart(search, Footer)!;
        var same = TunePathChart.Chart(isDefault, Footer)!;

        Assert.Equal(
            search.Path.Where(p => p.Setting == result.Best.Setting && p.Result.IsOk && p.Purpose != MeasurementPurpose.WarmUp).Select(p => (double)p.Index),
            chart.Markers.Where(m => m.Shape == PointShape.Square).Select(m => m.X));
        Assert.Equal(ranDefault, chart.Markers.Where(m => m.Shape == PointShape.Triangle).Select(m => m.X));
        Assert.DoesNotContain(same.Markers, m => m.Shape == PointShape.Triangle);
        Assert.All(same.Markers.Where(m => m.Shape == PointShape.Square), m => Assert.Equal($"the answer (SQL Server's default): {TunePathChart.Words(itsOwnDefault.Setting)}", m.Label));
        Assert.Equal(
            search.Path.Where(p => p.Setting == itsOwnDefault.Setting && p.Result.IsOk && p.Purpose != MeasurementPurpose.WarmUp).Select(p => (double)p.Index),
            same.Markers.Where(m => m.Shape == PointShape.Square).Select(m => m.X));
    }

    [Fact]
    public void A_setting_is_named_in_the_parameters_own_words()
    {
        Assert.Equal("1 backup file, BUFFERCOUNT 128, MAXTRANSFERSIZE 4 MB", TunePathChart.Words(new TuneSetting(1, 128, 4 * MB, TuneSetting.BlockSizeNotGiven, false)));
        Assert.Equal("8 backup files, BUFFERCOUNT 64, MAXTRANSFERSIZE 1 MB, BLOCKSIZE 64 KB, compressed", TunePathChart.Words(new TuneSetting(8, 64, MB, 64 * KB, true)));
    }
}
