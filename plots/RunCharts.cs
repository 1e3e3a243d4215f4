using System.Globalization;
using Bench.Plots.Charts;
using Bench.Results;
using Bench.Results.Cases;
using Bench.Results.Statistics;
using Bench.Scenarios;

namespace Bench.Plots;

/// <summary>
/// The charts of one run, each drawn only when its data is there, chosen by what each scenario says of itself
/// (<see cref="ScenarioInfo"/>): IFI off vs on for the scenarios that compare their twins, throughput against each
/// sweep axis, BLOCKSIZE, phases, autogrowth stalls, the workload's streams, and counter time series. Labels are case
/// titles among the cases a chart shows (<see cref="CaseId.Titles"/>).
/// </summary>
public static class RunCharts
{
    /// <summary>At most this many cases get a counter time series chart (the longest ones).</summary>
    public const int MaxSeriesCharts = 12;

    /// <summary>At most this many categories (bar groups) in one chart: the largest, said in the title.</summary>
    public const int MaxCategories = 40;

    /// <summary>At most this many lines in one chart.</summary>
    public const int MaxLines = 8;

    /// <summary>Every chart the run's data supports.</summary>
    public static IReadOnlyList<IChart> Build(RunSummary run)
    {
        ArgumentNullException.ThrowIfNull(run);
        var scenarios = ScenarioCatalog.Infos;
        var charts = new List<IChart>();
        charts.AddRange(scenarios.Where(s => s.ComparesIfi).Select(s => Ifi(run, s)).OfType<IChart>());
        charts.AddRange(scenarios.SelectMany(s => s.Sweeps.Select(axis => Sweep(run, s, axis))).OfType<IChart>());
        charts.AddRange(new IChart?[] { BlockSize(run), Phases(run), Stalls(run), Workload(run) }.OfType<IChart>());
        charts.AddRange(CounterSeries(run));
        return charts;
    }

    private static BarChart? Ifi(RunSummary run, ScenarioInfo scenario)
    {
        var pairs = run.Summary
            .Where(s => s.Scenario == scenario.Name && s.MedianMs is not null && s.CaseId.Ifi is not null)
            .GroupBy(s => s.CaseId.Twin)
            .Where(g => g.Count() == 2)
            .ToList();
        if (pairs.Count == 0)
        {
            return null;
        }

        var all = pairs.Count;
        pairs = pairs.OrderByDescending(p => p.Max(s => s.MedianMs!.Value)).Take(MaxCategories).ToList();

        var labels = CaseId.Titles(pairs.Select(p => p.Key));
        var groups = pairs.Select(p =>
        {
            var off = p.Single(s => s.CaseId.Ifi == false);
            var on = p.Single(s => s.CaseId.Ifi == true);
            return new BarGroup(
                labels[p.Key],
                [Bar("IFI off", off), Bar("IFI on", on)],
                string.Create(CultureInfo.InvariantCulture, $"{off.MedianMs!.Value / on.MedianMs!.Value:0.#}x"));
        }).ToList();
        return new BarChart($"ifi-{scenario.Name}", $"{scenario.Name}: IFI off vs on (median, 95% CI; ratio above){Of(pairs.Count, all)}", "elapsed ms", groups);
    }

    private static string Of(int shown, int all) => shown < all ? string.Create(CultureInfo.InvariantCulture, $", {shown} largest of {all}") : string.Empty;

    private static Bar Bar(string series, SummaryRow row) =>
        new(series, row.MedianMs!.Value, NaNToNull(row.Ci95LowerMs), NaNToNull(row.Ci95UpperMs));

    private static double? NaNToNull(double? value) => value is { } v && double.IsFinite(v) ? v : null;

    /// <summary>Transfer throughput against one parameter, a line per set of the other parameters (named by the scenario), IFI off left out.</summary>
    private static LineChart? Sweep(RunSummary run, ScenarioInfo scenario, SweepAxis axis)
    {
        double? X(SummaryRow s) =>
            (s.CaseId.ValueText(axis.Parameter) == axis.DefaultText ? axis.Recorded?.Invoke(s.Parameters) : s.CaseId.Number(axis.Parameter)) is { } value
                ? (double)value / axis.Unit
                : null;

        var points = run.Summary
            .Where(s => s.Scenario == scenario.Name && s.TransferMbSMedian is not null && s.CaseId.Ifi != false && X(s) is not null)
            .ToList();
        var sweeps = points.GroupBy(s => s.CaseId.Without(axis.Parameter)).Where(g => g.Select(X).Distinct().Count() > 1).ToList();
        if (sweeps.Count == 0)
        {
            return null;
        }

        var series = sweeps
            .Select(g => new LineSeries(
                scenario.SeriesName?.Invoke(g.Key) ?? CaseId.Titles(sweeps.Select(s => s.Key))[g.Key],
                g.Select(s => (X(s)!.Value, s.TransferMbSMedian!.Value)).ToList()))
            .GroupBy(s => s.Name).Select(g => g.First())
            .ToList();
        var xLabel = axis.UnitName is null ? axis.Label : $"{axis.Label} ({axis.UnitName})";
        return new LineChart(
            $"{scenario.Name}-{axis.Label.ToLowerInvariant()}", $"{scenario.Name} throughput vs {axis.Label} (median of the transfer phase)", xLabel, "MB/s", series,
            Categorical: axis.Scale == AxisScale.Log2);
    }

    private static BarChart? BlockSize(RunSummary run)
    {
        var rows = run.Summary.Where(s => s.Parameters.BlockSize is not null && s.TransferMbSMedian is not null).ToList();
        if (rows.Count == 0)
        {
            return null;
        }

        var groups = rows
            .GroupBy(s => s.Parameters.BlockSize!.Value)
            .OrderBy(g => g.Key)
            .Select(g => new BarGroup(
                string.Create(CultureInfo.InvariantCulture, $"{g.Key / 1024.0:0.#} KB"),
                g.GroupBy(s => s.Scenario).Select(s => new Bar(s.Key, s.Max(r => r.TransferMbSMedian!.Value))).ToList()))
            .ToList();
        return new BarChart("blocksize", "BLOCKSIZE: transfer MB/s (native: a storage model of the request size)", "MB/s", groups);
    }

    private static StackedBarChart? Phases(RunSummary run)
    {
        var phased = ScenarioCatalog.Infos.Where(s => s.Phases.Count > 0).Select(s => s.Name).ToHashSet(StringComparer.Ordinal);
        var cases = run.Rows
            .Where(r => r.Status == CaseStatus.Ok && phased.Contains(r.Scenario) && r.AllocateMs is not null)
            .GroupBy(r => r.CaseId)
            .ToList();
        if (cases.Count == 0)
        {
            return null;
        }

        var all = cases.Count;
        cases = cases.OrderByDescending(c => Median(c, r => r.ElapsedMs)).Take(MaxCategories).ToList();
        var labels = CaseId.Titles(cases.Select(c => c.Key));
        return new StackedBarChart(
            "phases",
            $"phases per case (medians){Of(cases.Count, all)}",
            "ms",
            ["allocate", "log zero", "transfer"],
            cases.Select(c => (labels[c.Key], (IReadOnlyList<double>)[Median(c, r => r.AllocateMs), Median(c, r => r.LogZeroMs), Median(c, r => r.TransferMs)])).ToList());
    }

    private static double Median(IEnumerable<ResultRow> rows, Func<ResultRow, double?> value)
    {
        var values = rows.Select(value).OfType<double>().ToList();
        return values.Count == 0 ? 0 : SampleSummary.Of(values).Median;
    }

    private static BarChart? Workload(RunSummary run)
    {
        var cases = run.Rows.Where(r => r.Status == CaseStatus.Ok && r.Workload.LogWriteMbS is not null).GroupBy(r => r.CaseId).ToList();
        if (cases.Count == 0)
        {
            return null;
        }

        var labels = CaseId.Titles(cases.Select(c => c.Key));
        var streams = new (string Name, Func<ResultRow, double?> MbS)[]
        {
            ("log writes (60 KB, flushed)", r => r.Workload.LogWriteMbS),
            ("data writes (8-256 KB)", r => r.Workload.DataWriteMbS),
            ("data reads (64 KB)", r => r.Workload.DataReadMbS),
        };
        var groups = streams.Select(s => new BarGroup(s.Name, cases.Select(c => new Bar(labels[c.Key], Median(c, s.MbS))).ToList())).ToList();
        var scenario = cases[0].First().Scenario;
        return new BarChart(scenario, $"{scenario} (seed 003's I/O mix): MB/s per stream (median)", "MB/s", groups);
    }

    private static LineChart? Stalls(RunSummary run)
    {
        var growing = ScenarioCatalog.Infos.Where(s => s.GrowthStalls).Select(s => s.Name).ToHashSet(StringComparer.Ordinal);
        var stalls = run.Stalls.Where(s => growing.Contains(s.CaseId.Scenario)).ToList();
        if (stalls.Count == 0)
        {
            return null;
        }

        var labels = CaseId.Titles(stalls.Select(s => s.CaseId));
        var series = stalls
            .GroupBy(s => s.CaseId)
            .OrderByDescending(c => c.Max(s => s.StallMs))
            .Take(MaxLines)
            .Select(c => new LineSeries(labels[c.Key], c.GroupBy(s => s.Growth).Select(g => ((double)g.Key, SampleSummary.Of(g.Select(s => s.StallMs).ToList()).Median)).ToList()))
            .ToList();
        return new LineChart("stalls", "autogrowth stall per growth (median over repetitions)", "growth", "stall ms", series, Categorical: true);
    }

    private static IEnumerable<IChart> CounterSeries(RunSummary run)
    {
        var longest = run.Rows
            .Where(r => r.Repetition == 1 && r.Counters.Samples > 1)
            .OrderByDescending(r => r.ElapsedMs ?? 0)
            .Take(MaxSeriesCharts)
            .ToList();
        var counters = new HashSet<string>(["disk.write_mb_s", "disk.read_mb_s", "cpu.pct"]);
        var series = run.Series(longest.Select(r => r.CaseId).ToHashSet(), counters);
        var labels = CaseId.Titles(run.Rows.Select(r => r.CaseId));
        var index = 0;
        foreach (var row in longest)
        {
            index++;
            if (!series.TryGetValue(row.CaseId, out var byCounter))
            {
                continue;
            }

            var lines = new[] { ("disk.write_mb_s", "write MB/s"), ("disk.read_mb_s", "read MB/s"), ("cpu.pct", "CPU %") }
                .Where(c => byCounter.ContainsKey(c.Item1))
                .Select(c => new LineSeries(c.Item2, byCounter[c.Item1].Select(p => (p.Seconds, p.Value)).ToList()))
                .ToList();
            yield return new LineChart(
                string.Create(CultureInfo.InvariantCulture, $"counters-{index:D2}"), $"counters: {labels[row.CaseId]} (repetition 1)", "seconds", "MB/s, CPU %", lines, Categorical: false);
        }
    }
}
