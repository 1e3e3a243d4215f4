namespace Bench.Scenarios;

/// <summary>What one repetition of a case measured.</summary>
public sealed record CaseOutcome
{
    /// <summary>Wall time of the measured operation.</summary>
    public required double ElapsedMs { get; init; }

    /// <summary>Data files made ready; for autogrow the sum of the growth stalls.</summary>
    public double? AllocateMs { get; init; }

    /// <summary>Log zeroing.</summary>
    public double? LogZeroMs { get; init; }

    /// <summary>Backup, restore: data copied between data files and backup files.</summary>
    public double? TransferMs { get; init; }

    /// <summary>Bytes copied during <see cref="TransferMs"/> (the base of transfer_mb_s); 0 when there is no transfer phase.</summary>
    public long TransferBytes { get; init; }

    /// <summary>
    /// Bytes the operation moved during <see cref="ElapsedMs"/> (the base of throughput_mb_s): bytes written by a create
    /// or a growth, database data copied by a backup or restore, pages written by first writes. 0 when the operation's
    /// time is not spent moving bytes (a create or growth with IFI: allocation), so that no MB/s is shown.
    /// </summary>
    public long MeasuredBytes { get; init; }

    /// <summary>Time spent zeroing (data files without IFI, logs always), within or before the operation; null: none.</summary>
    public double? ZeroMs { get; init; }

    /// <summary>Bytes zeroed during <see cref="ZeroMs"/> (the base of zero_mb_s).</summary>
    public long ZeroedBytes { get; init; }

    /// <summary>Page writes into the data file: autogrow's filler between growths (not part of <see cref="ElapsedMs"/>); first writes (all of it).</summary>
    public double? FillMs { get; init; }

    /// <summary>Bytes written during <see cref="FillMs"/> (the base of fill_mb_s).</summary>
    public long FillBytes { get; init; }

    /// <summary>Time the target took to remove the case's database and files afterwards.</summary>
    public double CleanupMs { get; init; }

    /// <summary>Bytes written to the volume.</summary>
    public long BytesWritten { get; init; }

    /// <summary>Bytes read from the volume.</summary>
    public long BytesRead { get; init; }

    /// <summary>Whether IFI really applied, as the target verified; null when it could not (<see cref="Note"/> says why).</summary>
    public bool? IfiEffective { get; init; }

    /// <summary>What the target could not measure as it should (IFI it could not verify, a time from the wall clock), for the row's note.</summary>
    public string? Note { get; init; }

    /// <summary>Time spent setting up before the measured operation (autogrow: creating the small file).</summary>
    public double SetupMs { get; init; }

    /// <summary>Backup/restore: most buffers of one pool out at once.</summary>
    public int? PeakBuffersOut { get; init; }

    /// <summary>Backup/restore: whether the server chose the BUFFERCOUNT (none sent), so the count it reported (<see cref="PeakBuffersOut"/>) replaces the planned estimate.</summary>
    public bool ServerChoseBufferCount { get; init; }

    /// <summary>Autogrow: every growth.</summary>
    public IReadOnlyList<GrowthStall> Stalls { get; init; } = [];

    /// <summary>Exposure cases: what the new data files read back.</summary>
    public ExposureResult Exposure { get; init; } = ExposureResult.None;

    /// <summary>Workload cases: each stream's throughput.</summary>
    public WorkloadResult Workload { get; init; } = WorkloadResult.None;
}
