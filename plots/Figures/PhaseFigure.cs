namespace Bench.Plots.Figures;

/// <summary>
/// Where a scenario's time goes: one horizontal bar per case made of its phases (data files made ready, log zeroed,
/// data copied), medians over the repetitions, the slowest cases first.
/// </summary>
internal static class PhaseFigure
{
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

        var cases = run.Rows
            .Where(r => r.Status == CaseStatus.Ok && r.Scenario == scenario.Name && r.AllocateMs is not null)
            .GroupBy(r => r.CaseId)
            .Select(g => (Case: g.Key, Rows: g.ToList(), Values: phases.Select(p => Median(g, p.Ms)).ToList()))
            .OrderByDescending(c => c.Values.Sum())
            .ToList();
        if (cases.Count == 0)
        {
            return null;
        }

        var all = cases.Count;
        cases = cases.Take(RunCharts.MaxCategories).ToList();
        var time = TimeScale.For(cases.Select(c => c.Values.Sum()));
        var titles = CaseTitles.Of(cases.Select(c => c.Case));
        var shared = CaseTitles.Shared(cases.Select(c => c.Case));
        var n = cases.Max(c => c.Rows.Count);
        var subtitle = Subtitle.Of(
            string.Create(CultureInfo.InvariantCulture, $"median of each phase over {n} repetitions"),
            shared,
            Subtitle.Shown(cases.Count, all, "slowest"));
        var slowest = cases[0];
        var largest = slowest.Values.IndexOf(slowest.Values.Max());
        var title = string.Create(
            CultureInfo.InvariantCulture,
            $"{scenario.Title}: where the time goes ({phases[largest].Doing} takes {slowest.Values[largest] / Math.Max(1e-9, slowest.Values.Sum()):0%} of the slowest case, {titles[slowest.Case]})");
        return new StackedBarChart(
            $"phases-{scenario.Name}",
            title,
            new ValueAxis("elapsed time", time.Unit),
            phases.Select(p => p.Name).ToList(),
            cases.Select(c => new StackedBar(titles[c.Case], c.Values.Select(time.Of).ToList())).ToList(),
            Footers.Of(run)) { Subtitle = subtitle };
    }

    private static double Median(IEnumerable<ResultRow> rows, Func<ResultRow, double?> value)
    {
        var values = rows.Select(value).OfType<double>().Where(double.IsFinite).ToList();
        return values.Count == 0 ? 0 : Math.Max(0, SampleSummary.Of(values).Median);
    }
}
