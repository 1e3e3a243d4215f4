using System.Net;
using System.Text;
using System.Text.RegularExpressions;
using Bench.Plots.Rendering;

namespace Bench.Plots.Report;

/// <summary>
/// report.html: one self-contained page, made to print: the charts inline as the SVG files ScottPlot wrote, the font
/// they name (DejaVu Sans, regular and bold) embedded, styles inline, no script, nothing fetched. A case's canonical id
/// shows when the pointer rests on its short title. A contents list under the title links to each section on the same
/// page (on screen only: a printed page cannot follow it).
/// </summary>
/// <param name="svgOf">The SVG document of a run's chart (run null: the comparison's), or null when it was not drawn.</param>
/// <param name="title">The page's title: what a browser's tab, a printed page's header and a PDF's file name say.</param>
public sealed partial class HtmlReport(Func<ReportRun?, IChart, string?> svgOf, string title = ReportLayout.Title) : IReportFormat
{
    private static readonly Lazy<string> FontFaces = new(() =>
        $"@font-face {{ font-family: \"{BundledFont.Family}\"; font-weight: 100 500; src: url(data:font/ttf;base64,{Convert.ToBase64String(BundledFont.FileBytes(bold: false))}) format(\"truetype\"); }}\n"
        + $"@font-face {{ font-family: \"{BundledFont.Family}\"; font-weight: 600 900; src: url(data:font/ttf;base64,{Convert.ToBase64String(BundledFont.FileBytes(bold: true))}) format(\"truetype\"); }}\n");

    // Printed, a figure (a chart with its title and subtitle, all in its SVG) is never split across pages, and a heading stays
    // with what follows it; nothing larger is kept whole (a table, a list, a section's method detail break where they
    // must: a block kept whole moves to the next page and leaves the one before part blank), a table between rows with its heading
    // repeated (thead). Both spellings of each: break-* (CSS Fragmentation) and the older page-break-* other engines read.
    // The printed page's margins, which the charts' text sizes are chosen for (ChartStyle.PrintScale): a chart scaled to the
    // page's width prints its ticks and legends at 8 pt or more on A4 (the browser's own margins left it unsaid).
    private static readonly string PageRule = string.Create(System.Globalization.CultureInfo.InvariantCulture, $"@page {{ margin: {ChartStyle.PrintMarginMm}mm; }}\n");

    private readonly StringBuilder html = new StringBuilder("""
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>
        """).Append(E(title)).Append("""
        </title>
        <style>

        """).Append(FontFaces.Value).Append(PageRule).Append("""
        body { font-family: "DejaVu Sans", Verdana, sans-serif; margin: 24px auto; padding: 0 24px; color: #1a1a1a; max-width: 1100px; line-height: 1.45; }
        table { border-collapse: collapse; margin: 8px 0 20px; font-size: 12px; }
        th, td { border: 1px solid #ccc; padding: 3px 7px; text-align: left; vertical-align: top; }
        th { background: #f3f3f3; vertical-align: bottom; }
        th.n, td.n { text-align: right; font-variant-numeric: tabular-nums; }
        thead { display: table-header-group; }
        tr { page-break-inside: avoid; break-inside: avoid; }
        table, ul, div.method, p { break-inside: auto; }
        .nw { white-space: nowrap; }
        p, li { orphans: 3; widows: 3; }
        td[title] { text-decoration: underline dotted #999; cursor: help; }
        figure { margin: 12px 0 28px; page-break-inside: avoid; break-inside: avoid; }
        figure svg { width: 100%; height: auto; display: block; }
        h1 { margin-bottom: 4px; }
        h2 { border-bottom: 2px solid #ccc; padding-bottom: 4px; margin-top: 36px; page-break-after: avoid; break-after: avoid; }
        h3 { margin-top: 24px; page-break-after: avoid; break-after: avoid; }
        ul.summary li { margin: 4px 0; }
        div.method { font-size: 12px; color: #444; border-left: 3px solid #ddd; padding: 0 0 0 10px; margin: 8px 0 20px; }
        div.method p, div.method ul { margin: 4px 0; }
        p.method-heading { font-weight: bold; }
        nav.contents { font-size: 14px; margin: 12px 0 0; }
        nav.contents ol { margin: 4px 0; padding-left: 22px; columns: 2; column-gap: 32px; }
        @media print { nav.contents { display: none; } body { margin: 0; padding: 0; max-width: none; } th { print-color-adjust: exact; -webkit-print-color-adjust: exact; } table { font-size: 10px; max-width: calc(100% - 2px); } th, td { padding: 2px 4px; } td { overflow-wrap: break-word; } div.method { font-size: 11px; } }
        </style></head><body>

        """);

    private readonly List<(string Id, string Text)> sections = [];

    private bool summaryList;

    /// <summary>Where the contents list goes: before the first section (-1 until it is written).</summary>
    private int contentsAt = -1;

    /// <summary>The page of <paramref name="model"/>.</summary>
    public static string Render(ReportModel model, Func<ReportRun?, IChart, string?> svgOf)
    {
        ArgumentNullException.ThrowIfNull(model);
        return ReportLayout.Render(model, new HtmlReport(svgOf, $"{ReportLayout.Title}: {string.Join(", ", model.Runs.Select(r => r.Data.Label))}"));
    }

    /// <inheritdoc/>
    public void Heading(int level, string text)
    {
        ArgumentNullException.ThrowIfNull(text);
        if (level == 2)
        {
            contentsAt = contentsAt < 0 ? html.Length : contentsAt;
            var id = SectionId(text, sections.Select(s => s.Id).ToHashSet(StringComparer.Ordinal));
            sections.Add((id, text));
            html.Append(CultureInfo.InvariantCulture, $"<h2 id=\"{E(id)}\">{E(text)}</h2>\n");
        }
        else
        {
            html.Append(CultureInfo.InvariantCulture, $"<h{level}>{E(text)}</h{level}>\n");
        }

        summaryList = level == 2 && text == ReportLayout.SummaryHeading;
    }

    /// <inheritdoc/>
    public void Paragraph(string text) => html.Append("<p>").Append(Text(text)).Append("</p>\n");

    /// <inheritdoc/>
    public void List(IEnumerable<string> items)
    {
        ArgumentNullException.ThrowIfNull(items);
        html.Append(summaryList ? "<ul class=\"summary\">\n" : "<ul>\n");
        foreach (var item in items)
        {
            html.Append("<li>").Append(Text(item)).Append("</li>\n");
        }

        html.Append("</ul>\n");
    }

    /// <inheritdoc/>
    public void Method(string heading, string? intro, IReadOnlyList<string> items, IReadOnlyList<string> notes)
    {
        ArgumentNullException.ThrowIfNull(heading);
        ArgumentNullException.ThrowIfNull(items);
        ArgumentNullException.ThrowIfNull(notes);
        html.Append("<div class=\"method\"><p class=\"method-heading\">").Append(E(heading)).Append("</p>\n");
        MethodBody.Write(this, intro, items, notes);

        html.Append("</div>\n");
    }

    /// <inheritdoc/>
    public void Table(IReadOnlyList<string> header, IEnumerable<IReadOnlyList<ReportCell>> rows)
    {
        ArgumentNullException.ThrowIfNull(header);
        ArgumentNullException.ThrowIfNull(rows);
        var body = rows.ToList();
        var numeric = TableColumns.Numeric(body, header.Count);
        html.Append("<table><thead><tr>");
        for (var i = 0; i < header.Count; i++)
        {
            html.Append(numeric[i] ? "<th class=\"n\">" : "<th>").Append(Text(header[i])).Append("</th>");
        }

        html.Append("</tr></thead>\n<tbody>\n");
        foreach (var row in body)
        {
            html.Append("<tr>");
            for (var i = 0; i < row.Count; i++)
            {
                var figures = i < numeric.Count && numeric[i];
                html.Append("<td");
                if (figures)
                {
                    html.Append(" class=\"n\"");
                }

                if (row[i].Detail is { } detail)
                {
                    html.Append(" title=\"").Append(E(detail)).Append('"');
                }

                html.Append('>').Append(figures ? Cell(row[i].Text) : Text(row[i].Text)).Append("</td>");
            }

            html.Append("</tr>\n");
        }

        html.Append("</tbody></table>\n");
    }

    /// <inheritdoc/>
    public void Charts(ReportRun? run, IReadOnlyList<IChart> charts)
    {
        ArgumentNullException.ThrowIfNull(charts);
        foreach (var chart in charts)
        {
            if (svgOf(run, chart) is not { } svg)
            {
                continue;
            }

            // The file's own XML declaration cannot stand inside an HTML page.
            var start = svg.IndexOf("<svg", StringComparison.Ordinal);
            html.Append(CultureInfo.InvariantCulture, $"<figure class=\"chart\" id=\"{E(run is null ? chart.Name : $"{run.Data.Manifest.RunId}-{chart.Name}")}\">\n")
                .Append(start < 0 ? svg : svg[start..])
                .Append("\n</figure>\n");
        }
    }

    /// <inheritdoc/>
    public string Finish()
    {
        if (sections.Count >= MinSectionsForContents)
        {
            var contents = new StringBuilder("<nav class=\"contents\"><strong>Contents</strong>\n<ol>\n");
            foreach (var (id, text) in sections)
            {
                contents.Append(CultureInfo.InvariantCulture, $"<li><a href=\"#{E(id)}\">{E(text)}</a></li>\n");
            }

            html.Insert(contentsAt, contents.Append("</ol></nav>\n"));
        }

        return html.Append("</body></html>\n").ToString();
    }

    /// <summary>The fewest sections a page lists as its contents (a page of two needs none).</summary>
    internal const int MinSectionsForContents = 3;

    /// <summary>A section's id from its heading ("What-if estimates": what-if-estimates), made unique among <paramref name="taken"/> by a number.</summary>
    internal static string SectionId(string heading, IReadOnlySet<string> taken)
    {
        var slug = string.Join('-', NonWord().Split(heading.ToLowerInvariant()).Where(w => w.Length > 0));
        slug = slug.Length == 0 ? "section" : slug;
        var id = slug;
        for (var n = 2; taken.Contains(id); n++)
        {
            id = string.Create(CultureInfo.InvariantCulture, $"{slug}-{n}");
        }

        return id;
    }

    [GeneratedRegex(@"[^a-z0-9]+", RegexOptions.CultureInvariant)]
    private static partial Regex NonWord();

    /// <summary>A cell of figures; a figure followed by its interval in brackets ("6.5 s (4.5 s to 8.5 s)") has the interval on a line of its own, under the figure.</summary>
    internal static string Cell(string text) => FigureThenInterval().Match(text) is { Success: true } m
        ? $"{Text(m.Groups["figure"].Value)}<br>{Text(m.Groups["interval"].Value)}"
        : Text(text);

    [GeneratedRegex(@"^(?<figure>[0-9][^(]*[^ (]) (?<interval>\([0-9].*)$", RegexOptions.CultureInvariant)]
    private static partial Regex FigureThenInterval();

    /// <summary>
    /// <paramref name="text"/> encoded, a line never broken inside a figure and its unit ("1 min 50 s", "(4.5 s", "462-510
    /// MB/s") or a hyphenated word ("--backup-dir", "2026-11-27", "allocated-but-unwritten"): each is kept whole in a
    /// span, so a narrow column or a printed page wraps between them; the text a reader copies is the same.
    /// </summary>
    internal static string Text(string text) => Unbroken().Replace(text, m =>
        m.Groups["figure"].Success || (m.Length > 1 && m.Value.AsSpan(1).Contains('-'))
            ? $"<span class=\"nw\">{E(m.Value)}</span>"
            : E(m.Value));

    /// <summary>
    /// A figure with a unit after a space (a "to" or "vs" before it, its brackets, punctuation and marks with it), a text
    /// that is only a bound such as the p column's "&lt; 0.001" (in prose, "n &lt; 5" may still wrap), else any run of non-spaces.
    /// </summary>
    [GeneratedRegex(@"(?<figure>^< [0-9][0-9,.]*$)|(?<figure>((to|vs) )?[(\[]*(< )?-?[0-9][0-9,.]*(-[0-9][0-9,.]*)? (µs|ms|s|min|h|B|KB|MB|GB|TB|KiB|MiB|GiB|TiB)(/s)?( [0-9][0-9,.]* (s|min))?(?![\w/])[)\],.;:]*( [*†])*)|\S+", RegexOptions.CultureInvariant)]
    private static partial Regex Unbroken();

    private static string E(string text) => WebUtility.HtmlEncode(text);
}
