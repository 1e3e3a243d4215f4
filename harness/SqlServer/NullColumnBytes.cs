namespace Bench.Harness.SqlServer;

/// <summary>
/// A record whose NULL bitmap says a fixed-length column is NULL while the column's bytes are not zero: whatever was
/// there before stayed (stale data). Only that is claimed: not where the bytes came from.
/// </summary>
/// <param name="Slot">The record's slot on its page.</param>
/// <param name="Column">The column.</param>
/// <param name="Offset">The column's first byte in the record.</param>
/// <param name="Hex">The column's bytes, in hex as they lie in the record.</param>
public sealed record NullColumnBytes(int Slot, string Column, int Offset, string Hex);
