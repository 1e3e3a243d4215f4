using System.Globalization;
using Bench.Plots.Charts;
using Bench.Results.Cases;
using Bench.Results.Comparison;
using Bench.Results.Csv;

namespace Bench.Plots.Report;

/// <summary>
/// Builds the capacity report of one or more runs into a folder: charts/ (one subfolder per run when there are
/// several), comparison.csv (several runs), report.html and report.md.
/// </summary>
public static class ReportBuilder
{
    /// <summary>Cases shown in the comparison chart (those whose ratio is furthest from 1).</summary>
    public const int MaxComparedInChart = 30;

    /// <summary>Writes the report of <paramref name="runs"/> into <paramref name="outDirectory"/>.</summary>
    public static async Task<ReportOutcome> WriteAsync(
        IReadOnlyList<RunData> runs, string outDirectory, IReadOnlyList<long> estimateSizes, PngRenderer? png, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(runs);
        ArgumentNullException.ThrowIfNull(estimateSizes);
        Directory.CreateDirectory(outDirectory);
        var notes = new List<string>();
        var reportRuns = new List<ReportRun>();
        var placed = new List<(string Directory, IChart Chart)>();
        foreach (var run in runs)
        {
            var folder = runs.Count == 1 ? "charts" : Path.Combine("charts", run.Manifest.RunId);
            var charts = RunCharts.Build(run);
            placed.AddRange(charts.Select(c => (Path.Combine(outDirectory, folder), c)));
            reportRuns.Add(new ReportRun(run, charts, folder));
        }

        var comparison = RunComparer.Compare(runs.Select(r => (Unique(runs, r), r.Manifest.Target, r.Rows)).ToList());
        var comparisonCharts = comparison.Count == 0 ? [] : new IChart[] { ComparisonChart(comparison) };
        string? comparisonCsv = null;
        if (comparison.Count > 0)
        {
            comparisonCsv = Path.Combine(outDirectory, "comparison.csv");
            File.Delete(comparisonCsv);
            using (var writer = new CsvTableWriter<ComparisonRow>(comparisonCsv))
            {
                writer.AppendAll(comparison);
            }

            placed.AddRange(comparisonCharts.Select(c => (Path.Combine(outDirectory, "charts"), c)));
        }
        else if (runs.Count > 1)
        {
            notes.Add("the runs share no case with an ok row: nothing to compare");
        }

        var written = await ChartFiles.WriteAsync(placed, png, cancellationToken);
        var chartFiles = written.Svgs.Count + written.Pngs;
        Note(notes, written.Note);
        var pngs = written.Svgs.Select(s => Path.ChangeExtension(s, ".png")).Where(File.Exists).ToHashSet(StringComparer.Ordinal);

        var estimates = new List<Estimate>();
        foreach (var run in runs)
        {
            var (fitted, why) = Estimates.For(run, estimateSizes);
            estimates.AddRange(fitted);
            notes.AddRange(why);
        }

        var model = new ReportModel(reportRuns, comparison, comparisonCharts, estimates, Findings.Of(runs, estimates, comparison), notes, Findings.Security(runs));
        var html = Path.Combine(outDirectory, "report.html");
        var md = Path.Combine(outDirectory, "report.md");
        await File.WriteAllTextAsync(html, HtmlReport.Render(model), cancellationToken);
        await File.WriteAllTextAsync(md, MarkdownReport.Render(model, (run, name) =>
        {
            var folder = run?.ChartFolder ?? "charts";
            var file = Path.Combine(folder, name + ".png");
            return (pngs.Contains(Path.Combine(outDirectory, file)) ? file : Path.Combine(folder, name + ".svg")).Replace('\\', '/');
        }), cancellationToken);
        return new ReportOutcome(html, md, comparisonCsv, chartFiles, model);
    }

    private static void Note(List<string> notes, string? note)
    {
        if (note is not null && !notes.Contains(note))
        {
            notes.Add(note);
        }
    }

    /// <summary>The run's label, or label and id when two runs share a label.</summary>
    private static string Unique(IReadOnlyList<RunData> runs, RunData run) =>
        runs.Count(r => r.Label == run.Label) > 1 ? $"{run.Label} ({run.Manifest.RunId})" : run.Label;

    private static BarChart ComparisonChart(IReadOnlyList<ComparisonRow> comparison)
    {
        var shown = comparison
            .GroupBy(c => c.CaseId)
            .OrderByDescending(g => g.Max(c => Math.Abs(Math.Log(c.Ratio))))
            .Take(MaxComparedInChart)
            .ToList();
        var labels = CaseId.Titles(shown.Select(g => g.Key));
        var groups = shown.Select(g => new BarGroup(
            labels[g.Key],
            [new Bar(g.First().Baseline, g.First().MedianBaselineMs), .. g.Select(c => new Bar(c.Label, c.MedianMs))],
            g.Count() == 1 ? string.Create(CultureInfo.InvariantCulture, $"{g.First().Ratio:0.##}x") : null)).ToList();
        var title = comparison.Select(c => c.CaseId).Distinct().Count() > shown.Count
            ? $"median elapsed by run ({shown.Count} cases that differ most)"
            : "median elapsed by run (ratio to the first above)";
        return new BarChart("compare", title, "elapsed ms", groups);
    }
}
