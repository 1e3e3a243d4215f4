namespace Bench.Harness.Counters;

/// <summary>
/// What one reading of every source gave: the named values that go to samples.csv, and the figures a case's
/// summary is built from. Reused from sample to sample.
/// </summary>
public sealed class SampleBatch
{
    private readonly List<(string Counter, double Value)> values = new(64);

    /// <summary>The named values, in the order the sources added them.</summary>
    public IReadOnlyList<(string Counter, double Value)> Values => values;

    /// <summary>What the volume's device did in the interval; null when not measured.</summary>
    public DiskDelta? Disk { get; set; }

    /// <summary>Set when the volume's device was not in /proc/diskstats at this reading.</summary>
    public bool DiskMissing { get; set; }

    /// <summary>Machine CPU busy per cent in the interval; null when not measured.</summary>
    public double? CpuPct { get; set; }

    /// <summary>Adds a named value.</summary>
    public void Add(string counter, double value) => values.Add((counter, value));

    /// <summary>Empties the batch for the next reading.</summary>
    public void Clear()
    {
        values.Clear();
        Disk = null;
        DiskMissing = false;
        CpuPct = null;
    }
}
