namespace Bench.Plots.Figures;

/// <summary>
/// IFI off vs on for one scenario that holds its twins against each other: a pair of bars per case (median, 95%
/// interval or the runs' range, as <see cref="Whiskers"/> says), the ratio written large above each pair, and a log time axis when one bar is ten or more times the other,
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
            Note(p.Off, p.On))).ToList();
        var repetitions = Counts.RepetitionsByIfi([.. pairs.Select(p => p.Off.N)], [.. pairs.Select(p => p.On.N)]);
        var shared = CaseTitles.Shared(pairs.Select(p => p.Twin));
        var subtitle = Subtitle.Of(
            $"median of {repetitions}{Whiskers.After([.. pairs.SelectMany(p => new[] { p.Off, p.On }).Where(s => s.Ci95LowerMs > 0 && s.Ci95UpperMs > 0).Select(s => (s.IntervalIsRange(), s.N))])}",
            shared,
            Subtitle.Shown(pairs.Count, all, "slowest"),
            Whiskers.NotSignificant([.. pairs.Where(p => Significant(p.Off) == false).Select(p => (p.Off.IntervalIsRange() && p.On.IntervalIsRange(), Math.Min(p.Off.N, p.On.N)))]),
            Subtitle.LogScale(log));
        var differing = CaseTitles.Differing(pairs.Select(p => p.Twin));
        return new BarChart(
            $"ifi-{scenario.Name}",
            Title(scenario, pairs.Select(p => (Ratio: p.Off.MedianMs!.Value / p.On.MedianMs!.Value, Significant: Significant(p.Off))).ToList()),
            Subtitle.CaseAxis(differing),
            new ValueAxis("elapsed time", time.Unit, log ? AxisScale.Log10 : AxisScale.Linear),
            groups,
            Footers.Of(run)) { Subtitle = subtitle };
    }

    /// <summary>
    /// Whether IFI changed a pair's time significantly: the 95% interval of its off/on ratio (summary.csv's, on the IFI-off
    /// row) leaves out 1; null when the run has none (fewer than two repetitions a side).
    /// </summary>
    public static bool? Significant(SummaryRow off)
    {
        ArgumentNullException.ThrowIfNull(off);
        return off.IfiRatioCi95Lower is { } low && off.IfiRatioCi95Upper is { } high && double.IsFinite(low) && double.IsFinite(high) ? low > 1 || high < 1 : null;
    }

    /// <summary>
    /// The note above a pair, as a comparison writes it (<see cref="Ratios.Change"/>): "72x faster", or "1.3x, not
    /// significant" over the off/on ratio's interval "(0.9x-2.9x)" when it holds 1; the ratio alone when the run has no interval.
    /// </summary>
    public static string Note(SummaryRow off, SummaryRow on)
    {
        ArgumentNullException.ThrowIfNull(off);
        ArgumentNullException.ThrowIfNull(on);
        return Significant(off) is { } significant
            ? Ratios.Change(on.MedianMs!.Value / off.MedianMs!.Value, significant, 1 / off.IfiRatioCi95Upper, 1 / off.IfiRatioCi95Lower)
            : Ratios.Faster(off.MedianMs!.Value, on.MedianMs!.Value);
    }

    /// <summary>
    /// "makes it 27-72x faster" over the pairs IFI made faster beyond noise, "in 1 of 4 cases, no significant difference in
    /// the other 3" when only some were, "no significant difference" when none was; else "on vs off".
    /// </summary>
    private static string Title(ScenarioInfo scenario, List<(double Ratio, bool? Significant)> pairs)
    {
        var faster = pairs.Where(p => p.Ratio >= 1.05 && p.Significant != false).Select(p => p.Ratio).ToList();
        var noise = pairs.Count(p => p.Significant == false);
        return (faster.Count, noise) switch
        {
            var (f, _) when f == pairs.Count => $"{scenario.Title}: instant file initialization makes it {Ratios.Range(faster)} faster",
            var (f, n) when f > 0 && f + n == pairs.Count => string.Create(
                CultureInfo.InvariantCulture, $"{scenario.Title}: instant file initialization makes it {Ratios.Range(faster)} faster in {f} of {pairs.Count} cases, no significant difference in the other {n}"),
            var (_, n) when n == pairs.Count => $"{scenario.Title}: instant file initialization on vs off, no significant difference",
            _ => $"{scenario.Title}: instant file initialization on vs off",
        };
    }

    private static Charts.Bar Bar(string series, SummaryRow row, TimeScale time)
    {
        var (lower, upper) = (time.OfPositive(row.Ci95LowerMs), time.OfPositive(row.Ci95UpperMs));
        return lower is null || upper is null ? new Charts.Bar(series, time.Of(row.MedianMs!.Value)) : new Charts.Bar(series, time.Of(row.MedianMs!.Value), lower, upper);
    }
}
