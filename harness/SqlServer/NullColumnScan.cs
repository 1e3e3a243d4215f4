using System.Buffers.Binary;

namespace Bench.Harness.SqlServer;

/// <summary>
/// Finds NULL fixed-length columns whose bytes are not zero. A data record (FixedVar format) keeps every fixed-length
/// column's bytes whether the column is NULL or not; its NULL bitmap says which are NULL. So bytes in a NULL column
/// are whatever was there before: the exposure check's stale data. Bytes that are all zero are not reported.
/// </summary>
public static class NullColumnScan
{
    private const int StatusHasNullBitmap = 0x10;
    private const int StatusRecordType = 0x0E;

    /// <summary>
    /// A whole-page dump (print option 2) read against the table's layout: every slot's primary record, each NULL
    /// column of <paramref name="layout"/> with non-zero bytes.
    /// </summary>
    public static IReadOnlyList<NullColumnBytes> OnPage(DbccPage page, IReadOnlyList<FixedColumn> layout)
    {
        ArgumentNullException.ThrowIfNull(page);
        return OnPage(page.Image, page.SlotOffsets, layout);
    }

    /// <summary>One record interpreted by print option 3: its NULL columns that take bytes and whose bytes are not zero.</summary>
    public static IReadOnlyList<NullColumnBytes> InRecord(DbccRecord record)
    {
        ArgumentNullException.ThrowIfNull(record);
        var bytes = record.Bytes.ToArray();
        return
        [
            .. from c in record.Columns
               where c.IsNull && c.PhysicalLength > 0 && c.Offset + c.PhysicalLength <= bytes.Length
               let value = bytes.AsSpan(c.Offset, c.PhysicalLength).ToArray()
               where value.Any(b => b != 0)
               select new NullColumnBytes(record.Slot, c.Name, c.Offset, Convert.ToHexStringLower(value)),
        ];
    }

    private static List<NullColumnBytes> OnPage(PageImage image, IReadOnlyList<int> slots, IReadOnlyList<FixedColumn> layout)
    {
        ArgumentNullException.ThrowIfNull(layout);
        var found = new List<NullColumnBytes>();
        for (var slot = 0; slot < slots.Count; slot++)
        {
            var at = slots[slot];
            var header = image.Read(at, 4);
            if (header.Length < 4 || (header[0] & StatusRecordType) != 0 || (header[0] & StatusHasNullBitmap) == 0)
            {
                continue;
            }

            int fixedEnd = BinaryPrimitives.ReadUInt16LittleEndian(header[2..]);
            var count = image.Read(at + fixedEnd, 2);
            if (count.Length < 2)
            {
                continue;
            }

            int columns = BinaryPrimitives.ReadUInt16LittleEndian(count);
            var bitmap = image.Read(at + fixedEnd + 2, (columns + 7) / 8).ToArray();
            if (bitmap.Length * 8 < columns)
            {
                continue;
            }

            foreach (var column in layout.Where(c => c.NullBit <= columns && IsNull(bitmap, c.NullBit) && c.Offset + c.Length <= fixedEnd))
            {
                var value = image.Read(at + column.Offset, column.Length).ToArray();
                if (value.Length == column.Length && (column.Bit is { } bit ? ((value[0] >> bit) & 1) != 0 : value.Any(b => b != 0)))
                {
                    found.Add(new NullColumnBytes(slot, column.Name, column.Offset, Convert.ToHexStringLower(value)));
                }
            }
        }

        return found;
    }

    private static bool IsNull(byte[] bitmap, int nullBit) => ((bitmap[(nullBit - 1) / 8] >> ((nullBit - 1) % 8)) & 1) != 0;
}
