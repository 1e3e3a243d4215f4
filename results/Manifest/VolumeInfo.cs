namespace Bench.Results.Manifest;

/// <summary>What the volume under test is, as far as the operating system tells.</summary>
/// <param name="Path">The data directory (as the user gave it, made absolute).</param>
/// <param name="MountPoint">Where the file system holding it is mounted.</param>
/// <param name="Device">The device (e.g. /dev/nvme0n1p2), where known.</param>
/// <param name="FileSystem">File system type (ext4, xfs, tmpfs, NTFS...).</param>
/// <param name="AllocationUnitBytes">Allocation unit / cluster / block size of the file system.</param>
/// <param name="LogicalBlockBytes">The device's logical block size (the alignment direct I/O needs).</param>
/// <param name="Rotational">True for spinning disks, false for solid state, null when unknown.</param>
/// <param name="Model">Device model, where known.</param>
/// <param name="TotalBytes">Size of the file system.</param>
/// <param name="FreeBytes">Free space available to this user.</param>
/// <param name="DirectIo">Whether the file system accepts unbuffered (direct) I/O; null when not probed.</param>
/// <param name="Fallocate">Whether the file system allocates without writing (fallocate(2) / SetFileValidData); null when not probed.</param>
/// <param name="Notes">What could not be found out, and why.</param>
public sealed record VolumeInfo(
    string Path,
    string? MountPoint,
    string? Device,
    string? FileSystem,
    long? AllocationUnitBytes,
    int? LogicalBlockBytes,
    bool? Rotational,
    string? Model,
    long? TotalBytes,
    long? FreeBytes,
    bool? DirectIo,
    bool? Fallocate,
    IReadOnlyList<string> Notes)
{
    /// <summary>
    /// The device the disk counters follow: Linux, the file system's device number ("major:minor"); Windows, the
    /// disk number N of \\.\PhysicalDriveN, which PerfMon's PhysicalDisk instance ("N C:") starts with.
    /// </summary>
    public string? DeviceNumber { get; init; }

    /// <summary>The device's physical sector size (4096 on 512e and 4Kn disks), where the system tells it.</summary>
    public int? PhysicalSectorBytes { get; init; }

    /// <summary>Whether the file system is mounted read-only (Linux: statvfs's ST_RDONLY); null where not known.</summary>
    public bool? ReadOnly { get; init; }
}
