using System.Globalization;
using Bench.Harness.Runner;
using Bench.Results;
using Bench.Results.Manifest;
using Bench.Scenarios.Matrix;
using Bench.Scenarios.Targets;
using Spectre.Console.Rendering;

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
    private readonly RunPace pace;
    private readonly TimeProvider clock;
    private readonly DateTimeOffset started;
    private readonly Lock gate = new();
    private DateTimeOffset last;
    private ScheduledCase? running;
    private string title = string.Empty;
    private string counter = string.Empty;
    private string limit = string.Empty;
    private double shown;

    private LiveProgress(ProgressContext context, RemainingWork work, TimeProvider clock)
    {
        this.work = work;
        this.clock = clock;
        pace = new RunPace(work);
        started = last = clock.GetUtcNow();
        // The run's bar and percentage go by seconds, the forecast's at first, then as the finished rows teach (RunPace);
        // its remaining time is RunPace's eta (EtaColumn), not Spectre's, which would extrapolate the bar's speed.
        run = context.AddTask("run", maxValue: Math.Max(pace.Eta().TotalSeconds, double.Epsilon));
        current = context.AddTask("case", maxValue: 1);
    }

    /// <summary>The run's time left now: the rows left at their kinds' learnt pace, less what the running row has had of its own.</summary>
    public TimeSpan Eta()
    {
        lock (gate)
        {
            return pace.Eta(clock.GetUtcNow() - last, running);
        }
    }

    /// <summary>Shows live progress while <paramref name="body"/> runs <paramref name="total"/> rows (a resumed run: the rows still missing), weighed alike.</summary>
    public static Task<T> ShowAsync<T>(IAnsiConsole console, int total, Func<IRunObserver, Task<T>> body) =>
        ShowAsync(console, RemainingWork.Count(total), body);

    /// <summary>Shows live progress while <paramref name="body"/> runs the rows of <paramref name="work"/>, each weighed as it says.</summary>
    public static Task<T> ShowAsync<T>(IAnsiConsole console, RemainingWork work, Func<IRunObserver, Task<T>> body) =>
        ShowAsync(console, work, TimeProvider.System, body);

    /// <summary>Shows live progress while <paramref name="body"/> runs the rows of <paramref name="work"/>, timed by <paramref name="clock"/>.</summary>
    public static Task<T> ShowAsync<T>(IAnsiConsole console, RemainingWork work, TimeProvider clock, Func<IRunObserver, Task<T>> body)
    {
        ArgumentNullException.ThrowIfNull(work);
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(body);
        var eta = new EtaColumn();
        return console.Progress()
            .AutoClear(false)
            .Columns(
                new TaskDescriptionColumn { Alignment = Justify.Left },
                new ProgressBarColumn(),
                new PercentageColumn(),
                new ElapsedTimeColumn(),
                eta,
                new SpinnerColumn())
            .StartAsync(context =>
            {
                var progress = new LiveProgress(context, work, clock);
                eta.Run = progress;
                return body(progress);
            });
    }

    /// <inheritdoc/>
    public void CaseStarted(ScheduledCase scheduled)
    {
        ArgumentNullException.ThrowIfNull(scheduled);
        lock (gate)
        {
            counter = string.Create(CultureInfo.InvariantCulture, $"[[{pace.Finished + 1}/{work.Rows}]] run");
            running = scheduled;
        }

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
        lock (gate)
        {
            if (running is not null)
            {
                Show((last - started).TotalSeconds + (pace.Expected(running).TotalSeconds * fraction), run.MaxValue);
            }
        }
    }

    /// <inheritdoc/>
    public void CaseFinished(ScheduledCase scheduled, ResultRow row)
    {
        lock (gate)
        {
            var now = clock.GetUtcNow();
            pace.Done(scheduled, now - last);
            last = now;
            running = null;
            var elapsed = (now - started).TotalSeconds;
            Show(elapsed, Math.Max(elapsed + pace.Eta().TotalSeconds, double.Epsilon));
        }

        current.Value = 1;
    }

    /// <summary>
    /// The most of the run its bar shows while rows remain: 99%, for at 100% Spectre takes the bar as finished (a row that
    /// runs past its expected time showed 100% until it ended).
    /// </summary>
    internal const double MostWhileRunning = 0.99;

    /// <summary>
    /// The share of the run its bar shows for <paramref name="value"/> seconds of <paramref name="max"/> (done plus eta):
    /// never less than <paramref name="held"/>, the most it has shown, for the eta can grow as the rows teach it and the
    /// share fall (43% to 33% at row 82 of a quick run) though the run only went on; the bar holds until the real share
    /// passes it; at most <see cref="MostWhileRunning"/> until <paramref name="done"/>.
    /// </summary>
    internal static double Share(double value, double max, double held, bool done)
    {
        var share = Math.Max(max > 0 ? Math.Clamp(value / max, 0, 1) : 0, held);
        return done ? share : Math.Min(share, MostWhileRunning);
    }

    /// <summary>Sets the run's bar to <see cref="Share"/> of <paramref name="max"/>; under the gate.</summary>
    private void Show(double value, double max)
    {
        shown = Share(value, max, shown, done: pace.Finished >= work.Rows);
        run.MaxValue = max;
        run.Value = shown * max;
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

    /// <summary>The run's remaining time as <see cref="RunPace"/> learns it; the case's own line shows none.</summary>
    private sealed class EtaColumn : ProgressColumn
    {
        public LiveProgress? Run { get; set; }

        protected override bool NoWrap => true;

        public override IRenderable Render(RenderOptions options, ProgressTask task, TimeSpan deltaTime)
        {
            ArgumentNullException.ThrowIfNull(task);
            return Run is not null && ReferenceEquals(task, Run.run) ? new Text(LineProgress.Clock(Run.Eta()), new Style(Color.Blue)) : Text.Empty;
        }
    }
}
