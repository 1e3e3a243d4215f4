using System.Text;
using Bench.Plots.Charts;

namespace Bench.Plots.Report;

/// <summary>report.md: the same content for wikis, charts linked as files (PNG, or SVG when there is no PNG).</summary>
/// <param name="chartFile">The relative file of a run's chart (run null: the comparison's), or null when it has none.</param>
public sealed class MarkdownReport(Func<ReportRun?, string, string?> chartFile) : IReportFormat
{
    private readonly StringBuilder md = new();

    /// <summary>The page of <paramref name="model"/>.</summary>
    public static string Render(ReportModel model, Func<ReportRun?, string, string?> chartFile) => ReportLayout.Render(model, new MarkdownReport(chartFile));

    /// <inheritdoc/>
    public void Heading(int level, string text) => md.Append('#', level).Append(' ').Append(text).Append("\n\n");

    /// <inheritdoc/>
    public void Paragraph(string text) => md.Append(text).Append("\n\n");

    /// <inheritdoc/>
    public void List(IEnumerable<string> items)
    {
        ArgumentNullException.ThrowIfNull(items);
        foreach (var item in items)
        {
            md.Append("- ").Append(item).Append('\n');
        }

        md.Append('\n');
    }

    /// <inheritdoc/>
    public void Table(IReadOnlyList<string> header, IEnumerable<IReadOnlyList<string>> rows)
    {
        ArgumentNullException.ThrowIfNull(header);
        ArgumentNullException.ThrowIfNull(rows);
        md.Append("| ").AppendJoin(" | ", header).Append(" |\n|").AppendJoin("|", header.Select(_ => "---")).Append("|\n");
        foreach (var row in rows)
        {
            md.Append("| ").AppendJoin(" | ", row.Select(c => c.Replace("|", "\\|", StringComparison.Ordinal))).Append(" |\n");
        }

        md.Append('\n');
    }

    /// <inheritdoc/>
    public void Charts(ReportRun? run, IReadOnlyList<IChart> charts)
    {
        ArgumentNullException.ThrowIfNull(charts);
        foreach (var chart in charts)
        {
            if (chartFile(run, chart.Name) is { } file)
            {
                md.Append("![").Append(chart.Title.Replace("]", ")", StringComparison.Ordinal)).Append("](").Append(file).Append(")\n\n");
            }
        }
    }

    /// <inheritdoc/>
    public string Finish() => md.ToString();
}
