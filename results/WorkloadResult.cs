namespace Bench.Results;

/// <summary>
/// The workload scenario's streams (seed 003's I/O mix): log writes with a flush each (commits), data page
/// writes of 8 to 256 KB, and 64 KB data reads, each with its MB/s and operations per second. Empty elsewhere.
/// </summary>
public sealed record WorkloadResult
{
    /// <summary>Not a workload case.</summary>
    public static WorkloadResult None { get; } = new();

    /// <summary>Log write stream, MB/s.</summary>
    public double? LogWriteMbS { get; init; }

    /// <summary>Log writes (each flushed) per second.</summary>
    public double? LogWritesPerS { get; init; }

    /// <summary>Data page write stream, MB/s.</summary>
    public double? DataWriteMbS { get; init; }

    /// <summary>Data page writes per second.</summary>
    public double? DataWritesPerS { get; init; }

    /// <summary>Data read stream, MB/s.</summary>
    public double? DataReadMbS { get; init; }

    /// <summary>Data reads per second.</summary>
    public double? DataReadsPerS { get; init; }
}
