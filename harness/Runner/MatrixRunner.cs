using Bench.Results;
using Bench.Results.Cases;
using Bench.Results.Manifest;
using Bench.Results.Statistics;
using Bench.Scenarios.Matrix;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Runner;

/// <summary>
/// Runs a plan's schedule group by group: the group's fixture made (while the previous group's is removed, where the
/// target allows), the volume measured again when the group holds transfers (their limit of the moment), its cases and
/// repetitions run in their order by a <see cref="CaseExecutor"/>, each row flushed to the run folder as it ends, then
/// the fixture's removal started. A failed case is recorded with its reason and the matrix
/// goes on; cancellation stops after the running case has cleaned up, keeping every finished row, and so does a target
/// that cannot go on (<see cref="RunStoppedException"/>, before the case it was thrown at, which gets no row; or a stop
/// found after the last case, which no case throws: <see cref="IRunStop"/>). The notes the target adds as the cases run
/// (a reconnect) join the runner's own (<see cref="RunReport.Notes"/>).
/// </summary>
/// <param name="plan">The cases and their order.</param>
/// <param name="executor">Runs one case.</param>
/// <param name="fixtures">The fixtures of the schedule.</param>
/// <param name="folder">Where rows go (and which rows a resumed run has already).</param>
/// <param name="observer">Told of each finished case.</param>
/// <param name="clock">Charged with where the time goes.</param>
/// <param name="limits">Measures the volume before each group of transfers; null: their cases are held against the run's baseline.</param>
public sealed class MatrixRunner(
    RunPlan plan, CaseExecutor executor, FixtureLifetimes fixtures, RunFolder folder, IRunObserver observer, StudyClock clock, ILimitProbe? limits = null)
{
    private readonly List<LimitProbe> probes = [];
    private readonly List<string> notes = [];
    private readonly TargetNotes targetNotes = new(executor.Target);
    private int recorded;

    /// <summary>
    /// Told the session's records so far (fixtures, limit probes, notes; no rows) whenever one is added, so that they can
    /// reach the manifest before the run ends (<see cref="Manifests.During"/>).
    /// </summary>
    public Action<RunReport>? Recorded { get; init; }

    /// <summary>
    /// How long a group's cases are held against one probe (<see cref="LimitProbes.MaxAge"/>): once a probe is this old
    /// the volume is measured again before the next case; zero: before every case, whatever the clock's resolution.
    /// </summary>
    public TimeSpan ProbeAge { get; init; } = LimitProbes.MaxAge;

    /// <summary>Rows this runner will write: those of the schedule not in the folder yet.</summary>
    public int Remaining => plan.Schedule.Count(s => !folder.Finished.Contains(new Trial(s.Case.Id, s.Repetition)));

    /// <summary>Runs every scheduled case the folder does not have yet.</summary>
    public async Task<RunReport> RunAsync(CancellationToken cancellationToken)
    {
        int rows = 0, failed = 0, skipped = 0;
        var overheads = new List<double>(plan.Schedule.Count);
        var cleanups = new List<double>(plan.Schedule.Count);
        var released = -1;
        string? stopped = null;
        try
        {
            for (var g = 0; g < plan.Groups.Count && !cancellationToken.IsCancellationRequested; g++)
            {
                var group = plan.Groups[g];
                var runs = group.Runs.Where(s => !folder.Finished.Contains(new Trial(s.Case.Id, s.Repetition))).ToList();
                if (runs.Count == 0)
                {
                    continue;
                }

                var fixtureFailed = await fixtures.PrepareAsync(group, overlap: released == g - 1, cancellationToken);
                Record();
                var limit = fixtureFailed is null ? await MeasureLimitAsync(g, runs, cancellationToken) : null;
                Record();
                var measuredAt = clock.WallMs;
                foreach (var scheduled in runs)
                {
                    if (cancellationToken.IsCancellationRequested)
                    {
                        break;
                    }

                    if (limit is not null && clock.WallMs - measuredAt >= ProbeAge.TotalMilliseconds)
                    {
                        // A long group: measured again between two of its cases, where nothing else runs.
                        limit = await MeasureLimitAsync(g, runs, cancellationToken) ?? limit;
                        measuredAt = clock.WallMs;
                        Record();
                    }

                    var mark = clock.Start();
                    var executed = fixtureFailed is null
                        ? await executor.RunAsync(scheduled, limit, cancellationToken)
                        : new ExecutedCase(executor.Failed(scheduled, fixtureFailed), [], null);
                    if (executed is null)
                    {
                        break;
                    }

                    clock.CaseEnded(
                        mark, executed.Row.BytesWritten ?? 0, executed.Row.BytesRead ?? 0, limit, copies: scheduled.Case.Scenario.Info.IsTransfer,
                        movingMs: executed.Outcome is { } moved ? moved.ElapsedMs + moved.SetupMs : null);
                    clock.Charge(StudyPart.Sampling, executed.SamplingMs);
                    folder.Append(executed.Row, executed.Stalls);
                    rows++;
                    failed += executed.Row.Status == CaseStatus.Failed ? 1 : 0;
                    skipped += executed.Row.Status == CaseStatus.Skipped ? 1 : 0;
                    observer.CaseFinished(scheduled, executed.Row);
                    if (executed.Outcome is { } outcome)
                    {
                        clock.Charge(StudyPart.Timed, outcome.ElapsedMs);
                        clock.Charge(StudyPart.CaseSetup, outcome.SetupMs);
                        clock.Charge(StudyPart.Deletion, outcome.CleanupMs);
                        overheads.Add(clock.Since(mark) - outcome.ElapsedMs - outcome.SetupMs - outcome.CleanupMs - executed.SamplingMs);
                        cleanups.Add(outcome.CleanupMs);
                    }

                    // What the target noted during the case (a reconnect), after its overhead was taken.
                    Record();
                }

                fixtures.Release(group);
                released = g;
            }
        }
        catch (RunStoppedException e)
        {
            // The case (or fixture) it was thrown at has no row: a resume runs it and the rest.
            // Noted by Manifests.End, as a tune's stop is.
            stopped = e.Message;
        }
        finally
        {
            await fixtures.ReleaseAllAsync();
        }

        // A stop found after the last case (its drop, the waits read after it, the fixtures' removal) has no case to
        // throw at: the run ends stopped all the same.
        stopped ??= (executor.Target as IRunStop)?.Stopped;
        notes.AddRange(targetNotes.Take());
        return Report(rows, failed, skipped, Overhead(overheads, cleanups), cancellationToken.IsCancellationRequested) with { Stopped = stopped };
    }

    /// <summary>The report with the session's records so far: fixtures made, limit probes, notes.</summary>
    private RunReport Report(int rows, int failed, int skipped, OverheadInfo? overhead, bool cancelled) =>
        new(rows, failed, skipped, overhead, cancelled, fixtures.Made.ToList()) { LimitProbes = [.. probes], Notes = [.. notes] };

    /// <summary>
    /// The volume's limits of the moment, measured before group <paramref name="g"/> when it holds transfers (after its
    /// fixture is made and the previous one removed, so nothing runs beside the probe), and again between its cases once
    /// the last measurement is older than <see cref="LimitProbes.MaxAge"/>; null when none is measured: no probe, no
    /// transfer in the group, or the probe failed (its cases are then held against the limit measured before, or the run's
    /// baseline).
    /// </summary>
    private async Task<VolumeBaseline?> MeasureLimitAsync(int g, IReadOnlyList<ScheduledCase> runs, CancellationToken cancellationToken)
    {
        if (limits is null || !LimitProbes.Before(runs) || cancellationToken.IsCancellationRequested)
        {
            return null;
        }

        var mark = clock.Start();
        try
        {
            var rates = await limits.MeasureAsync(LimitProbes.Bytes(runs), cancellationToken);
            clock.Probed(LimitProbes.Moved(rates));
            var probe = new LimitProbe(g, DateTime.UtcNow, Math.Round(clock.Since(mark), 1), rates);
            probes.Add(probe);
            observer.LimitMeasured(probe);
            return rates;
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            return null;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            var reason = $"the volume could not be measured in group {g + 1} ({e.Message}); its cases are held against the limit measured before, or the run's baseline";
            notes.Add(reason);
            observer.LimitFailed(reason);
            return null;
        }
        finally
        {
            clock.Charge(StudyPart.Baseline, clock.Since(mark));
        }
    }

    /// <summary>Tells <see cref="Recorded"/> the records so far (the target's new notes taken first) when they grew since it was last told.</summary>
    private void Record()
    {
        notes.AddRange(targetNotes.Take());
        var count = fixtures.Made.Count + probes.Count + notes.Count;
        if (Recorded is null || count == recorded)
        {
            return;
        }

        recorded = count;
        Recorded(Report(0, 0, 0, null, cancelled: false));
    }

    private static OverheadInfo? Overhead(List<double> overheads, List<double> cleanups)
    {
        if (overheads.Count == 0)
        {
            return null;
        }

        var own = SampleSummary.Of(overheads);
        var cleanup = SampleSummary.Of(cleanups);
        return new OverheadInfo(
            overheads.Count, Math.Round(own.Median, 3), Math.Round(own.Max, 3), Math.Round(cleanup.Median, 3), Math.Round(cleanup.Max, 3));
    }
}
