namespace Bench.Harness.Counters;

/// <summary>
/// The block device a file system sits on and the disks that really receive its writes: a plain disk is its own
/// member; a partition's member is its disk; a device-mapper (LVM, dm-crypt) or md (software RAID) volume's
/// members are the disks under it, followed through every layer.
/// </summary>
/// <param name="Device">The device holding the file system (its /proc/diskstats line counts what the file system asked for).</param>
/// <param name="Kind">disk, partition, dm or md.</param>
/// <param name="Members">The whole disks underneath (RAID 1 writes each of them; a stripe set splits across them).</param>
public sealed record BlockVolume(BlockDeviceName Device, string Kind, IReadOnlyList<BlockDeviceName> Members)
{
    /// <summary>Whether the members are anything but the device itself.</summary>
    public bool HasOtherMembers => Members.Count != 1 || Members[0] != Device;
}
