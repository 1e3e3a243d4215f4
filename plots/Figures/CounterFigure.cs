using Bench.Results.Cases;
using Bench.Results.Manifest;

namespace Bench.Plots.Figures;

/// <summary>
/// Disk and CPU while a scenario's cases ran, each case's median repetition by elapsed time (repetition 1 was often a cold
/// outlier), on one time line: write and read MB/s on the left axis, CPU % on the right (the whole machine's, and bench's
/// own: on a shared machine the first is other processes' and stays at 100%), a dotted line where each case starts, labelled with its title where the label fits. A line joins the
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
    /// Disk samples a case needs to be drawn: fewer (a case too short for the sampling interval) would be isolated dots, not
    /// a course over time; the subtitle says how many cases were left out so.
    /// </summary>
    public const int MinPoints = 4;

    /// <summary>Cases numbered and named in the subtitle at most; past this many their starts are not labelled.</summary>
    public const int MaxKeyed = 20;

    /// <summary>The counters drawn, and what the legend calls them.</summary>
    public static IReadOnlyList<(string Counter, string Name, bool Right)> Counters { get; } =
    [
        ("disk.write_mb_s", "disk write", false),
        ("disk.read_mb_s", "disk read", false),
        ("cpu.pct", "CPU, all cores", true),
        ("process.cpu_pct", OwnCpu, true),
    ];

    /// <summary>The harness's own CPU's legend name (per cent of one core, as samples.csv's process.cpu_pct is).</summary>
    public const string OwnCpu = "CPU, bench itself (100% = one core)";

    /// <summary>
    /// The repetition of <paramref name="caseId"/> a counters chart draws: its median by elapsed time (the lower middle of an
    /// even count), so the chart shows a typical run of the case; 1 when none has a time.
    /// </summary>
    public static int MedianRepetition(RunSummary run, CaseId caseId)
    {
        ArgumentNullException.ThrowIfNull(run);
        var timed = run.Rows.Where(r => r.CaseId.Equals(caseId) && r.ElapsedMs is not null).OrderBy(r => r.ElapsedMs).ThenBy(r => r.Repetition).ToList();
        return timed.Count == 0 ? 1 : timed[(timed.Count - 1) / 2].Repetition;
    }

    /// <summary>
    /// The chart of <paramref name="scenario"/>, or null when none of its cases has <see cref="MinPoints"/> disk samples in its
    /// median repetition (<see cref="MedianRepetition"/>).
    /// </summary>
    /// <param name="run">The run.</param>
    /// <param name="scenario">The scenario.</param>
    /// <param name="samples">Each case's samples in its median repetition (read once for all scenarios).</param>
    public static LineChart? For(RunSummary run, ScenarioInfo scenario, IReadOnlyDictionary<CaseId, Dictionary<string, List<(DateTime Time, double Value)>>> samples)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        ArgumentNullException.ThrowIfNull(samples);
        var sampled = run.Rows.Where(r => r.Scenario == scenario.Name && samples.ContainsKey(r.CaseId) && r.Repetition == MedianRepetition(run, r.CaseId)).ToList();
        // A case with fewer disk samples than MinPoints is left out (and counted in the subtitle), not drawn as isolated dots.
        var rows = sampled.Where(r => Count(samples[r.CaseId], "disk.write_mb_s") >= MinPoints || Count(samples[r.CaseId], "disk.read_mb_s") >= MinPoints).OrderBy(r => r.StartedUtc).ToList();
        var few = sampled.Count - rows.Count;
        if (rows.Count == 0)
        {
            return null;
        }

        var start = rows.Select(r => r.StartedUtc).Concat(rows.SelectMany(r => samples[r.CaseId].Values.SelectMany(p => p.Select(x => x.Time)))).Min();
        var realStarts = rows.Select(r => Math.Max(0, (r.StartedUtc - start).TotalSeconds)).ToList();
        var realEnds = rows.Select((r, i) => samples[r.CaseId].Values.SelectMany(p => p).Select(p => (p.Time - start).TotalSeconds).Append(realStarts[i]).Max()).ToList();
        var time = Timeline.Of(realStarts, realEnds);
        var starts = realStarts.Select(time.At).ToList();
        var series = new List<LineSeries>();
        var device = Device(run.Manifest);
        foreach (var (counter, counterName, right) in Counters)
        {
            var name = Scoped(counterName, device);
            var points = rows.SelectMany(r => samples[r.CaseId].TryGetValue(counter, out var p) ? p : [])
                .Select(p => (time.At((p.Time - start).TotalSeconds), Math.Max(0, p.Value)))
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
            Repetitions(run, rows),
            Shown(rows.Count, titles.Count, rows.Count == 1 ? titles[rows[0].CaseId] : null, few),
            boundaries.Count > 0 ? "dotted lines: a case starts" : rows.Count > 1 ? string.Create(CultureInfo.InvariantCulture, $"{rows.Count} cases, one after another") : string.Empty,
            CaseTitles.Shared(run.Rows.Where(r => r.Scenario == scenario.Name).Select(r => r.CaseId)),
            time.Said())
            + (key.Length > 0 ? "\n" + key : string.Empty);
        return new LineChart(
            $"counters-{scenario.Name}",
            $"{scenario.Title}: disk and CPU while the cases ran",
            new ValueAxis("time since the first case started", "s"),
            // The scope (whole device, all processes) is in every series' legend name: on the axis it made a title longer
            // than the data area is tall, running down past the x axis.
            new ValueAxis("disk throughput", "MB/s"),
            series,
            Footers.Of(run))
        {
            Subtitle = subtitle,
            RightY = series.Any(s => s.RightAxis) ? new ValueAxis("CPU", "%") : null,
            Boundaries = boundaries,
            XTicks = time.Cuts.Count > 0 ? time.Ticks(end) : [],
            XBreaks = time.Breaks,
        };
    }

    /// <summary>What every counter drawn counts besides the run's own work: the whole device and machine, not the harness alone.</summary>
    public const string AllProcesses = "all processes";

    /// <summary>
    /// The device the disk counters sampled, as the manifest's counter sources name it ("disk vda (254:0): /proc/diskstats":
    /// "vda"; Windows' "\PhysicalDisk(0 C:)\...": "PhysicalDisk 0 C:"); null when the run did not record it.
    /// </summary>
    internal static string? Device(RunManifest manifest)
    {
        ArgumentNullException.ThrowIfNull(manifest);
        foreach (var source in manifest.Counters?.Sources ?? [])
        {
            if (System.Text.RegularExpressions.Regex.Match(source, @"^disk (?<device>[^\s:(]+)") is { Success: true } linux)
            {
                return linux.Groups["device"].Value;
            }

            if (System.Text.RegularExpressions.Regex.Match(source, @"PhysicalDisk\((?<device>[^)]+)\)") is { Success: true } windows)
            {
                return $"PhysicalDisk {windows.Groups["device"].Value}";
            }
        }

        return null;
    }

    /// <summary>"whole device vda, all processes", or "whole device, all processes" when the device is not known.</summary>
    internal static string WholeDevice(string? device) => device is null ? $"whole device, {AllProcesses}" : $"whole device {device}, {AllProcesses}";

    /// <summary>
    /// A counter's legend name with its scope: the disk's read and write are the whole device's, every process's I/O on it
    /// (a zeroing create's reads are someone else's), and the CPU is the whole machine's: "disk write, whole device vda, all
    /// processes", "CPU, all cores, all processes".
    /// </summary>
    internal static string Scoped(string counterName, string? device) =>
        counterName == OwnCpu ? counterName
        : counterName.StartsWith("disk", StringComparison.Ordinal) ? $"{counterName}, {WholeDevice(device)}" : $"{counterName}, {AllProcesses}";

    private static int Count(Dictionary<string, List<(DateTime Time, double Value)>> samples, string counter) =>
        samples.TryGetValue(counter, out var points) ? points.Count : 0;

    /// <summary>
    /// Which repetition each case drawn is: "repetition 3 of 5 of each case, its median by elapsed time", or, when they
    /// differ, "each case's median repetition by elapsed time (3 of 5, ...)".
    /// </summary>
    private static string Repetitions(RunSummary run, IReadOnlyList<ResultRow> rows)
    {
        var counts = rows.Select(r => (r.Repetition, Of: run.Rows.Count(o => o.CaseId.Equals(r.CaseId)))).Distinct().ToList();
        return counts.Count == 1
            ? string.Create(CultureInfo.InvariantCulture, $"repetition {counts[0].Repetition} of {counts[0].Of} of each case, its median by elapsed time")
            : "each case's median repetition by elapsed time";
    }

    /// <summary>
    /// Which of the scenario's cases the chart shows, when not all: "only 1 GB, IFI off, of 4 cases (the others too short
    /// to be sampled)", "3 of 4 cases (...)"; empty when it shows all.
    /// </summary>
    private static string Shown(int shown, int all, string? title, int few) => shown >= all ? string.Empty
        : title is not null ? string.Create(CultureInfo.InvariantCulture, $"only {title}, of {all} cases ({Short(few)})")
        : string.Create(CultureInfo.InvariantCulture, $"{shown} of {all} cases ({Short(few)})");

    // Why the others are not drawn: "the others too short to be sampled", and how many had too few samples to draw.
    private static string Short(int few) => few == 0 ? "the others too short to be sampled"
        : string.Create(CultureInfo.InvariantCulture, $"the others too short to be sampled; {few} with fewer than {MinPoints} samples not drawn");

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
        return (starts.Select((s, i) => new Boundary(s, numbers[i])).ToList(), Key(Entries(titles)));
    }

    /// <summary>
    /// The key's entries, cases numbered from 1: cases one after another whose titles differ in one part only written as
    /// one entry, that part's values in turn ("1-5 = 1 backup file, BUFFERCOUNT 1/4/16/64/default, IFI on"), so fifteen
    /// restores take six lines, not fifteen.
    /// </summary>
    internal static List<string> Entries(IReadOnlyList<string> titles)
    {
        var parts = titles.Select(t => t.Split(", ")).ToList();
        var entries = new List<string>();
        for (var first = 0; first < parts.Count;)
        {
            // The longest run from here whose titles differ from the first's in the same one part.
            var last = first;
            int? varies = null;
            while (last + 1 < parts.Count && Differ(parts[first], parts[last + 1]) is { } at && (varies ?? at) == at)
            {
                (varies, last) = (at, last + 1);
            }

            var number = last > first ? string.Create(CultureInfo.InvariantCulture, $"{first + 1}-{last + 1}") : (first + 1).ToString(CultureInfo.InvariantCulture);
            var title = varies is { } v && last > first + 1
                ? string.Join(", ", parts[first].Select((p, i) => i == v ? InTurn(parts.Skip(first).Take(last - first + 1).Select(q => q[v]).ToList()) : p))
                : null;
            if (title is null && last > first)
            {
                last = first; // two in a row read as well apart
                number = (first + 1).ToString(CultureInfo.InvariantCulture);
            }

            entries.Add($"{number} = {title ?? titles[first]}");
            first = last + 1;
        }

        return entries;
    }

    // The one part two titles of as many parts differ in; null when they differ in none or more.
    private static int? Differ(string[] a, string[] b)
    {
        if (a.Length != b.Length)
        {
            return null;
        }

        var differ = Enumerable.Range(0, a.Length).Where(i => a[i] != b[i]).ToList();
        return differ.Count == 1 ? differ[0] : null;
    }

    // A part's values in turn: their common leading words once, the rest apart by slashes ("BUFFERCOUNT 1/4/16").
    private static string InTurn(List<string> values)
    {
        var words = values.Select(v => v.Split(' ')).ToList();
        var common = 0;
        while (words.All(w => w.Length > common + 1 && w[common] == words[0][common]))
        {
            common++;
        }

        var lead = string.Join(' ', words[0].Take(common));
        var rest = string.Join('/', words.Select(w => string.Join(' ', w.Skip(common))));
        return lead.Length > 0 ? $"{lead} {rest}" : rest;
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

    /// <summary>
    /// The time axis of the cases drawn, side by side: the seconds since the first started, but every span longer than
    /// <see cref="MinCut"/> in which none of them ran (set-up, other repetitions, other cases' groups) is left out, drawn
    /// <see cref="Kept"/> wide with a break mark, so the samples fill the width (the cases' median repetitions can lie
    /// minutes apart: a chart of 15 restores was mostly empty axis); the ticks on either side of a break give the times as
    /// they were.
    /// </summary>
    internal sealed record Timeline(IReadOnlyList<(double From, double To)> Cuts, double Kept)
    {
        /// <summary>A span of no drawn case longer than this (seconds) is left out; a shorter pause stays on the axis.</summary>
        public const double MinCut = 2;

        /// <summary>How wide a span left out is drawn, a share of the time the drawn cases ran (less when there are many).</summary>
        public const double KeptShare = 0.03;

        /// <summary>The share of the time the drawn cases ran that all the spans left out take together at most.</summary>
        public const double KeptTotalShare = 0.1;

        /// <summary>The timeline of cases running from <paramref name="starts"/> to <paramref name="ends"/> (seconds, in start order).</summary>
        public static Timeline Of(IReadOnlyList<double> starts, IReadOnlyList<double> ends)
        {
            var ran = 0.0;
            var reach = 0.0;
            var gaps = new List<(double From, double To)>();
            for (var i = 0; i < starts.Count; i++)
            {
                if (i > 0 && starts[i] > reach)
                {
                    gaps.Add((reach, starts[i]));
                }

                ran += Math.Max(0, ends[i] - Math.Max(starts[i], reach));
                reach = Math.Max(reach, ends[i]);
            }

            var cuts = gaps.Where(g => g.To - g.From > MinCut).ToList();
            return new Timeline(cuts, Math.Min(KeptShare, KeptTotalShare / Math.Max(1, cuts.Count)) * ran);
        }

        // How wide a span left out is drawn: Kept, never wider than the span was.
        private double Width((double From, double To) cut) => Math.Min(Kept, cut.To - cut.From);

        /// <summary>Where <paramref name="seconds"/> since the first start is drawn.</summary>
        public double At(double seconds) => seconds - Cuts.Where(c => c.To <= seconds).Sum(c => c.To - c.From - Width(c));

        /// <summary>Where the break marks are drawn: amid each span left out.</summary>
        public IReadOnlyList<double> Breaks => Cuts.Select(c => At(c.From) + (Width(c) / 2)).ToList();

        /// <summary>
        /// What the subtitle says of the spans left out: "the time axis leaves out 135-427 s (at //), when none of these cases
        /// ran"; past three spans, how many and how long in all.
        /// </summary>
        public string Said() => Cuts.Count == 0 ? string.Empty
            : Cuts.Count <= 3 ? "the time axis leaves out " + string.Join(", ", Cuts.Select(c => string.Create(CultureInfo.InvariantCulture, $"{c.From:0}-{c.To:0} s"))) + " (at //), when none of these cases ran"
            : string.Create(CultureInfo.InvariantCulture, $"the time axis leaves out {Cuts.Count} spans longer than {MinCut:0} s (at //, {Cuts.Sum(c => c.To - c.From):0} s in all), when none of these cases ran");

        /// <summary>
        /// The ticks up to <paramref name="end"/> (drawn): round times at a step giving about 10 over the axis, and the
        /// time each span after a break starts; a round time too near another tick is left out.
        /// </summary>
        public IReadOnlyList<(double X, string Label)> Ticks(double end)
        {
            var step = new[] { 1.0, 2, 5 }.SelectMany(m => Enumerable.Range(-2, 8).Select(e => m * Math.Pow(10, e))).Order().First(s => end / s <= 10);
            var ticks = new List<(double X, string Label)>();
            var starts = new List<double>();
            var spans = Cuts.Select(c => c.To).Prepend(0.0).Zip(Cuts.Select(c => c.From).Append(double.PositiveInfinity)).ToList();
            foreach (var (from, to) in spans)
            {
                if (from > 0)
                {
                    // A span's start is ticked with its time as it was, unless the span before's start is ticked too near it
                    // (cases a few seconds long side by side): then the round times alone.
                    if (starts.All(x => Math.Abs(x - At(from)) >= 0.6 * step))
                    {
                        ticks.RemoveAll(k => Math.Abs(k.X - At(from)) < 0.6 * step);
                        ticks.Add((At(from), Rendering.Numbers.Tick(Math.Round(from))));
                        starts.Add(At(from));
                    }
                }

                for (var t = Math.Ceiling(from / step) * step; t <= to && At(t) <= end; t += step)
                {
                    if (ticks.All(k => Math.Abs(k.X - At(t)) >= 0.6 * step))
                    {
                        ticks.Add((At(t), Rendering.Numbers.Tick(t)));
                    }
                }
            }

            return ticks.OrderBy(k => k.X).ToList();
        }
    }
}
