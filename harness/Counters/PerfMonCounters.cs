namespace Bench.Harness.Counters;

/// <summary>
/// The PerfMon counters a DBA reads while SQL Server creates, grows or restores (sqlserver.md), and how each maps
/// to the sampler's counters: the same names as the Linux sources, so summaries, charts and comparisons need no
/// second vocabulary, with the PerfMon path of each recorded in the manifest.
/// </summary>
public static class PerfMonCounters
{
    /// <summary>PerfMon's disk object.</summary>
    public const string PhysicalDisk = "PhysicalDisk";

    /// <summary>PerfMon's processor object.</summary>
    public const string Processor = "Processor";

    /// <summary>The counters of one PhysicalDisk <paramref name="instance"/> (rates first: the averages require them).</summary>
    public static IReadOnlyList<PerfMonCounter> Disk(string instance) =>
    [
        new(PhysicalDisk, "Disk Read Bytes/sec", instance, "disk.read_mb_s", 1e-6),
        new(PhysicalDisk, "Disk Write Bytes/sec", instance, "disk.write_mb_s", 1e-6),
        new(PhysicalDisk, "Disk Reads/sec", instance, "disk.reads_s", 1),
        new(PhysicalDisk, "Disk Writes/sec", instance, "disk.writes_s", 1),
        new(PhysicalDisk, "Avg. Disk Bytes/Read", instance, "disk.avg_read_bytes", 1, "disk.reads_s"),
        new(PhysicalDisk, "Avg. Disk Bytes/Write", instance, "disk.avg_write_bytes", 1, "disk.writes_s"),
        new(PhysicalDisk, "Avg. Disk sec/Read", instance, "disk.read_latency_ms", 1000, "disk.reads_s"),
        new(PhysicalDisk, "Avg. Disk sec/Write", instance, "disk.write_latency_ms", 1000, "disk.writes_s"),
        new(PhysicalDisk, "Current Disk Queue Length", instance, "disk.in_flight", 1),
    ];

    /// <summary>The machine's CPU: \Processor(_Total)\% Processor Time.</summary>
    public static IReadOnlyList<PerfMonCounter> Cpu { get; } = [new(Processor, "% Processor Time", "_Total", "cpu.pct", 1)];

    /// <summary>
    /// Adds one reading's values (PerfMon's own, <paramref name="values"/>[i] for <paramref name="counters"/>[i]) to
    /// <paramref name="batch"/> under the sampler's names; the disk's rates over the <paramref name="seconds"/> also
    /// give the interval's totals the case summary adds up, and % Processor Time the machine CPU.
    /// </summary>
    public static void Apply(IReadOnlyList<PerfMonCounter> counters, ReadOnlySpan<float> values, double seconds, SampleBatch batch)
    {
        ArgumentNullException.ThrowIfNull(counters);
        ArgumentNullException.ThrowIfNull(batch);
        var samples = new Dictionary<string, double>(counters.Count, StringComparer.Ordinal);
        for (var i = 0; i < counters.Count; i++)
        {
            var counter = counters[i];
            if (counter.Requires is { } required && !(samples.GetValueOrDefault(required) > 0))
            {
                continue;
            }

            var value = values[i] * counter.Scale;
            samples[counter.Sample] = value;
            batch.Add(counter.Sample, value);
        }

        if (samples.TryGetValue("cpu.pct", out var cpu))
        {
            batch.CpuPct = cpu;
        }

        if (samples.TryGetValue("disk.write_mb_s", out var writeMbS) && samples.TryGetValue("disk.read_mb_s", out var readMbS))
        {
            var reads = samples.GetValueOrDefault("disk.reads_s") * seconds;
            var writes = samples.GetValueOrDefault("disk.writes_s") * seconds;
            batch.Disk = new DiskDelta(
                seconds,
                Whole(readMbS * 1e6 * seconds),
                Whole(writeMbS * 1e6 * seconds),
                Whole(reads),
                Whole(writes),
                Whole(samples.GetValueOrDefault("disk.read_latency_ms") * reads),
                Whole(samples.GetValueOrDefault("disk.write_latency_ms") * writes),
                Whole(samples.GetValueOrDefault("disk.in_flight")));
        }
    }

    private static ulong Whole(double value) => value > 0 ? (ulong)Math.Round(value) : 0;
}
