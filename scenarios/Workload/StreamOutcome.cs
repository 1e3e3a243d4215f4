namespace Bench.Scenarios.Workload;

/// <summary>One I/O stream of a workload: what it moved, in how many operations, in how long.</summary>
/// <param name="Bytes">Bytes moved.</param>
/// <param name="Operations">Requests completed.</param>
/// <param name="Ms">Time from the stream's first request to its last completion.</param>
public sealed record StreamOutcome(long Bytes, long Operations, double Ms)
{
    /// <summary>MB/s (10^6 bytes).</summary>
    public double MbS => Ms > 0 ? Bytes / 1e6 / (Ms / 1000) : 0;

    /// <summary>Operations per second.</summary>
    public double PerS => Ms > 0 ? Operations / (Ms / 1000) : 0;
}
