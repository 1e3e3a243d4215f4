using System.Globalization;
using System.Net;
using System.Text;
using Bench.Plots.Charts;

namespace Bench.Plots.Report;

/// <summary>report.html: one self-contained page (charts inline as SVG, styles inline, no script, no network), made to print.</summary>
public sealed class HtmlReport : IReportFormat
{
    private readonly StringBuilder html = new("""
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Storage capacity report</title>
        <style>
        body { font-family: "DejaVu Sans", Verdana, sans-serif; margin: 24px; color: #222; max-width: 1200px; }
        table { border-collapse: collapse; margin: 8px 0 20px; font-size: 12px; }
        th, td { border: 1px solid #ccc; padding: 3px 7px; text-align: left; }
        td.n { text-align: right; font-variant-numeric: tabular-nums; }
        figure { margin: 12px 0 24px; page-break-inside: avoid; }
        figure svg { max-width: 100%; height: auto; }
        h2 { border-bottom: 1px solid #ccc; padding-bottom: 4px; page-break-after: avoid; }
        @media print { body { margin: 0; } }
        </style></head><body>

        """);

    /// <summary>The page of <paramref name="model"/>.</summary>
    public static string Render(ReportModel model) => ReportLayout.Render(model, new HtmlReport());

    /// <inheritdoc/>
    public void Heading(int level, string text) => html.Append(CultureInfo.InvariantCulture, $"<h{level}>{E(text)}</h{level}>\n");

    /// <inheritdoc/>
    public void Paragraph(string text) => html.Append("<p>").Append(E(text)).Append("</p>\n");

    /// <inheritdoc/>
    public void List(IEnumerable<string> items)
    {
        ArgumentNullException.ThrowIfNull(items);
        html.Append("<ul>\n");
        foreach (var item in items)
        {
            html.Append("<li>").Append(E(item)).Append("</li>\n");
        }

        html.Append("</ul>\n");
    }

    /// <inheritdoc/>
    public void Table(IReadOnlyList<string> header, IEnumerable<IReadOnlyList<string>> rows)
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
                html.Append(IsNumber(cell) ? "<td class=\"n\">" : "<td>").Append(E(cell)).Append("</td>");
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
            html.Append(CultureInfo.InvariantCulture, $"<figure class=\"chart\" id=\"{E(chart.Name)}\">\n").Append(chart.ToSvg()).Append("</figure>\n");
        }
    }

    /// <inheritdoc/>
    public string Finish() => html.Append("</body></html>\n").ToString();

    private static bool IsNumber(string cell) => double.TryParse(cell.TrimEnd('x', '%'), NumberStyles.Float, CultureInfo.InvariantCulture, out _);

    private static string E(string text) => WebUtility.HtmlEncode(text);
}
