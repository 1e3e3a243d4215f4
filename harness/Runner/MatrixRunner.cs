using System.Diagnostics;
using Bench.Harness.Counters;
using Bench.Harness.SqlServer;
using Bench.Results.Samples;
using Microsoft.Data.SqlClient;
using Bench.Results;
using Bench.Results.Cases;
using Bench.Results.Manifest;
using Bench.Results.Statistics;
using Bench.Scenarios;
using Bench.Scenarios.Matrix;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Runner;

/// <summary>
/// Runs a plan's schedule against a target: one case at a time, each row flushed as the case ends. A failed
/// case is recorded with its reason and the matrix goes on; cancellation stops after the running case has
/// cleaned up, keeping every finished row.
/// </summary>
public sealed class MatrixRunner(
    RunPlan plan, ITarget target, RunFolder folder, IRunObserver observer, VolumeBaseline? baseline = null, Sampler? sampler = null)
{
    /// <summary>Runs every scheduled case.</summary>
    public async Task<RunReport> RunAsync(CancellationToken cancellationToken)
    {
        int rows = 0, failed = 0, skipped = 0;
        var overheads = new List<double>(plan.Schedule.Count);
        var cleanups = new List<double>(plan.Schedule.Count);
        var fixtures = new List<FixtureInfo>();
        var lastUse = plan.Schedule
            .Where(s => s.Case.Fixture is not null)
            .GroupBy(s => s.Case.Fixture!.Key)
            .ToDictionary(g => g.Key, g => g.Max(s => s.Position));
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

                var failedFixture = await PrepareAsync(scheduled, fixtures, cancellationToken);
                if (cancellationToken.IsCancellationRequested)
                {
                    break;
                }

                var clock = Stopwatch.StartNew();
                observer.CaseStarted(scheduled);
                var peakReset = PeakMemory.Reset();
                var (row, outcome) = failedFixture is null ? await SampledAsync(scheduled, cancellationToken) : (failedFixture, null);
                if (row is null)
                {
                    break;
                }

                if (outcome is not null && peakReset)
                {
                    row = row with { PeakRssBytes = PeakMemory.Read() };
                }

                if (scheduled.Case.Fixture is { } used && lastUse[used.Key] == scheduled.Position)
                {
                    await ((IFixtureStore)target).ReleaseFixtureAsync(used);
                }

                folder.Append(row, Stalls(scheduled, outcome));
                rows++;
                failed += row.Status == CaseStatus.Failed ? 1 : 0;
                skipped += row.Status == CaseStatus.Skipped ? 1 : 0;
                if (outcome is not null)
                {
                    overheads.Add(clock.Elapsed.TotalMilliseconds - outcome.ElapsedMs - outcome.SetupMs - outcome.CleanupMs);
                    cleanups.Add(outcome.CleanupMs);
                }

                observer.CaseFinished(scheduled, row);
            }
        }
        finally
        {
            foreach (var fixture in plan.Cases.Select(c => c.Fixture).OfType<FixtureSpec>().DistinctBy(f => f.Key))
            {
                if (target is IFixtureStore store)
                {
                    await store.ReleaseFixtureAsync(fixture);
                }
            }
        }

        return new RunReport(rows, failed, skipped, Overhead(overheads, cleanups), cancellationToken.IsCancellationRequested, fixtures);
    }

    /// <summary>Makes the case's fixture when it does not exist yet; on failure, the case's row saying why.</summary>
    private async Task<ResultRow?> PrepareAsync(ScheduledCase scheduled, List<FixtureInfo> made, CancellationToken cancellationToken)
    {
        if (scheduled.Case.Fixture is not { } fixture)
        {
            return null;
        }

        if (target is not IFixtureStore store)
        {
            return null;
        }

        observer.FixtureStarted(scheduled, fixture);
        try
        {
            var outcome = await store.PrepareFixtureAsync(fixture, new InlineProgress(observer.CaseProgress), cancellationToken);
            if (!outcome.Reused)
            {
                var info = new FixtureInfo(fixture.Key, Math.Round(outcome.MadeMs, 3), outcome.BytesWritten, fixture.DataBytes);
                made.Add(info);
                observer.FixtureMade(info);
            }

            return null;
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            return null;
        }
        catch (Exception e) when (IsCaseFailure(e))
        {
            return NewRow(scheduled, DateTime.UtcNow) with
            {
                Status = CaseStatus.Failed,
                Error = $"making what the case needs ({fixture.Key}) failed: {e.GetType().Name}: {e.Message}",
            };
        }
    }

    /// <summary>Runs the case with the counters sampled from its first instant to its last.</summary>
    private async Task<(ResultRow? Row, CaseOutcome? Outcome)> SampledAsync(ScheduledCase scheduled, CancellationToken cancellationToken)
    {
        var server = target as IServerWaits;
        var waits = server is null ? null : await server.WaitsAsync(cancellationToken);
        sampler?.BeginCase(scheduled.Case.Id.ToString(), scheduled.Repetition);
        var (row, outcome) = await RunCaseAsync(scheduled, cancellationToken);
        var counters = sampler?.EndCase() ?? CounterSummary.None;
        if (row is not { Status: not CaseStatus.Skipped })
        {
            return (row, outcome);
        }

        if (server is not null && waits is not null && await server.WaitsAsync(CancellationToken.None) is { } after)
        {
            counters = counters with { TopWaits = server.TopWaits(waits, after) };
        }

        return (row with { Counters = counters }, outcome);
    }

    private async Task<(ResultRow? Row, CaseOutcome? Outcome)> RunCaseAsync(ScheduledCase scheduled, CancellationToken cancellationToken)
    {
        var planned = scheduled.Case;
        var context = new CaseContext($"bench_{scheduled.Position:D5}", new InlineProgress(observer.CaseProgress));
        var row = NewRow(scheduled, DateTime.UtcNow);
        try
        {
            if (target.Lacking(planned.Scenario.Needs) is { Count: > 0 } lacking)
            {
                throw new CaseSkippedException(Capabilities.Missing(target, lacking));
            }

            var outcome = await planned.Scenario.RunAsync(planned, target, context, cancellationToken);
            return (Measured(row, planned.Scenario.Info, outcome), outcome);
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            return (null, null);
        }
        catch (CaseSkippedException e)
        {
            return (row with { Status = CaseStatus.Skipped, Error = e.Message }, null);
        }
        catch (Exception e) when (IsCaseFailure(e))
        {
            return (row with { Status = CaseStatus.Failed, Error = $"{e.GetType().Name}: {e.Message}" }, null);
        }
    }

    /// <summary>What fails one case (its row says why) and lets the matrix go on: I/O, the target's state, the server's errors.</summary>
    private static bool IsCaseFailure(Exception e) =>
        e is IOException or UnauthorizedAccessException or InvalidOperationException or NotSupportedException or InvalidDataException
            or ServerErrorException or SqlException;

    private ResultRow NewRow(ScheduledCase scheduled, DateTime started) => new()
    {
        RunId = plan.RunId,
        CaseId = scheduled.Case.Id,
        Repetition = scheduled.Repetition,
        Scenario = scheduled.Case.Scenario.Info.Name,
        Target = target.Name,
        Parameters = scheduled.Case.Columns,
        IoMode = target.IoMode,
        Status = CaseStatus.Ok,
        StartedUtc = started,
    };

    private ResultRow Measured(ResultRow row, ScenarioInfo scenario, CaseOutcome outcome)
    {
        var transfer = outcome.TransferMs is > 0 && outcome.TransferBytes > 0
            ? outcome.TransferBytes / 1e6 / (outcome.TransferMs.Value / 1000)
            : (double?)null;
        var limit = (baseline, scenario.TransferLimit) switch
        {
            (null, _) => 0,
            (_, TransferLimit.Read) => baseline.ReadMbS,
            (_, TransferLimit.Write) => baseline.WriteMbS,
            _ => 0,
        };
        var stalls = outcome.Stalls.Select(s => s.StallMs).ToList();
        var stallSummary = stalls.Count == 0 ? null : SampleSummary.Of(stalls);
        return row with
        {
            IfiEffective = outcome.IfiEffective,
            ElapsedMs = Round(outcome.ElapsedMs),
            AllocateMs = Round(outcome.AllocateMs),
            LogZeroMs = Round(outcome.LogZeroMs),
            TransferMs = Round(outcome.TransferMs),
            StallMedianMs = Round(stallSummary?.Median),
            StallMaxMs = Round(stallSummary?.Max),
            BytesWritten = outcome.BytesWritten,
            BytesRead = outcome.BytesRead,
            ThroughputMbS = outcome.ElapsedMs > 0 && outcome.MeasuredBytes > 0
                ? Math.Round(outcome.MeasuredBytes / 1e6 / (outcome.ElapsedMs / 1000), 1)
                : null,
            TransferMbS = transfer is null ? null : Math.Round(transfer.Value, 1),
            LimitPct = transfer is null || limit <= 0 ? null : Math.Round(100 * transfer.Value / limit, 1),
            PeakBuffersOut = outcome.PeakBuffersOut,
            Exposure = outcome.Exposure,
            Workload = outcome.Workload,
        };
    }

    private static IEnumerable<GrowthStallRow> Stalls(ScheduledCase scheduled, CaseOutcome? outcome) =>
        (outcome?.Stalls ?? []).Select(s => new GrowthStallRow
        {
            CaseId = scheduled.Case.Id,
            Repetition = scheduled.Repetition,
            Growth = s.Number,
            SizeBeforeBytes = s.SizeBeforeBytes,
            SizeAfterBytes = s.SizeAfterBytes,
            StallMs = Math.Round(s.StallMs, 3),
        });

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

    private static double? Round(double? value) => value is null ? null : Math.Round(value.Value, 3);

    /// <summary>Reports on the writing thread: no allocation or thread hop per report.</summary>
    private sealed class InlineProgress(Action<double> report) : IProgress<double>
    {
        public void Report(double value) => report(value);
    }
}
