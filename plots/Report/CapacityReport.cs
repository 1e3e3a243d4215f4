using System.Globalization;
using Bench.Plots.Charts;
using Bench.Results;
using Bench.Results.Cases;
using Bench.Results.Comparison;
using Bench.Results.Export;

namespace Bench.Plots.Report;

/// <summary>
/// What the capacity report of some runs shows, computed once and shared by the exporters that write it (charts,
/// report.html, report.md): every run's charts, the comparison, the estimates at the sizes asked for, the findings, the
/// security verdicts, and the notes the exporters add as they go (a PNG that could not be made).
/// </summary>
/// <param name="estimateSizes">Sizes to estimate create and restore times for.</param>
public sealed class CapacityReport(IReadOnlyList<long> estimateSizes)
{
    /// <summary>Cases shown in the comparison chart (those whose ratio is furthest from 1).</summary>
    public const int MaxComparedInChart = 30;

    private IReadOnlyList<RunSummary>? runs;
    private ReportModel? model;

    /// <summary>The report of <paramref name="summaries"/> (the first is the comparison's baseline), made on first use.</summary>
    public ReportModel ModelOf(IReadOnlyList<RunSummary> summaries)
    {
        ArgumentNullException.ThrowIfNull(summaries);
        if (model is null || !ReferenceEquals(runs, summaries))
        {
            runs = summaries;
            model = Build(summaries);
        }

        return model;
    }

    /// <summary>Adds a note to the report of <paramref name="summaries"/> (said once).</summary>
    public void Note(IReadOnlyList<RunSummary> summaries, string note)
    {
        var current = ModelOf(summaries);
        if (!current.Notes.Contains(note))
        {
            model = current with { Notes = [.. current.Notes, note] };
        }
    }

    private ReportModel Build(IReadOnlyList<RunSummary> summaries)
    {
        var reportRuns = summaries
            .Select(run => new ReportRun(run, RunCharts.Build(run), summaries.Count == 1 ? "charts" : Path.Combine("charts", run.Manifest.RunId)))
            .ToList();
        var comparison = ComparisonCsvExporter.Compare(summaries);
        var notes = new List<string>();
        if (comparison.Count == 0 && summaries.Count > 1)
        {
            notes.Add("the runs share no case with an ok row: nothing to compare");
        }

        var estimates = new List<Estimate>();
        foreach (var run in summaries)
        {
            var (fitted, why) = Estimates.For(run, estimateSizes);
            estimates.AddRange(fitted);
            notes.AddRange(why);
        }

        return new ReportModel(
            reportRuns, comparison, comparison.Count == 0 ? [] : [ComparisonChart(comparison)], estimates,
            Findings.Of(summaries, estimates, comparison), notes, Findings.Security(summaries));
    }

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
