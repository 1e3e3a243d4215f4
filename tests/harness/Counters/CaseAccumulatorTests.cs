using Bench.Results.Samples;

namespace Bench.Harness.Tests.Counters;

public sealed class CaseAccumulatorTests
{
    private static SampleBatch Batch(ulong writeBytes, double seconds, ulong writes = 1, double? cpu = null, bool missing = false)
    {
        var batch = new SampleBatch { CpuPct = cpu, DiskMissing = missing };
        if (!missing)
        {
            batch.Disk = new DiskDelta(seconds, ReadBytes: 0, WriteBytes: writeBytes, Reads: 0, Writes: writes, ReadMs: 0, WriteMs: 0, InFlight: 0);
        }

        return batch;
    }

    /// <summary>What a case on a block device sums up to, sampled each second as <paramref name="samples"/> and read once more at its end.</summary>
    private static CounterSummary Summary(SampleBatch[] samples, SampleBatch boundary)
    {
        var case_ = new CaseAccumulator();
        foreach (var sample in samples)
        {
            case_.AddSample(sample);
        }

        case_.AddBoundary(boundary);
        return case_.Summarize(1000, noDisk: null);
    }

    [Fact]
    public void Totals_cover_every_reading_means_and_peaks_only_the_interval_samples()
    {
        var summary = Summary([Batch(100_000_000, 1, writes: 100, cpu: 20), Batch(300_000_000, 1, writes: 300, cpu: 40)], boundary: Batch(1_000_000, 0.001, writes: 1));

        Assert.Equal(2, summary.Samples);
        Assert.Null(summary.SamplesNote);
        Assert.Equal(401_000_000, summary.DiskWriteBytes);
        Assert.Equal(0, summary.DiskReadBytes);
        Assert.Equal(200, summary.DiskWriteMbSMean);
        Assert.Equal(300, summary.DiskWriteMbSPeak);
        Assert.Equal(1_000_000, summary.DiskAvgWriteBytes);
        Assert.Null(summary.DiskAvgReadBytes);
        Assert.Equal(30, summary.CpuPctMean);
        Assert.Equal(40, summary.CpuPctPeak);
    }

    [Fact]
    public void A_case_shorter_than_one_interval_has_no_samples_and_says_so_instead_of_zeros()
    {
        var summary = Summary([], boundary: Batch(1_048_576, 0.004, writes: 2));

        Assert.Equal(0, summary.Samples);
        Assert.Equal("shorter than one 1000 ms interval: no samples, so no means or peaks", summary.SamplesNote);
        Assert.Null(summary.DiskWriteMbSMean);
        Assert.Null(summary.DiskWriteMbSPeak);
        Assert.Null(summary.CpuPctMean);
        Assert.Equal(1_048_576, summary.DiskWriteBytes);
        Assert.Equal(524_288, summary.DiskAvgWriteBytes);
    }

    [Fact]
    public void A_device_that_went_missing_leaves_the_totals_unknown()
    {
        var summary = Summary([Batch(100_000_000, 1, cpu: 10), Batch(0, 1, missing: true, cpu: 10)], boundary: Batch(5, 0.1));

        Assert.Null(summary.DiskWriteBytes);
        Assert.Contains("left /proc/diskstats", summary.SamplesNote, StringComparison.Ordinal);
        Assert.Equal(100, summary.DiskWriteMbSPeak);
    }

    [Fact]
    public void Without_a_block_device_the_disk_columns_stay_empty_with_the_reason()
    {
        var case_ = new CaseAccumulator();
        case_.AddSample(new SampleBatch { CpuPct = 50 });

        var summary = case_.Summarize(100, noDisk: "tmpfs has no block device: disk counters not sampled");

        Assert.Null(summary.DiskWriteBytes);
        Assert.Null(summary.DiskWriteMbSMean);
        Assert.Equal(50, summary.CpuPctMean);
        Assert.Equal("tmpfs has no block device: disk counters not sampled", summary.SamplesNote);
    }
}
