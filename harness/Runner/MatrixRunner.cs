using System.Diagnostics;
using Bench.Results;
using Bench.Results.Cases;
using Bench.Results.Manifest;
using Bench.Results.Statistics;

namespace Bench.Harness.Runner;

/// <summary>
/// Runs a plan's schedule, in order: the fixtures each case needs made first, the case run by a
/// <see cref="CaseExecutor"/>, its row flushed to the run folder as it ends. A failed case is recorded with its reason and
/// the matrix goes on; cancellation stops after the running case has cleaned up, keeping every finished row.
/// </summary>
/// <param name="plan">The cases and their order.</param>
/// <param name="executor">Runs one case.</param>
/// <param name="fixtures">The fixtures of the schedule.</param>
/// <param name="folder">Where rows go (and which rows a resumed run has already).</param>
/// <param name="observer">Told of each finished case.</param>
public sealed class MatrixRunner(RunPlan plan, CaseExecutor executor, FixtureLifetimes fixtures, RunFolder folder, IRunObserver observer)
{
    /// <summary>Rows this runner will write: those of the schedule not in the folder yet.</summary>
    public int Remaining => plan.Schedule.Count(s => !folder.Finished.Contains(new Trial(s.Case.Id, s.Repetition)));

    /// <summary>Runs every scheduled case the folder does not have yet.</summary>
    public async Task<RunReport> RunAsync(CancellationToken cancellationToken)
    {
        int rows = 0, failed = 0, skipped = 0;
        var overheads = new List<double>(plan.Schedule.Count);
        var cleanups = new List<double>(plan.Schedule.Count);
        try
        {
            foreach (var scheduled in plan.Schedule)
            {
                if (cancellationToken.IsCancellationRequested)
                {
                    break;
                }

                if (folder.Finished.Contains(new Trial(scheduled.Case.Id, scheduled.Repetition)))
                {
                    continue;
                }

                var fixtureFailed = await fixtures.PrepareAsync(scheduled, cancellationToken);
                if (cancellationToken.IsCancellationRequested)
                {
                    break;
                }

                var clock = Stopwatch.StartNew();
                var executed = fixtureFailed is null
                    ? await executor.RunAsync(scheduled, cancellationToken)
                    : new ExecutedCase(executor.Failed(scheduled, fixtureFailed), [], null);
                if (executed is null)
                {
                    break;
                }

                await fixtures.AfterAsync(scheduled);
                folder.Append(executed.Row, executed.Stalls);
                rows++;
                failed += executed.Row.Status == CaseStatus.Failed ? 1 : 0;
                skipped += executed.Row.Status == CaseStatus.Skipped ? 1 : 0;
                if (executed.Outcome is { } outcome)
                {
                    overheads.Add(clock.Elapsed.TotalMilliseconds - outcome.ElapsedMs - outcome.SetupMs - outcome.CleanupMs);
                    cleanups.Add(outcome.CleanupMs);
                }

                observer.CaseFinished(scheduled, executed.Row);
            }
        }
        finally
        {
            await fixtures.ReleaseAllAsync();
        }

        return new RunReport(rows, failed, skipped, Overhead(overheads, cleanups), cancellationToken.IsCancellationRequested, fixtures.Made.ToList());
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
