using Bench.Plots.Report;
using Bench.Results.Cases;
using Bench.Results.Export;

namespace Bench.Plots.Figures;

/// <summary>
/// What IFI saves on each run's volume, side by side (seed 004's point: IFI matters more on slow storage): a group per IFI
/// pair every run measured (a CREATE per size, an AUTOGROW end to end, a RESTORE per setting), a bar per run, its height
/// the time IFI saved there (the IFI-off median less the IFI-on one, as the report's sentences give it).
/// </summary>
/// The time saved, not the off/on ratio: a manager plans with the minutes a CREATE or a RESTORE waits, and the ratio misleads
/// exactly where this chart looks, since an IFI-on time is a few ms of allocation on any volume (on the native target a bare
/// one), so a RAM volume's ratio can match a disk's while it saves a hundredth of the time. The bars are run colours
/// (never the IFI pair's: both are differences of the pair); a log axis when the savings differ tenfold, so a small saving
/// beside a large one stays a bar; a pair whose saving is within the runs' noise says so in its note, as the IFI charts do.
internal static class IfiCompareFigure
{
    /// <summary>The chart's name (charts/compare-ifi.png).</summary>
    public const string Name = "compare-ifi";

    /// <summary>The time IFI saved on one run for one pair, and whether that is beyond the runs' noise (null: untested).</summary>
    /// <param name="Label">The run's label.</param>
    /// <param name="SavedMs">The IFI-off time less the IFI-on time (end to end where the scenario times its writes apart); negative: IFI cost time.</param>
    /// <param name="Significant">Beyond the noise: the off/on ratio's 95% interval leaves out 1x (end to end: the two totals' intervals apart); null: too few runs.</param>
    internal sealed record Saving(string Label, double SavedMs, bool? Significant)
    {
        /// <summary>End to end: the growth stalls and the writes into the new space together.</summary>
        public bool EndToEnd { get; init; }
    }

    /// <summary>One IFI pair every run measured, with what IFI saved on each run.</summary>
    /// <param name="Scenario">The scenario.</param>
    /// <param name="Twin">The pair's case without IFI.</param>
    /// <param name="EndToEnd">Its saving is end to end (the stalls and the writes into the new space).</param>
    /// <param name="Savings">One per run, in the runs' order.</param>
    internal sealed record Pair(ScenarioInfo Scenario, CaseId Twin, bool EndToEnd, IReadOnlyList<Saving> Savings);

    /// <summary>The IFI pairs every one of <paramref name="runs"/> measured (two runs or more), each with every run's saving.</summary>
    public static List<Pair> Pairs(IReadOnlyList<RunSummary> runs)
    {
        ArgumentNullException.ThrowIfNull(runs);
        var pairs = new List<Pair>();
        if (runs.Count < 2)
        {
            return pairs;
        }

        foreach (var scenario in ScenarioCatalog.Infos.Where(s => s.ComparesIfi && !s.IsSecurityCheck))
        {
            var twins = runs[0].Summary.Where(s => s.Scenario == scenario.Name && s.CaseId.Ifi == false).Select(s => s.CaseId.Twin).Distinct().ToList();
            foreach (var twin in twins)
            {
                var savings = runs.Select(run => Of(run, ComparisonCsvExporter.LabelOf(runs, run), scenario, twin, endToEnd: true)).ToList();
                if (savings.All(s => s is not null))
                {
                    // One kind of saving in a pair, never end to end on one run beside the stalls alone on another: when a
                    // run lacks the timed writes (written before fill_ms), every run's saving is its growth stalls'.
                    var endToEnd = scenario.FillTimedApart && savings.All(s => s!.EndToEnd);
                    if (!endToEnd && savings.Any(s => s!.EndToEnd))
                    {
                        savings = runs.Select(run => Of(run, ComparisonCsvExporter.LabelOf(runs, run), scenario, twin, endToEnd: false)).ToList();
                    }

                    pairs.Add(new Pair(scenario, twin, endToEnd, savings!));
                }
            }
        }

        return pairs;
    }

    /// <summary>The chart, or null when fewer than two runs or no IFI pair common to them.</summary>
    public static BarChart? For(IReadOnlyList<RunSummary> runs)
    {
        ArgumentNullException.ThrowIfNull(runs);
        var pairs = Pairs(runs);
        if (pairs.Count == 0)
        {
            return null;
        }

        var all = pairs.Count;
        if (all > RunCharts.MaxCategories)
        {
            pairs = [.. pairs.OrderByDescending(p => p.Savings.Max(s => Math.Abs(s.SavedMs))).Take(RunCharts.MaxCategories)];
        }

        var titles = CaseTitles.Of(pairs.Select(p => p.Twin));
        var drawn = pairs.SelectMany(p => p.Savings).Where(s => s.SavedMs > 0).Select(s => s.SavedMs).ToList();
        if (drawn.Count == 0)
        {
            return null;
        }

        // Log when the savings drawn differ tenfold: a RAM volume's few ms beside a disk's seconds must stay a bar.
        var log = drawn.Max() / drawn.Min() >= 10;
        var time = TimeScale.For(drawn, log);
        var groups = pairs
            .Where(p => p.Savings.Any(s => s.SavedMs > 0))
            .Select(p => new BarGroup(
                titles[p.Twin] + (p.EndToEnd ? ", end to end" : p.Scenario.FillTimedApart ? ", growth stalls" : string.Empty),
                [.. p.Savings.Where(s => s.SavedMs > 0).Select(s => new Charts.Bar(s.Label, time.Of(s.SavedMs)))],
                Note(p)))
            .ToList();
        var labels = runs.Select(r => ComparisonCsvExporter.LabelOf(runs, r)).ToList();
        var costs = pairs.Count(p => p.Savings.Any(s => s.SavedMs <= 0));
        var subtitle = Subtitle.Of(
            "time IFI saved: the IFI-off median less the IFI-on one, on each run's volume (end to end for a scenario whose writes into the new space are timed apart); the time, not the off/on ratio, as an IFI-on time is a few ms of allocation on any volume",
            $"with each pair (above it, or under its name): how many times more one run saved, and any run whose saving is {Ratios.NotSignificant} (the off/on ratio's 95% interval includes 1x; end to end: the totals' intervals overlap)",
            costs == 0 ? string.Empty : "no bar where IFI cost time (its note says how much)",
            Subtitle.Shown(pairs.Count, all, "largest"),
            Subtitle.LogScale(log));
        return new BarChart(
            Name,
            Title(pairs, labels),
            "IFI pair (scenario and case)",
            new ValueAxis("time IFI saved", time.Unit, log ? AxisScale.Log10 : AxisScale.Linear),
            groups,
            Footers.Of(runs)) { Subtitle = subtitle, Legend = true, NotesApart = true };
    }

    /// <summary>
    /// The report's one sentence of findings under the comparison: where IFI saved more, by how much at the largest saving,
    /// and how many pairs agree; null when the chart is not drawn.
    /// </summary>
    public static string? Finding(IReadOnlyList<RunSummary> runs)
    {
        ArgumentNullException.ThrowIfNull(runs);
        var pairs = Pairs(runs);
        // Never a sentence naming a chart that is not drawn (every saving a cost: no bar, so no chart).
        if (pairs.Count == 0 || runs.Count != 2 || For(runs) is null)
        {
            return null;
        }

        var labels = runs.Select(r => ComparisonCsvExporter.LabelOf(runs, r)).ToList();
        var lead = pairs.MaxBy(p => p.Savings.Max(s => s.SavedMs))!;
        var titles = CaseTitles.Of(pairs.Select(p => p.Twin));
        var more = labels.Select((label, i) => pairs.Count(p => p.Savings[i].SavedMs > p.Savings[1 - i].SavedMs)).ToList();
        var mostly = more[0] >= more[1] ? 0 : 1;
        var noise = pairs.Sum(p => p.Savings.Count(s => s.Significant == false));
        return $"What IFI saves, run by run (chart {Name}): {labels[mostly]} saved more in {more[mostly]} of {pairs.Count} IFI pairs"
            + $"; at the largest, {titles[lead.Twin]}{(lead.EndToEnd ? " end to end" : string.Empty)}, {string.Join(" against ", lead.Savings.Select(s => $"{Findings.Time(s.SavedMs)} on {s.Label}"))}"
            + (noise == 0 ? "." : $"; {Counted.Of(noise, "saving")} within the runs' noise ({Ratios.NotSignificant}).");
    }

    /// <summary>
    /// "12x more on disk" over the runs whose saving is not significant, on one line ("ram: not significant", "not
    /// significant on any run"), and each cost ("ram: IFI cost 3 ms"): two lines for two runs, the height of a pair's labels.
    /// </summary>
    internal static string Note(Pair pair)
    {
        ArgumentNullException.ThrowIfNull(pair);
        var lines = new List<string>();
        var positive = pair.Savings.Where(s => s.SavedMs > 0).ToList();
        if (positive.Count > 1)
        {
            var (most, least) = (positive.MaxBy(s => s.SavedMs)!, positive.MinBy(s => s.SavedMs)!);
            lines.Add(most.SavedMs / least.SavedMs < 1.05 ? Ratios.AboutTheSame : $"{Ratios.Text(most.SavedMs / least.SavedMs)} more on {most.Label}");
        }

        lines.AddRange(pair.Savings.Where(s => s.SavedMs <= 0).Select(s => $"{s.Label}: IFI cost {Findings.Time(-s.SavedMs)}"));
        // Every run whose saving is within the noise on one line: a pair's note has the height of two labels, no more.
        var noise = pair.Savings.Where(s => s.SavedMs > 0 && s.Significant == false).Select(s => s.Label).ToList();
        if (noise.Count > 0)
        {
            lines.Add(noise.Count == positive.Count && noise.Count > 1
                ? $"{Ratios.NotSignificant} on any run"
                : $"{string.Join(", ", noise)}: {Ratios.NotSignificant}");
        }

        return string.Join('\n', lines);
    }

    private static string Title(List<Pair> pairs, List<string> labels)
    {
        var more = labels.Select((_, i) => pairs.Count(p => p.Savings[i].SavedMs == p.Savings.Max(s => s.SavedMs))).ToList();
        var lead = more.IndexOf(more.Max());
        return $"Time instant file initialization saves, by run: most on {labels[lead]} in {more[lead]} of {pairs.Count} IFI pairs";
    }

    /// <summary>
    /// What IFI saved on <paramref name="run"/> for the pair <paramref name="twin"/>, end to end when
    /// <paramref name="endToEnd"/> and the run timed its writes, else the elapsed times' (the growth stalls'); null when the
    /// run lacks a side.
    /// </summary>
    private static Saving? Of(RunSummary run, string label, ScenarioInfo scenario, CaseId twin, bool endToEnd)
    {
        var off = run.Summary.FirstOrDefault(s => s.CaseId.Equals(twin.WithIfi(false)) && s.MedianMs > 0);
        var on = run.Summary.FirstOrDefault(s => s.CaseId.Equals(twin.WithIfi(true)) && s.MedianMs > 0);
        if (off is null || on is null)
        {
            return null;
        }

        // End to end where the run timed the writes into the new space (a run written before fill_ms: the stalls alone).
        if (endToEnd && scenario.FillTimedApart && Report.EndToEnd.Of(run, scenario, off, on) is { } whole)
        {
            return new Saving(label, whole.SavedMs, whole.BeyondSpread) { EndToEnd = true };
        }

        return new Saving(label, Findings.Difference(off.MedianMs!.Value, on.MedianMs!.Value), IfiSignificance.Of(off));
    }
}
