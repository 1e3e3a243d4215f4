using Bench.Harness.Tuning;
using Bench.Results.Manifest;

namespace Bench.Harness.Tests.Tuning;

/// <summary>What a tune prints as it goes: a line per run, "best now" where the best changes, the fixtures made.</summary>
public sealed class TuneObserverTests : IDisposable
{
    private static readonly TuneSetting Start = new(1, 2, 1 << 20, TuneSetting.BlockSizeNotGiven, false);
    private static readonly TuneSetting Better = new(2, 4, 1 << 20, TuneSetting.BlockSizeNotGiven, false);
    private readonly TestConsole console = new();

    public void Dispose() => console.Dispose();

    private static TuneProgress Run(int index, TuneSetting setting, MeasurementPurpose purpose, TuneSetting best, double bestMbS) =>
        new(index, 8, new PathStep(index, setting, ProbeResult.Ok(100 * index), purpose, best), best, bestMbS);

    private List<string> Lines() => [.. console.Output.Split('\n').Select(l => l.Trim()).Where(l => l.Length > 0)];

    [Fact]
    public void Best_now_follows_the_run_that_made_it_the_best_and_never_a_warm_up()
    {
        var observer = new TuneObserver(console.Console);

        observer.Report(Run(1, Start, MeasurementPurpose.WarmUp, Start, double.NaN));
        Assert.DoesNotContain("best now", console.Output, StringComparison.Ordinal);

        observer.Report(Run(2, Start, MeasurementPurpose.Screen, Start, 200));
        observer.Report(Run(3, Better, MeasurementPurpose.Screen, Start, 200));
        observer.Report(Run(4, Better, MeasurementPurpose.Repeat, Start, 200));
        observer.Report(Run(4, Better, MeasurementPurpose.Repeat, Better, 350) with { Moved = true });
        observer.Report(Run(5, Better, MeasurementPurpose.Repeat, Better, 400));

        var lines = Lines();
        Assert.Equal(7, lines.Count);
        Assert.Equal($"best now {Start}", lines[2]);
        Assert.Contains("[  4/8 = ", lines[4], StringComparison.Ordinal);
        Assert.Equal($"best now {Better}", lines[5]);
        Assert.Contains("[  5/8 = ", lines[6], StringComparison.Ordinal);
        Assert.Equal(1, observer.WarmUps);
    }

    [Fact]
    public void A_fixture_made_is_said_with_its_sizes_in_units()
    {
        new TuneObserver(console.Console).FixtureMade(new FixtureInfo("backup/size=268435456/files=1/stripes=2/compression=off", 812, 268435456, 268435456));

        Assert.Contains("made backup/size=256MB/files=1/stripes=2/compression=off (256 MiB written)", console.Output, StringComparison.Ordinal);
    }
}
