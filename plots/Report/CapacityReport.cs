using Bench.Results.Comparison;
using Bench.Results.Export;
using Bench.Results.Tune;

namespace Bench.Plots.Report;

/// <summary>
/// What the capacity report of some runs shows, computed once and shared by the exporters that write it (charts,
/// report.html, report.md): every run's charts by scenario, the comparison and its charts, the what-if estimates, the
/// executive summary, the per-scenario findings, the security verdicts, and the notes the exporters add as they go.
/// </summary>
/// <param name="estimateSizes">Sizes to estimate create and restore times for; empty: the profiles' sizes the runs did not measure.</param>
/// <param name="fleet">Whether the runs are a fleet's (hosts side by side in a fleet section).</param>
public sealed class CapacityReport(IReadOnlyList<long> estimateSizes, bool fleet = false)
{
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

    /// <summary>
    /// The report's comparison of <paramref name="summaries"/>, as its table, comparison.csv and its summary all give it: a
    /// row per case, and beside the growth-stall row of a scenario that times its writes apart (AUTOGROW) its end-to-end row
    /// (<see cref="ComparisonMeasures"/>), whose verdict the summary counts.
    /// </summary>
    public static IReadOnlyList<ComparisonRow> Compare(IReadOnlyList<RunSummary> summaries) =>
        ComparisonCsvExporter.Compare(summaries, ScenarioCatalog.Infos.Where(s => s.FillTimedApart).Select(s => s.Name).ToHashSet(StringComparer.Ordinal));

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
        // A fleet's report sets its hosts side by side; each run's own charts (a dozen or more a run) are left to bench report
        // RUN_DIR. A fleet of one run (a store holding one) has no hosts to set side by side: its report is that run's.
        var sideBySide = fleet && summaries.Count > 1;
        var reportRuns = summaries
            .Select(run => new ReportRun(run, sideBySide ? [] : RunCharts.ByScenario(run), summaries.Count == 1 ? "charts" : Path.Combine("charts", run.Manifest.RunId)))
            .ToList();
        var comparison = Compare(summaries);
        var notes = new List<string>();
        if (sideBySide)
        {
            notes.Add("a fleet report draws the fleet's charts and the comparison; each run's own charts are drawn by bench report RUN_DIR for that run");
        }

        if (comparison.Count == 0 && summaries.Count > 1)
        {
            notes.Add("the runs share no case with an ok row: nothing to compare");
        }

        var tune = Tune(summaries, notes);
        var estimates = new List<Estimate>();
        foreach (var run in tune is null ? summaries : [])
        {
            var (fitted, why) = Estimates.For(run, estimateSizes);
            estimates.AddRange(fitted);
            notes.AddRange(why);
        }

        // A tune's answer is the one best its report names: the sections do not crown their own fastest case.
        var sections = ScenarioCatalog.Infos
            .Where(s => summaries.Any(r => r.Summary.Any(c => c.Scenario == s.Name)))
            .Select(s => new ReportSection(s, ScenarioFindings.Of(summaries, s, fastest: tune is null)))
            .ToList();
        var summary = tune is null
            ? ExecutiveSummary.Of(summaries, estimates, comparison)
            : [.. TuneSection.Summary(tune), .. ExecutiveSummary.Cautions(summaries)];
        return new ReportModel(
            reportRuns, summary, comparison, RunCharts.Compare(summaries, comparison), estimates, sections, notes,
            Findings.Security(summaries))
        {
            Fleet = fleet ? FleetView.Of(summaries) : null,
            Tune = tune,
        };
    }

    /// <summary>
    /// The report of one <c>bench tune</c> folder (its manifest says so), null for any other report; its answer from its
    /// tune-result.json, null for a tune with none (cancelled or stopped before it) or one whose file cannot be read (said
    /// in <paramref name="notes"/>).
    /// </summary>
    private static TuneReport? Tune(IReadOnlyList<RunSummary> summaries, List<string> notes)
    {
        if (summaries is not [{ Manifest.Tune: { } info } run])
        {
            return null;
        }

        TuneAnswer? answer;
        try
        {
            answer = TuneAnswer.Read(run.Directory);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException or InvalidDataException)
        {
            notes.Add($"the tune's answer is not shown: {e.Message}");
            answer = null;
        }

        return new TuneReport(run.Manifest.MatrixSource, run.Rows.Count + info.WarmUpRows, info.Budget, run.Manifest.Status, answer);
    }
}
