using System.Buffers.Binary;
using System.Runtime.InteropServices;

namespace Bench.Harness.Native.Transfer;

/// <summary>
/// The database's content: 8 KB pages whose rows mix pseudo-random values with repeated text, so that the data
/// compresses about 2:1 as seed 001's database did (642 GB backed up to 317 GB). Every page is a pure function of
/// (file, page number), so any range can be made on any thread in any order, and a restored file can be checked
/// byte for byte without keeping the original. Pages are copied from a table of <see cref="TablePages"/> pages made
/// once (the random values are what costs), chosen by (file, page), and every 512-byte sector is stamped with its own
/// (file, page, sector), so that no two sectors of a database are alike (a deduplicating volume stores them all) while
/// making a page costs a copy.
/// </summary>
internal static class DataGenerator
{
    /// <summary>Page size; every offset and length given to <see cref="Fill"/> is a multiple of it.</summary>
    public const int PageBytes = 8192;

    /// <summary>Pages of pseudo-random rows made once; far more than the codec's 64 KB window sees at once.</summary>
    public const int TablePages = 256;

    private const int SectorBytes = 512;
    private const int WordsPerPage = PageBytes / sizeof(ulong);
    private const int WordsPerSector = SectorBytes / sizeof(ulong);

    // A row is 7 words: 3 pseudo-random, 4 of text.
    private const int RowWords = 7;
    private const int RandomWords = 3;

    private static readonly ulong[] Text =
    [
        BinaryPrimitives.ReadUInt64LittleEndian("order li"u8),
        BinaryPrimitives.ReadUInt64LittleEndian("ne: ship"u8),
        BinaryPrimitives.ReadUInt64LittleEndian("ped, pai"u8),
        BinaryPrimitives.ReadUInt64LittleEndian("d in ful"u8),
    ];

    private static readonly ulong[] Table = MakeTable();

    /// <summary>Writes the content of <paramref name="file"/> from <paramref name="offset"/> into <paramref name="destination"/>.</summary>
    public static void Fill(Span<byte> destination, int file, long offset)
    {
        if (offset % PageBytes != 0 || destination.Length % PageBytes != 0)
        {
            throw new ArgumentException($"offset {offset} and length {destination.Length} must be multiples of {PageBytes}");
        }

        var words = MemoryMarshal.Cast<byte, ulong>(destination);
        var table = Table.AsSpan();
        var firstPage = offset / PageBytes;
        for (var page = 0; page * WordsPerPage < words.Length; page++)
        {
            var number = firstPage + page;
            var target = words.Slice(page * WordsPerPage, WordsPerPage);
            var id = ((ulong)file << 48) | (ulong)number;
            table.Slice((int)(Mix(id) % TablePages) * WordsPerPage, WordsPerPage).CopyTo(target);

            // Page header: file and page number, as a SQL Server page carries its page id; then a stamp per sector.
            target[0] = id;
            for (var sector = 1; sector < PageBytes / SectorBytes; sector++)
            {
                target[sector * WordsPerSector] = Mix(id ^ ((ulong)sector << 40));
            }
        }
    }

    /// <summary>SplitMix64's finalizer: a bijection that scatters the bits of <paramref name="value"/>.</summary>
    private static ulong Mix(ulong value)
    {
        value ^= 0x9E3779B97F4A7C15UL;
        value = (value ^ (value >> 30)) * 0xBF58476D1CE4E5B9UL;
        value = (value ^ (value >> 27)) * 0x94D049BB133111EBUL;
        return value ^ (value >> 31);
    }

    private static ulong[] MakeTable()
    {
        var table = new ulong[TablePages * WordsPerPage];
        for (var page = 0; page < TablePages; page++)
        {
            // A xorshift64 stream per page, seeded by SplitMix64.
            var state = Mix((ulong)page) | 1;
            var words = table.AsSpan(page * WordsPerPage, WordsPerPage);
            for (var i = 0; i < words.Length; i++)
            {
                var column = i % RowWords;
                if (column < RandomWords)
                {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    words[i] = state;
                }
                else
                {
                    words[i] = Text[column - RandomWords];
                }
            }
        }

        return table;
    }
}
