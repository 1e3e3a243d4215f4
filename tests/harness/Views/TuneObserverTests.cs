using Bench.Harness.Views;
using Bench.Results.Manifest;

namespace Bench.Harness.Tests.Views;

/// <summary>
/// What a tune prints as it goes: a line per run, whose best (the median of its runs, said so) is the best after the run,
/// a new one on the line of the run that made it, then "best now"; settings by their searched axes; the fixtures made.
/// </summary>
public sealed class TuneObserverTests : IDisposable
{
    private static readonly TuneSetting Start = new(1, 2, 1 << 20, TuneSetting.BlockSizeNotGiven, false);
    private static readonly TuneSetting Better = new(2, 4, 1 << 20, TuneSetting.BlockSizeNotGiven, false);
    private readonly TestConsole console = new();

    public void Dispose() => console.Dispose();

    private static TuneProgress Run(int index, TuneSetting setting, MeasurementPurpose purpose, TuneSetting best, double bestMbS, int bestRuns = 2) =>
        new(index, 8, new PathStep(index, setting, ProbeResult.Ok(100 * index), purpose, best), best, bestMbS) { BestRuns = bestRuns };

    private List<string> Lines() => [.. console.Output.Split('\n').Select(l => l.Trim()).Where(l => l.Length > 0)];

    [Fact]
    public void The_run_that_makes_a_new_best_shows_it_on_its_own_line_then_best_now_and_never_a_warm_up()
    {
        var observer = new TuneObserver(console.Console);

        observer.Report(Run(1, Start, MeasurementPurpose.WarmUp, Start, double.NaN, 0));
        Assert.DoesNotContain("best now", console.Output, StringComparison.Ordinal);

        observer.Report(Run(2, Start, MeasurementPurpose.Screen, Start, 200, 1));
        observer.Report(Run(3, Better, MeasurementPurpose.Screen, Start, 200, 1));
        observer.Report(Run(4, Better, MeasurementPurpose.Repeat, Start, 200, 2) with { Best = Better, BestMedianMbS = 350, Moved = true });
        observer.Report(Run(5, Better, MeasurementPurpose.Repeat, Better, 400, 3));

        var lines = Lines();
        Assert.Equal(7, lines.Count);
        Assert.EndsWith("best: -", lines[0], StringComparison.Ordinal);
        Assert.EndsWith("best (1 run): 200.0 MB/s", lines[1], StringComparison.Ordinal);
        Assert.Equal($"best now {Start}", lines[2]);
        Assert.Contains("[  4/8 = ", lines[4], StringComparison.Ordinal);
        Assert.EndsWith("new best (median of 2 runs): 350.0 MB/s", lines[4], StringComparison.Ordinal);
        Assert.Equal($"best now {Better}", lines[5]);
        Assert.EndsWith("best (median of 3 runs): 400.0 MB/s", lines[6], StringComparison.Ordinal);
    }

    [Fact]
    public void Given_the_grid_a_setting_is_said_by_its_searched_axes()
    {
        var observer = new TuneObserver(console.Console) { Space = TuneSpace.For(TuneOperation.Restore) };

        observer.Report(Run(1, Start, MeasurementPurpose.Screen, Start, 100, 1));

        Assert.Contains("screen  stripes=1 buffer_count=2 max_transfer_size=1MB:   100.0 MB/s", console.Output, StringComparison.Ordinal);
        Assert.Contains("best now stripes=1 buffer_count=2 max_transfer_size=1MB", console.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("compression=off", console.Output, StringComparison.Ordinal);
    }

    [Fact]
    public void A_fixture_made_is_said_with_its_sizes_in_units()
    {
        new TuneObserver(console.Console).FixtureMade(new FixtureInfo("backup/size=268435456/files=1/stripes=2/compression=off", 812, 268435456, 268435456));

        Assert.Contains("made backup/size=256MB/files=1/stripes=2/compression=off (256 MiB written)", console.Output, StringComparison.Ordinal);
    }
}
