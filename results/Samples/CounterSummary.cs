namespace Bench.Results.Samples;

/// <summary>
/// What the performance counters saw during one case, in results.csv beside the harness's own figures. Totals come
/// from readings at the case's start and end; means and peaks from the samples taken every interval in between.
/// Empty (null) means not measured, never zero.
/// </summary>
public sealed record CounterSummary
{
    /// <summary>No counters (not sampled, or the case did not run).</summary>
    public static CounterSummary None { get; } = new();

    /// <summary>Samples taken during the case (0: the case was shorter than one interval).</summary>
    public int? Samples { get; init; }

    /// <summary>Why some figures are missing (no samples, no block device, the device disappeared).</summary>
    public string? SamplesNote { get; init; }

    /// <summary>Bytes the volume's device wrote from the case's start to its end (every writer on the device counts).</summary>
    public long? DiskWriteBytes { get; init; }

    /// <summary>Bytes the volume's device read from the case's start to its end.</summary>
    public long? DiskReadBytes { get; init; }

    /// <summary>Mean of the sampled write rates, MB/s (10^6 bytes).</summary>
    public double? DiskWriteMbSMean { get; init; }

    /// <summary>Highest sampled write rate, MB/s.</summary>
    public double? DiskWriteMbSPeak { get; init; }

    /// <summary>Mean of the sampled read rates, MB/s.</summary>
    public double? DiskReadMbSMean { get; init; }

    /// <summary>Highest sampled read rate, MB/s.</summary>
    public double? DiskReadMbSPeak { get; init; }

    /// <summary>Bytes written per write I/O the device completed over the case.</summary>
    public double? DiskAvgWriteBytes { get; init; }

    /// <summary>Bytes read per read I/O the device completed over the case.</summary>
    public double? DiskAvgReadBytes { get; init; }

    /// <summary>Mean of the sampled machine CPU busy per cent (all cores: 100 = every core busy).</summary>
    public double? CpuPctMean { get; init; }

    /// <summary>Highest sampled machine CPU busy per cent.</summary>
    public double? CpuPctPeak { get; init; }

    /// <summary>SQL Server: the three largest waits of the case, "TYPE=ms;TYPE=ms;TYPE=ms".</summary>
    public string? TopWaits { get; init; }
}
