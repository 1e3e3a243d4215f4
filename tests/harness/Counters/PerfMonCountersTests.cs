namespace Bench.Harness.Tests.Counters;

/// <summary>PerfMon's counters, by the names DBAs know, become the sampler's counters.</summary>
public sealed class PerfMonCountersTests
{
    private static readonly IReadOnlyList<PerfMonCounter> Disk0 = PerfMonCounters.Disk("0 C:");

    private static double Value(SampleBatch batch, string counter) => Assert.Single(batch.Values, v => v.Counter == counter).Value;

    [Fact]
    public void The_disk_counters_are_PerfMons_PhysicalDisk_counters_of_the_instance()
    {
        Assert.Equal(
            [
                @"\PhysicalDisk(0 C:)\Disk Read Bytes/sec", @"\PhysicalDisk(0 C:)\Disk Write Bytes/sec",
                @"\PhysicalDisk(0 C:)\Disk Reads/sec", @"\PhysicalDisk(0 C:)\Disk Writes/sec",
                @"\PhysicalDisk(0 C:)\Avg. Disk Bytes/Read", @"\PhysicalDisk(0 C:)\Avg. Disk Bytes/Write",
                @"\PhysicalDisk(0 C:)\Avg. Disk sec/Read", @"\PhysicalDisk(0 C:)\Avg. Disk sec/Write",
                @"\PhysicalDisk(0 C:)\Current Disk Queue Length",
            ],
            Disk0.Select(c => c.Path));
        Assert.Equal(@"\Processor(_Total)\% Processor Time", Assert.Single(PerfMonCounters.Cpu).Path);
    }

    [Fact]
    public void Each_sample_says_which_PerfMon_counter_it_came_from_and_how()
    {
        Assert.Equal(
            [
                @"disk.read_mb_s = \PhysicalDisk(0 C:)\Disk Read Bytes/sec / 10^6",
                @"disk.write_mb_s = \PhysicalDisk(0 C:)\Disk Write Bytes/sec / 10^6",
                @"disk.reads_s = \PhysicalDisk(0 C:)\Disk Reads/sec",
                @"disk.writes_s = \PhysicalDisk(0 C:)\Disk Writes/sec",
                @"disk.avg_read_bytes = \PhysicalDisk(0 C:)\Avg. Disk Bytes/Read",
                @"disk.avg_write_bytes = \PhysicalDisk(0 C:)\Avg. Disk Bytes/Write",
                @"disk.read_latency_ms = \PhysicalDisk(0 C:)\Avg. Disk sec/Read x 1000",
                @"disk.write_latency_ms = \PhysicalDisk(0 C:)\Avg. Disk sec/Write x 1000",
                @"disk.in_flight = \PhysicalDisk(0 C:)\Current Disk Queue Length",
            ],
            Disk0.Select(c => c.Mapping));
    }

    [Fact]
    public void A_second_of_4_MB_zeroing_writes_maps_to_the_sampler_names_and_the_intervals_totals()
    {
        // 400 MB/s in 100 writes of 4 MB, 8 ms each, 3 queued; nothing read.
        float[] values = [0, 400e6f, 0, 100, 0, 4e6f, 0, 0.008f, 3];
        var batch = new SampleBatch();

        PerfMonCounters.Apply(Disk0, values, 0.5, batch);

        Assert.Equal(400, Value(batch, "disk.write_mb_s"), 3);
        Assert.Equal(100, Value(batch, "disk.writes_s"));
        Assert.Equal(4e6, Value(batch, "disk.avg_write_bytes"));
        Assert.Equal(8, Value(batch, "disk.write_latency_ms"), 3);
        Assert.Equal(3, Value(batch, "disk.in_flight"));
        Assert.Equal(0, Value(batch, "disk.read_mb_s"));
        Assert.DoesNotContain(batch.Values, v => v.Counter is "disk.avg_read_bytes" or "disk.read_latency_ms");
        Assert.Equal(new DiskDelta(0.5, 0, 200_000_000, 0, 50, 0, 400, 3), batch.Disk);
        Assert.Null(batch.CpuPct);
    }

    [Fact]
    public void Processor_time_is_the_machine_CPU()
    {
        var batch = new SampleBatch();

        PerfMonCounters.Apply(PerfMonCounters.Cpu, [37.5f], 1, batch);

        Assert.Equal(37.5, batch.CpuPct);
        Assert.Equal(("cpu.pct", 37.5), Assert.Single(batch.Values));
        Assert.Null(batch.Disk);
    }
}
