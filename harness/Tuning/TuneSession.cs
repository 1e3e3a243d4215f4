using Bench.Harness.Runner;
using Bench.Harness.Tune;
using Bench.Harness.Volume;
using Bench.Results;
using Bench.Results.Export;
using Bench.Results.Manifest;
using Bench.Scenarios.Targets;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Tuning;

/// <summary>
/// One <c>bench tune</c>, from a checked <see cref="TuneConfig"/> to its run folder: the workspace, the target and the
/// folder as a run has them (manifest, results.csv with a row per case run, summary.csv, the report), the volume
/// baseline the search stops near, then the search (<see cref="TuneSearch"/>) running real cases through a
/// <see cref="CaseProbe"/>; a resumed tune replays its rows first (<see cref="ReplayProbe"/>). At the end, the tune's
/// own files (<see cref="TuneOutputs"/>), then the caller's report (the run's charts and report pages, which lead with
/// the answer they read from the tune's files). A target that stops the tune (<see cref="RunStoppedException"/> at a
/// case run, or <see cref="IRunStop"/> after the last one) ends it stopped: its runs kept, no answer, resumable, its
/// report written all the same. What the target notes as the case runs go (a reconnect) joins the manifest's notes. It
/// says what it does through <paramref name="observer"/> only.
/// </summary>
/// <param name="config">The tune.</param>
/// <param name="observer">Told what happens.</param>
/// <param name="targets">Makes the target.</param>
/// <param name="report">
/// Writes the report of the run's summary into its folder as the tune ends with case runs (after Ctrl+C or a stop too,
/// for what finished), after the tune's own files; null for none.
/// </param>
public sealed class TuneSession(TuneConfig config, ITuneSessionObserver observer, ITargetFactory targets, Func<RunSummary, Task>? report = null)
{
    private readonly string runId = config.Run.Plan.RunId;

    /// <summary>Runs it; returns how it ended.</summary>
    public async Task<SessionOutcome> RunAsync(CancellationToken cancellationToken)
    {
        var options = config.Run.Options;
        if (TuneOutputs.Finished(config.Run.Resumed, options.ResumeDirectory))
        {
            // A finished tune taken back: its search ended (budget spent, or converged); its files stay as they are.
            var runs = RunFolder.RecordedRows(options.ResumeDirectory!);
            observer.Complete(config.Run.Resumed!.RunId, runs);
            return SessionOutcome.Done;
        }

        RunWorkspace workspace;
        try
        {
            workspace = RunWorkspace.Open(options.DataDirectory, runId, options.BackupDirectory, resume: config.Resumed);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return Refuse(RunSession.Unwritable(options.DataDirectory, options.BackupDirectory, e));
        }

        using (workspace)
        {
            var opening = await SessionTarget.OpenAsync(targets, config.Run, workspace, cancellationToken);
            if (opening.Target is not { } target)
            {
                observer.TargetNotOpened(options.Target, opening);
                return opening.Outcome;
            }

            await using (target)
            {
                RunFolder folder;
                try
                {
                    folder = config.Resumed ? RunFolder.Resume(options.ResumeDirectory!) : RunFolder.Create(options.OutDirectory, runId);
                }
                catch (Exception e) when (e is IOException or UnauthorizedAccessException)
                {
                    return Refuse(new ValidationError(SourceLocation.CommandLine("--out"), "out", $"cannot create the run folder: {RunSession.WhyNot(e)}", "a directory this user can write"));
                }

                using (folder)
                {
                    return await RunAsync(workspace, target, folder, cancellationToken);
                }
            }
        }
    }

    private async Task<SessionOutcome> RunAsync(RunWorkspace workspace, ITarget target, RunFolder folder, CancellationToken cancellationToken)
    {
        var options = config.Run.Options;
        var earlier = config.Resumed ? folder.Rows() : [];
        var volume = VolumeProbe.Describe(workspace.Directory, probeIo: true) with { Path = Path.GetFullPath(options.DataDirectory) };
        var manifest = Start(workspace, target, folder, volume, earlier.Count);
        folder.Write(manifest);
        var targetNotes = new TargetNotes(target);
        observer.Started(config, target.Name, workspace.Directory, folder.Directory, manifest.Note);
        var baseline = config.Run.Resumed?.Baseline;
        var cancelled = false;
        if (config.MeasuresBaseline(earlier.Count > 0))
        {
            try
            {
                observer.BaselineStarted(config.Run.BaselineBytes, config.Resumed);
                baseline = await workspace.MeasureBaselineAsync(config.Run.BaselineBytes, SharesVolume(workspace), cancellationToken);
                manifest = manifest with
                {
                    Baseline = baseline,
                    Notes = config.Resumed ? [.. manifest.Notes, "The volume baseline was measured when the tune was resumed, before any case run: it had none yet."] : manifest.Notes,
                };
                folder.Write(manifest);
            }
            catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
            {
                // Stopped before the first case run: it ends as any cancelled tune does, with how to go on.
                cancelled = true;
            }
            catch (IOException e)
            {
                observer.BaselineFailed(e.Message);
                manifest = manifest with { Notes = [.. manifest.Notes, $"The volume baseline failed: {e.Message}"] };
            }
        }
        else if (config.Resumed && baseline is null && config.Run.BaselineBytes > 0)
        {
            // Its case runs were searched without a limit (its baseline failed) and replay as they ran: a limit now would change their decisions.
            observer.BaselineNotMeasured(earlier.Count);
            manifest = manifest with { Notes = [.. manifest.Notes, $"Resumed without a volume baseline, not measured: its {earlier.Count} case runs were searched without one, and a limit now would change the decisions they replay."] };
        }

        // tune.json's copy_limit: whether the copy rate may be the limit, of the search (TuneLimit) and of every row's limit_pct alike.
        var copyAllowed = config.Given.CopyLimit ?? false;
        var limit = TuneLimit.Of(baseline, config.Space, copyAllowed);
        var memory = RunPeakMemory.OfThisProcess();
        var progress = observer.Searching(config.Space, earlier.Count);
        var warmUpCount = new WarmUpCount(progress)
        {
            WarmedUp = warmUps =>
            {
                // Written as the warm-up ends, so that a tune killed later still names its warm-up rows.
                manifest = manifest with { Tune = new TuneInfo(config.Options.Budget, warmUps) };
                folder.Write(manifest);
            },
        };
        TuneResult? result = null;
        string? stopped = null;
        var full = new DiskFull([workspace.Directory, workspace.BackupDirectory], $"bench tune {config.Given.Mode} --resume {folder.Directory}");
        var fixtures = new FixtureCache(target, progress) { DiskFull = full };
        await using (fixtures)
        {
            if (!cancelled)
            {
                observer.Limit(limit);
                var executor = new CaseExecutor(runId, target, progress, baseline, null, memory) { DiskFull = full, CompressedBackups = config.Space.Compression.Contains(true), CopyLimit = copyAllowed };
                var live = new CaseProbe(config, executor, fixtures, folder, progress, earlier);
                IThroughputProbe probe = earlier.Count == 0 ? live : new ReplayProbe(earlier.Select(r => (CaseProbe.SettingOf(r.Parameters), CaseProbe.Result(r))).ToList(), live);
                try
                {
                    result = await TuneSearch.RunAsync(config.Space, config.Options with { BaselineMbS = limit.MbS, BaselineName = limit.Label }, probe, warmUpCount, cancellationToken);
                }
                catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
                {
                    cancelled = true;
                }
                catch (RunStoppedException e)
                {
                    // The target cannot go on (a server that keeps ending the run's sessions): kept rows, resumable.
                    stopped = e.Message;
                }
                catch (InvalidOperationException e) when (probe is ReplayProbe)
                {
                    observer.CannotResume(folder.Directory, e.Message);
                    return SessionOutcome.Refused;
                }
            }
        }

        if (!cancelled && stopped is null && target is IRunStop { Stopped: { } why })
        {
            // Found after the search's last case run (its drop, the waits read after it, the fixtures' removal), which no
            // case run then threw: the tune ends stopped as when one did, and its resume replays the runs and writes the answer.
            stopped = why;
            result = null;
        }

        // Windows is ending the process: stopped, not cancelled, with no report (as a run: its charts take seconds the process has not).
        var ending = cancelled && StopSignals.ProcessEnding;
        if (ending)
        {
            cancelled = false;
            stopped = StopSignals.EndingWhy(folder.Directory);
        }

        var rows = folder.Rows();
        var written = rows.Skip(earlier.Count).ToList();
        var run = new RunReport(written.Count, written.Count(r => r.Status == CaseStatus.Failed), written.Count(r => r.Status == CaseStatus.Skipped), null, cancelled, fixtures.Made)
        {
            Stopped = stopped,
            Notes = targetNotes.Take(),
        };
        var cases = rows.GroupBy(r => r.CaseId).Select(g => new ManifestCase(g.Key, g.First().Scenario, g.First().Parameters)).ToList();
        var warmUps = WarmUpRows(rows, result, warmUpCount.WarmUps);
        var ended = Manifests.End(manifest with { Cases = cases, Tune = new TuneInfo(config.Options.Budget, warmUps, result is null ? null : rows.Count) }, run, memory.RunPeak());
        var summary = RunSummary.Of(folder.Directory, ended, rows.Skip(warmUps).ToList(), folder.Stalls());
        foreach (var exporter in new IRunExporter[] { new SummaryCsvExporter(), new ManifestExporter() })
        {
            await exporter.ExportAsync([summary], folder.Directory, CancellationToken.None);
        }

        if (result is null)
        {
            if (!ending)
            {
                await ReportAsync(summary, rows.Count);
            }

            observer.Interrupted(folder.Directory, written.Count, rows.Count, config.Given.Mode, manifest.Settings, stopped);
            return ending || stopped is null ? SessionOutcome.Cancelled : SessionOutcome.SomeFailed;
        }

        // The report after tune-result.json, whose answer it leads with.
        await TuneOutputs.WriteAsync(result, config, folder.Directory, CancellationToken.None);
        await ReportAsync(summary, rows.Count);
        observer.Ended(result, folder.Directory, options.Target);
        return result.StopReason == StopReason.StartFailed ? SessionOutcome.SomeFailed : SessionOutcome.Done;
    }

    /// <summary>The caller's report of the run's <paramref name="summary"/>, of its <paramref name="rows"/> case runs (none: no report).</summary>
    private async Task ReportAsync(RunSummary summary, int rows)
    {
        if (report is not null && rows > 0)
        {
            await report(summary);
        }
    }

    /// <summary>
    /// How many rows the run's summary and report leave out: the warm-up runs of the start (its first rows), which no
    /// decision of the search used either (they stay in results.csv, each case run being recorded; the manifest names
    /// them, <see cref="TuneInfo.WarmUpRows"/>, so that <c>bench report</c> leaves them out too). A row per case run, in
    /// the path's order, replayed ones included; should the two ever disagree, none is left out. A tune stopped before its
    /// search ended has no path: its warm-up runs as the observer counted them, <paramref name="counted"/>, when its
    /// first rows are that many runs of one setting.
    /// </summary>
    private static int WarmUpRows(IReadOnlyList<ResultRow> rows, TuneResult? result, int counted)
    {
        if (result is null)
        {
            return counted <= rows.Count && rows.Take(counted).Select(r => CaseProbe.SettingOf(r.Parameters)).Distinct().Count() <= 1 ? counted : 0;
        }

        if (result.Path.Count != rows.Count
            || !rows.Select(r => CaseProbe.SettingOf(r.Parameters)).SequenceEqual(result.Path.Select(p => p.Setting)))
        {
            return 0;
        }

        var warmUps = result.Path.TakeWhile(p => p.Purpose == MeasurementPurpose.WarmUp).Count();
        return result.Path.Skip(warmUps).Any(p => p.Purpose == MeasurementPurpose.WarmUp) ? 0 : warmUps;
    }

    private RunManifest Start(RunWorkspace workspace, ITarget target, RunFolder folder, VolumeInfo volume, int earlierRows)
    {
        if (config.Run.Resumed is not { } previous)
        {
            config.Given.ToFile().Write(folder.Directory);
            var backupVolume = config.Run.Options.BackupDirectory is { } backups
                ? VolumeProbe.Describe(workspace.BackupDirectory, probeIo: false) with { Path = Path.GetFullPath(backups) }
                : null;
            return Manifests.Start(config.Run.Plan, target, volume) with { BackupVolume = backupVolume, Settings = config.Run.Settings, Note = config.Run.Options.Note, Tune = new TuneInfo(config.Options.Budget, 0) };
        }

        var removed = workspace.Leftovers.Count == 0 ? "nothing" : string.Join(", ", workspace.Leftovers);
        observer.Resuming(folder.Directory, earlierRows, removed);
        var resumed = $"Resumed at {DateTime.UtcNow:yyyy-MM-ddTHH:mm:ssZ} with {earlierRows} case runs kept and replayed; removed what the interrupted case left: {removed}.";
        return previous with { Status = "running", EndedUtc = null, Tune = new TuneInfo(config.Options.Budget, previous.Tune?.WarmUpRows ?? 0), Notes = [.. previous.Notes, resumed] };
    }

    /// <summary>Whether backups share the data volume (the baseline then also reads while writing, as a run's does).</summary>
    private bool SharesVolume(RunWorkspace workspace) =>
        config.Run.Options.BackupDirectory is null
        || (VolumeProbe.Describe(workspace.BackupDirectory, probeIo: false).MountPoint is { } mount
            && mount == VolumeProbe.Describe(workspace.Directory, probeIo: false).MountPoint);

    private SessionOutcome Refuse(ValidationError error)
    {
        observer.Refused(error);
        return SessionOutcome.Refused;
    }
}
