namespace Bench.Harness.SqlServer;

/// <summary>What <see cref="DbccPageReader"/> has read of one page so far.</summary>
internal sealed class PageBuilder
{
    private readonly PageImage image = new();
    private readonly List<DbccRecord> records = [];
    private readonly List<byte> recordBytes = [];
    private readonly List<DbccColumn> columns = [];
    private (int Number, int Offset, int Length, int Physical)? column;
    private (int Slot, int Offset, int Length)? slot;
    private long? pageDumpBase;
    private bool recordDump;

    /// <summary>"file:page".</summary>
    public string? PageId { get; set; }

    /// <summary>The OFFSET TABLE: row to offset.</summary>
    public SortedDictionary<int, int> Offsets { get; } = [];

    /// <summary>Whether anything of a page was read.</summary>
    public bool HasContent => PageId is not null || image.KnownBytes > 0 || records.Count > 0 || slot is not null || Offsets.Count > 0;

    /// <summary>"Memory Dump @0x...": the slot's own dump when a slot header came just before, else the page's.</summary>
    public void StartDump(long address)
    {
        recordDump = slot is not null && recordBytes.Count == 0;
        pageDumpBase = recordDump ? null : address;
    }

    /// <summary>A dump line; false when no dump was started.</summary>
    public bool Dump(string line, long address)
    {
        if (recordDump && slot is { } s)
        {
            return DumpLine.TryRead(line, recordBytes, s.Length);
        }

        if (pageDumpBase is not { } origin)
        {
            return false;
        }

        var bytes = new List<byte>(20);
        DumpLine.TryRead(line, bytes);
        // An address more than a page away from the dump's start holds none of its bytes (and would wrap as an int).
        var at = address - origin;
        if (at > -bytes.Count && at < PageDump.PageBytes)
        {
            image.Set((int)at, bytes.ToArray());
        }

        return true;
    }

    /// <summary>Any other line ends a dump.</summary>
    public void EndDump()
    {
        recordDump = false;
        pageDumpBase = null;
    }

    /// <summary>"Slot 0 Offset 0x60 Length 39": a new record.</summary>
    public void Slot(int number, int offset, int length)
    {
        FinishSlot();
        slot = (number, offset, length);
        EndDump();
    }

    /// <summary>"Slot 0 Column 2 Offset 0x8 Length 4 Length (physical) 4": its value comes on a following line.</summary>
    public void Column(int number, int offset, int length, int physical)
    {
        column = (number, offset, length, physical);
        EndDump();
    }

    /// <summary>"name = value" after a column header; false when no column header is waiting for one.</summary>
    public bool Value(string name, string value)
    {
        if (column is not { } c)
        {
            return false;
        }

        if (c.Number > 0)
        {
            columns.Add(new DbccColumn(c.Number, name.Trim(), c.Offset, c.Length, c.Physical, value == "[NULL]"));
        }

        column = null;
        return true;
    }

    /// <summary>The page as read.</summary>
    public DbccPage Build()
    {
        FinishSlot();
        return new DbccPage
        {
            PageId = PageId,
            SlotOffsets = Offsets.Count > 0 ? [.. Offsets.Values] : image.SlotArray(),
            Records = [.. records],
            NullColumnBytes = [.. records.SelectMany(NullColumnScan.InRecord)],
            Image = image,
        };
    }

    private void FinishSlot()
    {
        if (slot is { } s)
        {
            records.Add(new DbccRecord { Slot = s.Slot, Offset = s.Offset, Length = s.Length, Columns = [.. columns], Bytes = [.. recordBytes] });
        }

        slot = null;
        column = null;
        columns.Clear();
        recordBytes.Clear();
    }
}
