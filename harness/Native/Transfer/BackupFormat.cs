using System.Buffers.Binary;
using System.Text;

namespace Bench.Harness.Native.Transfer;

/// <summary>One chunk as a backup file holds it.</summary>
/// <param name="File">Data file index.</param>
/// <param name="DataOffset">Offset of the chunk's data in that file.</param>
/// <param name="RawLength">Bytes of data.</param>
/// <param name="StoredLength">Bytes stored (smaller when compressed).</param>
/// <param name="Compressed">Whether the stored bytes are compressed.</param>
/// <param name="StripeOffset">Where the stored bytes start in the backup file (aligned).</param>
internal readonly record struct ChunkEntry(int File, long DataOffset, int RawLength, int StoredLength, bool Compressed, long StripeOffset);

/// <summary>What the end of a backup file says about it and its media set.</summary>
/// <param name="SetId">Identifies the media set; every stripe of one backup carries the same id.</param>
/// <param name="Stripe">This file's number (1-based).</param>
/// <param name="Stripes">Files in the set.</param>
/// <param name="DataFiles">Data files of the database.</param>
/// <param name="DataFileBytes">Size of each data file.</param>
/// <param name="MaxTransferSize">Largest chunk (the backup's MAXTRANSFERSIZE).</param>
/// <param name="Entries">The chunks this file holds, in file order.</param>
internal sealed record StripeContents(Guid SetId, int Stripe, int Stripes, int DataFiles, long DataFileBytes, int MaxTransferSize, IReadOnlyList<ChunkEntry> Entries);

/// <summary>
/// The native target's backup file: chunks stored one after another, each padded to the I/O alignment, then an
/// index of the chunks, then a one-block footer (magic, version, media set, index position). A restore reads the
/// footer and index first, so every chunk read is exact and aligned.
/// </summary>
internal static class BackupFormat
{
    /// <summary>Alignment of every chunk, the index and the footer.</summary>
    public const int Alignment = AlignedBuffer.Alignment;

    private const int EntryBytes = 32;
    private const int Version = 1;
    private static readonly byte[] Magic = Encoding.ASCII.GetBytes("BENCHBAK");

    /// <summary>Bytes a chunk of <paramref name="storedLength"/> takes in the file.</summary>
    public static int Padded(int storedLength) => (storedLength + Alignment - 1) / Alignment * Alignment;

    /// <summary>Writes the index and footer after the chunks (at <paramref name="end"/>); returns the bytes written.</summary>
    public static long WriteTrailer(IBlockFile file, long end, StripeContents contents)
    {
        ArgumentNullException.ThrowIfNull(file);
        ArgumentNullException.ThrowIfNull(contents);
        var indexBytes = Padded(Math.Max(1, contents.Entries.Count * EntryBytes));
        using var buffer = new AlignedBuffer(indexBytes + Alignment);
        var span = buffer.Span;
        for (var i = 0; i < contents.Entries.Count; i++)
        {
            var entry = contents.Entries[i];
            var at = span.Slice(i * EntryBytes, EntryBytes);
            BinaryPrimitives.WriteInt32LittleEndian(at, entry.File);
            BinaryPrimitives.WriteInt32LittleEndian(at[4..], entry.RawLength);
            BinaryPrimitives.WriteInt32LittleEndian(at[8..], entry.StoredLength);
            BinaryPrimitives.WriteInt32LittleEndian(at[12..], entry.Compressed ? 1 : 0);
            BinaryPrimitives.WriteInt64LittleEndian(at[16..], entry.DataOffset);
            BinaryPrimitives.WriteInt64LittleEndian(at[24..], entry.StripeOffset);
        }

        var footer = span.Slice(indexBytes, Alignment);
        Magic.CopyTo(footer);
        BinaryPrimitives.WriteInt32LittleEndian(footer[8..], Version);
        BinaryPrimitives.WriteInt32LittleEndian(footer[12..], contents.Stripe);
        BinaryPrimitives.WriteInt32LittleEndian(footer[16..], contents.Stripes);
        BinaryPrimitives.WriteInt32LittleEndian(footer[20..], contents.DataFiles);
        BinaryPrimitives.WriteInt32LittleEndian(footer[24..], contents.MaxTransferSize);
        BinaryPrimitives.WriteInt32LittleEndian(footer[28..], contents.Entries.Count);
        BinaryPrimitives.WriteInt64LittleEndian(footer[32..], contents.DataFileBytes);
        BinaryPrimitives.WriteInt64LittleEndian(footer[40..], end);
        contents.SetId.TryWriteBytes(footer[48..]);
        file.Write(buffer.Slice(indexBytes + Alignment), end);
        return indexBytes + Alignment;
    }

    /// <summary>Reads a backup file's footer and index; throws <see cref="InvalidDataException"/> naming the file when it is not one.</summary>
    public static StripeContents Read(IBlockFile file)
    {
        ArgumentNullException.ThrowIfNull(file);
        var length = file.Length;
        if (length < Alignment || length % Alignment != 0)
        {
            throw new InvalidDataException($"{file.Path} is not a bench backup file ({length} bytes)");
        }

        using var block = new AlignedBuffer(Alignment);
        file.ReadExactly(block.Span, length - Alignment);
        var footer = block.Span;
        if (!footer[..8].SequenceEqual(Magic) || BinaryPrimitives.ReadInt32LittleEndian(footer[8..]) != Version)
        {
            throw new InvalidDataException($"{file.Path} is not a bench backup file (no footer of version {Version})");
        }

        var count = BinaryPrimitives.ReadInt32LittleEndian(footer[28..]);
        var indexOffset = BinaryPrimitives.ReadInt64LittleEndian(footer[40..]);
        var indexBytes = Padded(Math.Max(1, count * EntryBytes));
        if (count < 0 || indexOffset + indexBytes + Alignment != length)
        {
            throw new InvalidDataException($"{file.Path}: index of {count} chunks at {indexOffset} does not fit a file of {length} bytes");
        }

        var entries = new ChunkEntry[count];
        using (var index = new AlignedBuffer(indexBytes))
        {
            file.ReadExactly(index.Span, indexOffset);
            for (var i = 0; i < count; i++)
            {
                var at = index.Span.Slice(i * EntryBytes, EntryBytes);
                entries[i] = new ChunkEntry(
                    BinaryPrimitives.ReadInt32LittleEndian(at),
                    BinaryPrimitives.ReadInt64LittleEndian(at[16..]),
                    BinaryPrimitives.ReadInt32LittleEndian(at[4..]),
                    BinaryPrimitives.ReadInt32LittleEndian(at[8..]),
                    BinaryPrimitives.ReadInt32LittleEndian(at[12..]) != 0,
                    BinaryPrimitives.ReadInt64LittleEndian(at[24..]));
            }
        }

        return new StripeContents(
            new Guid(footer.Slice(48, 16)),
            BinaryPrimitives.ReadInt32LittleEndian(footer[12..]),
            BinaryPrimitives.ReadInt32LittleEndian(footer[16..]),
            BinaryPrimitives.ReadInt32LittleEndian(footer[20..]),
            BinaryPrimitives.ReadInt64LittleEndian(footer[32..]),
            BinaryPrimitives.ReadInt32LittleEndian(footer[24..]),
            entries);
    }
}
