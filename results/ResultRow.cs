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

    /// <summary>Wall time of the whole measured operation (autogrow: the total of its growth stalls; firstwrite: the page writes).</summary>
    public double? ElapsedMs { get; init; }

    /// <summary>Data files made ready (zeroing or allocation); for autogrow the sum of the growth stalls.</summary>
    public double? AllocateMs { get; init; }

    /// <summary>Log file zeroing.</summary>
    public double? LogZeroMs { get; init; }

    /// <summary>Backup, restore: data copied between the data files and the backup files.</summary>
    public double? TransferMs { get; init; }

    /// <summary>Page writes into the data file: autogrow's filler between growths (not part of elapsed_ms); firstwrite's first writes (all of elapsed_ms).</summary>
    public double? FillMs { get; init; }

    /// <summary>Autogrow: median growth stall.</summary>
    public double? StallMedianMs { get; init; }

    /// <summary>Autogrow: largest growth stall.</summary>
    public double? StallMaxMs { get; init; }

    /// <summary>Bytes the harness wrote.</summary>
    public long? BytesWritten { get; init; }

    /// <summary>Bytes the harness read.</summary>
    public long? BytesRead { get; init; }

    /// <summary>
    /// Bytes the operation moved per second of <see cref="ElapsedMs"/>, in MB/s (10^6 bytes): bytes written by a create or
    /// growth, data copied by a backup or restore, pages written by first writes. Empty when the operation moved no
    /// bytes worth a rate (a create or growth with IFI, which only allocates).
    /// </summary>
    public double? ThroughputMbS { get; init; }

    /// <summary>Backup, restore: bytes of data copied per second of the transfer phase, in MB/s.</summary>
    public double? TransferMbS { get; init; }

    /// <summary>Bytes zeroed per second spent zeroing (data files without IFI, logs always), in MB/s; empty when nothing was zeroed.</summary>
    public double? ZeroMbS { get; init; }

    /// <summary>Bytes of pages written per second of <see cref="FillMs"/>, in MB/s.</summary>
    public double? FillMbS { get; init; }

    /// <summary>
    /// <see cref="TransferMbS"/> as a percentage of <see cref="LimitMbS"/>: the volume's write bandwidth for restore, its
    /// read bandwidth for backup, measured just before the case's group (the run's baseline when no probe ran); with the
    /// backups on the data volume, of <see cref="ReadWriteLimitMbS"/> when lower (not a compressed backup): such a transfer
    /// reads and writes the one device at once, as the report and tune.md hold it.
    /// </summary>
    public double? LimitPct { get; init; }

    /// <summary>
    /// Backup, restore: the volume's write (restore) or read (backup) rate alone, in MB/s, measured just before the case's
    /// group, or the run's baseline when no probe ran before it; <see cref="LimitPct"/>'s limit unless the copy rate is.
    /// </summary>
    public double? LimitMbS { get; init; }

    /// <summary>
    /// Backup, restore with backups on the data volume: what the volume copied reading and writing at once (MB/s), measured
    /// just before the case's group (or at the run's start): the limit of a transfer that reads and writes one device.
    /// </summary>
    public double? ReadWriteLimitMbS { get; init; }

    /// <summary>Backup, restore: native, most buffers of one pool out at once (never above buffer_count); sqlserver, the BufferCount trace flag 3213 printed.</summary>
    public int? PeakBuffersOut { get; init; }

    /// <summary>Peak resident memory of the harness process during the case (Linux; empty elsewhere).</summary>
    public long? PeakRssBytes { get; init; }

    /// <summary>What the performance counters saw during the case (flattened into samples, disk_write_bytes, ... columns).</summary>
    public CounterSummary Counters { get; init; } = CounterSummary.None;

    /// <summary>Exposure cases: what the new data files read back (flattened into marker_bytes_found, other_data_bytes, exposure_verdict).</summary>
    public ExposureResult Exposure { get; init; } = ExposureResult.None;

    /// <summary>Workload cases: each stream's MB/s and operations per second.</summary>
    public WorkloadResult Workload { get; init; } = WorkloadResult.None;

    /// <summary>
    /// What the target could not measure as it should on an ok row, in a sentence: IFI it could not verify (ifi_effective
    /// then empty), a time taken from the wall clock where the server's own figure was missing. Empty: nothing to say.
    /// results.csv's last column: added after the others, so the columns before it keep their order.
    /// </summary>
    public string? Note { get; init; }

    /// <summary>
    /// Whether the row is left out of its case's summary and so of the IFI on/off pairs: an IFI case's ok row whose
    /// ifi_effective differs from the ifi asked for, or is unknown with a <see cref="Note"/> saying why (a target that
    /// verifies IFI fills ifi_effective on every ok row it can). A method, not a property: the row's properties are
    /// results.csv's columns.
    /// </summary>
    public bool IfiUnproven() =>
        Status == CaseStatus.Ok && Parameters.Ifi is { } asked && IfiEffective != asked && (IfiEffective is not null || Note is not null);

    /// <summary>Whether the row is one its case's summary holds: ok, and not <see cref="IfiUnproven"/>.</summary>
    public bool Summarized() => Status == CaseStatus.Ok && !IfiUnproven();
}
