namespace Bench.Harness.SqlServer;

/// <summary>
/// Where a fixed-length column lives in a data record, as sys.system_internals_partition_columns gives it
/// (leaf_null_bit, leaf_offset, max_inrow_length) for a table whose layout is known.
/// </summary>
/// <param name="Name">The column.</param>
/// <param name="NullBit">Its bit in the record's NULL bitmap, counting from 1 (the column's leaf_null_bit).</param>
/// <param name="Offset">Its first byte in the record (leaf_offset).</param>
/// <param name="Length">Its bytes.</param>
/// <param name="Bit">For a bit column, which bit of the byte at <paramref name="Offset"/> is its value.</param>
public sealed record FixedColumn(string Name, int NullBit, int Offset, int Length, int? Bit = null);
