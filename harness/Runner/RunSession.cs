using Bench.Harness.Configuration;
using Bench.Harness.Counters;
using Bench.Harness.Volume;
using Bench.Results;
using Bench.Results.Export;
using Bench.Results.Manifest;
using Bench.Scenarios;
using Bench.Scenarios.Targets;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Runner;

/// <summary>
/// One run, from a checked <see cref="RunConfig"/> to its folder: the workspace on the volume, the target, the run
/// folder (new, or an interrupted run's taken back), the manifest, the volume baseline, counter sampling, the schedule
/// executed case by case (each row flushed as it ends), then one in-memory <see cref="RunSummary"/> from which
/// summary.csv and the manifest are written, and the caller's report (the charts and report pages), its time charged to
/// the study's reporting before the final manifest. Everything it opens it closes, also when stopped. It says what it
/// does through <paramref name="observer"/> only.
/// </summary>
/// <param name="config">The run.</param>
/// <param name="observer">Told what happens.</param>
/// <param name="targets">Makes the target.</param>
/// <param name="report">
/// Writes the report of the run's summary into its folder as the run ends (after Ctrl+C too, for what finished); null for none.
/// </param>
public sealed class RunSession(RunConfig config, IRunSessionObserver observer, ITargetFactory targets, Func<RunSummary, Task>? report = null)
{
    private readonly RunOptions options = config.Options;
    private readonly RunPlan plan = config.Plan;

    /// <summary>Runs it; returns how it ended.</summary>
    public async Task<SessionOutcome> RunAsync(CancellationToken cancellationToken)
    {
        if (config.CompleteRows is { } rows)
        {
            // A finished run taken back: its manifest, figures and report stay as they are.
            observer.Complete(plan.RunId, rows, Path.GetFullPath(options.ResumeDirectory!));
            return SessionOutcome.Done;
        }

        var clock = new StudyClock(othersApart: options.Target != TargetNames.SqlServer);
        // The baseline's files as the space check counted them: measured now unless a resumed run has its baseline already.
        var space = SpaceNeeds.Of(plan).WithBaseline(config.Resumed?.Baseline is null ? config.BaselineBytes : 0, config.BackupsOnDataVolume);
        observer.Planned(plan, space);
        RunWorkspace workspace;
        try
        {
            workspace = RunWorkspace.Open(options.DataDirectory, plan.RunId, options.BackupDirectory, resume: config.Resumed is not null);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return Refuse(Unwritable(options.DataDirectory, options.BackupDirectory, e));
        }

        using (workspace)
        {
            var opening = await SessionTarget.OpenAsync(targets, config, workspace, cancellationToken);
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
                    folder = config.Resumed is null ? RunFolder.Create(options.OutDirectory, plan.RunId) : RunFolder.Resume(options.ResumeDirectory!);
                }
                catch (Exception e) when (e is IOException or UnauthorizedAccessException)
                {
                    return Refuse(new ValidationError(SourceLocation.CommandLine("--out"), "out", $"cannot create the run folder: {WhyNot(e)}", "a directory this user can write"));
                }
                catch (InvalidDataException e)
                {
                    return Refuse(new ValidationError(SourceLocation.CommandLine("--resume"), "resume", $"cannot go on with the run folder: {e.Message}", "a run folder this version of bench or an older one wrote"));
                }

                Ran ran;
                using (folder)
                {
                    ran = await RunAsync(workspace, target, folder, clock, cancellationToken);
                }

                clock.MeasuringEnded();
                var reporting = clock.Start();
                var reported = ran.Summary with { Manifest = ran.Summary.Manifest with { Cpu = clock.Cpu() } };
                if (report is not null && !ran.ProcessEnding)
                {
                    // After Ctrl+C too: the report of what finished (the run's token is cancelled by then).
                    await report(reported);
                }

                clock.Charge(StudyPart.Reporting, clock.Since(reporting));
                Finish(folder.Directory, ran, workspace, clock, space);
                return ran.Outcome;
            }
        }
    }

    /// <summary>The manifest completed with where the time went, the forecast against the actual time, and the CPU per GB; told.</summary>
    private void Finish(string directory, Ran ran, RunWorkspace workspace, StudyClock clock, SpaceNeeds space)
    {
        var manifest = ran.Summary.Manifest;
        var study = ran.Rates is { } rates ? clock.Study(manifest.Baseline?.WriteMbS ?? rates.WriteMbS, manifest.Baseline?.ReadMbS ?? rates.ReadMbS, manifest.Baseline?.ReadWriteMbS) : null;
        var forecast = ran.Forecast is { } predicted
            ? new ForecastInfo(Math.Round(predicted.TotalSeconds * 1000, 1), predicted.Rates.Source, space.CombinedBytes, space.LargestGroupBytes)
            {
                ActualWallMs = Math.Round(clock.WallMs, 1),
                MeasuredFootprintBytes = workspace.PeakBytes > 0 ? workspace.PeakBytes : null,
            }
            : null;
        var cpu = clock.Cpu();
        ManifestFile.Write(directory, manifest with { Study = study, Forecast = forecast, Cpu = cpu });
        var stopped = manifest.Status == "stopped";
        observer.Study(study, forecast, cpu, manifest.Baseline is null, cancelled: ran.Outcome == SessionOutcome.Cancelled || stopped, resumed: config.Resumed is not null, stopped: stopped, cold: Bench.Plots.Report.ColdBaseline.Sentence(manifest));
    }

    private async Task<Ran> RunAsync(RunWorkspace workspace, ITarget target, RunFolder folder, StudyClock clock, CancellationToken cancellationToken)
    {
        var volume = VolumeProbe.Describe(workspace.Directory, probeIo: true) with { Path = Path.GetFullPath(options.DataDirectory) };
        var backupVolume = options.BackupDirectory is null
            ? null
            : VolumeProbe.Describe(workspace.BackupDirectory, probeIo: false) with { Path = Path.GetFullPath(options.BackupDirectory) };
        var manifest = Start(workspace, target, folder, volume, backupVolume);
        folder.Write(manifest);
        observer.Started(plan, folder, workspace, target, volume, manifest.Note);
        var memory = RunPeakMemory.OfThisProcess();
        var measuring = clock.Start();

        // A resumed run keeps the baseline it has; one stopped before or during its baseline measures it now, as configured.
        var baseline = config.Resumed?.Baseline;
        if (baseline is null && config.BaselineBytes > 0)
        {
            try
            {
                // Backups on the data volume: a restore reads and writes that one device at once, so that shape is measured too.
                var shared = config.BackupsOnDataVolume;
                observer.BaselineStarted(config.BaselineBytes, shared, resumed: config.Resumed is not null);
                baseline = await workspace.MeasureBaselineAsync(config.BaselineBytes, shared, cancellationToken);
                clock.Probed(LimitProbes.Moved(baseline));
                observer.BaselineMeasured(baseline, probedAgain: plan.Groups.Any(g => LimitProbes.Before(g.Runs)));
                manifest = manifest with
                {
                    Baseline = baseline,
                    Notes = config.Resumed is null ? manifest.Notes : [.. manifest.Notes, $"The volume baseline was measured when the run was resumed, with {folder.Finished.Count} rows finished before it: the run had none yet."],
                };
                folder.Write(manifest);
            }
            catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
            {
                clock.Charge(StudyPart.Baseline, clock.Since(measuring));
                return await EndAsync(folder, manifest, RunReport.CancelledBeforeCases, memory, null, clock, null, null);
            }
            catch (IOException e)
            {
                observer.BaselineFailed(e.Message);
                manifest = manifest with { Notes = [.. manifest.Notes, $"The volume baseline failed: {e.Message}"] };
            }
        }

        // The volume measured again before each group of transfers, in the baseline's shape, whenever the run has a baseline.
        var limits = baseline is null || config.BaselineBytes <= 0 ? null : new WorkspaceLimitProbe(workspace, config.BaselineBytes, ReadWhileWriting: baseline.ReadWriteMbS is not null);
        var (rates, forecast) = await ForecastAsync(workspace, baseline, limits, folder, clock, measuring, cancellationToken);
        if (cancellationToken.IsCancellationRequested)
        {
            return await EndAsync(folder, manifest, RunReport.CancelledBeforeCases, memory, null, clock, rates, forecast);
        }

        var counters = options.SampleIntervalMs > 0 ? CounterSources.For(volume) : default;
        if (counters.Sources is not null)
        {
            var sources = counters.Sources.Select(s => s.Description).ToList();
            manifest = manifest with { Counters = new CountersInfo(options.SampleIntervalMs, sources, counters.NoDisk is null ? [] : [counters.NoDisk]) };
            folder.Write(manifest);
            observer.CountersStarted(options.SampleIntervalMs, sources, counters.NoDisk);
        }

        Sampler? sampler = null;
        var full = new DiskFull([workspace.Directory, workspace.BackupDirectory], $"bench run --resume {folder.Directory}");
        var remaining = RemainingWork.Of(plan, rates, folder.Finished);
        RunReport run;
        try
        {
            Task<RunReport> Execute(IRunObserver progress)
            {
                sampler = counters.Sources is null ? null : new Sampler(counters.Sources, options.SampleIntervalMs, folder.Samples, counters.NoDisk) { WriteMbS = progress.Sampled };
                var executor = new CaseExecutor(plan.RunId, target, progress, baseline, sampler, memory)
                {
                    DiskFull = full,
                    CompressedBackups = plan.Cases.Any(c => c.Scenario.Info.TransferLimit == TransferLimit.Read && c.Columns.Compression == true),
                };
                var started = manifest;
                return new MatrixRunner(plan, executor, new FixtureLifetimes(target, progress, clock) { DiskFull = full }, folder, progress, clock, limits)
                {
                    Recorded = so => WriteDuring(folder, Manifests.During(started, so)),
                }.RunAsync(cancellationToken);
            }

            run = await observer.CasesAsync(remaining, Execute);
        }
        finally
        {
            sampler?.Dispose();
        }

        return await EndAsync(folder, manifest, run, memory, sampler, clock, rates, forecast);
    }

    /// <summary>
    /// The session's end, however it came (every case run, or stopped, before the first case too): the run's summary of
    /// every row in its folder, summary.csv and the manifest written from it, and the observer told how the session ended.
    /// </summary>
    private async Task<Ran> EndAsync(
        RunFolder folder, RunManifest manifest, RunReport run, RunPeakMemory memory, Sampler? sampler, StudyClock clock, VolumeRates? rates, RunForecast? forecast)
    {
        var reporting = clock.Start();
        // Windows is ending the process: stopped, not cancelled, so that the manifest says the report is still to draw.
        var ending = run.Cancelled && StopSignals.ProcessEnding;
        run = ending ? run with { Cancelled = false, Stopped = StopSignals.EndingWhy(folder.Directory) } : run;
        var ended = Manifests.End(manifest, run, memory.RunPeak()) with { Counters = Manifests.SamplingCost(manifest.Counters, sampler) };
        var summary = RunSummary.Of(folder.Directory, ended, folder.Rows(), folder.Stalls());
        foreach (var exporter in new IRunExporter[] { new SummaryCsvExporter(), new ManifestExporter() })
        {
            await exporter.ExportAsync([summary], folder.Directory, CancellationToken.None);
        }

        observer.Ended(summary, run);
        clock.Charge(StudyPart.Reporting, clock.Since(reporting));
        return new Ran(run.Cancelled || ending ? SessionOutcome.Cancelled : run.Failed > 0 || run.Stopped is not null ? SessionOutcome.SomeFailed : SessionOutcome.Done, summary, rates, forecast)
        {
            ProcessEnding = ending,
        };
    }

    /// <summary>The rates (the baseline's bandwidth, a short probe of the rest) and the forecast of the cases still to run, told before the first.</summary>
    private async Task<(VolumeRates? Rates, RunForecast? Forecast)> ForecastAsync(
        RunWorkspace workspace, VolumeBaseline? baseline, WorkspaceLimitProbe? limits, RunFolder folder, StudyClock clock, StudyClock.Mark measuring, CancellationToken cancellationToken)
    {
        try
        {
            var rates = await workspace.ProbeRatesAsync(baseline, cancellationToken);
            clock.Probed(RateProbe.Bytes + (baseline is null ? 2 * RateProbe.BandwidthBytes : 0));
            var measured = clock.Since(measuring);
            clock.Charge(StudyPart.Baseline, measured);
            var forecast = RunForecast.Of(plan, rates, clock.WallMs / 1000, folder.Finished) with
            {
                ProbesSeconds = limits is null ? 0 : RunForecast.LimitProbeSeconds(plan, rates, limits.Largest, limits.ReadWhileWriting, folder.Finished),
            };
            observer.Forecast(forecast, RunForecast.LoadCaution(clock.OthersBusySoFar()));

            return (rates, forecast);
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            return (null, null);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            clock.Charge(StudyPart.Baseline, clock.Since(measuring));
            observer.NoForecast(e.Message);
            return (null, null);
        }
    }

    private RunManifest Start(RunWorkspace workspace, ITarget target, RunFolder folder, VolumeInfo volume, VolumeInfo? backupVolume)
    {
        if (config.Resumed is not { } previous)
        {
            if (options.MatrixFile is { } matrixFile)
            {
                File.Copy(matrixFile, Path.Combine(folder.Directory, RunFiles.Matrix));
            }

            return Manifests.Start(plan, target, volume) with
            {
                BackupVolume = backupVolume,
                Settings = config.Settings,
                Note = options.Note,
                Fleet = FleetProbe.Describe(volume, plan.HashedCases, plan.Repetitions, options.Fleet),
            };
        }

        var removed = workspace.Leftovers.Count == 0 ? "nothing" : string.Join(", ", workspace.Leftovers);
        observer.Resuming(folder, plan.Schedule.Count, removed);
        var resumed = $"Resumed at {DateTime.UtcNow:yyyy-MM-ddTHH:mm:ssZ} with {folder.Finished.Count} finished rows kept; removed what the interrupted case left: {removed}.";
        return previous with { Status = "running", EndedUtc = null, Notes = [.. previous.Notes, resumed] };
    }

    /// <summary>
    /// The refusal of a run directory that could not be made, naming the option once: <c>--backup-dir</c> when one is
    /// given and the data directory takes files, else <c>--data-dir</c> (not "--data-dir / --backup-dir: data-dir: cannot write there").
    /// </summary>
    internal static ValidationError Unwritable(string dataDirectory, string? backupDirectory, Exception e)
    {
        var option = backupDirectory is not null && WriteCheck.Problem(dataDirectory) is null ? "backup-dir" : "data-dir";
        return new ValidationError(SourceLocation.CommandLine("--" + option), option, $"cannot write there: {WhyNot(e)}", "a directory this user can write");
    }

    /// <summary>Why a folder could not be made or written, in one clause (the refusal ends the sentence): permission denied said as such.</summary>
    internal static string WhyNot(Exception e) =>
        e is UnauthorizedAccessException ? $"permission denied ({e.Message.TrimEnd('.')})" : e.Message.TrimEnd('.');

    private SessionOutcome Refuse(ValidationError error)
    {
        observer.Refused(error);
        return SessionOutcome.Refused;
    }

    /// <summary>
    /// Rewrites the manifest while the run goes on; a failure (a full volume, a reader holding the file on Windows) is
    /// told and the run goes on: the manifest is written again as the run ends.
    /// </summary>
    private void WriteDuring(RunFolder folder, RunManifest manifest)
    {
        if (folder.TryWrite(manifest) is { } error)
        {
            observer.ManifestNotRewritten(error);
        }
    }

    /// <summary>The volume measured again in the data folder, with the baseline's shape.</summary>
    /// <param name="Workspace">The run's files.</param>
    /// <param name="Largest">The baseline's size: no probe is larger.</param>
    /// <param name="ReadWhileWriting">Whether the copy rate is measured too (backups share the volume).</param>
    private sealed record WorkspaceLimitProbe(RunWorkspace Workspace, long Largest, bool ReadWhileWriting) : ILimitProbe
    {
        public Task<VolumeBaseline> MeasureAsync(long bytes, CancellationToken cancellationToken) =>
            Workspace.MeasureBaselineAsync(Math.Min(bytes, Largest), ReadWhileWriting, cancellationToken);
    }

    /// <summary>What the session's part inside the run folder produced.</summary>
    /// <param name="Outcome">How it ended.</param>
    /// <param name="Summary">The run's summary: every row in its folder, earlier sessions' too.</param>
    /// <param name="Rates">The volume's rates; null when they could not be measured.</param>
    /// <param name="Forecast">The forecast made before the first case; null without rates.</param>
    private sealed record Ran(SessionOutcome Outcome, RunSummary Summary, VolumeRates? Rates, RunForecast? Forecast)
    {
        /// <summary>Stopped as Windows ends the process: no report is drawn (<see cref="StopSignals.ProcessEnding"/>).</summary>
        public bool ProcessEnding { get; init; }
    }
}
