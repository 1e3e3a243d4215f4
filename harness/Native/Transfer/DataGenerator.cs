using System.Buffers.Binary;
using System.Runtime.InteropServices;

namespace Bench.Harness.Native.Transfer;

/// <summary>
/// The database's content: 8 KB pages whose rows mix pseudo-random values with repeated text, so that the data
/// compresses about 2:1 as seed 001's database did (642 GB backed up to 317 GB). Every page is a pure function of
/// (file, page number), so any range can be made on any thread in any order, and a restored file can be checked
/// byte for byte without keeping the original.
/// </summary>
internal static class DataGenerator
{
    /// <summary>Page size; every offset and length given to <see cref="Fill"/> is a multiple of it.</summary>
    public const int PageBytes = 8192;

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

    /// <summary>Writes the content of <paramref name="file"/> from <paramref name="offset"/> into <paramref name="destination"/>.</summary>
    public static void Fill(Span<byte> destination, int file, long offset)
    {
        if (offset % PageBytes != 0 || destination.Length % PageBytes != 0)
        {
            throw new ArgumentException($"offset {offset} and length {destination.Length} must be multiples of {PageBytes}");
        }

        var words = MemoryMarshal.Cast<byte, ulong>(destination);
        var firstPage = offset / PageBytes;
        const int wordsPerPage = PageBytes / sizeof(ulong);
        for (var page = 0; page * wordsPerPage < words.Length; page++)
        {
            FillPage(words.Slice(page * wordsPerPage, wordsPerPage), file, firstPage + page);
        }
    }

    private static void FillPage(Span<ulong> page, int file, long pageNumber)
    {
        // SplitMix64 seeds a xorshift64 stream per page.
        var state = ((ulong)file << 48) ^ (ulong)pageNumber ^ 0x9E3779B97F4A7C15UL;
        state = (state ^ (state >> 30)) * 0xBF58476D1CE4E5B9UL;
        state = (state ^ (state >> 27)) * 0x94D049BB133111EBUL;
        state ^= state >> 31;
        state |= 1;

        // Page header: file and page number, as a SQL Server page carries its page id.
        page[0] = ((ulong)file << 48) | (ulong)pageNumber;
        for (var i = 1; i < page.Length; i++)
        {
            var column = i % RowWords;
            if (column < RandomWords)
            {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                page[i] = state;
            }
            else
            {
                page[i] = Text[column - RandomWords];
            }
        }
    }
}
