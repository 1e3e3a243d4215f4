using Bench.Scenarios.Matrix;

namespace Bench.Harness.Runner;

/// <summary>
/// The progress line's eta, learnt from the run: each finished row's wall time (from the previous row's end: its set-up,
/// fixture and limit probe included) against its forecast, summed by kind (<see cref="RemainingWork.KindOf"/>); the rows
/// left of a kind take its ratio of actual to forecast time, those of a kind not yet seen the run's. Scaling the whole
/// forecast by the run's pace did not do: a throttled run's forecast gave the IFI-off creates and growths 84% of the
/// work and the transfers almost none, so its eta sat at a minute for four minutes with ten to go. With one ratio per
/// kind, the eta is the truth as soon as every kind left has run once when each kind's rows err alike.
/// </summary>
/// <param name="work">The rows this session runs and their forecast by kind.</param>
public sealed class RunPace(RemainingWork work)
{
    private readonly Dictionary<string, double> left = new(work.KindSeconds);
    private readonly Dictionary<string, (double Forecast, double Actual)> seen = [];
    private double forecastDone;
    private double actualDone;

    /// <summary>The rows this session runs.</summary>
    public RemainingWork Work => work;

    /// <summary>Rows finished so far.</summary>
    public int Finished { get; private set; }

    /// <summary><paramref name="run"/> ended, <paramref name="took"/> after the previous row did (or the first row's start).</summary>
    public void Done(ScheduledCase run, TimeSpan took)
    {
        var kind = work.KindOf(run);
        var forecast = work.Weight(run);
        var actual = Math.Max(0, took.TotalSeconds);
        left[kind] = Math.Max(0, left.GetValueOrDefault(kind) - forecast);
        var had = seen.GetValueOrDefault(kind);
        seen[kind] = (had.Forecast + forecast, had.Actual + actual);
        forecastDone += forecast;
        actualDone += actual;
        Finished++;
    }

    /// <summary>What <paramref name="run"/> is likely to take: its forecast at its kind's learnt ratio.</summary>
    public TimeSpan Expected(ScheduledCase run) => TimeSpan.FromSeconds(work.Weight(run) * Ratio(work.KindOf(run)));

    /// <summary>
    /// The time left: each kind's forecast of the rows left at its ratio, less what <paramref name="running"/> (the row
    /// under way, if any) has had of its own expected time in <paramref name="since"/> since the last row ended. Zero
    /// before any row ended when the rows were only counted (nothing to scale yet); the forecast itself with rates.
    /// </summary>
    public TimeSpan Eta(TimeSpan since = default, ScheduledCase? running = null)
    {
        var seconds = left.Sum(k => k.Value * Ratio(k.Key));
        if (running is not null)
        {
            seconds -= Math.Min(Math.Max(0, since.TotalSeconds), Expected(running).TotalSeconds);
        }

        return TimeSpan.FromSeconds(Math.Max(0, seconds));
    }

    /// <summary>Actual against forecast seconds for <paramref name="kind"/>'s rows so far, else the run's, else 1 (with rates) or 0.</summary>
    private double Ratio(string kind) =>
        seen.TryGetValue(kind, out var k) && k.Forecast > 0 ? k.Actual / k.Forecast
        : forecastDone > 0 ? actualDone / forecastDone
        : work.Rates is null ? 0 : 1;
}
