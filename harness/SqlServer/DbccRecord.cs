using System.Text.Json.Serialization;

namespace Bench.Harness.SqlServer;

/// <summary>A slot DBCC PAGE printed on its own (print options 1 and 3): its header, its memory dump and its columns.</summary>
public sealed record DbccRecord
{
    /// <summary>The slot.</summary>
    public int Slot { get; init; }

    /// <summary>Its offset on the page.</summary>
    public int Offset { get; init; }

    /// <summary>Its length, as the slot header says.</summary>
    public int Length { get; init; }

    /// <summary>The bytes its memory dump gave; equal to <see cref="Length"/> when the dump was read whole.</summary>
    public int BytesRead => Bytes.Count;

    /// <summary>The columns print option 3 interpreted.</summary>
    public IReadOnlyList<DbccColumn> Columns { get; init; } = [];

    /// <summary>The record's bytes.</summary>
    [JsonIgnore]
    public IReadOnlyList<byte> Bytes { get; init; } = [];
}
