using System.Buffers.Binary;

namespace Bench.Harness.SqlServer;

/// <summary>The bytes of one 8 KB page as far as a (possibly partial) DBCC PAGE dump gave them.</summary>
public sealed class PageImage
{
    private const int SlotCountAt = 22;
    private readonly byte[] bytes = new byte[PageDump.PageBytes];
    private readonly bool[] known = new bool[PageDump.PageBytes];

    /// <summary>How many bytes are known.</summary>
    public int KnownBytes { get; private set; }

    /// <summary>The bytes from <paramref name="offset"/> on, or null when any of them is not known.</summary>
    public ReadOnlySpan<byte> Read(int offset, int length) =>
        offset >= 0 && length >= 0 && offset + length <= PageDump.PageBytes && Array.TrueForAll(known[offset..(offset + length)], k => k)
            ? bytes.AsSpan(offset, length)
            : ReadOnlySpan<byte>.Empty;

    /// <summary>Whether the bytes from <paramref name="offset"/> on are all known.</summary>
    public bool Knows(int offset, int length) => length == 0 || Read(offset, length).Length == length;

    /// <summary>The slot array at the page's end, slot 0 first, when the header's slot count and the array are known.</summary>
    public IReadOnlyList<int> SlotArray()
    {
        if (!Knows(SlotCountAt, 2))
        {
            return [];
        }

        var count = BinaryPrimitives.ReadUInt16LittleEndian(Read(SlotCountAt, 2));
        var offsets = new List<int>(count);
        for (var slot = 0; slot < count; slot++)
        {
            var at = PageDump.PageBytes - (2 * (slot + 1));
            if (!Knows(at, 2))
            {
                return [];
            }

            offsets.Add(BinaryPrimitives.ReadUInt16LittleEndian(Read(at, 2)));
        }

        return offsets;
    }

    /// <summary>Records bytes read from the dump.</summary>
    internal void Set(int offset, ReadOnlySpan<byte> value)
    {
        for (var i = 0; i < value.Length && offset + i < PageDump.PageBytes; i++)
        {
            if (offset + i < 0)
            {
                continue;
            }

            bytes[offset + i] = value[i];
            if (!known[offset + i])
            {
                known[offset + i] = true;
                KnownBytes++;
            }
        }
    }
}
