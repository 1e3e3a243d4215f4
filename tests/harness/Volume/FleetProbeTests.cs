using Bench.Harness.Volume;
using Bench.Results.Manifest;

namespace Bench.Harness.Tests.Volume;

public sealed class FleetProbeTests
{
    [Fact]
    public void The_machine_id_is_a_stable_hash_that_never_shows_the_systems_own_id()
    {
        var (id, source) = MachineIdProbe.Describe();

        Assert.Equal(id, MachineIdProbe.Describe().Id);
        Assert.Matches("^[0-9a-f]{32}$", id);
        if (File.Exists("/etc/machine-id"))
        {
            var raw = File.ReadAllText("/etc/machine-id").Trim();
            Assert.Equal("/etc/machine-id (hashed)", source);
            Assert.Equal(MachineIdProbe.Hash("bench:" + raw), id);
            Assert.DoesNotContain(raw, id, StringComparison.Ordinal);
        }
        else
        {
            Assert.StartsWith("fallback: the host name", source, StringComparison.Ordinal);
        }
    }

    [Fact]
    public void A_volume_without_a_block_device_falls_back_to_machine_device_and_mount_and_says_why()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "Windows asks the volume GUID of the mount point instead");
        var volume = new VolumeInfo("/data", "/data", "overlay", "overlay", 4096, 512, null, null, null, null, null, null, []) { DeviceNumber = "0:52" };

        var (id, source) = VolumeIdProbe.Describe(volume, "m1");

        Assert.Equal("m1:0:52:/data", id);
        Assert.Equal("fallback: machine id, device number and mount point, because the volume's device (overlay) is not a block device", source);
    }

    [Fact]
    public void The_fleet_section_names_the_host_the_fleet_and_the_matrix()
    {
        var volume = new VolumeInfo("/data", "/", "/dev/vda", "ext4", 4096, 512, null, null, null, null, null, null, []);

        var fleet = FleetProbe.Describe(volume, ["a/x=1"], 2, "prod");

        Assert.Equal((Environment.MachineName, "prod", MatrixHash.Of(["a/x=1"], 2)), (fleet.Host, fleet.Fleet, fleet.MatrixHash));
        Assert.False(string.IsNullOrEmpty(fleet.VolumeIdSource));
    }
}
