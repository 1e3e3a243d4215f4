using System.Text;

namespace Bench.Plots.Report;

/// <summary>
/// report.md: the same content for wikis and pull requests, the charts linked as the PNG files beside it, a case's
/// canonical id as a footnote of its short title.
/// </summary>
/// <param name="chartFile">The relative file of a run's chart (run null: the comparison's), or null when it was not drawn.</param>
public sealed class MarkdownReport(Func<ReportRun?, IChart, string?> chartFile) : IReportFormat
{
    private readonly StringBuilder md = new();
    private readonly Dictionary<string, int> footnotes = new(StringComparer.Ordinal);

    /// <summary>The page of <paramref name="model"/>.</summary>
    public static string Render(ReportModel model, Func<ReportRun?, IChart, string?> chartFile) => ReportLayout.Render(model, new MarkdownReport(chartFile));

    /// <inheritdoc/>
    public void Heading(int level, string text) => md.Append('#', level).Append(' ').Append(Escaped(text)).Append("\n\n");

    /// <inheritdoc/>
    public void Paragraph(string text) => md.Append(Escaped(text)).Append("\n\n");

    /// <inheritdoc/>
    public void List(IEnumerable<string> items)
    {
        ArgumentNullException.ThrowIfNull(items);
        foreach (var item in items)
        {
            md.Append("- ").Append(Escaped(item)).Append('\n');
        }

        md.Append('\n');
    }

    /// <inheritdoc/>
    public void Method(string heading, string? intro, IReadOnlyList<string> items, IReadOnlyList<string> notes)
    {
        ArgumentNullException.ThrowIfNull(heading);
        ArgumentNullException.ThrowIfNull(items);
        ArgumentNullException.ThrowIfNull(notes);
        md.Append("**").Append(Escaped(heading)).Append("**\n\n");
        MethodBody.Write(this, intro, items, notes);
    }

    /// <inheritdoc/>
    public void Table(IReadOnlyList<string> header, IEnumerable<IReadOnlyList<ReportCell>> rows)
    {
        ArgumentNullException.ThrowIfNull(header);
        ArgumentNullException.ThrowIfNull(rows);
        var body = rows.ToList();
        var numeric = TableColumns.Numeric(body, header.Count);
        md.Append("| ").AppendJoin(" | ", header.Select(CellText)).Append(" |\n|").AppendJoin("|", numeric.Select(n => n ? "---:" : "---")).Append("|\n");
        foreach (var row in body)
        {
            md.Append("| ").AppendJoin(" | ", row.Select(Cell)).Append(" |\n");
        }

        md.Append('\n');
    }

    /// <inheritdoc/>
    public void Charts(ReportRun? run, IReadOnlyList<IChart> charts)
    {
        ArgumentNullException.ThrowIfNull(charts);
        foreach (var chart in charts)
        {
            if (chartFile(run, chart) is { } file)
            {
                md.Append("![").Append(Escaped(chart.Title).Replace("]", ")", StringComparison.Ordinal)).Append("](").Append(file).Append(")\n\n");
            }
        }
    }

    /// <inheritdoc/>
    public string Finish()
    {
        foreach (var (detail, number) in footnotes)
        {
            md.Append(CultureInfo.InvariantCulture, $"[^{number}]: {(detail.Contains(' ', StringComparison.Ordinal) ? Escaped(detail) : $"`{detail}`")}\n");
        }

        return md.ToString();
    }

    /// <summary>
    /// <paramref name="text"/> as Markdown that renders as it reads, for the user's words (--note, labels) as for bench's own:
    /// backslashes doubled (a note's "a\|b" became "a\\|b" in a cell, whose doubled backslash undid the bar's escape and split
    /// the cell); '&amp;' and '&lt;' as entities, since renderers pass HTML through (a note "&lt;!-- x" hid the rest of the page,
    /// an "&lt;img onerror=...&gt;" ran) and the entities render as the characters ("&lt; 0.001" still reads so); asterisks
    /// escaped: the estimates' mark (<see cref="ReportTables.Extrapolated"/>) starting a list item made it a nested bullet
    /// and lost the mark, and two of them in a line may set the text between in italics.
    /// </summary>
    internal static string Escaped(string text) => text
        .Replace("\\", "\\\\", StringComparison.Ordinal)
        .Replace("&", "&amp;", StringComparison.Ordinal)
        .Replace("<", "&lt;", StringComparison.Ordinal)
        .Replace("*", "\\*", StringComparison.Ordinal);

    /// <summary><paramref name="text"/> <see cref="Escaped"/> for a table's cell, its bars escaped too: they would split it.</summary>
    internal static string CellText(string text) => Escaped(text).Replace("|", "\\|", StringComparison.Ordinal);

    private string Cell(ReportCell cell)
    {
        var text = CellText(cell.Text);
        if (cell.Detail is null)
        {
            return text;
        }

        if (!footnotes.TryGetValue(cell.Detail, out var number))
        {
            footnotes[cell.Detail] = number = footnotes.Count + 1;
        }

        return string.Create(CultureInfo.InvariantCulture, $"{text}[^{number}]");
    }
}
