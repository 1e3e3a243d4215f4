namespace Bench.Harness.Volume;

/// <summary>FILE_STORAGE_INFO (GetFileInformationByHandleEx, FileStorageInfo): the sector sizes of a file's volume.</summary>
/// <param name="LogicalBytesPerSector">The logical sector: the alignment unbuffered I/O needs.</param>
/// <param name="PhysicalBytesPerSectorForAtomicity">The physical sector the device writes atomically.</param>
/// <param name="PhysicalBytesPerSectorForPerformance">The physical sector below which writes cost a read-modify-write.</param>
public sealed record FileStorageInfo(int LogicalBytesPerSector, int PhysicalBytesPerSectorForAtomicity, int PhysicalBytesPerSectorForPerformance);
