using System.Globalization;

namespace Bench.Harness.SqlServer;

/// <summary>
/// Reads the bytes of one page back out of DBCC PAGE's print option 2, the "Memory Dump" lines that follow "DATA:":
/// an address, a colon, up to five groups of 8 hex digits (4 bytes each, in the page's byte order), and the same
/// bytes as text. Anything but exactly 8192 bytes is refused, so a dump it does not understand can never read as a
/// page of zeros.
/// </summary>
public static class PageDump
{
    /// <summary>Bytes in a page.</summary>
    public const int PageBytes = 8192;

    /// <summary>The page's 8192 bytes.</summary>
    /// <exception cref="InvalidDataException">The lines do not hold one whole page.</exception>
    public static byte[] Read(IEnumerable<string> lines, long page)
    {
        ArgumentNullException.ThrowIfNull(lines);
        var bytes = new List<byte>(PageBytes);
        var inDump = false;
        foreach (var line in lines.SelectMany(l => l.Split('\n')))
        {
            var text = line.TrimEnd('\r');
            if (text.TrimStart().StartsWith("Memory Dump", StringComparison.OrdinalIgnoreCase))
            {
                inDump = true;
                continue;
            }

            if (inDump)
            {
                DumpLine.TryRead(text, bytes);
            }
        }

        return bytes.Count == PageBytes
            ? [.. bytes]
            : throw new InvalidDataException(string.Create(CultureInfo.InvariantCulture,
                $"DBCC PAGE output for page {page} was not understood: {bytes.Count} bytes read from its memory dump, not {PageBytes}"));
    }
}
