using System.Globalization;
using System.Net;
using System.Text;
using Bench.Plots.Charts;

namespace Bench.Plots.Report;

/// <summary>report.html: one self-contained page (charts inline as SVG, styles inline, no network), made to print.</summary>
public static class HtmlReport
{
    /// <summary>The page.</summary>
    public static string Render(ReportModel model)
    {
        ArgumentNullException.ThrowIfNull(model);
        var html = new StringBuilder();
        html.Append("""
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
            <h1>Storage capacity report</h1>

            """);
        html.Append(CultureInfo.InvariantCulture, $"<p>{model.Runs.Count} run(s): {E(string.Join(", ", model.Runs.Select(r => r.Data.Label)))}. Made by bench.</p>\n");
        if (model.Findings.Count > 0)
        {
            html.Append("<h2>What it means</h2>\n<ul>\n");
            foreach (var finding in model.Findings)
            {
                html.Append("<li>").Append(E(finding)).Append("</li>\n");
            }

            html.Append("</ul>\n");
        }

        html.Append("<h2>Environment</h2>\n");
        Table(html, ReportTables.EnvironmentHeader, model.Runs.Select(r => ReportTables.Environment(r.Data)));
        if (model.Comparison.Count > 0)
        {
            html.Append("<h2>Comparison</h2>\n");
            Table(html, ReportTables.ComparisonHeader, model.Comparison.Select(ReportTables.Comparison));
            Figures(html, model.ComparisonCharts);
        }

        if (model.Estimates.Count > 0)
        {
            html.Append("<h2>Estimates</h2>\n<p>Fitted as fixed cost + size / rate to the run's measurements; the interval is the 95% confidence interval of the fitted line.</p>\n");
            Table(html, ReportTables.EstimateHeader, model.Estimates.Select(ReportTables.Estimate));
        }

        foreach (var run in model.Runs)
        {
            html.Append(CultureInfo.InvariantCulture, $"<h2>Run {E(run.Data.Label)} ({E(run.Data.Manifest.RunId)})</h2>\n");
            Table(html, ReportTables.SummaryHeader, run.Data.Summary.Select(ReportTables.Summary));
            Figures(html, run.Charts);
        }

        if (model.Notes.Count > 0)
        {
            html.Append("<h2>Notes</h2>\n<ul>\n");
            foreach (var note in model.Notes)
            {
                html.Append("<li>").Append(E(note)).Append("</li>\n");
            }

            html.Append("</ul>\n");
        }

        return html.Append("</body></html>\n").ToString();
    }

    private static void Figures(StringBuilder html, IReadOnlyList<IChart> charts)
    {
        foreach (var chart in charts)
        {
            html.Append(CultureInfo.InvariantCulture, $"<figure class=\"chart\" id=\"{E(chart.Name)}\">\n").Append(chart.ToSvg()).Append("</figure>\n");
        }
    }

    private static void Table(StringBuilder html, IReadOnlyList<string> header, IEnumerable<IReadOnlyList<string>> rows)
    {
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

    private static bool IsNumber(string cell) => double.TryParse(cell.TrimEnd('x', '%'), NumberStyles.Float, CultureInfo.InvariantCulture, out _);

    private static string E(string text) => WebUtility.HtmlEncode(text);
}
