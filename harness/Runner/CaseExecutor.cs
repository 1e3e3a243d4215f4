using System.Diagnostics;
using System.Runtime.CompilerServices;
using Bench.Harness.Counters;
using Bench.Harness.SqlServer;
using Bench.Results;
using Bench.Results.Manifest;
using Bench.Results.Samples;
using Bench.Results.Statistics;
using Bench.Scenarios;
using Bench.Scenarios.Matrix;
using Bench.Scenarios.Targets;
using Microsoft.Data.SqlClient;

namespace Bench.Harness.Runner;

/// <summary>
/// Runs ONE case on a target and makes its row: the capabilities it needs checked (a target without one gets the row
/// skipped, saying which), the counters sampled from its first instant to its last, the server's waits read around it
/// where the target can, its peak memory, and its throughput held against the volume's baseline. It knows nothing of
/// the schedule: whatever chooses the next case (the matrix's order, or a tuner choosing from earlier results) calls it.
/// </summary>
/// <param name="runId">The run the rows belong to.</param>
/// <param name="target">Where cases run.</param>
/// <param name="observer">Told of the case's progress.</param>
/// <param name="baseline">The volume's bandwidth, for limit_pct; null: none.</param>
/// <param name="sampler">Counter sampling; null: none.</param>
/// <param name="memory">Peak memory per case and over the run.</param>
public sealed class CaseExecutor(
    string runId, ITarget target, IRunObserver observer, VolumeBaseline? baseline = null, Sampler? sampler = null, RunPeakMemory? memory = null)
{
    private readonly RunPeakMemory peaks = memory ?? RunPeakMemory.OfThisProcess();

    /// <summary>
    /// Whether the run's (or tune's) backups include compressed ones: every backup row's limit_pct is then held against
    /// the read alone, as the report (RunLimits.AtCopyRate) and tune.md (TuneLimit) hold the whole scenario, not the
    /// uncompressed rows against the copy rate beside the compressed ones against the read.
    /// </summary>
    public bool CompressedBackups { get; init; }

    /// <summary>
    /// Whether a transfer whose backups share the data volume may be held against the volume's copy rate (reading and
    /// writing at once) for limit_pct; false: against its direction alone, as a tune whose tune.json says copy_limit
    /// false (one begun before the copy rate was its limit) holds its search.
    /// </summary>
    public bool CopyLimit { get; init; } = true;

    /// <summary>
    /// What a write refused for want of space stops the run with (<see cref="Runner.DiskFull"/>, naming the volume): the
    /// case gets no row, as at any <see cref="RunStoppedException"/>.
    /// </summary>
    public DiskFull DiskFull { get; init; } = DiskFull.Unnamed;

    /// <summary>Where the cases run.</summary>
    public ITarget Target => target;

    /// <summary>
    /// Runs <paramref name="scheduled"/> (its databases named after its position); null when cancelled, after the case
    /// removed what it made.
    /// </summary>
    public Task<ExecutedCase?> RunAsync(ScheduledCase scheduled, CancellationToken cancellationToken) => RunAsync(scheduled, null, cancellationToken);

    /// <summary>
    /// Runs <paramref name="scheduled"/>, its transfer held against <paramref name="limit"/> (the volume measured just
    /// before its group; null: the run's baseline); null when cancelled, after the case removed what it made.
    /// </summary>
    public async Task<ExecutedCase?> RunAsync(ScheduledCase scheduled, VolumeBaseline? limit, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(scheduled);
        observer.CaseStarted(scheduled);
        var sampling = Stopwatch.StartNew();
        peaks.CaseStarting();
        var waits = target is IServerWaits server ? await server.WaitsAsync(cancellationToken) : null;
        sampler?.BeginCase(scheduled.Case.Id.ToString(), scheduled.Repetition);
        sampling.Stop();
        ResultRow? row;
        CaseOutcome? outcome;
        try
        {
            (row, outcome) = await RunCaseAsync(scheduled, limit ?? baseline, cancellationToken);
        }
        catch (RunStoppedException)
        {
            // The run stops before this case, which gets no row: its samples and peak end here, not tagged on to the end.
            sampler?.EndCase();
            peaks.CaseEnded();
            throw;
        }

        sampling.Start();
        var counters = sampler?.EndCase() ?? CounterSummary.None;
        var peak = peaks.CaseEnded();
        if (row is null)
        {
            return null;
        }

        if (row.Status != CaseStatus.Skipped)
        {
            if (waits is not null && target is IServerWaits reading && await reading.WaitsAsync(CancellationToken.None) is { } after)
            {
                counters = counters with { TopWaits = ServerCounters.TopWaits(waits, after) };
            }

            row = row with { Counters = counters, PeakRssBytes = outcome is null ? null : peak };
        }

        return new ExecutedCase(row, Stalls(scheduled, outcome), outcome) { SamplingMs = sampling.Elapsed.TotalMilliseconds };
    }

    /// <summary>The row of a case that could not start (e.g. what it needs could not be made), saying why.</summary>
    public ResultRow Failed(ScheduledCase scheduled, string error)
    {
        ArgumentNullException.ThrowIfNull(scheduled);
        return NewRow(scheduled) with { Status = CaseStatus.Failed, Error = error };
    }

    /// <summary>What fails one case (its row says why) and lets the matrix go on: I/O, the target's state, the server's errors.</summary>
    public static bool IsCaseFailure(Exception e) =>
        e is IOException or UnauthorizedAccessException or InvalidOperationException or NotSupportedException or InvalidDataException
            or ServerErrorException || IsClientError(e);

    /// <summary>
    /// A SqlClient error, asked apart and never inlined: naming SqlException where the method is compiled loads
    /// Microsoft.Data.SqlClient, which a native run otherwise never needs (about 2 MB resident in every later case).
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static bool IsClientError(Exception e) => e is SqlException;

    private async Task<(ResultRow? Row, CaseOutcome? Outcome)> RunCaseAsync(ScheduledCase scheduled, VolumeBaseline? limit, CancellationToken cancellationToken)
    {
        var planned = scheduled.Case;
        var context = new CaseContext($"bench_{scheduled.Position:D5}", new InlineProgress(observer.CaseProgress));
        var row = NewRow(scheduled);
        try
        {
            if (target.Lacking(planned.Scenario.Needs) is { Count: > 0 } lacking)
            {
                throw new CaseSkippedException(Scenarios.Targets.Capabilities.Missing(target, lacking));
            }

            var outcome = await planned.Scenario.RunAsync(planned, target, context, cancellationToken);
            return (Measured(row, planned.Scenario.Info, outcome, limit, CompressedBackups, CopyLimit), outcome);
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            return (null, null);
        }
        catch (CaseSkippedException e)
        {
            return (row with { Status = CaseStatus.Skipped, Error = e.Message }, null);
        }
        catch (Exception e) when (DiskFull.Is(e))
        {
            // The volume filled during the run: every case left would fail the same way. The case removed its files.
            throw DiskFull.Stop(e);
        }
        catch (Exception e) when (IsCaseFailure(e))
        {
            return (row with { Status = CaseStatus.Failed, Error = $"{e.GetType().Name}: {e.Message}" }, null);
        }
    }

    private ResultRow NewRow(ScheduledCase scheduled) => new()
    {
        RunId = runId,
        CaseId = scheduled.Case.Id,
        Repetition = scheduled.Repetition,
        Scenario = scheduled.Case.Scenario.Info.Name,
        Target = target.Name,
        Parameters = scheduled.Case.Columns,
        IoMode = target.IoMode,
        Status = CaseStatus.Ok,
        StartedUtc = DateTime.UtcNow,
    };

    internal static ResultRow Measured(ResultRow row, ScenarioInfo scenario, CaseOutcome outcome, VolumeBaseline? rates, bool compressedBackups = false, bool copyLimit = true)
    {
        var transfer = MbS(outcome.TransferBytes, outcome.TransferMs);
        var limit = transfer is null ? null : scenario.TransferLimit.RateIn(rates);
        // limit_pct: against what the volume copies reading and writing at once when the backups share it (the copy rate is
        // measured only then) and it is the lower, as the report and tune.md hold such a transfer; not a backup of a run
        // with compressed backups, which write less than they read; nor when the copy rate may not be the limit
        // (copyLimit false). limit_mb_s stays the direction's rate alone, read_write_limit_mb_s the copy's.
        var held = limit is { } alone && copyLimit && scenario.SharedVolume is not null && rates?.ReadWriteMbS is { } copy && copy < alone
            && !(scenario.TransferLimit == TransferLimit.Read && (compressedBackups || row.Parameters.Compression == true))
            ? copy
            : limit;
        var stalls = outcome.Stalls.Select(s => s.StallMs).ToList();
        var stallSummary = stalls.Count == 0 ? null : SampleSummary.Of(stalls);
        return row with
        {
            // buffer_count=default on a server: the count it chose (trace flag 3213, its PeakBuffersOut), or none known, not the planned estimate.
            Parameters = outcome.ServerChoseBufferCount ? row.Parameters with { BufferCount = outcome.PeakBuffersOut } : row.Parameters,
            IfiEffective = outcome.IfiEffective,
            Note = outcome.Note,
            ElapsedMs = Round(outcome.ElapsedMs),
            AllocateMs = Round(outcome.AllocateMs),
            LogZeroMs = Round(outcome.LogZeroMs),
            TransferMs = Round(outcome.TransferMs),
            FillMs = Round(outcome.FillMs),
            StallMedianMs = Round(stallSummary?.Median),
            StallMaxMs = Round(stallSummary?.Max),
            BytesWritten = outcome.BytesWritten,
            BytesRead = outcome.BytesRead,
            ThroughputMbS = Round1(MbS(outcome.MeasuredBytes, outcome.ElapsedMs)),
            TransferMbS = Round1(transfer),
            ZeroMbS = Round1(MbS(outcome.ZeroedBytes, outcome.ZeroMs)),
            FillMbS = Round1(MbS(outcome.FillBytes, outcome.FillMs)),
            LimitPct = transfer is null || held is not > 0 ? null : Math.Round(100 * transfer.Value / held.Value, 1),
            LimitMbS = limit,
            ReadWriteLimitMbS = limit is null ? null : rates?.ReadWriteMbS,
            PeakBuffersOut = outcome.PeakBuffersOut,
            Exposure = outcome.Exposure,
            Workload = outcome.Workload,
        };
    }

    private List<GrowthStallRow> Stalls(ScheduledCase scheduled, CaseOutcome? outcome) =>
        (outcome?.Stalls ?? []).Select(s => new GrowthStallRow
        {
            CaseId = scheduled.Case.Id,
            Repetition = scheduled.Repetition,
            Growth = s.Number,
            SizeBeforeBytes = s.SizeBeforeBytes,
            SizeAfterBytes = s.SizeAfterBytes,
            StallMs = Math.Round(s.StallMs, 3),
            RunId = runId,
        }).ToList();

    private static double? Round(double? value) => value is null ? null : Math.Round(value.Value, 3);

    private static double? Round1(double? value) => value is null ? null : Math.Round(value.Value, 1);

    /// <summary>MB/s (10^6 bytes) of <paramref name="bytes"/> in <paramref name="ms"/>; null when either is none.</summary>
    private static double? MbS(long bytes, double? ms) => ms is > 0 && bytes > 0 ? bytes / 1e6 / (ms.Value / 1000) : null;

    /// <summary>Reports on the writing thread: no allocation or thread hop per report.</summary>
    private sealed class InlineProgress(Action<double> report) : IProgress<double>
    {
        public void Report(double value) => report(value);
    }
}
