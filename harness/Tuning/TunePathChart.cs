using System.Globalization;
using Bench.Harness.Tune;
using Bench.Plots.Charts;

namespace Bench.Harness.Tuning;

/// <summary>
/// The search-path chart of a tune (charts/tune-path.svg): the only chart spec the harness builds, from a
/// <see cref="TuneResult"/> that the plots module does not see.
/// </summary>
public static class TunePathChart
{
    /// <summary>The search-path chart's line of every case run.</summary>
    private const string RunsSeries = "each case run";

    /// <summary>
    /// The search path: each run's MB/s (warm-up runs marked), the best's median as the search went, ending on the
    /// answer's (tune.md's best: the final round's winner, over all its runs), and the volume's limit; the x axis ticks
    /// on whole case runs. Its title names the mode and, given <paramref name="database"/>, the database's size. Null
    /// when no case run succeeded (a start that failed: tune-path.csv and tune.md give each run's error).
    /// </summary>
    public static LineChart? Chart(TuneResult result, ChartFooter footer, string? database = null)
    {
        ArgumentNullException.ThrowIfNull(result);
        var samples = new Dictionary<TuneSetting, List<double>>();
        var runs = new List<(double, double)>();
        var best = new List<(double, double)>();
        var markers = new List<PointMarker>();
        foreach (var step in result.Path)
        {
            if (step.Result.IsOk)
            {
                runs.Add((step.Index, step.Result.MegabytesPerSecond)); // every run plotted; warm-up runs in no median
                if (step.Purpose == MeasurementPurpose.WarmUp)
                {
                    markers.Add(new PointMarker(RunsSeries, step.Index, "warm-up run (in no decision)"));
                }
                else
                {
                    if (!samples.TryGetValue(step.Setting, out var list))
                    {
                        samples[step.Setting] = list = [];
                    }

                    list.Add(step.Result.MegabytesPerSecond);
                }
            }

            // The last run's best is the answer: after a final round its winner, which no run was held against yet.
            var incumbent = step.Index == result.Path.Count && result.Best is { } answer ? answer.Setting : step.Incumbent;
            if (samples.TryGetValue(incumbent, out var held))
            {
                best.Add((step.Index, Median(held)));
            }
        }

        if (runs.Count == 0)
        {
            return null;
        }

        var series = new List<LineSeries> { new(RunsSeries, runs), new("the best's median so far (at the end: the answer's)", best) }.Where(s => s.Points.Count > 0).ToList();
        var final = result.Path.FirstOrDefault(p => p.Purpose == MeasurementPurpose.Final);
        var of = database is null ? string.Empty : $" of a {database} database";
        return new LineChart(
            TuneOutputs.ChartName, $"bench tune {result.Space.Operation.ToString().ToLowerInvariant()}{of}: the search path ({CaseRuns.Of(result.Used)})",
            new ValueAxis("case run", null), new ValueAxis("transfer", "MB/s"), series, footer)
        {
            References = result.Options.BaselineMbS is { } limit ? [new ReferenceLine(limit, result.Options.BaselineName)] : [],
            Boundaries = final is null ? [] : [new Boundary(final.Index - 0.5, $"final round: {result.FinalRound.Count} settings side by side")],
            Markers = markers,
            XTicks = WholeTicks(result.Path.Count),
        };
    }

    /// <summary>
    /// Ticks on whole case runs, 1 to <paramref name="runs"/>, every 1, 2, 5, 10, 20, ... so that at most 12 show: the
    /// multiples of the step and the first run (24 runs: 1, 5, 10, 15, 20, not 13 ticks every 2).
    /// </summary>
    public static IReadOnlyList<(double X, string Label)> WholeTicks(int runs)
    {
        static int Shown(int runs, int step) => (runs / step) + (step > 1 ? 1 : 0);
        var step = 1;
        for (var i = 0; Shown(runs, step) > 12; i++)
        {
            step = (i % 3) switch { 0 => step * 2, 1 => step * 5 / 2, _ => step * 2 };
        }

        var at = Enumerable.Range(1, Math.Max(0, runs / step)).Select(k => k * step).Prepend(1).Distinct();
        return [.. at.Select(x => ((double)x, x.ToString(CultureInfo.InvariantCulture)))];
    }

    private static double Median(List<double> values) => Bench.Results.Statistics.SampleSummary.Of(values).Median;
}
