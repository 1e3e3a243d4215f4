using System.Text;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>Real DBCC PAGE output (sources in Samples/SOURCES.md): recognised, and read for stale bytes in NULL fixed-length columns.</summary>
public sealed class DbccPageSampleTests
{
    // danny-sg/internals-viewer @ e6cccd9f95d98f6fe07c1a38944e79a61ebc1757,
    // InternalsViewer.Tests.Internals.UnitTests/TestPages/Records/SimpleHeapNullablePage1.txt (print option 2).
    private const string HeapPage = "internals-viewer-heap-nullable-page-1-632.txt";

    /// <summary>Where a dump line's text column starts: the address and its colon (17), 3 spaces, five hex groups (44), 2 spaces.</summary>
    private const int TextColumn = 17 + 3 + 44 + 2;

    // The table, from InternalsViewer.Tests.Database/Tables/Heaps/Data.SimpleHeapNullable.sql at the same commit:
    // RowDescription VARCHAR(800), BitNullColumn BIT, TinyIntNullColumn TINYINT, SmallIntNullColumn SMALLINT,
    // IntNullColumn INT, BigIntNullColumn BIGINT, VarcharNullColumn VARCHAR(100), CharNullColumn CHAR(100),
    // DateTimeNullColumn DATETIME, DateNullColumn DATE, all NULL. Fixed-length columns lie in declaration order after
    // the 4-byte record header; NULL bits count columns in declaration order (1 = RowDescription).
    private static readonly FixedColumn[] Layout =
    [
        new("BitNullColumn", 2, 4, 1, Bit: 0),
        new("TinyIntNullColumn", 3, 5, 1),
        new("SmallIntNullColumn", 4, 6, 2),
        new("IntNullColumn", 5, 8, 4),
        new("BigIntNullColumn", 6, 12, 8),
        new("CharNullColumn", 8, 20, 100),
        new("DateTimeNullColumn", 9, 120, 8),
        new("DateNullColumn", 10, 128, 3),
    ];

    [Fact]
    public void A_page_dump_is_recognised_with_its_slots()
    {
        var report = Sample.Parse(HeapPage);

        var page = Assert.Single(report.Pages);
        Assert.Equal(["dbcc_page"], report.Kinds);
        Assert.Equal("1:632", page.PageId);
        Assert.Equal([4500, 4659, 4822, 4986, 5145, 5307, 5494, 5654, 5818, 5978, 6138], page.SlotOffsets);
        Assert.Equal((89 * 20) + 20 + 12, page.DumpBytes);
        Assert.Empty(page.NullColumnBytes);
    }

    [Fact]
    public void A_row_with_every_column_null_still_holds_the_previous_row_s_values()
    {
        var page = Assert.Single(Sample.Parse(HeapPage).Pages);

        var found = NullColumnScan.OnPage(page, Layout);

        // Slot 9 is the row "All populated" (22, 333, 4444, 55555, '7777777', ...): nothing of it is NULL.
        Assert.DoesNotContain(found, f => f.Slot == 9);
        // Slot 10 is the row of NULLs inserted after it: its NULL columns carry slot 9's bytes.
        var stale = found.Where(f => f.Slot == 10).ToDictionary(f => f.Column, f => Convert.FromHexString(f.Hex));
        Assert.Equal(22, stale["TinyIntNullColumn"][0]);
        Assert.Equal(333, BitConverter.ToInt16(stale["SmallIntNullColumn"]));
        Assert.Equal(4444, BitConverter.ToInt32(stale["IntNullColumn"]));
        Assert.Equal(55555, BitConverter.ToInt64(stale["BigIntNullColumn"]));
        Assert.StartsWith("7777777 ", Encoding.ASCII.GetString(stale["CharNullColumn"]), StringComparison.Ordinal);
        Assert.Equal(["TinyIntNullColumn", "SmallIntNullColumn", "IntNullColumn", "BigIntNullColumn", "CharNullColumn", "DateTimeNullColumn", "DateNullColumn"], stale.Keys);
    }

    [Fact]
    public void A_null_column_reports_what_an_earlier_row_left_there_and_a_set_column_reports_nothing()
    {
        var found = NullColumnScan.OnPage(Assert.Single(Sample.Parse(HeapPage).Pages), Layout);

        // Slot 7 ("DateTime column populated") follows slot 6 ("Char column populated"): its NULL CHAR(100) holds slot 6's value.
        var text = Encoding.ASCII.GetString(Convert.FromHexString(Assert.Single(found, f => f.Slot == 7 && f.Column == "CharNullColumn").Hex));
        Assert.StartsWith("Fixed length value!", text, StringComparison.Ordinal);
        Assert.DoesNotContain(found, f => f.Slot == 7 && f.Column == "DateTimeNullColumn");
        Assert.DoesNotContain(found, f => f.Slot == 0 && f.Column == "BitNullColumn");
    }

    [Fact]
    public void The_dump_is_read_from_its_hex_alone_whatever_its_text_column_shows()
    {
        // The sample's text column is as the public index shows it (invisible characters not shown; SOURCES.md): the
        // same page with every dump line's text replaced reads the same bytes and finds the same stale columns.
        var lines = Sample.Lines(HeapPage);
        var replaced = lines.Select(l => DumpLine.Address(0, l) is not null && l.Length > TextColumn ? l[..TextColumn] + new string('x', 20) : l).ToList();

        var page = Assert.Single(TraceParser.Parse(lines).Pages);
        var same = Assert.Single(TraceParser.Parse(replaced).Pages);

        Assert.NotEqual(lines, replaced);
        Assert.Equal(page.DumpBytes, same.DumpBytes);
        Assert.Equal(Bytes(page), Bytes(same));
        Assert.Equal(page.SlotOffsets, same.SlotOffsets);
        Assert.Equal(NullColumnScan.OnPage(page, Layout), NullColumnScan.OnPage(same, Layout));
    }

    [Fact]
    public void A_dump_line_4_GB_past_the_dump_s_start_holds_none_of_the_page_s_bytes()
    {
        // The sample's first dump line, then the same line 0x100000000 bytes on: as an int offset it wrapped onto the page.
        var lines = Sample.Lines(HeapPage).Take(41).ToList();
        lines.Add("0000004334C7B1A8:   00000000 d8b5c734 42000000 00000000 01000000  ....ØµÇ4B...........");

        var page = Assert.Single(TraceParser.Parse(lines).Pages);

        Assert.Equal(20, page.DumpBytes);
    }

    /// <summary>Each byte of the page image, empty where the dump did not give it.</summary>
    private static byte[][] Bytes(DbccPage page) => [.. Enumerable.Range(0, PageDump.PageBytes).Select(i => page.Image.Read(i, 1).ToArray())];

    [Theory]
    [InlineData("wwh-pro-sql-server-internals-18-dbcc-page.txt", 0, 96, 39, "Col2")]
    [InlineData("wwh-pro-sql-server-internals-19-dbcc-page.txt", 1, 135, 27, "Col1,Col3")]
    public void Print_option_3_records_read_whole_and_their_null_variable_length_columns_claim_nothing(string file, int slot, int offset, int length, string nullColumns)
    {
        // http://what-when-how.com/Tutorial/topic-21534j9n/Pro-SQL-Server-Internals-18.html and -19.html (listings 1-6 and 1-7).
        var report = Sample.Parse(file);

        var record = Assert.Single(Assert.Single(report.Pages).Records);
        Assert.Equal((slot, offset, length, length), (record.Slot, record.Offset, record.Length, record.BytesRead));
        Assert.Equal(nullColumns.Split(','), record.Columns.Where(c => c.IsNull).Select(c => c.Name));
        var col2 = Assert.Single(record.Columns, c => c.Name == (slot == 0 ? "Col1" : "Col2"));
        Assert.Equal(slot == 0 ? "aaaaaaaaaa" : "bbbbbbbbbb", Encoding.ASCII.GetString([.. record.Bytes.Skip(col2.Offset).Take(col2.PhysicalLength)]));
        Assert.Empty(NullColumnScan.InRecord(record));
        Assert.Empty(report.Pages[0].NullColumnBytes);
    }
}
