using Bench.Harness.Tuning;

namespace Bench.Harness.Tests.Tuning;

/// <summary>
/// A tune counts its warm-up runs as the search reports them (a tune stopped before its search ended has no result to
/// count them in), is told the count once the first run after them is reported, and passes every report on.
/// </summary>
public sealed class WarmUpCountTests
{
    private static readonly TuneSetting Start = new(1, 2, 1 << 20, TuneSetting.BlockSizeNotGiven, false);

    private static TuneProgress Run(int index, MeasurementPurpose purpose) =>
        new(index, 8, new PathStep(index, Start, ProbeResult.Ok(100), purpose, Start), Start, 100);

    [Fact]
    public void The_warm_up_runs_of_the_start_are_counted_and_told_once_as_it_ends_and_every_report_goes_on()
    {
        var told = new List<int>();
        var passed = new List<TuneProgress>();
        var count = new WarmUpCount(new Progress(passed.Add)) { WarmedUp = told.Add };

        count.Report(Run(1, MeasurementPurpose.WarmUp));
        count.Report(Run(2, MeasurementPurpose.WarmUp));
        Assert.Empty(told);
        count.Report(Run(3, MeasurementPurpose.Screen));
        count.Report(Run(3, MeasurementPurpose.Screen) with { Again = true });
        count.Report(Run(4, MeasurementPurpose.WarmUp));

        Assert.Equal(2, count.WarmUps);
        Assert.Equal([2], told);
        Assert.Equal(5, passed.Count);
    }

    /// <summary>Reports passed to <paramref name="report"/> at once (<see cref="Progress{T}"/> posts them to a thread pool).</summary>
    private sealed class Progress(Action<TuneProgress> report) : IProgress<TuneProgress>
    {
        public void Report(TuneProgress value) => report(value);
    }
}
