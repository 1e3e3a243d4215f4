using Bench.Harness.Volume;
using Bench.Results.Cases;
using Bench.Scenarios.Matrix;

namespace Bench.Harness.Runner;

/// <summary>
/// The rows a session still runs, and what each weighs for the progress line's eta: its forecast seconds (its case's
/// work at the volume's rates, its files' deletion, the harness's own share), summed by kind (<see cref="KindOf"/>), so
/// that <see cref="RunPace"/> can scale each kind's forecast by how its own rows went. Rows counted alike would not do:
/// an IFI-on create of 13 ms beside an IFI-off one of 13 s made the eta jump from 4 to 59 minutes between two lines of a
/// throttled run.
/// </summary>
/// <param name="Rows">How many rows are left.</param>
/// <param name="Seconds">What they weigh together: their forecast seconds, or one each without rates.</param>
/// <param name="Rates">The volume's rates each row is weighed with; null: one each.</param>
public sealed record RemainingWork(int Rows, double Seconds, VolumeRates? Rates)
{
    /// <summary>The forecast seconds of the rows left, by kind (<see cref="KindOf"/>); one kind, "", when the rows were only counted.</summary>
    public IReadOnlyDictionary<string, double> KindSeconds { get; init; } = new Dictionary<string, double>();

    /// <summary><paramref name="rows"/> rows weighed alike (no forecast).</summary>
    public static RemainingWork Count(int rows) => new(rows, rows, null) { KindSeconds = new Dictionary<string, double> { [string.Empty] = rows } };

    /// <summary>
    /// The kind of row whose forecast errs alike, so that <see cref="RunPace"/> learns one ratio of actual to forecast
    /// time per kind: the scenario and IFI (IFI-off creates and growths write every byte, IFI-on ones little but their
    /// set-up; backups and restores are transfers of their own). "" when this work's rows were only counted.
    /// </summary>
    public string KindOf(ScheduledCase run)
    {
        ArgumentNullException.ThrowIfNull(run);
        var kind = Kind(run);
        return KindSeconds.ContainsKey(kind) ? kind : string.Empty;
    }

    /// <summary>The rows of <paramref name="plan"/> not in <paramref name="finished"/>, weighed with <paramref name="rates"/> when there are some.</summary>
    public static RemainingWork Of(RunPlan plan, VolumeRates? rates, IReadOnlySet<Trial> finished)
    {
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(finished);
        var left = plan.Schedule.Where(r => !finished.Contains(new Trial(r.Case.Id, r.Repetition))).ToList();
        var weigh = (ScheduledCase r) => rates is null ? 1 : Forecast(r, rates);
        return new RemainingWork(left.Count, left.Sum(weigh), rates)
        {
            KindSeconds = left.GroupBy(Kind).ToDictionary(g => g.Key, g => g.Sum(weigh)),
        };
    }

    /// <summary>What <paramref name="run"/> weighs: its forecast seconds, or one.</summary>
    public double Weight(ScheduledCase run)
    {
        ArgumentNullException.ThrowIfNull(run);
        return Rates is null ? 1 : Forecast(run, Rates);
    }

    private static string Kind(ScheduledCase run) =>
        run.Case.Scenario.Info.Name + run.Case.Columns.Ifi switch { true => " ifi=on", false => " ifi=off", null => string.Empty };

    /// <summary>A row's forecast: its case's work at the rates, its files' deletion, the harness's own share.</summary>
    private static double Forecast(ScheduledCase run, VolumeRates rates) =>
        rates.Seconds(run.Case.Work) + rates.DeleteSeconds(run.Case.Work) + RunForecast.PerCaseSeconds;
}
