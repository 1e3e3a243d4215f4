namespace Bench.Harness.SqlServer;

/// <summary>A column DBCC PAGE print option 3 interpreted ("Slot 0 Column 2 Offset 0x8 Length 4 Length (physical) 4").</summary>
/// <param name="Column">Its number.</param>
/// <param name="Name">Its name.</param>
/// <param name="Offset">Its first byte in the record (0 for a NULL variable-length column, which takes no bytes).</param>
/// <param name="Length">Its length.</param>
/// <param name="PhysicalLength">Bytes it takes in the record.</param>
/// <param name="IsNull">Whether DBCC printed its value as [NULL].</param>
public sealed record DbccColumn(int Column, string Name, int Offset, int Length, int PhysicalLength, bool IsNull);
