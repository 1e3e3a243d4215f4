using System.Globalization;
using Bench.Results.Samples;

namespace Bench.Harness.Counters;

/// <summary>
/// Builds one case's <see cref="CounterSummary"/>: totals from every reading, boundaries included (so they cover
/// the case from its first instant to its last), means and peaks from the interval samples only (a partial last
/// interval would make a peak out of a few milliseconds).
/// </summary>
public sealed class CaseAccumulator
{
    private readonly Stat write = new();
    private readonly Stat read = new();
    private readonly Stat cpu = new();
    private DiskDelta? total;
    private bool diskMissing;
    private int samples;

    /// <summary>Adds a reading at the case's end (or any reading that is not an interval sample): totals only.</summary>
    public void AddBoundary(SampleBatch batch)
    {
        ArgumentNullException.ThrowIfNull(batch);
        AddTotals(batch);
    }

    /// <summary>Adds an interval sample.</summary>
    public void AddSample(SampleBatch batch)
    {
        ArgumentNullException.ThrowIfNull(batch);
        AddTotals(batch);
        samples++;
        if (batch.Disk is { } disk)
        {
            write.Add(disk.WriteMbS);
            read.Add(disk.ReadMbS);
        }

        if (batch.CpuPct is { } pct)
        {
            cpu.Add(pct);
        }
    }

    /// <summary>The case's summary.</summary>
    /// <param name="intervalMs">The sample interval.</param>
    /// <param name="noDisk">Why the disk was not sampled at all; null when it was.</param>
    public CounterSummary Summarize(int intervalMs, string? noDisk)
    {
        var notes = new List<string>();
        if (samples == 0)
        {
            notes.Add(string.Create(CultureInfo.InvariantCulture, $"shorter than one {intervalMs} ms interval: no samples, so no means or peaks"));
        }

        if (noDisk is not null)
        {
            notes.Add(noDisk);
        }
        else if (diskMissing)
        {
            notes.Add("the device left /proc/diskstats during the case: disk totals unknown");
        }

        var disk = noDisk is null && !diskMissing ? total : null;
        return new CounterSummary
        {
            Samples = samples,
            SamplesNote = notes.Count == 0 ? null : string.Join("; ", notes),
            DiskWriteBytes = disk is { } w ? (long)w.WriteBytes : null,
            DiskReadBytes = disk is { } r ? (long)r.ReadBytes : null,
            DiskWriteMbSMean = Round(write.Mean, 1),
            DiskWriteMbSPeak = Round(write.Max, 1),
            DiskReadMbSMean = Round(read.Mean, 1),
            DiskReadMbSPeak = Round(read.Max, 1),
            DiskAvgWriteBytes = Round(disk?.AvgWriteBytes, 0),
            DiskAvgReadBytes = Round(disk?.AvgReadBytes, 0),
            CpuPctMean = Round(cpu.Mean, 1),
            CpuPctPeak = Round(cpu.Max, 1),
        };
    }

    private void AddTotals(SampleBatch batch)
    {
        diskMissing |= batch.DiskMissing;
        if (batch.Disk is { } disk)
        {
            total = total is null ? disk with { Seconds = 0 } : total.Value + disk;
        }
    }

    private static double? Round(double? value, int digits) => value is { } v ? Math.Round(v, digits) : null;

    /// <summary>Count, sum and largest of a series.</summary>
    private sealed class Stat
    {
        private int count;
        private double sum;
        private double max = double.MinValue;

        public double? Mean => count == 0 ? null : sum / count;

        public double? Max => count == 0 ? null : max;

        public void Add(double value)
        {
            count++;
            sum += value;
            max = Math.Max(max, value);
        }
    }
}
