namespace Bench.Plots.Report;

/// <summary>A page format the report is written in (HTML, Markdown): <see cref="ReportLayout"/> says the sections and their order once.</summary>
public interface IReportFormat
{
    /// <summary>A section heading (level 1 is the title).</summary>
    void Heading(int level, string text);

    /// <summary>A paragraph.</summary>
    void Paragraph(string text);

    /// <summary>A bulleted list.</summary>
    void List(IEnumerable<string> items);

    /// <summary>A table; a cell's detail (a case's canonical id) shows on hover or as a footnote.</summary>
    void Table(IReadOnlyList<string> header, IEnumerable<IReadOnlyList<ReportCell>> rows);

    /// <summary>
    /// A section's method detail under it, in small print (still printed): <paramref name="heading"/> ("How this was
    /// measured"), then <paramref name="intro"/> (what was measured), <paramref name="items"/> as bullets (the findings in
    /// full, every caveat with them) and <paramref name="notes"/> (what the tables' marks and columns mean).
    /// </summary>
    void Method(string heading, string? intro, IReadOnlyList<string> items, IReadOnlyList<string> notes);

    /// <summary>Charts of a run (null: the comparison's).</summary>
    void Charts(ReportRun? run, IReadOnlyList<IChart> charts);

    /// <summary>The finished document.</summary>
    string Finish();
}
