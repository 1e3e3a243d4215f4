using Bench.Results.Cases;

namespace Bench.Plots.Figures;

/// <summary>
/// Disk and CPU while a scenario's cases ran, repetition 1, on one time line: write and read MB/s on the left axis, CPU %
/// on the right, a dotted line where each case starts, labelled with its title where the label fits. A line joins the
/// samples of one case only: nothing is drawn across the time between cases (set-up, deletion, probes), when nothing
/// was sampled. Long series are averaged into about <see cref="MaxPoints"/> points.
/// </summary>
internal static class CounterFigure
{
    /// <summary>Points per line, about (bucket means over equal spans of time, never across a case start: at most this many plus the cases).</summary>
    public const int MaxPoints = 1200;

    /// <summary>Case starts drawn at most; past this many the chart draws none and says so.</summary>
    public const int MaxBoundaries = 40;

    /// <summary>
    /// Samples a line needs to be drawn: fewer (a scenario whose first repetition's cases are too short for the sampling
    /// interval) would be dots on an empty chart, not a course over time.
    /// </summary>
    public const int MinPoints = 3;

    /// <summary>Cases numbered and named in the subtitle at most; past this many their starts are not labelled.</summary>
    public const int MaxKeyed = 12;

    /// <summary>The counters drawn, and what the legend calls them.</summary>
    public static IReadOnlyList<(string Counter, string Name, bool Right)> Counters { get; } =
    [
        ("disk.write_mb_s", "disk write", false),
        ("disk.read_mb_s", "disk read", false),
        ("cpu.pct", "CPU, all cores", true),
    ];

    /// <summary>
    /// The chart of <paramref name="scenario"/>, or null when its first repetition has fewer than <see cref="MinPoints"/> disk
    /// samples or no case with two (each case's one sample would be a dot, not a course over time).
    /// </summary>
    /// <param name="run">The run.</param>
    /// <param name="scenario">The scenario.</param>
    /// <param name="samples">Repetition 1's samples of every case (read once for all scenarios).</param>
    public static LineChart? For(RunSummary run, ScenarioInfo scenario, IReadOnlyDictionary<CaseId, Dictionary<string, List<(DateTime Time, double Value)>>> samples)
    {
        var rows = run.Rows.Where(r => r.Scenario == scenario.Name && r.Repetition == 1 && samples.ContainsKey(r.CaseId)).OrderBy(r => r.StartedUtc).ToList();
        if (rows.Count == 0)
        {
            return null;
        }

        var start = rows.Select(r => r.StartedUtc).Concat(rows.SelectMany(r => samples[r.CaseId].Values.SelectMany(p => p.Select(x => x.Time)))).Min();
        var starts = rows.Select(r => Math.Max(0, (r.StartedUtc - start).TotalSeconds)).ToList();
        var series = new List<LineSeries>();
        foreach (var (counter, name, right) in Counters)
        {
            var points = rows.SelectMany(r => samples[r.CaseId].TryGetValue(counter, out var p) ? p : [])
                .Select(p => ((p.Time - start).TotalSeconds, Math.Max(0, p.Value)))
                .OrderBy(p => p.Item1)
                .ToList();
            var line = new LineSeries(name, Thin(points, starts), right) { BreaksAt = starts };
            if (points.Count >= MinPoints && line.Segments().Any(s => s.Count > 1))
            {
                series.Add(line);
            }
        }

        if (series.Count == 0 || series.All(s => s.RightAxis))
        {
            return null;
        }

        // Titled among all of the scenario's cases (a case too short to be sampled still tells its neighbours apart: IFI off).
        var titles = CaseTitles.Of(run.Rows.Where(r => r.Scenario == scenario.Name).Select(r => r.CaseId));
        var end = series.SelectMany(s => s.Points).Max(p => p.X);
        // One case shown has no other case's start to mark: its title goes in the subtitle, and no line is promised.
        var (boundaries, key) = rows.Count > 1 ? Boundaries(rows.Select(r => titles[r.CaseId]).ToList(), starts, end) : ([], string.Empty);
        var interval = run.Manifest.Counters?.IntervalMs;
        var subtitle = Subtitle.Of(
            interval is { } ms ? string.Create(CultureInfo.InvariantCulture, $"sampled every {ms / 1000.0:0.###} s") : "sampled",
            "repetition 1 of each case",
            Shown(rows.Count, titles.Count, rows.Count == 1 ? titles[rows[0].CaseId] : null),
            boundaries.Count > 0 ? "dotted lines: a case starts" : rows.Count > 1 ? string.Create(CultureInfo.InvariantCulture, $"{rows.Count} cases, one after another") : string.Empty,
            CaseTitles.Shared(run.Rows.Where(r => r.Scenario == scenario.Name).Select(r => r.CaseId)))
            + (key.Length > 0 ? "\n" + key : string.Empty);
        return new LineChart(
            $"counters-{scenario.Name}",
            $"{scenario.Title}: disk and CPU while the cases ran",
            new ValueAxis("time since the first case started", "s"),
            new ValueAxis("disk throughput", "MB/s"),
            series,
            Footers.Of(run))
        {
            Subtitle = subtitle,
            RightY = series.Any(s => s.RightAxis) ? new ValueAxis("CPU", "%") : null,
            Boundaries = boundaries,
        };
    }

    /// <summary>
    /// Which of the scenario's cases the chart shows, when not all: "only 1 GB, IFI off, of 4 cases (the others too short
    /// to be sampled)", "3 of 4 cases (...)"; empty when it shows all.
    /// </summary>
    private static string Shown(int shown, int all, string? title) => shown >= all ? string.Empty
        : title is not null ? string.Create(CultureInfo.InvariantCulture, $"only {title}, of {all} cases (the others too short to be sampled)")
        : string.Create(CultureInfo.InvariantCulture, $"{shown} of {all} cases (the others too short to be sampled)");

    /// <summary>
    /// The case starts: labelled with the cases' titles when each fits the span until the next start, else numbered with
    /// the key for the subtitle (<see cref="Key"/>); with more than <see cref="MaxKeyed"/> cases only the lines,
    /// with more than <see cref="MaxBoundaries"/> none.
    /// </summary>
    private static (List<Boundary> Boundaries, string Key) Boundaries(List<string> titles, List<double> starts, double end)
    {
        if (titles.Count > MaxBoundaries)
        {
            return ([], string.Empty);
        }

        // The axis the drawer gives these times (time 0 is the earliest start or sample; 2% beyond the last).
        var (low, high) = Rendering.LineChartDrawer.XRange([0, Math.Max(end, starts[^1])], AxisScale.Linear);
        var span = Math.Max(1e-9, high - low);
        var room = starts.Select((s, i) => ((i + 1 < starts.Count ? starts[i + 1] : Math.Max(end, s)) - s) / span * Rendering.LineChartDrawer.DataWidth).ToList();
        if (titles.Select((t, i) => Rendering.TextFit.Width(t, Rendering.LineChartDrawer.BoundaryTextSize) + 12 <= room[i]).All(fits => fits))
        {
            return (titles.Select((t, i) => new Boundary(starts[i], t)).ToList(), string.Empty);
        }

        if (titles.Count > MaxKeyed)
        {
            return (starts.Select(s => new Boundary(s, string.Empty)).ToList(), string.Empty);
        }

        var numbers = titles.Select((_, i) => (i + 1).ToString(CultureInfo.InvariantCulture)).ToList();
        return (starts.Select((s, i) => new Boundary(s, numbers[i])).ToList(), Key(titles.Select((t, i) => $"{numbers[i]} = {t}").ToList()));
    }

    /// <summary>
    /// The key of numbered case starts, on lines of its own under the subtitle: "cases: 1 = 1 backup file, BUFFERCOUNT 2,
    /// IFI on; 2 = ...", the entries apart by semicolons (their titles hold commas) and packed into lines of the chart's
    /// width, an entry never broken across two.
    /// </summary>
    internal static string Key(IReadOnlyList<string> entries)
    {
        var lines = new List<string>();
        var line = "cases:";
        foreach (var entry in entries)
        {
            var longer = $"{line} {entry};";
            if (line != "cases:" && Rendering.TextFit.Width(longer, Rendering.ChartStyle.SubtitleSize) > Rendering.ChartStyle.TextWidth)
            {
                lines.Add(line);
                line = entry + ";";
            }
            else
            {
                line = longer;
            }
        }

        lines.Add(line.TrimEnd(';'));
        return string.Join('\n', lines);
    }

    /// <summary>
    /// At most about <see cref="MaxPoints"/> points: the means of equal spans of time (the points themselves when fewer),
    /// never of points on either side of one of the case <paramref name="starts"/>, whose lines are apart.
    /// </summary>
    internal static IReadOnlyList<(double X, double Y)> Thin(IReadOnlyList<(double X, double Y)> points, IReadOnlyList<double> starts)
    {
        if (points.Count <= MaxPoints)
        {
            return points;
        }

        var (first, last) = (points[0].X, points[^1].X);
        var width = Math.Max(1e-9, (last - first) / MaxPoints);
        return points.GroupBy(p => (Case: starts.Count(s => s <= p.X), Bucket: Math.Min(MaxPoints - 1, (int)((p.X - first) / width))))
            .Select(g => (g.Average(p => p.X), g.Average(p => p.Y))) // groups come in the points' order: by case, then by time
            .ToList();
    }
}
