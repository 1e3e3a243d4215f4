namespace Bench.Harness.Tests.Counters;

public sealed class DiskStatsTests
{
    /// <summary>The counters of device <paramref name="major"/>:<paramref name="minor"/> in <paramref name="snapshot"/>, checked to be found.</summary>
    private static DiskCounters Found(string snapshot, int major, int minor)
    {
        Assert.True(DiskStats.TryFind(Snapshots.Bytes(snapshot), major, minor, out var counters));
        return counters;
    }

    [Fact]
    public void A_plain_disk_line_gives_its_reads_writes_sectors_times_and_in_flight() =>
        Assert.Equal(new DiskCounters(405716, 273137530, 757209, 1084168, 883800328, 2607979, 0), Found(Snapshots.PlainDisk, 254, 0));

    [Fact]
    public void A_partition_is_found_by_its_own_number_not_its_disks()
    {
        var p2 = Found(Snapshots.Partitioned, 259, 2);

        Assert.Equal(2912996UL, p2.Writes);
        Assert.Equal(301224560UL, p2.WriteSectors);
        Assert.Equal(3UL, p2.InFlight);
    }

    [Fact]
    public void A_device_mapper_volume_on_an_old_kernel_with_fourteen_fields_parses() =>
        Assert.Equal(new DiskCounters(901711, 62210010, 1301223, 3322110, 209987232, 15022110, 2), Found(Snapshots.DeviceMapper, 253, 0));

    [Fact]
    public void A_device_not_in_the_file_is_not_found()
    {
        Assert.False(DiskStats.TryFind(Snapshots.Bytes(Snapshots.PlainDisk), 8, 0, out _));
        Assert.False(DiskStats.TryFind(Snapshots.Bytes(Snapshots.Without(Snapshots.PlainDisk, "vda")), 254, 0, out _));
        Assert.False(DiskStats.TryFind([], 254, 0, out _));
    }

    [Fact]
    public void A_truncated_line_is_not_taken_for_counters()
    {
        Assert.False(DiskStats.TryFind(Snapshots.Bytes(" 254 0 vda 405716 31233 273137530\n"), 254, 0, out _));
    }

    [Fact]
    public void Every_line_is_listed_with_its_name_and_number()
    {
        var all = DiskStats.ParseAll(Snapshots.Bytes(Snapshots.Md));

        Assert.Equal(["sdb", "sdb1", "sdc", "sdc1", "md0"], all.Select(d => d.Name));
        Assert.Equal((9, 0), (all[4].Major, all[4].Minor));
    }
}
