namespace Bench.Harness.Tests.Counters;

/// <summary>The data directory's volume, found among PerfMon's PhysicalDisk instances ("disk number" then its drive letters).</summary>
public sealed class PhysicalDiskInstanceTests
{
    private static readonly string[] Instances = ["0 C:", "1 D: E:", "2", "_Total"];

    [Theory]
    [InlineData("0", @"C:\", "0 C:")]
    [InlineData("1", @"E:\", "1 D: E:")]
    [InlineData("2", @"D:\mounts\data\", "2")]
    public void The_disk_number_finds_its_instance(string disk, string mountPoint, string instance) =>
        Assert.Equal((instance, null), PhysicalDiskInstance.Resolve(Instances, disk, mountPoint));

    [Theory]
    [InlineData(@"C:\", "0 C:")]
    [InlineData(@"e:\", "1 D: E:")]
    public void Without_a_disk_number_the_drive_letter_finds_it(string mountPoint, string instance) =>
        Assert.Equal((instance, null), PhysicalDiskInstance.Resolve(Instances, null, mountPoint));

    [Fact]
    public void No_fitting_instance_says_what_was_looked_for_among_what()
    {
        var (instance, why) = PhysicalDiskInstance.Resolve(Instances, "7", @"X:\");

        Assert.Null(instance);
        Assert.Equal("no PhysicalDisk instance for disk 7 or X: among: 0 C:, 1 D: E:, 2", why);
    }

    [Fact]
    public void The_total_is_never_taken_for_a_disk() =>
        Assert.Null(PhysicalDiskInstance.Resolve(["_Total"], null, @"C:\").Instance);
}
