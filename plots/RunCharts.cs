using Bench.Plots.Figures;
using Bench.Results.Comparison;

namespace Bench.Plots;

/// <summary>
/// The charts of one run, each drawn only when its data is there, chosen by what each scenario says of itself
/// (<see cref="ScenarioInfo"/>), in the order the report shows them per scenario: IFI off vs on, throughput against
/// each sweep axis, the phases, the autogrowth stalls, the workload's streams, and disk and CPU over time. Cases are
/// named by their short titles (<see cref="CaseTitles"/>).
/// </summary>
public static class RunCharts
{
    /// <summary>At most this many categories (bar groups, stacked bars) in one chart: the largest, said in the subtitle.</summary>
    public const int MaxCategories = 40;

    /// <summary>At most this many lines or bar series in one chart (each needs a colour of its own).</summary>
    public const int MaxLines = 8;

    /// <summary>The <see cref="MaxLines"/> groups with the largest <paramref name="size"/>, largest first: the lines a chart draws.</summary>
    internal static List<IGrouping<TKey, TRow>> LargestLines<TKey, TRow>(IEnumerable<IGrouping<TKey, TRow>> groups, Func<TRow, double?> size) =>
        groups.OrderByDescending(g => g.Max(size)).Take(MaxLines).ToList();

    /// <summary>Every chart the run's data supports, scenario by scenario.</summary>
    public static IReadOnlyList<IChart> Build(RunSummary run) => ByScenario(run).SelectMany(s => s.Charts).ToList();

    /// <summary>Every chart the run's data supports, with the scenario each belongs to.</summary>
    public static IReadOnlyList<(ScenarioInfo Scenario, IReadOnlyList<IChart> Charts)> ByScenario(RunSummary run)
    {
        ArgumentNullException.ThrowIfNull(run);
        // Each case's median repetition (by elapsed time) is the one its counters chart draws: read once per repetition number.
        var counters = CounterFigure.Counters.Select(c => c.Counter).ToHashSet(StringComparer.Ordinal);
        var samples = run.Rows.Select(r => r.CaseId).Distinct().GroupBy(c => CounterFigure.MedianRepetition(run, c))
            .SelectMany(g => run.Series(g.Key, g.ToHashSet(), counters))
            .ToDictionary(p => p.Key, p => p.Value);
        var charts = new List<(ScenarioInfo, IReadOnlyList<IChart>)>();
        foreach (var scenario in ScenarioCatalog.Infos)
        {
            var mine = new IChart?[] { scenario.ComparesIfi ? IfiFigure.For(run, scenario) : null }
                .Concat(scenario.Sweeps.Select(axis => SweepFigure.For(run, scenario, axis)))
                .Append(PhaseFigure.For(run, scenario))
                .Append(StallFigure.For(run, scenario))
                .Append(WorkloadFigure.For(run, scenario))
                .Append(CounterFigure.For(run, scenario, samples))
                .OfType<IChart>()
                .ToList();
            if (mine.Count > 0)
            {
                charts.Add((scenario, mine));
            }
        }

        return charts;
    }

    /// <summary>The comparison's charts: one per scenario, a bar per run label, then what IFI saved on each run (<see cref="IfiCompareFigure"/>); none of a security check (<see cref="ScenarioInfo.IsSecurityCheck"/>), whose times are no database operation's; of the elapsed rows (<see cref="ComparisonMeasures.Drawn"/>: AUTOGROW's growth stalls, as its bars).</summary>
    public static IReadOnlyList<IChart> Compare(IReadOnlyList<RunSummary> runs, IReadOnlyList<ComparisonRow> comparison)
    {
        ArgumentNullException.ThrowIfNull(runs);
        ArgumentNullException.ThrowIfNull(comparison);
        return ScenarioCatalog.Infos.Where(s => !s.IsSecurityCheck).Select(s => CompareFigure.For(runs, ComparisonMeasures.Drawn(comparison), s)).Append(IfiCompareFigure.For(runs)).OfType<IChart>().ToList();
    }
}
