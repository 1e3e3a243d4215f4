using Bench.Results.Cases;
using Bench.Plots.Rendering;

namespace Bench.Plots.Figures;

/// <summary>
/// Where a scenario's time goes: one horizontal bar per case made of its phases (data files made ready, log zeroed,
/// data copied), medians over the repetitions, and the rest of the case's median time, so that a bar is as long as the
/// case's median in the tables and the other charts; the slowest cases first. Only phases that ran one after the other
/// are stacked (<see cref="PhaseOverlap"/>).
/// </summary>
internal static class PhaseFigure
{
    /// <summary>The segment of what a case's median time holds beyond its phases' medians (opening files, metadata, the harness's own steps).</summary>
    public const string Rest = "the rest of the case's median time";

    /// <summary>What the subtitle says where the log was zeroed during the copy, so that no "log zeroed" segment is drawn.</summary>
    public const string LogDuringCopy = "the log's zeroing not drawn: a restore zeroes the log during the copy, as SQL Server does, and \"data copied\" holds the copy's wait for it (log_zero_ms in results.csv)";

    /// <summary>
    /// The most bars a phases chart draws, the slowest: a bar of a backup or restore case carries a three-line title, and
    /// fifteen of them made a chart over two pages tall.
    /// </summary>
    public const int MaxBars = 8;

    /// <summary>What the subtitle adds when the cap cut cases: a case's IFI twin is drawn beside it, or neither is.</summary>
    public const string PairsKept = "an IFI pair's two cases drawn together, each pair ranked by its slower case";

    /// <summary>
    /// The cases a chart of at most <see cref="MaxBars"/> bars draws: all when they fit; else the slowest, an IFI pair
    /// (<see cref="CaseId.Twin"/>) counted as one, so that a case's twin is never cut while it is drawn (the IFI-off
    /// 14.6 s beside its IFI-on 8.0 s): pairs ranked by their slower case, taken while both fit, each pair's twins
    /// together, slower first. A pair that would pass the cap is passed over for a smaller unit that still fits.
    /// </summary>
    internal static List<T> Capped<T>(IReadOnlyList<T> cases, Func<T, CaseId> id, Func<T, double> time)
    {
        ArgumentNullException.ThrowIfNull(cases);
        if (cases.Count <= MaxBars)
        {
            return [.. cases];
        }

        var units = cases.GroupBy(c => id(c).Twin)
            .Select(g => g.OrderByDescending(time).ToList())
            .OrderByDescending(u => time(u[0]))
            .ToList();
        var kept = new List<T>();
        foreach (var unit in units)
        {
            if (kept.Count + unit.Count <= MaxBars)
            {
                kept.AddRange(unit);
            }
        }

        return kept;
    }

    private static readonly (string Column, string Name, string Doing, Func<ResultRow, double?> Ms)[] Known =
    [
        ("allocate_ms", "data files made ready (zeroed without IFI)", "making the data files ready", r => r.AllocateMs),
        ("log_zero_ms", "log zeroed", "zeroing the log", r => r.LogZeroMs),
        ("transfer_ms", "data copied", "copying the data", r => r.TransferMs),
    ];

    /// <summary>The chart, or null when the scenario times no phases or the run has none of its rows.</summary>
    public static StackedBarChart? For(RunSummary run, ScenarioInfo scenario)
    {
        var phases = Known.Where(k => scenario.Phases.Contains(k.Column)).ToList();
        if (phases.Count == 0)
        {
            return null;
        }

        // Only phases that ran one after the other are stacked: where the log was zeroed during the copy (SQL Server's
        // restores, and the native target's since it does the same), its zeroing is inside "data copied" and stacking it would draw the copy's time twice.
        var rows = run.Rows.Where(r => r.Summarized() && r.Scenario == scenario.Name && r.AllocateMs is not null).ToList();
        var during = rows.Any(r => PhaseOverlap.LogZeroedDuringCopy(run.Manifest, r)) && phases.Count > 1;
        if (during)
        {
            phases.RemoveAll(p => p.Column == "log_zero_ms");
        }

        var medians = run.Summary.Where(s => s.Scenario == scenario.Name && s.MedianMs > 0).ToDictionary(s => s.CaseId, s => s.MedianMs!.Value);
        var cases = rows
            .GroupBy(r => r.CaseId)
            .Select(g => (Case: g.Key, Rows: g.ToList(), Median: medians.TryGetValue(g.Key, out var median) ? median : (double?)null, Phases: phases.Select(p => Median(g, p.Ms)).ToList()))
            .Select(c => (c.Case, c.Rows, Values: Split(c.Median, c.Phases), Scaled: Scaled(c.Median, c.Phases), Measured: c.Phases))
            .OrderByDescending(c => c.Values.Sum())
            .ToList();
        if (cases.Count == 0)
        {
            return null;
        }

        var all = cases.Count;
        var cut = cases.Count > MaxBars;
        cases = Capped(cases, c => c.Case, c => c.Values.Sum());
        var time = TimeScale.For(cases.Select(c => c.Values.Sum()));
        var titles = CaseTitles.Of(cases.Select(c => c.Case));
        var shared = CaseTitles.Shared(cases.Select(c => c.Case));
        var counts = cases.Select(c => c.Rows.Count).ToList();
        var each = counts.Distinct().Count() > 1; // the repetitions differ (IFI-on creates run 3x as often): said per bar
        var rest = cases.Any(c => c.Values[^1] > 0); // no segment for a rest no case has
        var scaled = cases.Any(c => c.Scaled) ? "; phases drawn in proportion where their medians add up to more than the case's median" : string.Empty;
        var longest = cases.Max(c => c.Values.Sum());
        var widened = cases.Any(c => StackedBarChart.DrawnLonger(c.Values.Sum(), longest))
            ? string.Create(CultureInfo.InvariantCulture, $"bars under {Numbers.Value(time.Of(StackedBarChart.MinVisibleShare * longest))} {time.Unit} drawn that long so they show, their numbers as measured")
            : string.Empty;
        var subtitle = Subtitle.Of(
            string.Create(CultureInfo.InvariantCulture, $"a bar: the case's median time over its {(each ? "n repetitions" : Counts.Repetitions(counts))}, split by its phases' medians{(rest ? ", and the rest" : string.Empty)}{scaled}"),
            during ? LogDuringCopy : string.Empty,
            widened,
            shared,
            Subtitle.Shown(cases.Count, all, "slowest"),
            cut && cases.Any(c => c.Case.Ifi is not null) ? PairsKept : string.Empty);
        var slowest = cases[0];
        var largest = slowest.Values.Take(phases.Count).ToList().IndexOf(slowest.Values.Take(phases.Count).Max());
        // Where the slowest case is mostly the copy, the point is what IFI saves: the slowest IFI-off case's zeroing, in time,
        // its measured median (as results.csv gives it), not the segment scaled to fit the bar.
        var zeroed = cases.FirstOrDefault(c => c.Case.Ifi == false && c.Values[0] > 0);
        var title = largest != 0 && phases[0].Column == "allocate_ms" && zeroed.Case is not null
            ? $"{scenario.Title}: where the time goes (without IFI, {phases[0].Doing} takes {Report.Findings.Time(zeroed.Measured[0])} of {Report.Findings.Time(zeroed.Values.Sum())}: {titles[zeroed.Case]})"
            : string.Create(
                CultureInfo.InvariantCulture,
                $"{scenario.Title}: where the time goes ({phases[largest].Doing} takes {Share(slowest.Values[largest] / Math.Max(1e-9, slowest.Values.Sum()))} of the slowest case, {titles[slowest.Case]})");
        return new StackedBarChart(
            $"phases-{scenario.Name}",
            title,
            new ValueAxis("elapsed time", time.Unit),
            rest ? [.. phases.Select(p => p.Name), Rest] : phases.Select(p => p.Name).ToList(),
            cases.Select(c => new StackedBar(
                each ? string.Create(CultureInfo.InvariantCulture, $"{titles[c.Case]} (n = {c.Rows.Count})") : titles[c.Case],
                c.Values.Take(rest ? c.Values.Count : phases.Count).Select(time.Of).ToList())).ToList(),
            Footers.Of(run)) { Subtitle = subtitle };
    }

    /// <summary>
    /// A bar as long as the case's <paramref name="median"/> time (summary.csv's, as the tables and the other charts give
    /// it): its <paramref name="phases"/>' medians, then the rest of the median beyond them; where the phases' medians add
    /// up to more than the case's (medians do not add), each is drawn in proportion, so the bar still ends at the median.
    /// Without a median, the phases as they are. The subtitle says when a bar was drawn so (<see cref="Scaled"/>).
    /// </summary>
    internal static List<double> Split(double? median, List<double> phases)
    {
        var sum = phases.Sum();
        return median is not { } total ? [.. phases, 0]
            : Scaled(median, phases) ? [.. phases.Select(p => p * total / sum), 0]
            : [.. phases, total - sum];
    }

    /// <summary>Whether <see cref="Split"/> draws the <paramref name="phases"/> in proportion: their medians add up to more than the case's <paramref name="median"/>.</summary>
    internal static bool Scaled(double? median, List<double> phases) => median is { } total && phases.Sum() > total;

    /// <summary>A share in whole percent, but never 100% for less than all nor 0% for more than nothing: "99.6%", "0.3%".</summary>
    internal static string Share(double share) => share switch
    {
        >= 0.995 and < 1 => share >= 0.9995 ? "more than 99.9%" : share.ToString("0.0%", CultureInfo.InvariantCulture),
        > 0 and < 0.005 => share < 0.0005 ? "less than 0.1%" : share.ToString("0.0%", CultureInfo.InvariantCulture),
        _ => share.ToString("0%", CultureInfo.InvariantCulture),
    };

    private static double Median(IEnumerable<ResultRow> rows, Func<ResultRow, double?> value)
    {
        var values = rows.Select(value).OfType<double>().Where(double.IsFinite).ToList();
        return values.Count == 0 ? 0 : Math.Max(0, SampleSummary.Of(values).Median);
    }
}
