using System.Text.RegularExpressions;

namespace Bench.Harness.SqlServer;

/// <summary>
/// Reads DBCC PAGE output (trace flag 3604) as SSMS, sqlcmd or a web page shows it: the page header, the whole-page
/// memory dump of print option 2 with its OFFSET TABLE, and the slot-by-slot records of options 1 and 3 (each with
/// its own dump and, for option 3, its columns). Excerpts are fine: bytes the text does not hold stay unknown.
/// </summary>
public static partial class DbccPageReader
{
    /// <summary>The pages in the lines, and how many lines were DBCC PAGE's.</summary>
    public static (IReadOnlyList<DbccPage> Pages, int LinesRecognised) Read(IEnumerable<string> lines)
    {
        ArgumentNullException.ThrowIfNull(lines);
        var pages = new List<PageBuilder>();
        PageBuilder? page = null;
        var (recognised, number) = (0, 0);
        foreach (var raw in lines)
        {
            var line = raw.Trim();
            number++;
            if (line.Length > 0 && Line(number, line, ref page, pages))
            {
                recognised++;
            }
        }

        return ([.. pages.Where(p => p.HasContent).Select(p => p.Build())], recognised);
    }

    private static bool Line(int number, string line, ref PageBuilder? page, List<PageBuilder> pages)
    {
        Match m;
        if ((m = PageLine().Match(line)).Success)
        {
            page = new PageBuilder { PageId = m.Groups["id"].Value };
            pages.Add(page);
            return true;
        }

        if (page is null)
        {
            page = new PageBuilder();
            pages.Add(page);
        }

        if ((m = PageIdField().Match(line)).Success)
        {
            page.PageId ??= m.Groups["id"].Value;
            return true;
        }

        if ((m = MemoryDump().Match(line)).Success)
        {
            page.StartDump(TraceNumber.LongHex(number, "Memory Dump address", m.Groups["address"].ValueSpan));
            return true;
        }

        if (DumpLine.Address(number, line) is { } address)
        {
            return page.Dump(line, address);
        }

        if ((m = SlotColumn().Match(line)).Success)
        {
            page.Column(Int(number, m, "column"), Hex(number, m, "offset"), Int(number, m, "length"), Int(number, m, "physical"));
            return true;
        }

        if (KeyHash().IsMatch(line))
        {
            page.Column(0, 0, 0, 0);
            return true;
        }

        if ((m = SlotHeader().Match(line)).Success)
        {
            page.Slot(Int(number, m, "slot"), Hex(number, m, "offset"), Int(number, m, "length"));
            return true;
        }

        if ((m = OffsetRow().Match(line)).Success)
        {
            page.Offsets[Int(number, m, "row")] = Int(number, m, "offset");
            return true;
        }

        if ((m = ColumnValue().Match(line)).Success && page.Value(m.Groups["name"].Value, m.Groups["value"].Value.Trim()))
        {
            return true;
        }

        page.EndDump();
        return Label().IsMatch(line);
    }

    private static int Int(int number, Match m, string group) => TraceNumber.Int(number, group, m.Groups[group].ValueSpan);

    private static int Hex(int number, Match m, string group) => TraceNumber.Hex(number, group, m.Groups[group].ValueSpan);

    [GeneratedRegex(@"^PAGE:\s*\((?<id>\d+:\d+)\)")]
    private static partial Regex PageLine();

    [GeneratedRegex(@"m_pageId\s*=\s*\((?<id>\d+:\d+)\)")]
    private static partial Regex PageIdField();

    [GeneratedRegex(@"^Memory Dump @0x(?<address>[0-9A-F]+)", RegexOptions.IgnoreCase)]
    private static partial Regex MemoryDump();

    [GeneratedRegex(@"^Slot\s+(?<slot>\d+)\s+Column\s+(?<column>\d+)\s+Offset\s+0x(?<offset>[0-9a-f]+)\s+Length\s+(?<length>\d+)\s+Length\s+\(physical\)\s+(?<physical>\d+)", RegexOptions.IgnoreCase)]
    private static partial Regex SlotColumn();

    [GeneratedRegex(@"^Slot\s+\d+\s+Offset\s+0x[0-9a-f]+\s+Length\s+\d+\s+Length\s+\(physical\)", RegexOptions.IgnoreCase)]
    private static partial Regex KeyHash();

    [GeneratedRegex(@"^Slot\s+(?<slot>\d+),?\s+Offset\s+0x(?<offset>[0-9a-f]+),?\s+Length\s+(?<length>\d+)", RegexOptions.IgnoreCase)]
    private static partial Regex SlotHeader();

    [GeneratedRegex(@"^(?<row>\d+)\s+\(0x[0-9a-f]+\)\s+-\s+(?<offset>\d+)\s+\(0x[0-9a-f]+\)", RegexOptions.IgnoreCase)]
    private static partial Regex OffsetRow();

    [GeneratedRegex(@"^(?<name>[^=]+?) = (?<value>.*)$")]
    private static partial Regex ColumnValue();

    [GeneratedRegex(@"^(?:PAGE HEADER:|BUFFER:|DATA:|OFFSET TABLE:|Row - Offset|Allocation Status|Record Type = |Record Size = |DBCC execution completed\. If DBCC printed error messages)")]
    private static partial Regex Label();
}
