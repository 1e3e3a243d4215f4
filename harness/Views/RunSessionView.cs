using System.Globalization;
using Bench.Harness.Runner;
using Bench.Harness.Volume;
using Bench.Results;
using Bench.Results.Manifest;
using Bench.Results.Units;
using Bench.Scenarios.Targets;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Views;

/// <summary>
/// A run session on the console: the plan, the header, the baseline, the forecast and the counters before the first
/// case, the cases' progress (live in a terminal, a line per case otherwise), the summary table and the study at the end.
/// </summary>
/// <param name="console">Where to print.</param>
public sealed class RunSessionView(IAnsiConsole console) : IRunSessionObserver
{
    /// <inheritdoc/>
    public void Complete(string runId, int rows, string directory) =>
        console.MarkupLineInterpolated($"nothing to do: run {runId} is complete ({rows} rows); its files are left as they are (bench report {SummaryView.ShellWord(directory)} redraws its report)");

    /// <inheritdoc/>
    public void Planned(RunPlan plan, SpaceNeeds space) => RunHeader.PrintPlan(console, plan, space);

    /// <inheritdoc/>
    public void Refused(ValidationError refused) => Refusal.Print(console, "run", "refused before any I/O", [refused]);

    /// <inheritdoc/>
    public void TargetNotOpened(string target, SessionTarget.Opening opening) => TargetView.PrintNotOpened(console, "run", target, opening);

    /// <inheritdoc/>
    public void Resuming(RunFolder folder, int total, string removed)
    {
        ArgumentNullException.ThrowIfNull(folder);
        console.MarkupLineInterpolated($"[bold]resuming[/] {folder.Directory}: {folder.Finished.Count} of {total} rows done; removed {removed}");
    }

    /// <inheritdoc/>
    public void Started(RunPlan plan, RunFolder folder, RunWorkspace workspace, ITarget target, VolumeInfo volume, string? note) =>
        RunHeader.Print(console, plan, folder, workspace, target, volume, note);

    /// <inheritdoc/>
    public void BaselineStarted(long bytes, bool readWhileWriting, bool resumed)
    {
        if (resumed)
        {
            console.MarkupLine("  baseline: this run has none yet (it was stopped before it ended, or it failed): measured now, as the run was configured");
        }

        console.MarkupLineInterpolated($"  baseline: writing then reading {ByteSize.Human(bytes)} with direct I/O, 1 MB x 8 in flight{(readWhileWriting ? ", then reading it while writing a copy (backups share this volume)" : string.Empty)} ...");
    }

    /// <inheritdoc/>
    public void BaselineMeasured(VolumeBaseline baseline, bool probedAgain)
    {
        ArgumentNullException.ThrowIfNull(baseline);
        var copy = baseline.ReadWriteMbS is { } both ? string.Create(CultureInfo.InvariantCulture, $", read while writing [bold]{both:0} MB/s[/]") : string.Empty;
        console.MarkupLine(string.Create(CultureInfo.InvariantCulture, $"  baseline: write [bold]{baseline.WriteMbS:0} MB/s[/], read [bold]{baseline.ReadMbS:0} MB/s[/]{copy}{(probedAgain ? " (measured again, briefly, before each group of backups or restores: limit_pct is held against that)" : string.Empty)}"));
    }

    /// <inheritdoc/>
    public void BaselineFailed(string reason) => console.MarkupLineInterpolated($"  [yellow]baseline failed:[/] {reason}; limit_pct stays empty");

    /// <inheritdoc/>
    public void Forecast(RunForecast forecast, string? caution)
    {
        ArgumentNullException.ThrowIfNull(forecast);
        // A forecast likely off says so on its own line, not only after its rates: "about 48 min" read alone was taken for the truth.
        console.MarkupLineInterpolated($"  forecast: [bold]{forecast.Describe()}[/]{(caution is null ? string.Empty : " (likely far off: see below)")}");
        console.MarkupLineInterpolated($"            {forecast.DescribeRates()}");
        if (caution is not null)
        {
            console.MarkupLineInterpolated($"            [bold yellow]{caution}[/]");
        }
    }

    /// <inheritdoc/>
    public void NoForecast(string reason) =>
        console.MarkupLineInterpolated($"  [yellow]forecast:[/] the volume could not be probed ({reason}); no forecast, no study efficiency");

    /// <inheritdoc/>
    public void CountersStarted(int intervalMs, IReadOnlyList<string> sources, string? noDisk)
    {
        console.MarkupLineInterpolated($"  counters: every {intervalMs} ms to {RunFiles.Samples}: {string.Join("; ", sources)}");
        if (noDisk is not null)
        {
            console.MarkupLineInterpolated($"  [yellow]counters:[/] {noDisk}");
        }
    }

    /// <inheritdoc/>
    public Task<RunReport> CasesAsync(RemainingWork remaining, Func<IRunObserver, Task<RunReport>> cases)
    {
        ArgumentNullException.ThrowIfNull(cases);
        return console.Profile.Capabilities.Interactive ? LiveProgress.ShowAsync(console, remaining, cases) : cases(new LineProgress(console, remaining));
    }

    /// <inheritdoc/>
    public void ManifestNotRewritten(string why) =>
        console.MarkupLineInterpolated($"  [yellow]manifest:[/] could not be rewritten while the run goes on ({why}); it is written again as the run ends");

    /// <inheritdoc/>
    public void Ended(RunSummary summary, RunReport run) => SummaryView.Print(console, summary, run);

    /// <inheritdoc/>
    public void Study(StudyInfo? study, ForecastInfo? forecast, CpuInfo cpu, bool fromProbe, bool cancelled, bool resumed, bool stopped, string? cold = null) =>
        StudyView.Print(console, study, forecast, cpu, fromProbe, cancelled, resumed, stopped, cold);
}
