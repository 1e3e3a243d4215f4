namespace Bench.Harness.Volume;

/// <summary>STORAGE_ACCESS_ALIGNMENT_DESCRIPTOR (IOCTL_STORAGE_QUERY_PROPERTY, StorageAccessAlignmentProperty).</summary>
/// <param name="LogicalBytesPerSector">The logical sector (512 on 512e disks).</param>
/// <param name="PhysicalBytesPerSector">The physical sector (4096 on 512e and 4Kn disks).</param>
public sealed record StorageAlignment(int LogicalBytesPerSector, int PhysicalBytesPerSector);
