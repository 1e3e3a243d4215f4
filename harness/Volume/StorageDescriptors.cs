using System.Buffers.Binary;
using System.Text;

namespace Bench.Harness.Volume;

/// <summary>
/// Reads the structures Windows storage calls fill in, from their bytes (little-endian, as the Win32 headers lay
/// them out), so that what a volume reports is parsed the same everywhere and tested without Windows. Each parser
/// returns null for a buffer too short for its structure, or one whose Size field says so.
/// </summary>
public static class StorageDescriptors
{
    /// <summary>Bytes of FILE_STORAGE_INFO (seven ULONGs).</summary>
    public const int FileStorageInfoBytes = 28;

    /// <summary>Bytes of STORAGE_PROPERTY_QUERY (PropertyId, QueryType, AdditionalParameters[1], padded).</summary>
    public const int PropertyQueryBytes = 12;

    /// <summary>StorageDeviceProperty: STORAGE_DEVICE_DESCRIPTOR.</summary>
    public const int DeviceProperty = 0;

    /// <summary>StorageAccessAlignmentProperty: STORAGE_ACCESS_ALIGNMENT_DESCRIPTOR.</summary>
    public const int AccessAlignmentProperty = 6;

    /// <summary>StorageDeviceSeekPenaltyProperty: DEVICE_SEEK_PENALTY_DESCRIPTOR.</summary>
    public const int SeekPenaltyProperty = 7;

    private const int AlignmentBytes = 28;
    private const int SeekPenaltyBytes = 9;
    private const int DeviceNumberBytes = 12;
    private const int DeviceDescriptorBytes = 36;

    /// <summary>A STORAGE_PROPERTY_QUERY for <paramref name="propertyId"/> (PropertyStandardQuery) into <paramref name="query"/>.</summary>
    public static void PropertyQuery(int propertyId, Span<byte> query)
    {
        query[..PropertyQueryBytes].Clear();
        BinaryPrimitives.WriteInt32LittleEndian(query, propertyId);
    }

    /// <summary>FILE_STORAGE_INFO: LogicalBytesPerSector, PhysicalBytesPerSectorForAtomicity, PhysicalBytesPerSectorForPerformance, ...</summary>
    public static FileStorageInfo? ParseFileStorageInfo(ReadOnlySpan<byte> bytes) =>
        bytes.Length < FileStorageInfoBytes || UInt(bytes, 0) == 0
            ? null
            : new FileStorageInfo(UInt(bytes, 0), UInt(bytes, 4), UInt(bytes, 8));

    /// <summary>
    /// STORAGE_ACCESS_ALIGNMENT_DESCRIPTOR: Version, Size, BytesPerCacheLine, BytesOffsetForCacheAlignment,
    /// BytesPerLogicalSector (offset 16), BytesPerPhysicalSector (offset 20), BytesOffsetForSectorAlignment.
    /// </summary>
    public static StorageAlignment? ParseAccessAlignment(ReadOnlySpan<byte> bytes) =>
        !Sized(bytes, AlignmentBytes) || UInt(bytes, 16) == 0 ? null : new StorageAlignment(UInt(bytes, 16), UInt(bytes, 20));

    /// <summary>DEVICE_SEEK_PENALTY_DESCRIPTOR: Version, Size, IncursSeekPenalty (a BOOLEAN byte at offset 8): true for a spinning disk.</summary>
    public static bool? ParseSeekPenalty(ReadOnlySpan<byte> bytes) => Sized(bytes, SeekPenaltyBytes) ? bytes[8] != 0 : null;

    /// <summary>STORAGE_DEVICE_NUMBER: DeviceType, DeviceNumber (offset 4: the N of \\.\PhysicalDriveN), PartitionNumber.</summary>
    public static int? ParseDeviceNumber(ReadOnlySpan<byte> bytes) => bytes.Length < DeviceNumberBytes ? null : UInt(bytes, 4);

    /// <summary>
    /// STORAGE_DEVICE_DESCRIPTOR's vendor and product (offsets to NUL-terminated ASCII at 12 and 16; 0 means none),
    /// joined as the model; null when it names neither.
    /// </summary>
    public static string? ParseDeviceModel(ReadOnlySpan<byte> bytes)
    {
        if (!Sized(bytes, DeviceDescriptorBytes))
        {
            return null;
        }

        var described = bytes[..Math.Min(bytes.Length, UInt(bytes, 4))];
        var model = $"{AsciiAt(described, UInt(bytes, 12))} {AsciiAt(described, UInt(bytes, 16))}".Trim();
        return model.Length == 0 ? null : model;
    }

    private static string AsciiAt(ReadOnlySpan<byte> bytes, int offset)
    {
        if (offset <= 0 || offset >= bytes.Length)
        {
            return string.Empty;
        }

        var text = bytes[offset..];
        var end = text.IndexOf((byte)0);
        return Encoding.ASCII.GetString(end < 0 ? text : text[..end]).Trim();
    }

    /// <summary>The buffer and the structure's own Size field both cover <paramref name="needed"/> bytes.</summary>
    private static bool Sized(ReadOnlySpan<byte> bytes, int needed) => bytes.Length >= needed && UInt(bytes, 4) >= needed;

    private static int UInt(ReadOnlySpan<byte> bytes, int offset) => (int)Math.Min(int.MaxValue, BinaryPrimitives.ReadUInt32LittleEndian(bytes[offset..]));
}
