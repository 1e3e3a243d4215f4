using System.Globalization;
using Bench.Harness.Tune;
using Bench.Plots.Charts;
using Bench.Scenarios.Parameters;

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
    /// The search path: each run's MB/s (warm-up runs marked), the best's median as the search went up to the final round,
    /// then the answer's median of its final-round runs as a level line over the round (the runs there are of its contenders
    /// side by side, a figure of its own: the search's line carried into it fell and rose with the round's runs), and the
    /// volume's limit; the answer's runs marked (a square) and SQL Server's default's (a triangle), each named in the legend,
    /// in the final round when they ran there, else wherever they ran. The x axis ticks on whole case runs. Its title names
    /// the mode and, given <paramref name="database"/>, the database's size. Null when no case run succeeded (a start that
    /// failed: tune-path.csv and tune.md give each run's error).
    /// </summary>
    public static LineChart? Chart(TuneResult result, ChartFooter footer, string? database = null)
    {
        ArgumentNullException.ThrowIfNull(result);
        var samples = new Dictionary<TuneSetting, List<double>>();
        var runs = new List<(double, double)>();
        var best = new List<(double, double)>();
        var markers = new List<PointMarker>();
        var final = result.Path.FirstOrDefault(p => p.Purpose == MeasurementPurpose.Final);
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

            // The search's best up to the final round; without one, the last run's best is the answer.
            var incumbent = final is null && step.Index == result.Path.Count && result.Best is { } answer ? answer.Setting : step.Incumbent;
            if ((final is null || step.Index < final.Index) && samples.TryGetValue(incumbent, out var held))
            {
                best.Add((step.Index, Median(held)));
            }
        }

        if (runs.Count == 0)
        {
            return null;
        }

        var series = new List<LineSeries> { new(RunsSeries, runs), new(final is null ? "the best's median so far (at the end: the answer's)" : "the best's median as the search went", best) };
        if (final is not null && result.Best is { MedianMbS: { } level })
        {
            series.Add(new LineSeries(
                string.Create(CultureInfo.InvariantCulture, $"the answer's median in the final round: {level:#,0} MB/s"),
                [(final.Index, level), (result.Path.Last(p => p.Purpose == MeasurementPurpose.Final).Index, level)]));
        }

        if (result.Best is { } chosen)
        {
            var standard = result.VersusDefault?.Default ?? result.Space.DefaultAt(chosen.Setting);
            // An answer that is SQL Server's default is marked once, its legend entry saying it is both.
            var itself = standard == chosen.Setting ? " (SQL Server's default)" : string.Empty;
            markers.AddRange(Marked(result, chosen.Setting, $"the answer{itself}: {Words(chosen.Setting)}", PointShape.Square));
            if (standard != chosen.Setting)
            {
                var median = result.FinalRound.FirstOrDefault(r => r.Setting == standard)?.MedianMbS is { } m
                    ? string.Create(CultureInfo.InvariantCulture, $": {m:#,0} MB/s in the final round")
                    : string.Empty;
                markers.AddRange(Marked(result, standard, $"SQL Server's default: {Words(standard)}{median}", PointShape.Triangle));
            }
        }

        var of = database is null ? string.Empty : $" of a {database} database";
        return new LineChart(
            TuneOutputs.ChartName, $"bench tune {result.Space.Operation.ToString().ToLowerInvariant()}{of}: the search path ({CaseRuns.Of(result.Used)})",
            new ValueAxis("case run", null), new ValueAxis("transfer", "MB/s"), [.. series.Where(s => s.Points.Count > 0)], footer)
        {
            References = result.Options.BaselineMbS is { } limit ? [new ReferenceLine(limit, result.Options.BaselineName)] : [],
            Boundaries = final is null ? [] : [new Boundary(final.Index - 0.5, $"final round: {result.FinalRound.Count} settings side by side")],
            Markers = markers,
            XTicks = WholeTicks(result.Path.Count),
        };
    }

    /// <summary>
    /// Markers on the successful runs of <paramref name="setting"/>: those of the final round when it ran there (the runs its
    /// figure there is of), else all of its runs but warm-ups (none when it never ran).
    /// </summary>
    private static IEnumerable<PointMarker> Marked(TuneResult result, TuneSetting setting, string label, PointShape shape)
    {
        var ran = result.Path.Where(p => p.Setting == setting && p.Result.IsOk && p.Purpose != MeasurementPurpose.WarmUp).ToList();
        var inFinal = ran.Where(p => p.Purpose == MeasurementPurpose.Final).ToList();
        return (inFinal.Count > 0 ? inFinal : ran).Select(p => new PointMarker(RunsSeries, p.Index, label) { Shape = shape });
    }

    /// <summary>"1 backup file, BUFFERCOUNT 128, MAXTRANSFERSIZE 4 MB" (block size and compression when set): a setting in the legend's few words.</summary>
    internal static string Words(TuneSetting setting)
    {
        ArgumentNullException.ThrowIfNull(setting);
        static string Say(ParameterSpec spec, long value) => spec.Speak(spec.Format(value));
        var words = new List<string>
        {
            Say(BackupOptions.StripesParameter, setting.Stripes),
            Say(BackupOptions.BufferCountParameter, setting.BufferCount),
            Say(BackupOptions.MaxTransferSizeParameter, setting.MaxTransferSize),
        };
        if (setting.BlockSize != TuneSetting.BlockSizeNotGiven)
        {
            words.Add(Say(BackupOptions.BlockSizeParameter, setting.BlockSize));
        }

        if (setting.Compression)
        {
            words.Add(Say(BackupOptions.CompressionParameter, 1));
        }

        return string.Join(", ", words);
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
