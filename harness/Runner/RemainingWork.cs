using Bench.Harness.Volume;
using Bench.Results.Cases;
using Bench.Scenarios.Matrix;

namespace Bench.Harness.Runner;

/// <summary>
/// The rows a session still runs, and what each weighs for the progress line's eta: its forecast seconds (its case's
/// work at the volume's rates, its files' deletion, the harness's own share), so that the eta scales the forecast of
/// what is left by how the run goes so far. Rows counted alike would not do: an IFI-on create of 13 ms beside an
/// IFI-off one of 13 s made the eta jump from 4 to 59 minutes between two lines of a throttled run.
/// </summary>
/// <param name="Rows">How many rows are left.</param>
/// <param name="Seconds">What they weigh together: their forecast seconds, or one each without rates.</param>
/// <param name="Rates">The volume's rates each row is weighed with; null: one each.</param>
public sealed record RemainingWork(int Rows, double Seconds, VolumeRates? Rates)
{
    /// <summary><paramref name="rows"/> rows weighed alike (no forecast).</summary>
    public static RemainingWork Count(int rows) => new(rows, rows, null);

    /// <summary>The rows of <paramref name="plan"/> not in <paramref name="finished"/>, weighed with <paramref name="rates"/> when there are some.</summary>
    public static RemainingWork Of(RunPlan plan, VolumeRates? rates, IReadOnlySet<Trial> finished)
    {
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(finished);
        var left = plan.Schedule.Where(r => !finished.Contains(new Trial(r.Case.Id, r.Repetition))).ToList();
        return rates is null ? Count(left.Count) : new RemainingWork(left.Count, left.Sum(r => Forecast(r, rates)), rates);
    }

    /// <summary>What <paramref name="run"/> weighs: its forecast seconds, or one.</summary>
    public double Weight(ScheduledCase run)
    {
        ArgumentNullException.ThrowIfNull(run);
        return Rates is null ? 1 : Forecast(run, Rates);
    }

    /// <summary>The time left when <paramref name="done"/> of <see cref="Seconds"/> took <paramref name="elapsed"/>: the rest at the same pace.</summary>
    public TimeSpan Eta(TimeSpan elapsed, double done) =>
        done <= 0 ? TimeSpan.Zero : TimeSpan.FromTicks((long)(elapsed.Ticks * (Math.Max(0, Seconds - done) / done)));

    /// <summary>A row's forecast: its case's work at the rates, its files' deletion, the harness's own share.</summary>
    private static double Forecast(ScheduledCase run, VolumeRates rates) =>
        rates.Seconds(run.Case.Work) + rates.DeleteSeconds(run.Case.Work) + RunForecast.PerCaseSeconds;
}
