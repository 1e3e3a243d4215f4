using System.Globalization;
using System.Text.RegularExpressions;

namespace Bench.Harness.SqlServer;

/// <summary>
/// One line of a DBCC PAGE memory dump: an address, a colon, up to five groups of hex digits (4 bytes each, the last
/// one shorter when the dump ends there), then the same bytes as text. Groups are separated by one space; the text
/// follows after two or more (one where a web page collapsed the spacing, hence a short group or the fifth group ends
/// the bytes).
/// </summary>
internal static partial class DumpLine
{
    private const int MostGroups = 5;

    /// <summary>The address of line <paramref name="number"/>, or null when the line is not a dump line.</summary>
    /// <exception cref="TraceValueException">The address does not fit a long.</exception>
    public static long? Address(int number, string line)
    {
        var m = Pattern().Match(line);
        return m.Success ? TraceNumber.LongHex(number, "dump line address", m.Groups["address"].ValueSpan) : null;
    }

    /// <summary>Adds the line's bytes to <paramref name="bytes"/>, at most <paramref name="most"/> of them; false when it is no dump line.</summary>
    public static bool TryRead(string line, List<byte> bytes, int most = int.MaxValue)
    {
        var m = Pattern().Match(line);
        if (!m.Success)
        {
            return false;
        }

        var groups = m.Groups["hex"].Value.Split(' ');
        for (var g = 0; g < groups.Length && g < MostGroups && bytes.Count < most; g++)
        {
            var group = groups[g];
            if (group.Length % 2 != 0)
            {
                break;
            }

            for (var i = 0; i < group.Length && bytes.Count < most; i += 2)
            {
                bytes.Add(byte.Parse(group.AsSpan(i, 2), NumberStyles.HexNumber, CultureInfo.InvariantCulture));
            }

            if (group.Length < 8)
            {
                break;
            }
        }

        return true;
    }

    [GeneratedRegex(@"^\s*(?<address>[0-9A-F]{8,16}):\s+(?<hex>[0-9A-F]{2,8}(?: [0-9A-F]{2,8})*)", RegexOptions.IgnoreCase)]
    private static partial Regex Pattern();
}
