using Bench.Results.Cases;
using Bench.Results.Comparison;
using Bench.Results.Export;

namespace Bench.Plots.Figures;

/// <summary>
/// Runs side by side for one scenario: a group per case, a bar per run label (median elapsed time, 95% interval or the
/// runs' range, as <see cref="Whiskers"/> says), the
/// ratio and the verdict of the comparison written above each group; a log axis when the bars differ tenfold.
/// </summary>
internal static class CompareFigure
{
    /// <summary>The chart of <paramref name="scenario"/>, or null when no case of it was compared.</summary>
    public static BarChart? For(IReadOnlyList<RunSummary> runs, IReadOnlyList<ComparisonRow> comparison, ScenarioInfo scenario)
    {
        var cases = comparison.Where(c => c.Scenario == scenario.Name).GroupBy(c => c.CaseId).ToList();
        if (cases.Count == 0)
        {
            return null;
        }

        var all = cases.Count;
        if (all > RunCharts.MaxCategories)
        {
            var kept = cases.OrderByDescending(g => g.Max(c => Math.Abs(Math.Log(c.Ratio)))).Take(RunCharts.MaxCategories).ToHashSet();
            cases = cases.Where(kept.Contains).ToList();
        }

        var baseline = cases[0].First().Baseline;
        var labels = new[] { baseline }.Concat(cases.SelectMany(g => g.Select(c => c.Label))).Distinct(StringComparer.Ordinal).ToList();
        var summaries = runs.ToDictionary(
            run => ComparisonCsvExporter.LabelOf(runs, run), run => run.Summary.Where(s => s.Scenario == scenario.Name).ToDictionary(s => s.CaseId), StringComparer.Ordinal);
        var medians = cases.SelectMany(g => g.SelectMany(c => new[] { c.MedianBaselineMs, c.MedianMs })).Where(v => v > 0).ToList();
        var log = medians.Max() / medians.Min() >= 10;
        var time = TimeScale.For(medians, log);
        var titles = CaseTitles.Of(cases.Select(g => g.Key));
        var groups = cases.Select(g => new BarGroup(
            titles[g.Key],
            labels.Select(label => Bar(label, g, Row(label, g, summaries), time)).OfType<Charts.Bar>().ToList(),
            string.Join('\n', g.Select(c => Note(c, g.Count() > 1))))).ToList();
        var compared = labels.Skip(1).ToList();
        // A verdict per case and compared run: with several runs against the baseline, they are comparisons, not cases.
        var verdicts = cases.SelectMany(g => g).ToList();
        var title = string.Create(
            CultureInfo.InvariantCulture,
            $"{scenario.Title}{(scenario.FillTimedApart ? " growth stalls" : string.Empty)}: {string.Join(", ", compared)} against {baseline}: {Count(verdicts, "slower")} of {verdicts.Count} {(compared.Count > 1 ? "comparisons" : "cases")} {(scenario.FillTimedApart ? "with longer stalls" : "slower")}, {Count(verdicts, "faster")} {(scenario.FillTimedApart ? "shorter" : "faster")}");
        var subtitle = Subtitle.Of(
            $"median elapsed time{Whiskers.After(Whiskered(cases, labels, summaries, time))}; above each case: the ratio of the two medians drawn, against " + baseline + ", and the verdict of Welch's t-test on log times (5%; under a not-significant one, the tested ratio's 95% interval)",
            CaseTitles.Shared(cases.Select(g => g.Key)),
            all > cases.Count ? string.Create(CultureInfo.InvariantCulture, $"the {cases.Count} cases of {all} that differ most") : string.Empty,
            Subtitle.LogScale(log),
            scenario.FillTimedApart ? StallsOnly : string.Empty);
        var differing = CaseTitles.Differing(cases.Select(g => g.Key));
        return new BarChart(
            $"compare-{scenario.Name}",
            title,
            Subtitle.CaseAxis(differing),
            new ValueAxis("elapsed time", time.Unit, log ? Charts.AxisScale.Log10 : Charts.AxisScale.Linear),
            groups,
            Footers.Of(runs)) { Subtitle = subtitle };
    }

    /// <summary>
    /// "4.1x slower", "2x faster", "about the same", "no difference" (<see cref="Ratios.Change"/>) for one comparison row;
    /// an untested row says its way too, "17x slower" over "untested" (was: "17x, untested", "0.5x"); led by its run label
    /// when several runs are compared.
    /// </summary>
    public static string Note(ComparisonRow row, bool named)
    {
        ArgumentNullException.ThrowIfNull(row);
        // The ratio of the medians drawn (the bars), not of the geometric means the test compares: the figure over a pair
        // is the one a reader can check against its bars; the verdict (and a not-significant interval) is the test's.
        var drawn = row.MedianBaselineMs > 0 && row.MedianMs > 0 ? row.MedianMs / row.MedianBaselineMs : row.Ratio;
        var text = row.Verdict switch
        {
            "slower" or "faster" => Ratios.Change(drawn, significant: true),
            "no_difference" => Ratios.Change(drawn, significant: false, row.RatioCiLower, row.RatioCiUpper),
            _ => $"{Ratios.Change(drawn, significant: true)}\n{Untested}",
        };
        return named ? $"{row.Label}: {text}"
            : text.StartsWith(Ratios.AboutTheSame, StringComparison.Ordinal) || text.StartsWith("no difference", StringComparison.Ordinal) ? text : $"{row.Label} {text}";
    }

    /// <summary>
    /// What a chart of a scenario that times its writes into the new space apart (AUTOGROW) says its bars are: the growth
    /// stalls only, not the operation end to end, which the summary compares (c1 M4).
    /// </summary>
    public const string StallsOnly = "the bars are the growth stalls only, not the writes into the new space between them: the summary compares the runs end to end";

    /// <summary>What a note writes under the ratio of a case the comparison could not test (too few repetitions a side).</summary>
    public const string Untested = "untested";

    /// <summary>The intervals the chart draws (each bar with a whisker: whether it is its runs' range, and of how many runs).</summary>
    private static List<(bool IsRange, int N)> Whiskered(
        IEnumerable<IGrouping<CaseId, ComparisonRow>> cases, IReadOnlyList<string> labels, Dictionary<string, Dictionary<CaseId, SummaryRow>> summaries, TimeScale time) =>
        [.. cases.SelectMany(g => labels.Select(label => (Row: Row(label, g, summaries), Bar: Bar(label, g, Row(label, g, summaries), time))))
            .Where(b => b.Row is not null && b.Bar is { Lower: not null })
            .Select(b => (b.Row!.IntervalIsRange(), b.Row.N))];

    /// <summary>The summary row of a run label's case, or null when the run has none.</summary>
    private static SummaryRow? Row(string label, IGrouping<CaseId, ComparisonRow> group, Dictionary<string, Dictionary<CaseId, SummaryRow>> summaries) =>
        summaries.TryGetValue(label, out var byCase) && byCase.TryGetValue(group.Key, out var s) ? s : null;

    private static Charts.Bar? Bar(string label, IGrouping<CaseId, ComparisonRow> group, SummaryRow? row, TimeScale time)
    {
        var median = label == group.First().Baseline ? group.First().MedianBaselineMs : group.FirstOrDefault(c => c.Label == label)?.MedianMs;
        if (median is not > 0)
        {
            return null;
        }

        var (lower, upper) = (time.OfPositive(row?.Ci95LowerMs), time.OfPositive(row?.Ci95UpperMs));
        return lower is null || upper is null ? new Charts.Bar(label, time.Of(median.Value)) : new Charts.Bar(label, time.Of(median.Value), lower, upper);
    }

    private static int Count(IEnumerable<ComparisonRow> rows, string verdict) => rows.Count(r => r.Verdict == verdict);
}
