using System.Globalization;
using System.Text;

namespace Bench.Plots.Report;

/// <summary>report.md: the same content for wikis, charts linked as PNG (or SVG when there is no PNG).</summary>
public static class MarkdownReport
{
    /// <summary>The page; <paramref name="chartFile"/> gives the relative file of a chart, or null when it has none.</summary>
    public static string Render(ReportModel model, Func<ReportRun?, string, string?> chartFile)
    {
        ArgumentNullException.ThrowIfNull(model);
        ArgumentNullException.ThrowIfNull(chartFile);
        var md = new StringBuilder("# Storage capacity report\n\n");
        if (model.Findings.Count > 0)
        {
            md.Append("## What it means\n\n");
            foreach (var finding in model.Findings)
            {
                md.Append("- ").Append(finding).Append('\n');
            }

            md.Append('\n');
        }

        md.Append("## Environment\n\n");
        Table(md, ReportTables.EnvironmentHeader, model.Runs.Select(r => ReportTables.Environment(r.Data)));
        if (model.Comparison.Count > 0)
        {
            md.Append("## Comparison\n\n");
            Table(md, ReportTables.ComparisonHeader, model.Comparison.Select(ReportTables.Comparison));
            Images(md, model.ComparisonCharts.Select(c => (c.Title, chartFile(null, c.Name))));
        }

        if (model.Estimates.Count > 0)
        {
            md.Append("## Estimates\n\n");
            Table(md, ReportTables.EstimateHeader, model.Estimates.Select(ReportTables.Estimate));
        }

        foreach (var run in model.Runs)
        {
            md.Append(CultureInfo.InvariantCulture, $"## Run {run.Data.Label} ({run.Data.Manifest.RunId})\n\n");
            Table(md, ReportTables.SummaryHeader, run.Data.Summary.Select(ReportTables.Summary));
            Images(md, run.Charts.Select(c => (c.Title, chartFile(run, c.Name))));
        }

        foreach (var note in model.Notes)
        {
            md.Append("- ").Append(note).Append('\n');
        }

        return md.ToString();
    }

    private static void Images(StringBuilder md, IEnumerable<(string Title, string? File)> charts)
    {
        foreach (var (title, file) in charts.Where(c => c.File is not null))
        {
            md.Append("![").Append(title.Replace("]", ")", StringComparison.Ordinal)).Append("](").Append(file).Append(")\n\n");
        }
    }

    private static void Table(StringBuilder md, IReadOnlyList<string> header, IEnumerable<IReadOnlyList<string>> rows)
    {
        md.Append("| ").AppendJoin(" | ", header).Append(" |\n|").AppendJoin("|", header.Select(_ => "---")).Append("|\n");
        foreach (var row in rows)
        {
            md.Append("| ").AppendJoin(" | ", row.Select(c => c.Replace("|", "\\|", StringComparison.Ordinal))).Append(" |\n");
        }

        md.Append('\n');
    }
}
