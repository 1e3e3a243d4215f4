using Bench.Results.Cases;
using Bench.Results.Manifest;

namespace Bench.Plots.Figures;

/// <summary>
/// How long each autogrowth held up the writer: a group per growth (first, second, ...), a bar per case (IFI off and on),
/// the median over the repetitions with its interval as a whisker, as the IFI charts draw theirs, and the time IFI saved above each group with its ratio after it ("1.3 s saved (2,440x)");
/// a log axis when the bars differ tenfold. On the native target the subtitle says its times are the storage's part only.
/// </summary>
internal static class StallFigure
{
    /// <summary>The chart, or null when the scenario times no stalls or the run has none.</summary>
    public static BarChart? For(RunSummary run, ScenarioInfo scenario)
    {
        if (!scenario.GrowthStalls)
        {
            return null;
        }

        var cases = RunCharts.LargestLines(run.Stalls.Where(s => s.CaseId.Scenario == scenario.Name && s.StallMs >= 0).GroupBy(s => s.CaseId), s => s.StallMs);
        if (cases.Count == 0)
        {
            return null;
        }

        var titles = CaseTitles.Of(cases.Select(c => c.Key));
        var summaries = cases.ToDictionary(c => c.Key, c => c.GroupBy(s => s.Growth).ToDictionary(g => g.Key, g => SampleSummary.Of(g.Select(s => s.StallMs).ToList())));
        var medians = summaries.ToDictionary(c => c.Key, c => c.Value.ToDictionary(g => g.Key, g => Math.Max(0.001, g.Value.Median)));
        var growths = medians.Values.SelectMany(m => m.Keys).Distinct().Order().Take(RunCharts.MaxCategories).ToList();
        var log = medians.Values.SelectMany(m => m.Values).Max() / medians.Values.SelectMany(m => m.Values).Min() >= 10;
        var time = TimeScale.For(medians.Values.SelectMany(m => m.Values), log);
        var off = cases.FirstOrDefault(c => c.Key.Ifi == false)?.Key;
        var on = off is null ? null : cases.FirstOrDefault(c => c.Key.Equals(off.WithIfi(true)))?.Key;
        var groups = growths.Select(growth => new BarGroup(
            string.Create(CultureInfo.InvariantCulture, $"growth {growth}"),
            cases.Where(c => medians[c.Key].ContainsKey(growth)).Select(c => Bar(titles[c.Key], medians[c.Key][growth], summaries[c.Key][growth], time)).ToList(),
            off is not null && on is not null && medians[off].TryGetValue(growth, out var a) && medians[on].TryGetValue(growth, out var b) ? Note(a, b, native: run.Manifest.Target == TargetNames.Native) : null)).ToList();
        var size = cases.Select(c => c.First()).Select(s => s.SizeAfterBytes - s.SizeBeforeBytes).Distinct().ToList();
        var each = size.Count == 1 ? $" ({ByteSize.Spoken(size[0])} each)" : string.Empty;
        var title = off is not null && on is not null
            ? $"{scenario.Title}: each growth{each} stalls writers {Drawn(medians[off], growths)} without IFI, {Drawn(medians[on], growths)} with it"
            : $"{scenario.Title}: how long each growth{each} stalls writers";
        var shown = growths.SelectMany(g => summaries.Values.Where(m => m.ContainsKey(g)).Select(m => m[g])).Where(m => m.N >= 2 && !double.IsNaN(m.CiLower)).Select(m => (m.IsRange, m.N)).ToList();
        var subtitle = Subtitle.Of(
            Repetitions(cases, off, on) + Whiskers.After(shown),
            CaseTitles.Shared(cases.Select(c => c.Key)),
            Subtitle.LogScale(log),
            off is not null && on is not null ? IfiFigure.StorageOnly(run, scenario) : string.Empty);
        return new BarChart(
            $"stalls-{scenario.Name}",
            title,
            "growth, in the order they happened",
            new ValueAxis("stall", time.Unit, log ? Charts.AxisScale.Log10 : Charts.AxisScale.Linear),
            groups,
            Footers.Of(run)) { Subtitle = subtitle };
    }

    /// <summary>
    /// "1.3 s saved (2,440x)" for a stall IFI shortened (a wait is shorter, not faster: no ratio leads), without the ratio on
    /// the native target, as the IFI charts give it (<see cref="IfiFigure.Saved"/>); else "1.3x longer", "about the same".
    /// </summary>
    internal static string Note(double off, double on, bool native = false) => off / on >= 1.05 ? IfiFigure.Saved(off, on, ratio: !native) : Ratios.Shorter(off, on);

    /// <summary>"median over 5 repetitions", or each IFI state's count when they differ ("5 repetitions without IFI, 15 with it").</summary>
    private static string Repetitions(IReadOnlyList<IGrouping<CaseId, GrowthStallRow>> cases, CaseId? off, CaseId? on)
    {
        var counts = cases.ToDictionary(c => c.Key, c => c.Select(s => s.Repetition).Distinct().Count());
        return "median over " + (off is not null && on is not null
            ? Counts.RepetitionsByIfi([.. counts.Where(c => c.Key.Ifi == false).Select(c => c.Value)], [.. counts.Where(c => c.Key.Ifi == true).Select(c => c.Value)])
            : Counts.Repetitions(counts.Values));
    }

    /// <summary>
    /// The stalls drawn for one IFI state, as the bars give them: "88-170 ms" from the smallest bar to the largest, or the one
    /// figure when they agree (the title gave a Harrell-Davis median of the growths' medians, 112 ms, which no bar showed).
    /// </summary>
    internal static string Drawn(IReadOnlyDictionary<int, double> medians, IReadOnlyList<int> growths) =>
        IfiFigure.SavedRange([.. growths.Where(medians.ContainsKey).Select(g => medians[g])]);

    // A bar with its whisker: the median's 95% interval, or the runs' range (Whiskers says which); none below 2 stalls.
    private static Charts.Bar Bar(string series, double median, SampleSummary summary, TimeScale time) =>
        summary.N >= 2 && !double.IsNaN(summary.CiLower)
            ? new Charts.Bar(series, time.Of(median), time.Of(Math.Max(0.001, summary.CiLower)), time.Of(Math.Max(0.001, summary.CiUpper)))
            : new Charts.Bar(series, time.Of(median));
}
