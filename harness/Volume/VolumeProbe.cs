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
        var info = Describe(path, probeIo ? ProbeFileIn(path) : null, out var directIo);
        return directIo?.Works == false ? info with { Notes = [.. info.Notes, $"direct I/O {directIo.Says}"] } : info;
    }

    /// <summary>
    /// Describes the volume of <paramref name="workspace"/>'s data folder and probes it with a file the workspace
    /// makes (journaled before it exists) and removes: whether one aligned block written and read back unbuffered
    /// comes back the same (<paramref name="directIo"/>), and whether it allocates without writing.
    /// </summary>
    public static VolumeInfo Describe(RunWorkspace workspace, out DirectIoProof? directIo)
    {
        ArgumentNullException.ThrowIfNull(workspace);
        return Describe(workspace.Directory, (workspace.NewFile("volume-probe.tmp"), p => workspace.Delete(p)), out directIo);
    }

    /// <summary>A probe file of its own in <paramref name="path"/>'s nearest existing folder, deleted after.</summary>
    private static (string Path, Action<string> Remove) ProbeFileIn(string path) =>
        (Path.Combine(NearestExisting(Path.GetFullPath(path)), $".bench-probe-{Guid.NewGuid():N}"), File.Delete);

    private static VolumeInfo Describe(string path, (string Path, Action<string> Remove)? probe, out DirectIoProof? directIo)
    {
        directIo = null;
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
        if (probe is { } file)
        {
            var (proof, fallocate) = ProbeIo(file.Path, file.Remove, info.LogicalBlockBytes, notes);
            directIo = proof;
            info = info with { DirectIo = proof?.Works, Fallocate = fallocate };
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

    /// <summary>
    /// Creates the probe file at <paramref name="path"/> as the native target creates a data file (direct and
    /// write-through), proves direct I/O on it with one block of the volume's logical sector
    /// (<paramref name="sectorBytes"/>, at least the harness's alignment) written at offset 0 and read back, then tries
    /// allocating 1 MB without writing; <paramref name="remove"/> deletes it.
    /// </summary>
    private static (DirectIoProof? DirectIo, bool? Fallocate) ProbeIo(string path, Action<string> remove, int? sectorBytes, List<string> notes)
    {
        try
        {
            DirectIoProof proof;
            bool allocated;
            using (var file = DirectFile.Create(path, preferDirect: true, writeThrough: true))
            {
                if (file.Sectors is { } sectors)
                {
                    notes.Add($"unbuffered I/O: {sectors.Note}");
                }

                proof = DirectIoProbe.Prove(file, file.Direct, sectorBytes);
                allocated = file.TryAllocate(0, 1 << 20, out var reason);
                if (!allocated)
                {
                    notes.Add(reason);
                }
            }

            return (proof, allocated);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            // Among them Windows' refusal to open a file unbuffered on a volume whose sectors the harness's buffers do not
            // fit (DirectFile says so), as before this probe wrote anything: not proven either way.
            notes.Add($"cannot write a probe file in {Path.GetDirectoryName(path)}: {e.Message}");
            return (new DirectIoProof(null, $"not proven: cannot open a probe file with {DirectIoProbe.Flags}: {e.Message}"), null);
        }
        finally
        {
            remove(path);
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
