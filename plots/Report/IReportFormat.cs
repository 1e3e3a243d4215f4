using Bench.Plots.Charts;

namespace Bench.Plots.Report;

/// <summary>How one output format writes the report's pieces; <see cref="ReportLayout"/> decides their order once.</summary>
public interface IReportFormat
{
    /// <summary>A section heading (level 1 is the title).</summary>
    void Heading(int level, string text);

    /// <summary>A paragraph.</summary>
    void Paragraph(string text);

    /// <summary>A bulleted list.</summary>
    void List(IEnumerable<string> items);

    /// <summary>A table.</summary>
    void Table(IReadOnlyList<string> header, IEnumerable<IReadOnlyList<string>> rows);

    /// <summary>Charts of a run (null: the comparison's).</summary>
    void Charts(ReportRun? run, IReadOnlyList<IChart> charts);

    /// <summary>The finished document.</summary>
    string Finish();
}
