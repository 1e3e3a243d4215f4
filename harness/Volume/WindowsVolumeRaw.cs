namespace Bench.Harness.Volume;

/// <summary>
/// What the Windows calls said about the volume holding a directory, as they said it: numbers from
/// GetVolumeInformation, GetDiskFreeSpace(Ex), and the raw output buffers of IOCTL_STORAGE_QUERY_PROPERTY and
/// IOCTL_STORAGE_GET_DEVICE_NUMBER. <see cref="WindowsVolumeFacts"/> turns it into a <see cref="Results.Manifest.VolumeInfo"/>.
/// </summary>
/// <param name="Path">The data directory (absolute).</param>
/// <param name="VolumeRoot">GetVolumePathName: the volume's root (C:\, or a folder a volume is mounted on).</param>
public sealed record WindowsVolumeRaw(string Path, string VolumeRoot)
{
    /// <summary>GetVolumeInformation: the file system's name (NTFS, ReFS, FAT32...).</summary>
    public string? FileSystem { get; init; }

    /// <summary>GetDiskFreeSpace: sectors per cluster.</summary>
    public long? SectorsPerCluster { get; init; }

    /// <summary>GetDiskFreeSpace: bytes per sector (the logical sector).</summary>
    public long? BytesPerSector { get; init; }

    /// <summary>GetDiskFreeSpaceEx: total bytes.</summary>
    public long? TotalBytes { get; init; }

    /// <summary>GetDiskFreeSpaceEx: bytes free to this user.</summary>
    public long? FreeBytes { get; init; }

    /// <summary>StorageAccessAlignmentProperty's output buffer; null when the call failed.</summary>
    public byte[]? Alignment { get; init; }

    /// <summary>StorageDeviceSeekPenaltyProperty's output buffer; null when the call failed.</summary>
    public byte[]? SeekPenalty { get; init; }

    /// <summary>StorageDeviceProperty's output buffer; null when the call failed.</summary>
    public byte[]? Device { get; init; }

    /// <summary>IOCTL_STORAGE_GET_DEVICE_NUMBER's output buffer; null when the call failed.</summary>
    public byte[]? DeviceNumber { get; init; }

    /// <summary>Each call that failed, with the error it gave.</summary>
    public IReadOnlyList<string> Errors { get; init; } = [];
}
