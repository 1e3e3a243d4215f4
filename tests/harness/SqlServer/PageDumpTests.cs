using System.Globalization;
using System.Text;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>The exposure check's reading of DBCC PAGE print option 2, on output laid out as the server prints it.</summary>
public sealed class PageDumpTests
{
    [Theory]
    [InlineData("\n", false)]
    [InlineData("\r\n", true)]
    public void A_memory_dump_reads_back_as_the_pages_bytes(string newline, bool oneMessagePerLine)
    {
        var page = new byte[PageDump.PageBytes];
        new Random(7).NextBytes(page);
        Encoding.ASCII.GetBytes("BENCH-STALE-0011AABB").CopyTo(page, 4000);

        var bytes = PageDump.Read(Dbcc(page, newline, oneMessagePerLine), 5000);

        Assert.Equal(page, bytes);
        Assert.True(bytes.AsSpan().IndexOf("BENCH-STALE-0011AABB"u8) >= 0);
    }

    [Fact]
    public void A_dump_cut_short_is_refused_rather_than_read_as_zeros()
    {
        var lines = Dbcc(new byte[PageDump.PageBytes], "\n", oneMessagePerLine: true).ToList();
        lines.RemoveAt(lines.FindIndex(l => l.StartsWith("0000", StringComparison.Ordinal)) + 3);

        var e = Assert.Throws<InvalidDataException>(() => PageDump.Read(lines, 12));

        Assert.Contains("page 12 was not understood: 8172 bytes", e.Message, StringComparison.Ordinal);
        Assert.Throws<InvalidDataException>(() => PageDump.Read(["DBCC execution completed."], 12));
    }

    [Fact]
    public void The_pages_read_skip_models_copy_and_the_allocation_pages_and_spread_over_the_file()
    {
        var pages = ExposureScript.ScanPages(filePages: 600_000, firstPage: 1024, most: 256);

        Assert.InRange(pages.Count, 250, 256);
        Assert.All(pages, p => Assert.InRange(p, 1024, 599_999));
        Assert.All(pages, p => Assert.False(ExposureScript.IsAllocationPage(p)));
        Assert.Equal(pages.Order().Distinct(), pages);
        Assert.True(pages[^1] > 590_000, "the file's end is read too");
        Assert.True(ExposureScript.IsAllocationPage(8088 * 3));
        Assert.True(ExposureScript.IsAllocationPage(511_232 + 2));
        Assert.Equal([2000L, 2001L, 2002L], ExposureScript.ScanPages(2003, 2000, 256));
    }

    /// <summary>DBCC PAGE (db, 1, n, 2) as SQL Server prints it to the client with trace flag 3604.</summary>
    internal static IEnumerable<string> Dbcc(byte[] page, string newline, bool oneMessagePerLine)
    {
        var lines = new List<string>
        {
            "", "PAGE: (1:5000)", "", "", "BUFFER:", "", "", "BUF @0x000002C3B1E4A6C0", "",
            "bpage = 0x000002C3A0CB6000          bhash = 0x0000000000000000          bpageno = (1:5000)", "",
            "PAGE HEADER:", "", "", "Page @0x000002C3A0CB6000", "",
            "m_pageId = (1:5000)                 m_headerVersion = 0                 m_type = 0", "",
            "DATA:", "", "", "Memory Dump @0x000000A5D8BF6000", "",
        };
        for (var at = 0; at < page.Length; at += 20)
        {
            var row = page.AsSpan(at, Math.Min(20, page.Length - at));
            var hex = new StringBuilder();
            for (var g = 0; g < row.Length; g += 4)
            {
                hex.Append(g == 0 ? string.Empty : " ").Append(Convert.ToHexString(row.Slice(g, 4)));
            }

            var text = new string(row.ToArray().Select(b => b is >= 32 and < 127 ? (char)b : '.').ToArray());
            lines.Add(string.Create(CultureInfo.InvariantCulture, $"{0xA5D8BF6000L + at:X16}:   {hex,-44}  {text}"));
        }

        lines.AddRange(["", "OFFSET TABLE:", "", "DBCC execution completed. If DBCC printed error messages, contact your system administrator."]);
        return oneMessagePerLine ? lines.Select(l => l + (newline == "\r\n" ? "\r" : string.Empty)) : [string.Join(newline, lines)];
    }
}
