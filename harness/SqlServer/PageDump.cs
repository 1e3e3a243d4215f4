using System.Globalization;
using System.Text.RegularExpressions;

namespace Bench.Harness.SqlServer;

/// <summary>
/// Reads the bytes of one page back out of DBCC PAGE's print option 2, the "Memory Dump" lines that follow "DATA:":
/// an address, a colon, up to five groups of 8 hex digits (4 bytes each, in the page's byte order), and the same
/// bytes as text. Anything but exactly 8192 bytes is refused, so a dump it does not understand can never read as a
/// page of zeros.
/// </summary>
public static partial class PageDump
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

            var m = inDump ? DumpLine().Match(text) : Match.Empty;
            if (!m.Success)
            {
                continue;
            }

            foreach (Capture group in m.Groups["group"].Captures)
            {
                for (var i = 0; i < group.Length; i += 2)
                {
                    bytes.Add(byte.Parse(group.ValueSpan.Slice(i, 2), NumberStyles.HexNumber, CultureInfo.InvariantCulture));
                }
            }
        }

        return bytes.Count == PageBytes
            ? [.. bytes]
            : throw new InvalidDataException(string.Create(CultureInfo.InvariantCulture,
                $"DBCC PAGE output for page {page} was not understood: {bytes.Count} bytes read from its memory dump, not {PageBytes}"));
    }

    [GeneratedRegex(@"^\s*[0-9A-F]{8,16}:\s+(?:(?<group>[0-9A-F]{8}) ){0,4}(?<group>[0-9A-F]{8})(?:\s{2}|\s*$)", RegexOptions.IgnoreCase)]
    private static partial Regex DumpLine();
}
