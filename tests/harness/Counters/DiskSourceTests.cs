namespace Bench.Harness.Tests.Counters;

/// <summary>The disk source reads a file written like /proc/diskstats, rewritten between readings.</summary>
public sealed class DiskSourceTests : TempDirectoryTest
{
    private static readonly BlockVolume Vda = new(new BlockDeviceName("vda", 254, 0), "disk", [new BlockDeviceName("vda", 254, 0)]);

    private readonly SampleBatch batch = new();

    private string Diskstats(string text)
    {
        File.WriteAllText(Temp["diskstats"], text);
        return Temp["diskstats"];
    }

    private SampleBatch Read(DiskSource source, string text, double seconds = 0.5)
    {
        Diskstats(text);
        batch.Clear();
        source.Read(seconds, batch);
        return batch;
    }

    private static double Value(SampleBatch batch, string counter) => Assert.Single(batch.Values, v => v.Counter == counter).Value;

    [Fact]
    public void The_first_reading_gives_nothing_and_the_next_gives_the_interval()
    {
        using var source = DiskSource.Open(Vda, Diskstats(Snapshots.PlainDisk))!;
        Assert.Empty(Read(source, Snapshots.PlainDisk).Values);

        // 100 writes of 2 MB (4096 sectors each) in half a second, 400 ms spent writing, 3 in flight.
        var later = Snapshots.Advance(Snapshots.PlainDisk, "vda", 0, 0, 0, 0, 100, 0, 409_600, 400, 3);
        var sample = Read(source, later);

        Assert.Equal(209_715_200UL, sample.Disk!.Value.WriteBytes);
        Assert.Equal(419.4304, Value(sample, "disk.write_mb_s"), 6);
        Assert.Equal(200, Value(sample, "disk.writes_s"));
        Assert.Equal(2_097_152, Value(sample, "disk.avg_write_bytes"));
        Assert.Equal(4, Value(sample, "disk.write_latency_ms"));
        Assert.Equal(3, Value(sample, "disk.in_flight"));
        Assert.Equal(0, Value(sample, "disk.read_mb_s"));
        Assert.DoesNotContain(sample.Values, v => v.Counter == "disk.avg_read_bytes");
        Assert.False(sample.DiskMissing);
    }

    [Fact]
    public void A_device_that_disappears_is_reported_missing_and_measured_afresh_when_it_returns()
    {
        using var source = DiskSource.Open(Vda, Diskstats(Snapshots.PlainDisk))!;
        Read(source, Snapshots.PlainDisk);

        var gone = Read(source, Snapshots.Without(Snapshots.PlainDisk, "vda"));
        Assert.True(gone.DiskMissing);
        Assert.Null(gone.Disk);
        Assert.Empty(gone.Values);

        // Back with its counters restarted near zero: a new start, not a wrap of billions of sectors.
        var back = " 254 0 vda 10 0 80 1 20 0 160 2 0 3 3 0 0 0 0 0 0\n";
        var first = Read(source, back);
        Assert.False(first.DiskMissing);
        Assert.Null(first.Disk);

        var next = Read(source, Snapshots.Advance(back, "vda", 0, 0, 0, 0, 10, 0, 2048, 1), seconds: 1);
        Assert.Equal(1_048_576UL, next.Disk!.Value.WriteBytes);
    }

    [Fact]
    public void A_partition_is_measured_with_its_whole_disk_as_the_member()
    {
        var p2 = new BlockDeviceName("nvme0n1p2", 259, 2);
        var volume = new BlockVolume(p2, "partition", [new BlockDeviceName("nvme0n1", 259, 0)]);
        using var source = DiskSource.Open(volume, Diskstats(Snapshots.Partitioned))!;
        Read(source, Snapshots.Partitioned);

        var both = Snapshots.Advance(Snapshots.Advance(Snapshots.Partitioned, "nvme0n1p2", 0, 0, 0, 0, 1, 0, 2048), "nvme0n1", 0, 0, 0, 0, 3, 0, 6144);
        var sample = Read(source, both, seconds: 1);

        Assert.Equal(1.048576, Value(sample, "disk.write_mb_s"), 6);
        Assert.Equal(3.145728, Value(sample, "disk.members.write_mb_s"), 6);
    }

    [Fact]
    public void An_md_mirror_counts_the_writes_of_every_member_disk()
    {
        var volume = new BlockVolume(new BlockDeviceName("md0", 9, 0), "md", [new BlockDeviceName("sdb", 8, 16), new BlockDeviceName("sdc", 8, 32)]);
        using var source = DiskSource.Open(volume, Diskstats(Snapshots.Md))!;
        Read(source, Snapshots.Md);

        var mirrored = Snapshots.Advance(Snapshots.Advance(Snapshots.Advance(Snapshots.Md, "md0", 0, 0, 0, 0, 1, 0, 2048), "sdb", 0, 0, 0, 0, 1, 0, 2048), "sdc", 0, 0, 0, 0, 1, 0, 2048);
        var sample = Read(source, mirrored, seconds: 1);

        Assert.Equal(1.048576, Value(sample, "disk.write_mb_s"), 6);
        Assert.Equal(2.097152, Value(sample, "disk.members.write_mb_s"), 6);
    }

    [Fact]
    public void The_device_under_the_test_directory_is_read_from_the_real_proc_diskstats()
    {
        var described = Bench.Harness.Volume.VolumeProbe.Describe(Temp.Path, probeIo: false);
        var volume = described.DeviceNumber is { } number ? new BlockVolumeResolver().Resolve(number) : null;
        Assert.SkipWhen(volume is null, $"the test directory is on {described.FileSystem ?? "an unknown file system"} with no block device under it");
        using var source = DiskSource.Open(volume!)!;
        source.Read(0, batch);
        File.WriteAllBytes(Temp["written"], new byte[1 << 20]);
        batch.Clear();
        source.Read(1, batch);

        Assert.NotNull(batch.Disk);
        Assert.Contains(batch.Values, v => v.Counter == "disk.write_mb_s");
    }
}
