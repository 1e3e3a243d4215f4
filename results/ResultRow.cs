using Bench.Results.Cases;
using Bench.Results.Samples;

namespace Bench.Results;

/// <summary>One row of results.csv: one case, one repetition. Times in milliseconds, sizes in bytes.</summary>
public sealed record ResultRow
{
    /// <summary>The run this row belongs to.</summary>
    public required string RunId { get; init; }

    /// <summary>Stable identifier of the case (same parameters give the same id in every run).</summary>
    public required CaseId CaseId { get; init; }

    /// <summary>1-based repetition number.</summary>
    public required int Repetition { get; init; }

    /// <summary>Scenario name (create, autogrow, ...).</summary>
    public required string Scenario { get; init; }

    /// <summary>Target name (native, sqlserver).</summary>
    public required string Target { get; init; }

    /// <summary>The case's parameters.</summary>
    public required CaseParameters Parameters { get; init; }

    /// <summary>Whether data files were really allocated without zeroing, as verified by the target.</summary>
    public bool? IfiEffective { get; init; }

    /// <summary>direct (unbuffered) or buffered (buffered writes plus fsync, where direct I/O is refused).</summary>
    public string? IoMode { get; init; }

    /// <summary>ok, failed or skipped.</summary>
    public required CaseStatus Status { get; init; }

    /// <summary>Why the case failed or was skipped.</summary>
    public string? Error { get; init; }

    /// <summary>When the case started (UTC).</summary>
    public required DateTime StartedUtc { get; init; }

    /// <summary>Wall time of the measured operation.</summary>
    public double? ElapsedMs { get; init; }

    /// <summary>Data files made ready (zeroing or allocation); for autogrow the sum of the growth stalls.</summary>
    public double? AllocateMs { get; init; }

    /// <summary>Log file zeroing.</summary>
    public double? LogZeroMs { get; init; }

    /// <summary>Data copied (restore), or pages written to fill the file (autogrow).</summary>
    public double? TransferMs { get; init; }

    /// <summary>Autogrow: median growth stall.</summary>
    public double? StallMedianMs { get; init; }

    /// <summary>Autogrow: largest growth stall.</summary>
    public double? StallMaxMs { get; init; }

    /// <summary>Bytes the harness wrote.</summary>
    public long? BytesWritten { get; init; }

    /// <summary>Bytes the harness read.</summary>
    public long? BytesRead { get; init; }

    /// <summary>Bytes moved per second of elapsed time, in MB/s (10^6 bytes).</summary>
    public double? ThroughputMbS { get; init; }

    /// <summary>Backup, restore, autogrow: bytes copied per second of the transfer phase, in MB/s.</summary>
    public double? TransferMbS { get; init; }

    /// <summary>
    /// <see cref="TransferMbS"/> as a percentage of the volume's baseline measured at the start of the run (write
    /// bandwidth for restore and autogrow, read bandwidth for backup).
    /// </summary>
    public double? LimitPct { get; init; }

    /// <summary>Backup, restore: most buffers of one pool out at once (never above buffer_count).</summary>
    public int? PeakBuffersOut { get; init; }

    /// <summary>Peak resident memory of the harness process during the case (Linux; empty elsewhere).</summary>
    public long? PeakRssBytes { get; init; }

    /// <summary>What the performance counters saw during the case (flattened into samples, disk_write_bytes, ... columns).</summary>
    public CounterSummary Counters { get; init; } = CounterSummary.None;

    /// <summary>Exposure cases: what the new data files read back (flattened into marker_bytes_found, other_data_bytes, exposure_verdict).</summary>
    public ExposureResult Exposure { get; init; } = ExposureResult.None;

    /// <summary>Workload cases: each stream's MB/s and operations per second.</summary>
    public WorkloadResult Workload { get; init; } = WorkloadResult.None;
}
