using Bench.Harness.Runner;
using Bench.Harness.Views;
using Bench.Harness.Volume;
using Bench.Results.Cases;

namespace Bench.Harness.Tests.Runner;

/// <summary>The progress line's eta: the forecast of what is left, at the pace of what is done, and a clock past an hour.</summary>
public sealed class RemainingWorkTests
{
    private static readonly VolumeRates Rates = EtaPlans.Rates;

    private static RunPlan Plan() => EtaPlans.Of("""[ { "scenario": "create", "size": "1GB", "ifi": "off" }, { "scenario": "create", "size": "1GB", "ifi": "on" } ]""", 2);

    [Fact]
    public void A_row_weighs_its_forecast_so_a_quick_row_moves_the_eta_little()
    {
        var plan = Plan();
        var work = RemainingWork.Of(plan, Rates, new HashSet<Trial>());
        var off = plan.Schedule.First(r => r.Case.Id.ToString().Contains("ifi=off", StringComparison.Ordinal));
        var on = plan.Schedule.First(r => r.Case.Id.ToString().Contains("ifi=on", StringComparison.Ordinal));

        Assert.Equal(4, work.Rows);
        Assert.True(work.Weight(off) > 100 * work.Weight(on), $"{work.Weight(off)} against {work.Weight(on)}");
        Assert.Equal(work.Seconds, plan.Schedule.Sum(work.Weight), 6);

        // One IFI-off row of two done in 20 s: about 20 s left; counted alike (one row of four done), it would say 60 s.
        var pace = new RunPace(work);
        pace.Done(off, TimeSpan.FromSeconds(19.9));
        pace.Done(on, TimeSpan.FromSeconds(0.1));
        Assert.InRange(pace.Eta().TotalSeconds, 19, 21);
        var counted = new RunPace(RemainingWork.Count(4));
        counted.Done(off, TimeSpan.FromSeconds(20));
        Assert.Equal(60, counted.Eta().TotalSeconds, 6);
    }

    [Fact]
    public void Finished_rows_are_not_left_and_without_rates_each_row_weighs_one()
    {
        var plan = Plan();
        var first = plan.Schedule[0];
        var work = RemainingWork.Of(plan, null, new HashSet<Trial> { new(first.Case.Id, first.Repetition) });

        Assert.Equal(3, work.Rows);
        Assert.Equal(3, work.Seconds);
        Assert.Equal(1, work.Weight(plan.Schedule[1]));
        Assert.Equal(TimeSpan.Zero, new RunPace(work).Eta());
    }

    [Theory]
    [InlineData(425, "07:05")]
    [InlineData(3840, "1:04:00")]
    [InlineData(97262, "27:01:02")]
    public void The_clock_gives_hours_past_an_hour_where_minutes_alone_wrapped(int seconds, string expected) =>
        Assert.Equal(expected, LineProgress.Clock(TimeSpan.FromSeconds(seconds)));
}
