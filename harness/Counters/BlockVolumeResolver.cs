using System.Globalization;

namespace Bench.Harness.Counters;

/// <summary>
/// Follows sysfs from a device number to a <see cref="BlockVolume"/>: /sys/dev/block/M:m names the device; a
/// "partition" file marks a partition (its disk is the parent directory); "dm" and "md" directories mark
/// device-mapper and md volumes, whose "slaves" are followed down to whole disks.
/// </summary>
public sealed class BlockVolumeResolver(string sysRoot = "/sys")
{
    /// <summary>Resolves device <paramref name="deviceNumber"/> ("major:minor"); null when sysfs does not know it as a block device.</summary>
    public BlockVolume? Resolve(string deviceNumber)
    {
        ArgumentNullException.ThrowIfNull(deviceNumber);
        var directory = DeviceDirectory(Path.Combine(sysRoot, "dev", "block", deviceNumber));
        return directory is null ? null : Describe(directory);
    }

    /// <summary>Resolves a device by kernel name (sda1, dm-0); null when sysfs has no such block device.</summary>
    public BlockVolume? ResolveName(string name)
    {
        ArgumentNullException.ThrowIfNull(name);
        var directory = DeviceDirectory(Path.Combine(sysRoot, "class", "block", name));
        return directory is null ? null : Describe(directory);
    }

    private static BlockVolume? Describe(string directory)
    {
        if (Name(directory) is not { } device)
        {
            return null;
        }

        var kind = File.Exists(Path.Combine(directory, "partition")) ? "partition"
            : Directory.Exists(Path.Combine(directory, "dm")) ? "dm"
            : Directory.Exists(Path.Combine(directory, "md")) ? "md"
            : "disk";
        var members = new List<BlockDeviceName>();
        Collect(directory, members, depth: 0);
        return new BlockVolume(device, kind, members.Count == 0 ? [device] : members.Distinct().ToList());
    }

    /// <summary>Adds the whole disks under <paramref name="directory"/>.</summary>
    private static void Collect(string directory, List<BlockDeviceName> into, int depth)
    {
        if (depth > 16)
        {
            return;
        }

        if (File.Exists(Path.Combine(directory, "partition")))
        {
            if (Name(Path.GetDirectoryName(directory)!) is { } disk)
            {
                into.Add(disk);
            }

            return;
        }

        var slaves = Path.Combine(directory, "slaves");
        var below = Directory.Exists(slaves) ? Directory.GetFileSystemEntries(slaves).Order(StringComparer.Ordinal).ToList() : [];
        if (below.Count == 0)
        {
            if (Name(directory) is { } self)
            {
                into.Add(self);
            }

            return;
        }

        foreach (var slave in below)
        {
            if (DeviceDirectory(slave) is { } next)
            {
                Collect(next, into, depth + 1);
            }
        }
    }

    private static string? DeviceDirectory(string link)
    {
        if (!Directory.Exists(link))
        {
            return null;
        }

        var target = new DirectoryInfo(link).ResolveLinkTarget(returnFinalTarget: true);
        return target?.FullName ?? Path.GetFullPath(link);
    }

    private static BlockDeviceName? Name(string directory)
    {
        var dev = Path.Combine(directory, "dev");
        if (!File.Exists(dev))
        {
            return null;
        }

        var parts = File.ReadAllText(dev).Trim().Split(':');
        return parts.Length == 2
            && int.TryParse(parts[0], NumberStyles.None, CultureInfo.InvariantCulture, out var major)
            && int.TryParse(parts[1], NumberStyles.None, CultureInfo.InvariantCulture, out var minor)
            ? new BlockDeviceName(Path.GetFileName(directory), major, minor)
            : null;
    }
}
