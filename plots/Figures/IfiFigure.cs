using Bench.Plots.Report;
using Bench.Results.Cases;
using Bench.Results.Manifest;

namespace Bench.Plots.Figures;

/// <summary>
/// IFI off vs on for one scenario that holds its twins against each other: a pair of bars per case (median, 95%
/// interval or the runs' range, as <see cref="Whiskers"/> says), the time IFI saved written large above each pair with its
/// ratio after it ("12.9 s saved (1,790x)"), and a log time axis when one bar is ten or more times the other, so the IFI-on
/// bar stays visible. The time saved leads, not the ratio: on the native target an IFI-on CREATE is a bare allocation of a
/// few ms, so its ratio is one no server reproduces (the subtitle says so there).
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

        // A scenario whose writes into the new space are timed apart (autogrow): the headline is end to end for the pair the
        // report's summary gives (the only one at the largest size, named when there are others), the bars its stall part.
        var lead = EndToEnd.LeadPair(run, scenario);
        var whole = lead is { } l ? EndToEnd.Of(run, scenario, l.Off, l.On) : null;
        var at = whole is not null && pairs.Count > 1 ? CaseTitles.Of(pairs.Select(p => p.Twin))[lead!.Value.Off.CaseId.Twin] : null;
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
            [Bar(Rendering.ChartStyle.IfiOffName, p.Off, time), Bar(Rendering.ChartStyle.IfiOnName, p.On, time)],
            (whole is null ? string.Empty : "growth stalls: ") + Note(p.Off, p.On, native: run.Manifest.Target == TargetNames.Native))).ToList();
        var repetitions = Counts.RepetitionsByIfi([.. pairs.Select(p => p.Off.N)], [.. pairs.Select(p => p.On.N)]);
        var shared = CaseTitles.Shared(pairs.Select(p => p.Twin));
        var storageOnly = StorageOnly(run, scenario);
        var subtitle = Subtitle.Of(
            $"median of {repetitions}{Whiskers.After([.. pairs.SelectMany(p => new[] { p.Off, p.On }).Where(s => s.Ci95LowerMs > 0 && s.Ci95UpperMs > 0).Select(s => (s.IntervalIsRange(), s.N))])}",
            shared,
            Subtitle.Shown(pairs.Count, all, "slowest"),
            Whiskers.NotSignificant([.. pairs.Where(p => IfiSignificance.Of(p.Off) == false).Select(p => (p.Off.IntervalIsRange() && p.On.IntervalIsRange(), Math.Min(p.Off.N, p.On.N)))]),
            Subtitle.LogScale(log),
            EndToEndLine(scenario, whole, at),
            storageOnly is { Length: > 0 } && whole is not null && EndToEnd.PerGrowth(run, lead!.Value.Off, lead.Value.On) is { } each
                ? $"{storageOnly}; each growth{(at is null ? string.Empty : $" at {at}")} here: {Report.Findings.Time(each.Off)} without IFI, {Report.Findings.Time(each.On)} with it"
                : storageOnly);
        var differing = CaseTitles.Differing(pairs.Select(p => p.Twin));
        return new BarChart(
            $"ifi-{scenario.Name}",
            Title(whole is null ? scenario.Title : $"{scenario.Title}, growth stalls", pairs.Select(p => (Off: p.Off.MedianMs!.Value, On: p.On.MedianMs!.Value, Significant: IfiSignificance.Of(p.Off))).ToList()),
            differing.Count == 0 ? CaseAxis(pairs.Select(p => p.Twin)) : Subtitle.CaseAxis(differing),
            new ValueAxis("elapsed time", time.Unit, log ? AxisScale.Log10 : AxisScale.Linear),
            groups,
            Footers.Of(run)) { Subtitle = subtitle };
    }

    /// <summary>
    /// The note above a pair: the time IFI saved with its ratio after it, "12.9 s saved (1,790x)", when IFI made it faster
    /// beyond noise; else as a comparison writes it (<see cref="Ratios.Change"/>): "1.3x faster, not significant" (or "1.3x
    /// slower, not significant", worded the way a significant one is) over its interval "(0.9x-2.9x)" when it holds 1,
    /// "about the same", "1.2x slower".
    /// </summary>
    public static string Note(SummaryRow off, SummaryRow on, bool native = false)
    {
        ArgumentNullException.ThrowIfNull(off);
        ArgumentNullException.ThrowIfNull(on);
        var (before, after) = (off.MedianMs!.Value, on.MedianMs!.Value);
        if (before / after >= 1.05 && IfiSignificance.Of(off) != false)
        {
            return Saved(before, after, ratio: !native);
        }

        // Not significant: IFI on against off, worded as a significant pair is (its off/on interval turned round to match).
        return IfiSignificance.Of(off) switch
        {
            true => Ratios.Change(after / before, significant: true),
            false => Ratios.Change(after / before, significant: false, 1 / off.IfiRatioCi95Upper, 1 / off.IfiRatioCi95Lower),
            null => Ratios.Faster(before, after),
        };
    }

    /// <summary>"12.9 s saved (1,790x)": what IFI saved of <paramref name="before"/>, its ratio after it.</summary>
    /// On the native target (<paramref name="ratio"/> false) the ratio is left off: a bare allocation's few ms make it one no server reproduces.
    public static string Saved(double before, double after, bool ratio = true) =>
        $"{Report.Findings.Time(SavedMs(before, after))} saved" + (ratio ? $" ({Ratios.Text(before / after)})" : string.Empty);

    /// <summary>The time saved as the sentences give it: the difference of the two times as printed (12.9 s less 7.2 ms; <see cref="Report.Findings.Difference"/>).</summary>
    public static double SavedMs(double before, double after) => Report.Findings.Difference(before, after);

    /// <summary>"1.5-12.9 s", "350 ms-12.9 s", "12.9 s": the range of times saved, the unit once when both ends share it.</summary>
    public static string SavedRange(IReadOnlyCollection<double> saved)
    {
        var (low, high) = (Report.Findings.Time(saved.Min()), Report.Findings.Time(saved.Max()));
        if (low == high)
        {
            return high;
        }

        var (lowUnit, highUnit) = (low[(low.LastIndexOf(' ') + 1)..], high[(high.LastIndexOf(' ') + 1)..]);
        return lowUnit == highUnit && !low.Contains("min", StringComparison.Ordinal) && !low.Contains(" h ", StringComparison.Ordinal)
            ? $"{low[..low.LastIndexOf(' ')]}-{high}"
            : $"{low}-{high}";
    }

    /// <summary>
    /// On the native target, that its times are the storage's part only: a server adds fixed costs to each operation, so its
    /// ratio is no server's (the scenario's own seed figures, <see cref="ScenarioInfo.SeedIfi"/>). Nothing on the sqlserver
    /// target, whose times hold the server's costs, nor for a scenario without seed figures.
    /// </summary>
    public static string StorageOnly(RunSummary run, ScenarioInfo scenario)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        return run.Manifest.Target == TargetNames.Native && scenario.SeedIfi is { } seeds
            ? $"native target: the storage's part only, a server adds fixed costs to each {scenario.Title} ({seeds})"
            : string.Empty;
    }

    /// <summary>
    /// "end to end (the stalls drawn plus the writes into the new space): IFI saves 500 ms (5.2 s instead of 5.7 s), within
    /// the runs' spread; the writes took 3.2 s longer with IFI (5.2 s, 2 s without)": the figure the bars are not, in the
    /// subtitle, so the title and the bars make one point (the stalls); empty without it.
    /// </summary>
    internal static string EndToEndLine(ScenarioInfo scenario, EndToEnd? whole, string? at = null) => whole is null
        ? string.Empty
        : $"end to end{(at is null ? string.Empty : $" at {at}")}, the stalls drawn plus the writes into the new space: IFI {whole.Saves} ({Report.Findings.Time(whole.OnTotal.Ms)} instead of {Report.Findings.Time(whole.OffTotal.Ms)}), {(whole.BeyondSpread ? "beyond" : "within")} the runs' spread; the writes took {Report.Findings.Time(Math.Abs(whole.FillCostMs))} {(whole.FillCostMs >= 0 ? "longer" : "shorter")} with IFI ({Report.Findings.Time(whole.OnFillMs)}, {Report.Findings.Time(whole.OffFillMs)} without)";

    /// <summary>The case axis's title when the pairs differ in nothing: the one case the run measured, not a bare "case".</summary>
    private static string CaseAxis(IEnumerable<CaseId> twins) => twins.Count() == 1 ? OneCase : Subtitle.CaseAxis([]);

    /// <summary>The case axis's title of a chart of one pair.</summary>
    public const string OneCase = "the one case measured, IFI off and on";

    /// <summary>
    /// "saves 1.5-12.9 s" over the pairs IFI made faster beyond noise, "in 1 of 4 cases, no significant difference in the
    /// other 3" when only some were, "no significant difference" when none was; else "on vs off".
    /// </summary>
    private static string Title(string scenario, List<(double Off, double On, bool? Significant)> pairs)
    {
        var faster = pairs.Where(p => p.Off / p.On >= 1.05 && p.Significant != false).Select(p => SavedMs(p.Off, p.On)).ToList();
        var noise = pairs.Count(p => p.Significant == false);
        return (faster.Count, noise) switch
        {
            var (f, _) when f == pairs.Count => $"{scenario}: instant file initialization saves {SavedRange(faster)}",
            var (f, n) when f > 0 && f + n == pairs.Count => string.Create(
                CultureInfo.InvariantCulture, $"{scenario}: instant file initialization saves {SavedRange(faster)} in {f} of {pairs.Count} cases, no significant difference in the other {n}"),
            var (_, n) when n == pairs.Count => $"{scenario}: instant file initialization on vs off, no significant difference",
            _ => $"{scenario}: instant file initialization on vs off",
        };
    }

    private static Charts.Bar Bar(string series, SummaryRow row, TimeScale time)
    {
        var (lower, upper) = (time.OfPositive(row.Ci95LowerMs), time.OfPositive(row.Ci95UpperMs));
        return lower is null || upper is null ? new Charts.Bar(series, time.Of(row.MedianMs!.Value)) : new Charts.Bar(series, time.Of(row.MedianMs!.Value), lower, upper);
    }
}
