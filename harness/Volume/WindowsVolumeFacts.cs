using System.Globalization;
using Bench.Results.Manifest;

namespace Bench.Harness.Volume;

/// <summary>
/// Turns what Windows said about a volume (<see cref="WindowsVolumeRaw"/>) into the facts the harness records:
/// file system, allocation unit (cluster = sectors per cluster x bytes per sector, the fact seed 003 is about),
/// logical and physical sector, seek penalty (a spinning disk) and the disk behind the volume, with a note for
/// each fact Windows did not give and why.
/// </summary>
public static class WindowsVolumeFacts
{
    /// <summary>The volume's facts, and notes on what is unknown.</summary>
    public static VolumeInfo Describe(WindowsVolumeRaw raw)
    {
        ArgumentNullException.ThrowIfNull(raw);
        var notes = new List<string>(raw.Errors);
        var alignment = raw.Alignment is null ? null : StorageDescriptors.ParseAccessAlignment(raw.Alignment);
        var seekPenalty = raw.SeekPenalty is null ? null : StorageDescriptors.ParseSeekPenalty(raw.SeekPenalty);
        var disk = raw.DeviceNumber is null ? null : StorageDescriptors.ParseDeviceNumber(raw.DeviceNumber);
        var model = raw.Device is null ? null : StorageDescriptors.ParseDeviceModel(raw.Device);
        long? cluster = raw.SectorsPerCluster is > 0 && raw.BytesPerSector is > 0 ? raw.SectorsPerCluster * raw.BytesPerSector : null;
        var logical = alignment?.LogicalBytesPerSector ?? (raw.BytesPerSector is > 0 and <= int.MaxValue ? (int)raw.BytesPerSector : null);
        if (alignment is null)
        {
            notes.Add("physical sector size unknown (the volume did not answer StorageAccessAlignmentProperty); the logical sector is GetDiskFreeSpace's bytes per sector");
        }

        if (seekPenalty is null)
        {
            notes.Add("seek penalty unknown (the volume did not answer StorageDeviceSeekPenaltyProperty): rotational unknown");
        }

        if (raw.FileSystem is { } fileSystem && !IsSqlServerFileSystem(fileSystem))
        {
            notes.Add($"{fileSystem}: SQL Server keeps data files on NTFS or ReFS only, and SetFileValidData (IFI) needs NTFS");
        }

        return new VolumeInfo(
            raw.Path,
            raw.VolumeRoot,
            disk is { } n ? string.Create(CultureInfo.InvariantCulture, $@"\\.\PhysicalDrive{n}") : raw.VolumeRoot,
            raw.FileSystem,
            cluster,
            logical,
            seekPenalty,
            model,
            raw.TotalBytes,
            raw.FreeBytes,
            null,
            null,
            notes)
        {
            PhysicalSectorBytes = alignment?.PhysicalBytesPerSector,
            DeviceNumber = disk?.ToString(CultureInfo.InvariantCulture),
        };
    }

    private static bool IsSqlServerFileSystem(string fileSystem) =>
        fileSystem.Equals("NTFS", StringComparison.OrdinalIgnoreCase) || fileSystem.Equals("ReFS", StringComparison.OrdinalIgnoreCase);
}
