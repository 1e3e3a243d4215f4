using System.Globalization;
using Bench.Harness.Runner;
using Bench.Harness.Tune;
using Bench.Harness.Tuning;
using Bench.Results.Manifest;
using Bench.Results.Units;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Views;

/// <summary>
/// A tune session on the console: its header and baseline, a line per case run and fixture made (<see cref="TuneObserver"/>),
/// then the answer (<see cref="TuneView"/>), or, stopped or cancelled, how to go on.
/// </summary>
/// <param name="console">Where to print.</param>
public sealed class TuneSessionView(IAnsiConsole console) : ITuneSessionObserver
{
    /// <inheritdoc/>
    public void Complete(string runId, int runs) =>
        console.MarkupLineInterpolated($"nothing to do: tune {runId} is complete ({runs} case runs); its files are left as they are ({TuneOutputs.ReportFile} holds its answer)");

    /// <inheritdoc/>
    public void Refused(ValidationError refused) => Refusal.Print(console, "tune", "refused before any I/O", [refused]);

    /// <inheritdoc/>
    public void TargetNotOpened(string target, SessionTarget.Opening opening) => TargetView.PrintNotOpened(console, "tune", target, opening);

    /// <inheritdoc/>
    public void Resuming(string directory, int runs, string removed) =>
        console.MarkupLineInterpolated($"[bold]resuming[/] {directory}: {runs} case runs done (replayed to the search first); removed {removed}");

    /// <inheritdoc/>
    public void Started(TuneConfig config, string target, string workspace, string folder, string? note)
    {
        ArgumentNullException.ThrowIfNull(config);
        console.MarkupLineInterpolated(CultureInfo.InvariantCulture,
            $"[bold]bench tune {config.Given.Mode}[/] of a {ByteSize.Human(config.SizeBytes)} database on {target} in {workspace}: stripes {config.Space.Stripes}, BUFFERCOUNT {config.Space.BufferCount}, MAXTRANSFERSIZE {config.Space.MaxTransferSize.ToString(ByteSize.Format)}, buffer memory at most {ByteSize.Human(config.Options.MaxMemoryBytes)}, budget {CaseRuns.Of(config.Options.Budget)}");
        if (config.Space.Fixed() is { Length: > 0 } fixedAxes)
        {
            console.MarkupLineInterpolated($"  fixed: {fixedAxes} (every setting: the lines below name the searched axes only)");
        }

        RunHeader.PrintNote(console, note);
        console.MarkupLineInterpolated($"  run folder: {folder}");
    }

    /// <inheritdoc/>
    public void BaselineStarted(long bytes, bool resumed)
    {
        if (resumed)
        {
            console.MarkupLine("  baseline: this tune has none yet (it was stopped before it ended): measured now, as the tune was configured");
        }

        console.MarkupLineInterpolated($"  baseline: writing then reading {ByteSize.Human(bytes)} with direct I/O, 1 MB x 8 in flight ...");
    }

    /// <inheritdoc/>
    public void BaselineFailed(string reason) =>
        console.MarkupLineInterpolated($"  [yellow]baseline failed:[/] {reason}; the search cannot stop near the volume's limit");

    /// <inheritdoc/>
    public void BaselineNotMeasured(int runs) =>
        console.MarkupLineInterpolated($"  baseline: none (it failed when the tune began); not measured now: its {runs} case runs were searched without the volume's limit and replay as they ran, so the rest goes on without it");

    /// <inheritdoc/>
    public ITuneProgressObserver Searching(TuneSpace space, int replayed) => new TuneObserver(console) { Space = space, Replaying = replayed };

    /// <inheritdoc/>
    public void Limit(TuneLimit limit)
    {
        ArgumentNullException.ThrowIfNull(limit);
        console.MarkupLineInterpolated(CultureInfo.InvariantCulture,
            $"  volume limit: {(limit.MbS is { } l ? $"{l:#,0} MB/s ({limit.Words}); the search stops within noise of 5% below it" : "unknown (no baseline): the search stops when nothing around the best is better")}");
    }

    /// <inheritdoc/>
    public void CannotResume(string directory, string why) => console.MarkupLineInterpolated($"[red]bench tune: cannot resume {directory}:[/] {why}");

    /// <inheritdoc/>
    public void Interrupted(string directory, int written, int total, string mode, RunSettings? settings, string? stopped)
    {
        var runs = written == total ? $"{CaseRuns.Of(total)} in" : $"{CaseRuns.Of(written)} this session, {total} in the tune, in";
        var resume = SummaryView.ResumeCommand(directory, settings, $"bench tune {mode}");
        if (stopped is not null)
        {
            console.MarkupLineInterpolated($"[red]stopped:[/] {stopped}");
        }

        console.MarkupLine($"{(stopped is null ? "[yellow]cancelled[/]" : "[red]stopped[/]")}: {runs} {Markup.Escape(directory)}, each kept in results.csv; {Markup.Escape(resume)} runs the rest");
    }

    /// <inheritdoc/>
    public void Ended(TuneResult result, string directory, string target) => TuneView.Print(console, result, directory, target);
}
