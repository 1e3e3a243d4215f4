using System.Globalization;
using Bench.Harness.Runner;
using Bench.Results;
using Bench.Results.Manifest;
using Bench.Scenarios.Matrix;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Views;

/// <summary>
/// Live progress in an interactive terminal: the whole run (with elapsed time and ETA, and the last limit probe's write /
/// read / read-while-writing MB/s) and the running case.
/// </summary>
public sealed class LiveProgress : IRunObserver
{
    private readonly ProgressTask run;
    private readonly ProgressTask current;
    private readonly RemainingWork work;
    private int finished;
    private double done;
    private double weight;
    private string title = string.Empty;
    private string counter = string.Empty;
    private string limit = string.Empty;

    private LiveProgress(ProgressContext context, RemainingWork work)
    {
        this.work = work;
        // The run's bar, percentage and remaining time go by the rows' forecast seconds, not their count.
        run = context.AddTask("run", maxValue: Math.Max(work.Seconds, double.Epsilon));
        current = context.AddTask("case", maxValue: 1);
    }

    /// <summary>Shows live progress while <paramref name="body"/> runs <paramref name="total"/> rows (a resumed run: the rows still missing), weighed alike.</summary>
    public static Task<T> ShowAsync<T>(IAnsiConsole console, int total, Func<IRunObserver, Task<T>> body) =>
        ShowAsync(console, RemainingWork.Count(total), body);

    /// <summary>Shows live progress while <paramref name="body"/> runs the rows of <paramref name="work"/>, each weighed as it says.</summary>
    public static Task<T> ShowAsync<T>(IAnsiConsole console, RemainingWork work, Func<IRunObserver, Task<T>> body)
    {
        ArgumentNullException.ThrowIfNull(work);
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(body);
        return console.Progress()
            .AutoClear(false)
            .Columns(
                new TaskDescriptionColumn { Alignment = Justify.Left },
                new ProgressBarColumn(),
                new PercentageColumn(),
                new ElapsedTimeColumn(),
                new RemainingColumn(),
                new SpinnerColumn())
            .StartAsync(context => body(new LiveProgress(context, work)));
    }

    /// <inheritdoc/>
    public void CaseStarted(ScheduledCase scheduled)
    {
        ArgumentNullException.ThrowIfNull(scheduled);
        counter = string.Create(CultureInfo.InvariantCulture, $"[[{finished + 1}/{work.Rows}]] run");
        weight = work.Weight(scheduled);
        run.Description = counter + limit;
        title = Markup.Escape($"{scheduled.Case.Title} rep {scheduled.Repetition}");
        current.Description = title;
        current.Value = 0;
    }

    /// <inheritdoc/>
    public void Sampled(double writeMbS) =>
        current.Description = string.Create(CultureInfo.InvariantCulture, $"{title} [grey]· write {writeMbS,6:0} MB/s[/]");

    /// <inheritdoc/>
    public void CaseProgress(double fraction)
    {
        current.Value = fraction;
        run.Value = done + (weight * fraction);
    }

    /// <inheritdoc/>
    public void CaseFinished(ScheduledCase scheduled, ResultRow row)
    {
        finished++;
        done += work.Weight(scheduled);
        run.Value = done;
        current.Value = 1;
    }

    /// <inheritdoc/>
    public void FixtureStarted(ScheduledCase scheduled, FixtureSpec fixture)
    {
        ArgumentNullException.ThrowIfNull(fixture);
        current.Description = Markup.Escape($"making {FixtureWords.Of(fixture.Key)} (timed apart)");
        current.Value = 0;
    }

    /// <inheritdoc/>
    public void FixtureMade(FixtureInfo made)
    {
    }

    /// <inheritdoc/>
    public void LimitMeasured(LimitProbe probe)
    {
        ArgumentNullException.ThrowIfNull(probe);
        var r = probe.Rates;
        var copy = r.ReadWriteMbS is { } both ? string.Create(CultureInfo.InvariantCulture, $"/{both:0}") : string.Empty;
        limit = string.Create(CultureInfo.InvariantCulture, $" [grey]· last probe {r.WriteMbS:0}/{r.ReadMbS:0}{copy} MB/s[/]");
        run.Description = counter + limit;
    }

    /// <inheritdoc/>
    public void LimitFailed(string reason)
    {
        limit = " [yellow]· last probe failed (see the manifest's notes)[/]";
        run.Description = counter + limit;
    }
}
