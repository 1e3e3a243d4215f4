using System.Net;
using System.Text;
using System.Text.RegularExpressions;
using Bench.Plots.Rendering;

namespace Bench.Plots.Report;

/// <summary>
/// report.html: one self-contained page, made to print: the charts inline as the SVG files ScottPlot wrote, the font
/// they name (DejaVu Sans, regular and bold) embedded, styles inline, no script, nothing fetched. A case's canonical id
/// shows when the pointer rests on its short title.
/// </summary>
/// <param name="svgOf">The SVG document of a run's chart (run null: the comparison's), or null when it was not drawn.</param>
public sealed partial class HtmlReport(Func<ReportRun?, IChart, string?> svgOf) : IReportFormat
{
    private static readonly Lazy<string> FontFaces = new(() =>
        $"@font-face {{ font-family: \"{BundledFont.Family}\"; font-weight: 100 500; src: url(data:font/ttf;base64,{Convert.ToBase64String(BundledFont.FileBytes(bold: false))}) format(\"truetype\"); }}\n"
        + $"@font-face {{ font-family: \"{BundledFont.Family}\"; font-weight: 600 900; src: url(data:font/ttf;base64,{Convert.ToBase64String(BundledFont.FileBytes(bold: true))}) format(\"truetype\"); }}\n");

    private readonly StringBuilder html = new StringBuilder("""
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Storage capacity report</title>
        <style>

        """).Append(FontFaces.Value).Append("""
        body { font-family: "DejaVu Sans", Verdana, sans-serif; margin: 24px auto; padding: 0 24px; color: #1a1a1a; max-width: 1100px; line-height: 1.45; }
        table { border-collapse: collapse; margin: 8px 0 20px; font-size: 12px; }
        th, td { border: 1px solid #ccc; padding: 3px 7px; text-align: left; vertical-align: top; }
        th { background: #f3f3f3; }
        td.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        td[title] { text-decoration: underline dotted #999; cursor: help; }
        figure { margin: 12px 0 28px; page-break-inside: avoid; }
        figure svg { width: 100%; height: auto; display: block; }
        h1 { margin-bottom: 4px; }
        h2 { border-bottom: 2px solid #ccc; padding-bottom: 4px; margin-top: 36px; page-break-after: avoid; }
        h3 { margin-top: 24px; page-break-after: avoid; }
        ul.summary li { margin: 4px 0; }
        @media print { body { margin: 0; max-width: none; } }
        </style></head><body>

        """);

    private bool summaryList;

    /// <summary>The page of <paramref name="model"/>.</summary>
    public static string Render(ReportModel model, Func<ReportRun?, IChart, string?> svgOf) => ReportLayout.Render(model, new HtmlReport(svgOf));

    /// <inheritdoc/>
    public void Heading(int level, string text)
    {
        html.Append(CultureInfo.InvariantCulture, $"<h{level}>{E(text)}</h{level}>\n");
        summaryList = level == 2 && text == ReportLayout.SummaryHeading;
    }

    /// <inheritdoc/>
    public void Paragraph(string text) => html.Append("<p>").Append(E(text)).Append("</p>\n");

    /// <inheritdoc/>
    public void List(IEnumerable<string> items)
    {
        ArgumentNullException.ThrowIfNull(items);
        html.Append(summaryList ? "<ul class=\"summary\">\n" : "<ul>\n");
        foreach (var item in items)
        {
            html.Append("<li>").Append(E(item)).Append("</li>\n");
        }

        html.Append("</ul>\n");
    }

    /// <inheritdoc/>
    public void Table(IReadOnlyList<string> header, IEnumerable<IReadOnlyList<ReportCell>> rows)
    {
        ArgumentNullException.ThrowIfNull(header);
        ArgumentNullException.ThrowIfNull(rows);
        html.Append("<table><tr>");
        foreach (var h in header)
        {
            html.Append("<th>").Append(E(h)).Append("</th>");
        }

        html.Append("</tr>\n");
        foreach (var row in rows)
        {
            html.Append("<tr>");
            foreach (var cell in row)
            {
                html.Append("<td");
                if (IsNumber(cell.Text))
                {
                    html.Append(" class=\"n\"");
                }

                if (cell.Detail is not null)
                {
                    html.Append(" title=\"").Append(E(cell.Detail)).Append('"');
                }

                html.Append('>').Append(E(cell.Text)).Append("</td>");
            }

            html.Append("</tr>\n");
        }

        html.Append("</table>\n");
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
    public string Finish() => html.Append("</body></html>\n").ToString();

    /// <summary>A figure, with its unit, or a range of figures ("1.7 s", "72x", "92%", "&lt; 0.001", "1.2 s to 3 s"): right-aligned.</summary>
    private static bool IsNumber(string cell) => Figure().IsMatch(cell);

    [GeneratedRegex(@"^(< )?-?[0-9][0-9,.]*( ?(x|%|ms|s|min|h|B|KB|MB|GB|TB))?( [0-9]+ s)?( to -?[0-9][0-9,.]*( ?(x|%|ms|s|min|h))?( [0-9]+ s)?)?$", RegexOptions.CultureInvariant)]
    private static partial Regex Figure();

    private static string E(string text) => WebUtility.HtmlEncode(text);
}
