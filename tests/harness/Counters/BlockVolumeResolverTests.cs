namespace Bench.Harness.Tests.Counters;

/// <summary>A sysfs tree built in a temporary directory: devices, /sys/dev/block and /sys/class/block links, slaves.</summary>
public sealed class BlockVolumeResolverTests : TempDirectoryTest
{
    public BlockVolumeResolverTests()
    {
        Device("devices/pci/block/sda", "8:0");
        Device("devices/pci/block/sda/sda1", "8:1", partition: true);
        Device("devices/pci/block/sda/sda2", "8:2", partition: true);
        Device("devices/pci/block/sdb", "8:16");
        Device("devices/pci/block/sdb/sdb1", "8:17", partition: true);
        Device("devices/pci/block/sdc", "8:32");
        Device("devices/pci/block/sdc/sdc1", "8:33", partition: true);
        Device("devices/virtual/block/dm-0", "253:0", marker: "dm", slaves: ["devices/pci/block/sda/sda2"]);
        Device("devices/virtual/block/md0", "9:0", marker: "md", slaves: ["devices/pci/block/sdb/sdb1", "devices/pci/block/sdc/sdc1"]);
        Device("devices/virtual/block/dm-1", "253:1", marker: "dm", slaves: ["devices/virtual/block/md0"]);
    }

    private BlockVolumeResolver Resolver => new(Temp.Path);

    private void Device(string path, string number, bool partition = false, string? marker = null, string[]? slaves = null)
    {
        Directory.CreateDirectory(Temp[path]);
        File.WriteAllText(Temp[$"{path}/dev"], number + "\n");
        if (partition)
        {
            File.WriteAllText(Temp[$"{path}/partition"], "1\n");
        }

        if (marker is not null)
        {
            Directory.CreateDirectory(Temp[$"{path}/{marker}"]);
        }

        Directory.CreateDirectory(Temp[$"{path}/slaves"]);
        foreach (var slave in slaves ?? [])
        {
            Directory.CreateSymbolicLink(Temp[$"{path}/slaves/{Path.GetFileName(slave)}"], Temp[slave]);
        }

        Directory.CreateDirectory(Temp["dev/block"]);
        Directory.CreateDirectory(Temp["class/block"]);
        Directory.CreateSymbolicLink(Temp[$"dev/block/{number}"], Path.Combine("..", "..", path));
        Directory.CreateSymbolicLink(Temp[$"class/block/{Path.GetFileName(path)}"], Path.Combine("..", "..", path));
    }

    [Fact]
    public void A_whole_disk_is_its_own_member()
    {
        var volume = Resolver.Resolve("8:0")!;

        Assert.Equal(new BlockDeviceName("sda", 8, 0), volume.Device);
        Assert.Equal("disk", volume.Kind);
        Assert.False(volume.HasOtherMembers);
    }

    [Fact]
    public void A_partition_resolves_to_its_disk()
    {
        var volume = Resolver.Resolve("8:2")!;

        Assert.Equal("sda2", volume.Device.Name);
        Assert.Equal("partition", volume.Kind);
        Assert.Equal([new BlockDeviceName("sda", 8, 0)], volume.Members);
    }

    [Fact]
    public void A_device_mapper_volume_resolves_through_its_partition_to_the_disk()
    {
        var volume = Resolver.Resolve("253:0")!;

        Assert.Equal("dm-0", volume.Device.Name);
        Assert.Equal("dm", volume.Kind);
        Assert.Equal(["sda"], volume.Members.Select(m => m.Name));
    }

    [Fact]
    public void An_md_mirror_resolves_to_both_disks()
    {
        var volume = Resolver.Resolve("9:0")!;

        Assert.Equal("md", volume.Kind);
        Assert.Equal(["sdb", "sdc"], volume.Members.Select(m => m.Name));
    }

    [Fact]
    public void Device_mapper_on_md_is_followed_through_every_layer()
    {
        Assert.Equal(["sdb", "sdc"], Resolver.ResolveName("dm-1")!.Members.Select(m => m.Name));
    }

    [Fact]
    public void A_number_sysfs_does_not_know_resolves_to_nothing()
    {
        Assert.Null(Resolver.Resolve("0:45"));
        Assert.Null(Resolver.ResolveName("nbd9"));
    }
}
