using Bench.Scenarios;

namespace Bench.Harness.Volume;

/// <summary>
/// What the volume and the processor do per unit of work, measured (the run's baseline and a short probe): the model
/// that turns a case's planned <see cref="CaseWork"/> into time. A flow of n requests of s bytes, d at once, takes
/// max(bytes / bandwidth, n x (latency + s / bandwidth) / d, and for reads n / small requests per second), plus a flush
/// round trip per request where each is flushed. The read ceiling bounds a restore reading its backups in many small
/// requests (e.g. a 512-byte BLOCKSIZE), which the processor's system calls limit long before the device's queue; it is
/// measured with 8 or more workers, so for deeper flows it is a conservative bound. Writes are not held to it (it is
/// measured with reads): a backup writing a small BLOCKSIZE is still forecast short;
/// flows of one step share the bandwidth and run beside the codec on every core; a file's deletion costs time per GB.
/// </summary>
/// <param name="WriteMbS">Sequential write bandwidth, MB/s (10^6 bytes), large requests with several in flight.</param>
/// <param name="ReadMbS">Sequential read bandwidth, MB/s.</param>
/// <param name="WriteLatencyMs">What a write request costs beyond its bytes at the bandwidth, when it is alone in flight.</param>
/// <param name="ReadLatencyMs">What a read request costs beyond its bytes at the bandwidth, when it is alone in flight.</param>
/// <param name="FlushMs">A flush that waits for the device, after a small write.</param>
/// <param name="AllocateMs">Allocating a region without writing it (fallocate, SetFileValidData), with its flush.</param>
/// <param name="DeleteMsPerGb">Deleting files, per 10^9 written bytes they held (the file system freeing, and trimming, their blocks).</param>
/// <param name="CompressMbS">The codec's compression on one core, MB/s of data.</param>
/// <param name="DecompressMbS">The codec's decompression on one core, MB/s of data produced.</param>
/// <param name="Cores">Cores the codec runs on.</param>
/// <param name="Source">Where the figures come from, in words (the run's baseline, or a probe of so many MB).</param>
public sealed record VolumeRates(
    double WriteMbS,
    double ReadMbS,
    double WriteLatencyMs,
    double ReadLatencyMs,
    double FlushMs,
    double AllocateMs,
    double DeleteMsPerGb,
    double CompressMbS,
    double DecompressMbS,
    int Cores,
    string Source)
{
    /// <summary>
    /// Small requests (4 KB reads) the volume and the processor serve per second with several workers at once, each
    /// waiting for its own: the ceiling of a read flow of many small requests (conservative for flows deeper than the probe's
    /// workers); 0: not measured (no ceiling).
    /// </summary>
    public double SmallRequestsPerSecond { get; init; }

    /// <summary>Seconds a flow takes alone on the volume.</summary>
    public double Seconds(IoFlow flow)
    {
        ArgumentNullException.ThrowIfNull(flow);
        if (flow.Bytes <= 0)
        {
            return 0;
        }

        var bandwidth = Bandwidth(flow.Write);
        var latency = (flow.Write ? WriteLatencyMs : ReadLatencyMs) / 1000;
        var requests = Math.Ceiling((double)flow.Bytes / Math.Max(1, flow.RequestBytes));
        var serviced = requests * (latency + (Math.Min(flow.RequestBytes, flow.Bytes) / bandwidth)) / Math.Max(1, flow.Depth);
        var flushes = flow.FlushEach ? requests * FlushMs / 1000 : 0;
        var ceiling = !flow.Write && SmallRequestsPerSecond > 0 ? requests / SmallRequestsPerSecond : 0;
        return Math.Max(Math.Max(flow.Bytes / bandwidth, serviced), ceiling) + flushes;
    }

    /// <summary>
    /// Seconds a step takes: its flows at once (the slowest, or all of them sharing the bandwidth; a step that
    /// <see cref="WorkStep.EndsWithFirst"/> the fastest, the others moving their share of their bytes by then), beside its
    /// codec work, then its allocations.
    /// </summary>
    public double Seconds(WorkStep step)
    {
        ArgumentNullException.ThrowIfNull(step);
        var alone = step.Streams.Select(Seconds).ToList();
        var slowest = alone.DefaultIfEmpty().Max();
        var shared = step.Streams.Sum(f => f.Bytes / Bandwidth(f.Write));
        if (step.EndsWithFirst && alone.Count > 0)
        {
            slowest = alone.Min();
            var end = slowest;
            shared = step.Streams.Select((f, i) => f.Bytes * (alone[i] > end ? end / alone[i] : 1) / Bandwidth(f.Write)).Sum();
        }

        var codec = (step.CompressBytes / 1e6 / (CompressMbS * Cores)) + (step.DecompressBytes / 1e6 / (DecompressMbS * Cores));
        return Math.Max(Math.Max(slowest, shared), codec) + (step.Allocations * AllocateMs / 1000);
    }

    /// <summary>
    /// Seconds a case's steps take, one after the other, with the flows beside them (its deletion apart:
    /// <see cref="DeleteSeconds"/>): the longer of the steps and the flows beside them each on their own, and never less
    /// than every byte of both at the volume's bandwidth, which they share.
    /// </summary>
    public double Seconds(CaseWork work)
    {
        ArgumentNullException.ThrowIfNull(work);
        var steps = work.Steps.Sum(Seconds);
        if (work.Beside.Count == 0)
        {
            return steps;
        }

        var beside = Seconds(new WorkStep(work.Beside));
        var shared = work.Flows.Sum(f => f.Bytes / Bandwidth(f.Write));
        return Math.Max(Math.Max(steps, beside), shared);
    }

    /// <summary>Seconds the deletion of a case's (or a fixture's) files takes.</summary>
    public double DeleteSeconds(CaseWork work)
    {
        ArgumentNullException.ThrowIfNull(work);
        return work.DeletedBytes / 1e9 * DeleteMsPerGb / 1000;
    }

    private double Bandwidth(bool write) => Math.Max(1, write ? WriteMbS : ReadMbS) * 1e6;
}
