namespace Bench.Plots.Figures;

/// <summary>
/// IFI off vs on for one scenario that holds its twins against each other: a pair of bars per case (median, 95%
/// interval), the ratio written large above each pair, and a log time axis when one bar is ten or more times the other,
/// so the IFI-on bar stays visible.
/// </summary>
internal static class IfiFigure
{
    /// <summary>The chart, or null when the run has no complete pair of the scenario.</summary>
    public static BarChart? For(RunSummary run, ScenarioInfo scenario)
    {
        var pairs = run.Summary
            .Where(s => s.Scenario == scenario.Name && s.MedianMs > 0 && s.CaseId.Ifi is not null)
            .GroupBy(s => s.CaseId.Twin)
            .Select(g => (Twin: g.Key, Off: g.FirstOrDefault(s => s.CaseId.Ifi == false), On: g.FirstOrDefault(s => s.CaseId.Ifi == true)))
            .Where(p => p.Off is not null && p.On is not null)
            .Select(p => (p.Twin, Off: p.Off!, On: p.On!))
            .ToList();
        if (pairs.Count == 0)
        {
            return null;
        }

        var all = pairs.Count;
        if (all > RunCharts.MaxCategories)
        {
            var kept = pairs.OrderByDescending(p => p.Off.MedianMs).Take(RunCharts.MaxCategories).ToHashSet();
            pairs = pairs.Where(kept.Contains).ToList();
        }

        var titles = CaseTitles.Of(pairs.Select(p => p.Twin));
        var ratios = pairs.Select(p => p.Off.MedianMs!.Value / p.On.MedianMs!.Value).ToList();
        var values = pairs.SelectMany(p => new[] { p.Off, p.On }).SelectMany(s => new[] { s.MedianMs!.Value, s.Ci95UpperMs ?? 0 }).ToList();
        var log = ratios.Max() >= 10 || ratios.Min() <= 0.1;
        var time = TimeScale.For(values, log);
        var groups = pairs.Select((p, i) => new BarGroup(
            titles[p.Twin],
            [Bar("IFI off", p.Off, time), Bar("IFI on", p.On, time)],
            Ratios.Faster(p.Off.MedianMs!.Value, p.On.MedianMs!.Value))).ToList();
        var repetitions = pairs.SelectMany(p => new[] { p.Off.N, p.On.N }).ToList();
        var shared = CaseTitles.Shared(pairs.Select(p => p.Twin));
        var subtitle = Subtitle.Of(
            $"median of {Counts.Range(repetitions)} repetitions, whiskers: 95% interval of the median",
            shared,
            Subtitle.Shown(pairs.Count, all, "slowest"),
            Subtitle.LogScale(log));
        var differing = CaseTitles.Differing(pairs.Select(p => p.Twin));
        return new BarChart(
            $"ifi-{scenario.Name}",
            Title(scenario, ratios),
            Subtitle.CaseAxis(differing),
            new ValueAxis("elapsed time", time.Unit, log ? AxisScale.Log10 : AxisScale.Linear),
            groups,
            Footers.Of(run)) { Subtitle = subtitle };
    }

    private static string Title(ScenarioInfo scenario, IReadOnlyCollection<double> ratios) => ratios.All(r => r >= 1.05)
        ? $"{scenario.Title}: instant file initialization makes it {Ratios.Range(ratios)} faster"
        : $"{scenario.Title}: instant file initialization on vs off";

    private static Charts.Bar Bar(string series, SummaryRow row, TimeScale time)
    {
        var (lower, upper) = (time.OfPositive(row.Ci95LowerMs), time.OfPositive(row.Ci95UpperMs));
        return lower is null || upper is null ? new Charts.Bar(series, time.Of(row.MedianMs!.Value)) : new Charts.Bar(series, time.Of(row.MedianMs!.Value), lower, upper);
    }
}
