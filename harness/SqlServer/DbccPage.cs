using System.Text.Json.Serialization;

namespace Bench.Harness.SqlServer;

/// <summary>One page of DBCC PAGE output: what of it was printed, and what it shows of NULL columns.</summary>
public sealed record DbccPage
{
    /// <summary>"file:page" from "PAGE: (1:632)" or m_pageId; null for an excerpt of slots only.</summary>
    public string? PageId { get; init; }

    /// <summary>How many of the page's 8192 bytes its memory dump (print option 2) gave (in bench import's JSON as dump_bytes).</summary>
    [JsonInclude]
    internal int DumpBytes => Image.KnownBytes;

    /// <summary>Each slot's offset on the page, slot 0 first, from the OFFSET TABLE or the page's own slot array.</summary>
    public IReadOnlyList<int> SlotOffsets { get; init; } = [];

    /// <summary>The slots printed one by one (print options 1 and 3).</summary>
    public IReadOnlyList<DbccRecord> Records { get; init; } = [];

    /// <summary>
    /// Non-zero bytes in NULL fixed-length columns, where the output itself says which bytes a column takes (print
    /// option 3). For a whole-page dump the table's layout is needed: <see cref="NullColumnScan.OnPage(DbccPage, IReadOnlyList{FixedColumn})"/>.
    /// </summary>
    public IReadOnlyList<NullColumnBytes> NullColumnBytes { get; init; } = [];

    /// <summary>The page's bytes, as far as the dump gave them.</summary>
    [JsonIgnore]
    public PageImage Image { get; init; } = new();
}
