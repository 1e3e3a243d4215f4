using Bench.Plots.Report;

namespace Bench.Plots.Tests.Report;

public sealed class EstimatesTests
{
    [Fact]
    public void Linear_data_is_extrapolated_to_the_sizes_asked_for()
    {
        // IFI-off creates of Runs.Make: 5 ms + rep + 1 ms per 10^6 bytes (1000 MB/s).
        var (estimates, _) = Estimates.For(Runs.Make("ssd"), [50L << 30]);

        var off = Assert.Single(estimates, e => e.Scenario == "create" && !e.Ifi);
        Assert.Equal(7 + ((50L << 30) / 1e6), off.Ms, 3);
        Assert.Equal(1000, off.RateMbS, 3);
        Assert.Equal(7, off.FixedMs, 3);
        Assert.InRange(off.Ms, off.LowerMs, off.UpperMs);
        Assert.Equal("9 at 3 sizes", off.Points);
    }

    [Fact]
    public void A_time_that_does_not_grow_with_the_size_is_estimated_as_its_median()
    {
        // IFI-on creates of Runs.Make: 5 ms + rep, at every size.
        var (estimates, _) = Estimates.For(Runs.Make("ssd"), [1L << 40]);

        var on = Assert.Single(estimates, e => e.Scenario == "create" && e.Ifi);
        Assert.Equal(7, on.Ms, 1);
        Assert.InRange(on.Ms, on.LowerMs, on.UpperMs);
        Assert.Contains("no growth with size", on.Points, StringComparison.Ordinal);
    }

    [Fact]
    public void A_scenario_measured_at_one_size_is_not_estimated_and_says_why()
    {
        var (estimates, notes) = Estimates.For(Runs.Make("ssd"), [1L << 40]);

        Assert.DoesNotContain(estimates, e => e.Scenario == "restore");
        Assert.Contains(notes, n => n.Contains("restore IFI on not estimated: it needs three or more measurements at two or more sizes", StringComparison.Ordinal));
    }

    [Fact]
    public void Times_and_sizes_read_as_people_say_them()
    {
        Assert.Equal("5 min 48 s", Findings.Time(348_000));
        Assert.Equal("2.1 s", Findings.Time(2_100));
        Assert.Equal("350 ms", Findings.Time(350));
        Assert.Equal("500 GB", Findings.Size(500L << 30));
    }
}
