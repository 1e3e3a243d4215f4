namespace Bench.Plots.Report;

/// <summary>A table cell: what it shows, and what a reader can look up beside it (the canonical case id of a short title).</summary>
/// <param name="Text">What the cell shows.</param>
/// <param name="Detail">Shown on hover in HTML, as a footnote in Markdown; null for none.</param>
public sealed record ReportCell(string Text, string? Detail = null)
{
    /// <summary>A plain cell.</summary>
    public static implicit operator ReportCell(string text) => new(text);

    /// <summary>A plain cell.</summary>
    public static ReportCell FromString(string text) => new(text);
}
