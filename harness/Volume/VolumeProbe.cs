using System.Globalization;
using Bench.Harness.Native;
using Bench.Results.Manifest;

namespace Bench.Harness.Volume;

/// <summary>
/// Finds out what the volume under a directory is: mount, device, file system, allocation unit, logical block
/// size, rotational or not, model, space, and (when asked) whether it takes direct I/O and allocation without
/// writing. Linux reads /proc/self/mountinfo, statvfs(3) and /sys/dev/block; Windows asks the volume
/// (<see cref="WindowsVolumeProbe"/>); elsewhere DriveInfo.
/// </summary>
public static class VolumeProbe
{
    /// <summary>Describes the volume holding <paramref name="path"/> (or its nearest existing parent).</summary>
    /// <param name="path">The data directory.</param>
    /// <param name="probeIo">Create, write and delete a small harness-owned file to test direct I/O and fallocate.</param>
    public static VolumeInfo Describe(string path, bool probeIo)
    {
        ArgumentNullException.ThrowIfNull(path);
        var full = Path.GetFullPath(path);
        var existing = NearestExisting(full);
        var notes = new List<string>();
        if (existing != full)
        {
            notes.Add($"{full} does not exist yet; described {existing}");
        }

        var info = OperatingSystem.IsLinux() ? DescribeLinux(full, existing, notes)
            : OperatingSystem.IsWindows() ? WindowsVolumeProbe.Describe(full, existing)
            : DescribeOther(full, existing, notes);
        notes.AddRange(info.Notes);
        if (probeIo)
        {
            var (direct, fallocate) = ProbeIo(existing, notes);
            info = info with { DirectIo = direct, Fallocate = fallocate };
        }

        return info with { Notes = notes };
    }

    /// <summary>statvfs(3)'s ST_RDONLY: the file system is mounted read-only.</summary>
    private const ulong ReadOnlyFlag = 1;

    private static VolumeInfo DescribeLinux(string full, string existing, List<string> notes)
    {
        var mount = MountInfo.Find(existing);
        long? unit = null, total = null, free = null;
        bool? readOnly = null;
        if (LinuxIo.TryStatVfs(existing, out var vfs))
        {
            readOnly = (vfs.Flags & ReadOnlyFlag) != 0;
            unit = (long)vfs.BlockSize;
            total = (long)(vfs.Blocks * vfs.FragmentSize);
            free = (long)(vfs.BlocksAvailable * vfs.FragmentSize);
        }
        else
        {
            notes.Add($"statvfs failed: {LinuxIo.LastError()}");
        }

        if (mount?.FileSystem is "tmpfs" or "ramfs")
        {
            notes.Add($"{mount.FileSystem} keeps files in memory: its figures are memory bandwidth, not storage");
        }

        var device = mount is null ? null : BlockDevice.Find(mount.DeviceNumber);
        if (mount is not null && device is null)
        {
            notes.Add($"{mount.Source} ({mount.DeviceNumber}) is not a block device: rotational, model and block size unknown");
        }

        return new VolumeInfo(
            full, mount?.MountPoint, mount?.Source, mount?.FileSystem, unit, device?.LogicalBlockBytes,
            device?.Rotational, device?.Model, total, free, null, null, [])
        {
            DeviceNumber = mount?.DeviceNumber,
            PhysicalSectorBytes = device?.PhysicalBlockBytes,
            ReadOnly = readOnly,
        };
    }

    private static VolumeInfo DescribeOther(string full, string existing, List<string> notes)
    {
        var drive = new DriveInfo(existing);
        notes.Add("allocation unit, device model and rotational are probed on Linux only in this version");
        return new VolumeInfo(
            full, drive.RootDirectory.FullName, drive.Name, drive.DriveFormat, null, null, null, null,
            drive.TotalSize, drive.AvailableFreeSpace, null, null, []);
    }

    private static (bool? Direct, bool? Fallocate) ProbeIo(string directory, List<string> notes)
    {
        var path = Path.Combine(directory, $".bench-probe-{Guid.NewGuid():N}");
        try
        {
            using var file = DirectFile.Create(path, preferDirect: true);
            var allocated = file.TryAllocate(0, 1 << 20, out var reason);
            if (!allocated)
            {
                notes.Add(reason);
            }

            if (file.Sectors is { } sectors)
            {
                notes.Add($"unbuffered I/O: {sectors.Note}");
            }

            if (!file.Direct)
            {
                notes.Add("the file system refuses direct I/O: the native target writes buffered and flushes (fsync) instead");
            }

            return (file.Direct, allocated);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            notes.Add($"cannot write a probe file in {directory}: {e.Message}");
            return (null, null);
        }
        finally
        {
            File.Delete(path);
        }
    }

    private static string NearestExisting(string path)
    {
        var current = path;
        while (!Directory.Exists(current) && Path.GetDirectoryName(current) is { } parent)
        {
            current = parent;
        }

        return current;
    }

    /// <summary>A line of /proc/self/mountinfo.</summary>
    private sealed record MountInfo(string MountPoint, string DeviceNumber, string FileSystem, string Source)
    {
        public static MountInfo? Find(string path)
        {
            const string file = "/proc/self/mountinfo";
            if (!File.Exists(file))
            {
                return null;
            }

            return File.ReadLines(file)
                .Select(Parse)
                .Where(m => m is not null && IsUnder(path, m.MountPoint))
                .OrderByDescending(m => m!.MountPoint.Length)
                .FirstOrDefault();
        }

        private static MountInfo? Parse(string line)
        {
            var fields = line.Split(' ');
            var separator = Array.IndexOf(fields, "-");
            if (fields.Length < 10 || separator < 6 || separator + 2 >= fields.Length)
            {
                return null;
            }

            return new MountInfo(Unescape(fields[4]), fields[2], fields[separator + 1], Unescape(fields[separator + 2]));
        }

        private static bool IsUnder(string path, string mountPoint) =>
            mountPoint == "/" || path == mountPoint || path.StartsWith(mountPoint + "/", StringComparison.Ordinal);

        private static string Unescape(string field) => field
            .Replace("\\040", " ", StringComparison.Ordinal)
            .Replace("\\011", "\t", StringComparison.Ordinal)
            .Replace("\\134", "\\", StringComparison.Ordinal);
    }

    /// <summary>What /sys/dev/block says of a device, resolved from a partition to its disk.</summary>
    private sealed record BlockDevice(int? LogicalBlockBytes, int? PhysicalBlockBytes, bool? Rotational, string? Model)
    {
        public static BlockDevice? Find(string deviceNumber)
        {
            var node = $"/sys/dev/block/{deviceNumber}";
            if (!Directory.Exists(node))
            {
                return null;
            }

            var device = new DirectoryInfo(node).ResolveLinkTarget(returnFinalTarget: true)?.FullName ?? node;
            var disk = File.Exists(Path.Combine(device, "partition")) ? Path.GetDirectoryName(device)! : device;
            var rotational = Read(disk, "queue/rotational");
            var model = Read(disk, "device/model") ?? Read(disk, "dm/name");
            return new BlockDevice(
                Number(Read(disk, "queue/logical_block_size")),
                Number(Read(disk, "queue/physical_block_size")),
                rotational is null ? null : rotational == "1",
                model);
        }

        private static int? Number(string? text) => int.TryParse(text, NumberStyles.Integer, CultureInfo.InvariantCulture, out var n) ? n : null;

        private static string? Read(string directory, string relative)
        {
            var path = Path.Combine(directory, relative);
            return File.Exists(path) ? File.ReadAllText(path).Trim() : null;
        }
    }
}
