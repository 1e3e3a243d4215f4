using Bench.Results;
using Bench.Scenarios.Targets;

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

    /// <summary>Data copied, or pages written.</summary>
    public double? TransferMs { get; init; }

    /// <summary>Bytes moved during <see cref="ElapsedMs"/> (the base of the throughput).</summary>
    public long MeasuredBytes { get; init; }

    /// <summary>Time the target took to remove the case's database and files afterwards.</summary>
    public double CleanupMs { get; init; }

    /// <summary>Bytes written to the volume.</summary>
    public long BytesWritten { get; init; }

    /// <summary>Bytes read from the volume.</summary>
    public long BytesRead { get; init; }

    /// <summary>Whether IFI really applied, as the target verified.</summary>
    public bool? IfiEffective { get; init; }

    /// <summary>Time spent setting up before the measured operation (autogrow: creating the small file).</summary>
    public double SetupMs { get; init; }

    /// <summary>Bytes copied during <see cref="TransferMs"/> (the base of transfer_mb_s); 0 when there is no transfer phase.</summary>
    public long TransferBytes { get; init; }

    /// <summary>Backup/restore: most buffers of one pool out at once.</summary>
    public int? PeakBuffersOut { get; init; }

    /// <summary>Autogrow: every growth.</summary>
    public IReadOnlyList<GrowthStall> Stalls { get; init; } = [];

    /// <summary>Exposure cases: what the new data files read back.</summary>
    public ExposureResult Exposure { get; init; } = ExposureResult.None;

    /// <summary>Workload cases: each stream's throughput.</summary>
    public WorkloadResult Workload { get; init; } = WorkloadResult.None;
}
