using Bench.Results.Cases;
using Bench.Plots.Rendering;
using Bench.Plots.Report;
using Bench.Results.Manifest;

namespace Bench.Plots.Figures;

/// <summary>
/// A scenario's transfer throughput against one of its sweep axes (BUFFERCOUNT, MAXTRANSFERSIZE, BLOCKSIZE, backup
/// files): a line per set of the other parameters (per stripe count), the default marked where its resolved value falls,
/// the volume's limit as a labelled line, and the read-while-writing limit when backups shared the volume. IFI-off
/// cases are left out (their copy goes into files already zeroed, a different write), and the subtitle then says the
/// chart is IFI on. Every sweep chart of a scenario in one run draws the same lines: the median of the limits measured
/// before the scenario's groups (the baseline for a run that measured none), so one case is never drawn against three
/// limits; the title's share is the best case's median rate over the volume's line drawn, one figure a reader can check
/// against the chart. The tables' limit_pct still holds each repetition against the limit of its moment.
/// </summary>
internal static class SweepFigure
{
    /// <summary>
    /// What the volume's line is called for a run that did not measure the volume before its groups: its start's baseline,
    /// with the direction the scenario is held against (<see cref="ScenarioInfo.TransferLimit"/>: a backup reads the
    /// database, a restore writes it): "volume write limit at the run's start (...)".
    /// </summary>
    public static string VolumeLimit(TransferLimit direction) => $"{Volume(direction)} limit at the run's start (sequential, direct I/O, 1 MB requests x 8)";

    /// <summary>What the volume's line is called when the run measured the volume before each group of transfers: the median of those measurements.</summary>
    public static string VolumeLimitMedian(TransferLimit direction) => $"{Volume(direction)} limit, median of the probes before each group (sequential, direct I/O, 1 MB requests x 8)";

    /// <summary>"volume read", "volume write": which of the volume's rates the scenario's limit is.</summary>
    private static string Volume(TransferLimit direction) => direction switch
    {
        TransferLimit.Read => "volume read",
        TransferLimit.Write => "volume write",
        _ => "volume",
    };

    /// <summary>"the volume's read limit", as the title and the report's findings call it.</summary>
    private static string Volumes(TransferLimit direction) => direction switch
    {
        TransferLimit.Read => "the volume's read limit",
        TransferLimit.Write => "the volume's write limit",
        _ => "the volume's limit",
    };

    /// <summary>What the read-while-writing line is called (from the baseline).</summary>
    public const string CopyLimit = "read + write at once (backups on this volume)";

    /// <summary>The read-while-writing line when the run measured the volume before each group: the median of the measurements.</summary>
    public const string CopyLimitMedian = "read + write at once, median of the probes before each group (backups on this volume)";

    /// <summary>What the title calls the copy rate when it is the scenario's limit (<see cref="RunLimits.AtCopyRate"/>).</summary>
    public const string CopyLimitWords = "the volume's read + write limit";

    /// <summary>
    /// The copy line's label when it is the scenario's limit: "volume limit: read + write at once (backups on this volume;
    /// write alone 2,038 MB/s)".
    /// </summary>
    public static string CopyAsLimit(string copyLabel, TransferLimit direction, double alone) =>
        string.Create(CultureInfo.InvariantCulture, $"volume limit: {copyLabel.TrimEnd(')')}; {(direction == TransferLimit.Read ? "read" : "write")} alone {Numbers.Whole(alone)} MB/s)");

    /// <summary>The chart, or null when no line of the scenario has two values of the axis.</summary>
    public static LineChart? For(RunSummary run, ScenarioInfo scenario, SweepAxis axis)
    {
        var points = run.Summary
            .Where(s => s.Scenario == scenario.Name && s.TransferMbSMedian > 0 && s.CaseId.Ifi != false && X(s, axis) is not null)
            .ToList();
        var lines = RunCharts.LargestLines(
            points.GroupBy(s => s.CaseId.Without(axis.Parameter)).Where(g => g.Select(s => X(s, axis)).Distinct().Count() > 1), s => s.TransferMbSMedian);
        if (lines.Count == 0)
        {
            return null;
        }

        // A default that resolves beyond what the parameter can take (BLOCKSIZE not given: 1 MB requests) is drawn apart, a
        // doubling after the axis's last value, not joined to the line, rather than stretching the axis to it.
        var apart = Apart(lines.SelectMany(g => g).ToList(), axis);
        double At(SummaryRow s) => apart is not null && Beyond(s, axis) ? apart.X : X(s, axis)!.Value;
        var names = CaseTitles.Of(lines.Select(g => g.Key));
        // What is drawn: on each line, at each place on the axis, the fastest of the cases there (a default that resolves
        // to a value also given shares its place); the title counts these, as the chart shows them.
        var drawn = lines.ToDictionary(g => g.Key, g => g.GroupBy(At).Select(p => (X: p.Key, Row: p.MaxBy(s => s.TransferMbSMedian)!)).ToList());
        // A whisker at each point: the interval of the point's case.
        var whiskers = drawn.ToDictionary(
            d => d.Key,
            d => d.Value.Select(p => (p.X, Rates: TransferRates.Summary(run, p.Row))).Where(p => p.Rates is not null).Select(p => (p.X, Rates: p.Rates!)).ToList());
        var whiskered = whiskers.Values.SelectMany(w => w.Select(p => p.Rates)).ToList();
        var series = lines
            .Select(g => new LineSeries(names[g.Key], drawn[g.Key].Select(p => (p.X, p.Row.TransferMbSMedian!.Value)).ToList())
            {
                // At the dashed gap before the place apart, so that points set side by side there stay apart from the line.
                BreaksAt = apart is null ? [] : [apart.X / Math.Sqrt(2)],
                Intervals = [.. whiskers[g.Key].Select(p => (p.X, p.Rates.CiLower, p.Rates.CiUpper))],
            })
            .ToList();
        var markers = axis.DefaultText is null
            ? []
            : lines.SelectMany(g => g.Where(s => IsDefault(s, axis))
                .Select(s => new PointMarker(names[g.Key], At(s), (run.Manifest.Target == TargetNames.SqlServer ? axis.ServerDefaultLabel : null) ?? axis.DefaultLabel ?? $"default {axis.Label}"))).ToList();
        // The lines are the same on every sweep chart of the scenario (the median of the limits measured before its groups),
        // and the title's share is the best point's height against the volume's line drawn.
        var best = drawn.SelectMany(d => d.Value.Select(p => (Line: d.Key, p.Row))).MaxBy(p => p.Row.TransferMbSMedian)!;
        var copy = RunLimits.SharedLimit(run, scenario) is { } runCopy
            ? (Value: runCopy, Label: RunLimits.Measured(run, scenario, r => r.ReadWriteMbS) is null ? CopyLimit : CopyLimitMedian)
            : ((double Value, string Label)?)null;
        // Backups sharing the data volume: every transfer reads and writes it at once, so the copy rate is the limit, the
        // one line drawn (the write or read alone, far above, would squash the data into the chart's foot), its label
        // giving the rate alone; the title's share is of it, as the table's "% of limit" and tune.md's are.
        var atCopy = RunLimits.AtCopyRate(run, scenario);
        var limit = atCopy
            ? copy!.Value with { Label = CopyAsLimit(copy.Value.Label, scenario.TransferLimit, RunLimits.Alone(run, scenario)!.Value) }
            : RunLimits.Limit(run, scenario) is { } runLimit
            ? (Value: runLimit, Label: RunLimits.Measured(run, scenario, r => scenario.TransferLimit.RateIn(r)) is null ? VolumeLimit(scenario.TransferLimit) : VolumeLimitMedian(scenario.TransferLimit))
            : ((double Value, string Label)?)null;
        var references = (atCopy ? [limit] : new[] { limit, copy }).OfType<(double Value, string Label)>().Select(r => new ReferenceLine(r.Value, r.Label)).ToList();
        // The best setting, a default word with the value it resolved to; led by its line's name when there are several
        // lines (one line's name is the subtitle's shared settings) and the title stays within two lines.
        var text = best.Row.CaseId.ValueText(axis.Parameter)!;
        var setting = CaseTitles.Speak(scenario.Name, axis.Parameter, text)
            + (IsDefault(best.Row, axis) && best.Row.CaseId.Number(axis.Parameter) is null && At(best.Row) == X(best.Row, axis)
                ? string.Create(CultureInfo.InvariantCulture, $" ({X(best.Row, axis):0.##})")
                : string.Empty);
        // The lead names the axis in full unless the title would wrap past two lines, then in brief ("by backup files"): two
        // charts of one scenario never share a title. The read + write line is drawn and labelled, not a second share.
        string Lead(bool full) => full ? $"{scenario.Title} throughput against {axis.Label}: " : $"{scenario.Title} by {axis.Label}: ";
        string Title(string where, bool lead) => Lead(lead)
            + (limit is { } l
                ? string.Create(CultureInfo.InvariantCulture, $"{where} reaches {Percent(best.Row.TransferMbSMedian!.Value / l.Value)} of {(atCopy ? CopyLimitWords : Volumes(scenario.TransferLimit))}")
                : string.Create(CultureInfo.InvariantCulture, $"best {Numbers.Whole(best.Row.TransferMbSMedian!.Value)} MB/s, {where}"));
        var named = $"{names[best.Line]} with {setting}";
        // A best within the runs' noise is not crowned: the range of the settings within it, and the fastest's shares (as the findings give them).
        var shown = drawn.Values.SelectMany(d => d.Select(p => p.Row)).ToList();
        var close = TransferRates.Close(run, best.Row, shown);
        // Several lines: what the axis does along each line, the one rule every sweep chart of a scenario groups by (the
        // settings of a line within the runs' spread of that line's fastest), rather than all points pooled across lines,
        // which gave two charts of the same cases the same title whatever their axis did.
        List<IReadOnlyList<SummaryRow>>? alongLines = lines.Count > 1 && close.Count > 1 ? [.. drawn.Values.Select(d => (IReadOnlyList<SummaryRow>)[.. d.Select(p => p.Row)])] : null;
        var spread = (alongLines is null ? null : AxisFinding(run, scenario.Name, axis, alongLines, rates: true)) ?? Spread(close, shown);
        var brief = (alongLines is null ? null : AxisFinding(run, scenario.Name, axis, alongLines, rates: false)) ?? spread;
        // The fastest's share of the limit goes first when the title would not fit two lines (the limit's line is drawn and
        // labelled): "... (1,206-1,406 MB/s, within the runs' spread)" whole, not "... reaches 193% of the volume's read...".
        string Noisy(bool lead, string what) => limit is null ? Lead(lead) + what : Title($"{what}; the fastest", lead);
        // A fastest point of a single run is never crowned: too few runs to call it the best (a tune runs most settings once).
        var once = string.Create(CultureInfo.InvariantCulture, $"the fastest point, {setting} ({Numbers.Whole(best.Row.TransferMbSMedian!.Value)} MB/s), was measured once: too few runs to call it the best");
        IReadOnlyList<string> titles = close.Count > 1
            ? [Noisy(lead: true, spread), Noisy(lead: false, spread), Noisy(lead: false, brief), Lead(false) + spread, Lead(false) + brief]
            : best.Row.N < 2 && shown.Count > 1
            ? [Lead(true) + once, Lead(false) + once]
            : lines.Count == 1
            ? [Title(setting, lead: true), Title(setting, lead: false)]
            : [Title(named, lead: true), Title(named, lead: false), Title(setting, lead: true), Title(setting, lead: false)];
        // Two lines far apart at every setting (compression 10-13x slower on a RAM volume) is the point the data makes: the
        // title says it first, ahead of what the axis does along each line (the weaker point), wherever two lines hold it.
        var linesApart = LinesApart([.. lines.Select(g => (names[g.Key], (IReadOnlyList<(double X, double Rate)>)[.. drawn[g.Key].Select(p => (p.X, p.Row.TransferMbSMedian!.Value))]))]);
        var title = TwoLines(linesApart is null ? titles
            : [.. titles.Select(t => t.Insert(t.IndexOf(": ", StringComparison.Ordinal) + 2, linesApart + "; ")),
                limit is null ? Lead(true) + linesApart : Title($"{linesApart}; the fastest", lead: true),
                limit is null ? Lead(false) + linesApart : Title($"{linesApart}; the fastest", lead: false),
                Lead(false) + linesApart, .. titles]);
        var shared = CaseTitles.Shared(lines.SelectMany(g => g).Select(s => s.CaseId));
        // The repetitions of what is drawn: a setting hidden behind a faster one at its place is not counted.
        var n = shown.Select(s => s.N).ToList();
        var ticks = Ticks(series, apart, axis);
        var subtitle = Subtitle.Of(
            $"median transfer rate of {Counts.Repetitions(n)}{Whiskers.After([.. whiskered.Select(s => (s.IsRange, s.N))])}",
            shared,
            IfiOn(run, scenario, lines.Select(g => g.Key).ToHashSet(), axis),
            Scale(axis, ticks));
        // Several lines' whiskers at one setting would stand on one another: their points are set side by side, the ticks
        // staying at the settings' true values.
        var (chart, moved) = SideBySide.Of(new LineChart(
            $"{scenario.Name}-{Slug(axis.Label)}",
            title,
            new ValueAxis(axis.Label, axis.Unit > 1 ? null : axis.UnitName, axis.Scale == SweepScale.Log2 ? Charts.AxisScale.Log2 : Charts.AxisScale.Linear),
            new ValueAxis("transfer rate", "MB/s"),
            series,
            Footers.Of(run))
        {
            Subtitle = subtitle,
            Markers = markers,
            References = references,
            XApart = apart,
            XTicks = ticks,
        });
        return moved ? chart with { Subtitle = Subtitle.Of(subtitle, SideBySide.Said) } : chart;
    }

    /// <summary>
    /// The first of <paramref name="titles"/> (most said first) that the chart draws on two lines at most; when none does,
    /// the last cut after its second line, "..." saying so: a title never takes a third line from the chart. A cut that would
    /// fall inside a parenthesis ("(556-...") goes before its "(" instead, so what is said is whole.
    /// </summary>
    internal static string TwoLines(IReadOnlyList<string> titles)
    {
        static IReadOnlyList<string> Wrapped(string title) => TextFit.Wrap(title, ChartStyle.TitleSize, ChartStyle.TextWidth, bold: true);
        if (titles.FirstOrDefault(t => Wrapped(t).Count <= 2) is { } fits)
        {
            return fits;
        }

        var cut = titles[^1];
        while (cut.Contains(' ', StringComparison.Ordinal) && Wrapped(cut + "...").Count > 2)
        {
            cut = cut[..cut.LastIndexOf(' ')].TrimEnd(',', ';', ':');
        }

        return (Unclosed(cut) is > 0 and var open ? cut[..open].TrimEnd(' ', ',', ';', ':') : cut) + "...";
    }

    /// <summary>Where the first "(" of <paramref name="text"/> that no ")" closes stands; -1 when every one is closed.</summary>
    private static int Unclosed(string text)
    {
        var open = new Stack<int>();
        for (var i = 0; i < text.Length; i++)
        {
            if (text[i] == '(')
            {
                open.Push(i);
            }
            else if (text[i] == ')' && open.Count > 0)
            {
                open.Pop();
            }
        }

        return open.Count == 0 ? -1 : open.Last();
    }

    /// <summary>
    /// A tick at each value measured (never one that was not: 9 backup files drawn near an unlabelled 8), labelled in the
    /// parameter's words where it is a size ("64 KB", "1 MB", "4 MB"), else its number; the place apart labels itself.
    /// </summary>
    private static List<(double X, string Label)> Ticks(IReadOnlyList<LineSeries> series, AxisApart? apart, SweepAxis axis) =>
        [.. series.SelectMany(l => l.Points).Select(p => p.X).Where(x => apart is null || x != apart.X).Distinct().Order()
            .Select(x => (x, axis.Unit > 1 ? ByteSize.Spoken((long)Math.Round(x * axis.Unit)) : Numbers.Tick(x)))];

    /// <summary>How many times apart two lines' rates must be at every setting they share for the title to say so first.</summary>
    public const double LargeFactor = 3;

    /// <summary>
    /// "compressed 10-13x slower than uncompressed": of exactly two lines, the slower's rates against the faster's at every
    /// setting both have, when each is <see cref="LargeFactor"/> or more apart the same way round; null otherwise.
    /// </summary>
    internal static string? LinesApart(IReadOnlyList<(string Name, IReadOnlyList<(double X, double Rate)> Points)> lines)
    {
        ArgumentNullException.ThrowIfNull(lines);
        if (lines.Count != 2)
        {
            return null;
        }

        var ratios = lines[0].Points.Join(lines[1].Points, a => a.X, b => b.X, (a, b) => a.Rate / b.Rate).Where(r => r > 0 && double.IsFinite(r)).ToList();
        var (fast, slow, apart) = ratios.Count == 0 ? (null, null, ratios)
            : ratios.All(r => r >= LargeFactor) ? (lines[0].Name, lines[1].Name, ratios)
            : ratios.All(r => r <= 1 / LargeFactor) ? (lines[1].Name, lines[0].Name, [.. ratios.Select(r => 1 / r)])
            : ((string?)null, (string?)null, ratios);
        if (fast is null)
        {
            return null;
        }

        var (low, high) = (Ratios.Text(apart.Min()), Ratios.Text(apart.Max()));
        return $"{slow} {(low == high ? high : $"{low.TrimEnd('x')}-{high}")} slower than {fast}";
    }

    /// <summary>
    /// What the subtitle says of a log2 x axis: "each step doubles" only when each tick is twice the one before (BUFFERCOUNT
    /// 8, 16, 32), else "x axis: log scale" (backup files 1 and 9; 64 KB, 1 MB, 4 MB); nothing on a linear axis.
    /// </summary>
    private static string Scale(SweepAxis axis, List<(double X, string Label)> ticks) => axis.Scale != SweepScale.Log2
        ? string.Empty
        : ticks.Count > 1 && ticks.Zip(ticks.Skip(1)).All(t => Math.Abs((t.Second.X / t.First.X) - 2) < 1e-9) ? "each step doubles" : "x axis: log scale";

    /// <summary>
    /// What the title says of a best that is not clearly the best: "no clear difference between the settings (min-max MB/s,
    /// within the runs' spread)" when every drawn case is <paramref name="close"/> to it; else how many are, "the fastest 3
    /// settings are within the runs' spread (556-562 MB/s)" (or "3 of 8 settings within the runs' spread of the fastest" when
    /// a slower one's wide interval reaches it past a faster one's), the range of those only, or, when a
    /// setting outside the spread falls inside that range, their rates one by one ("702, 634 and 598 MB/s"), so that no
    /// range holds a value it does not count.
    /// </summary>
    internal static string Spread(IReadOnlyList<SummaryRow> close, IReadOnlyList<SummaryRow> drawn)
    {
        ArgumentNullException.ThrowIfNull(close);
        ArgumentNullException.ThrowIfNull(drawn);
        var range = $"{Numbers.Whole(close.Min(s => s.TransferMbSMedian!.Value))}-{Numbers.Whole(close.Max(s => s.TransferMbSMedian!.Value))} MB/s";
        if (close.Count == drawn.Count)
        {
            return $"no clear difference between the settings ({range}, within the runs' spread)";
        }

        var fastest = drawn.OrderByDescending(s => s.TransferMbSMedian).Take(close.Count).ToHashSet();
        return fastest.SetEquals(close)
            ? string.Create(CultureInfo.InvariantCulture, $"the fastest {close.Count} settings are within the runs' spread ({range})")
            : string.Create(CultureInfo.InvariantCulture, $"{close.Count} of {drawn.Count} settings within the runs' spread of the fastest ({Join([.. close.OrderByDescending(s => s.TransferMbSMedian).Select(s => Numbers.Whole(s.TransferMbSMedian!.Value))])} MB/s)");
    }

    /// <summary>
    /// What <paramref name="axis"/> does along each of several <paramref name="lines"/> (the other settings held): on each
    /// line the settings within the runs' spread of that line's fastest (<see cref="TransferRates.Close"/>), the others
    /// clearly slower. "no clear difference between its backup files settings on any of its 4 lines (within the runs'
    /// spread)" ("no clear backup files difference on any line"), or "BUFFERCOUNT 37 clearly slower than BUFFERCOUNT 64 on 1 of 4 lines (620 against 702 MB/s)"; null when
    /// no line's fastest has an interval to hold the others against. Without <paramref name="rates"/>, the rates in
    /// parentheses are left out (a title that would not fit two lines with them).
    /// </summary>
    internal static string? AxisFinding(RunSummary run, string scenario, SweepAxis axis, IReadOnlyList<IReadOnlyList<SummaryRow>> lines, bool rates = true)
    {
        ArgumentNullException.ThrowIfNull(lines);
        ArgumentNullException.ThrowIfNull(axis);
        var found = lines.Where(l => l.Count > 0)
            .Select(l => (Best: l.MaxBy(s => s.TransferMbSMedian)!, Line: l))
            .Where(l => TransferRates.Interval(run, l.Best) is not null)
            .Select(l => (l.Best, Slower: l.Line.Except(TransferRates.Close(run, l.Best, l.Line)).Where(s => TransferRates.Interval(run, s) is not null).ToList()))
            .ToList();
        if (found.Count == 0)
        {
            return null;
        }

        var counted = found.Count == lines.Count ? string.Create(CultureInfo.InvariantCulture, $"{lines.Count}") : string.Create(CultureInfo.InvariantCulture, $"{found.Count} of {lines.Count}");
        var differing = found.Where(f => f.Slower.Count > 0).ToList();
        if (differing.Count == 0)
        {
            return rates
                ? $"no clear difference between its {axis.Label} settings on any of its {counted} lines (within the runs' spread)"
                : $"no clear {axis.Label} difference on any line";
        }

        string Word(SummaryRow s) => CaseTitles.Speak(scenario, axis.Parameter, s.CaseId.ValueText(axis.Parameter)!);
        var slower = differing.SelectMany(f => f.Slower).OrderBy(s => X(s, axis)).Select(Word).Distinct().ToList();
        var fastest = differing.Select(f => Word(f.Best)).Distinct().ToList();
        var on = differing.Count == lines.Count ? (lines.Count == 2 ? "on both lines" : "on every line")
            : string.Create(CultureInfo.InvariantCulture, $"on {differing.Count} of {lines.Count} lines");
        return $"{Join(slower)} clearly slower than {(fastest.Count == 1 ? fastest[0] : "each line's fastest")} {on}"
            + (rates ? $" ({Range(differing.SelectMany(f => f.Slower))} against {Range(differing.Select(f => f.Best))} MB/s)" : string.Empty);
    }

    /// <summary>"A", "A and B", "A, B and C".</summary>
    private static string Join(List<string> words) => words.Count == 1 ? words[0] : $"{string.Join(", ", words.Take(words.Count - 1))} and {words[^1]}";

    /// <summary>The cases' median rates as "150-163", or one figure when they are one.</summary>
    private static string Range(IEnumerable<SummaryRow> rows)
    {
        var rates = rows.Select(s => s.TransferMbSMedian!.Value).ToList();
        var (low, high) = (rates.Min(), rates.Max());
        return Numbers.Whole(low) == Numbers.Whole(high) ? Numbers.Whole(high) : $"{Numbers.Whole(low)}-{Numbers.Whole(high)}";
    }

    /// <summary>Where a summary row sits on the axis (in the axis's unit), the default resolved to what its rows recorded.</summary>
    public static double? X(SummaryRow row, SweepAxis axis)
    {
        ArgumentNullException.ThrowIfNull(row);
        ArgumentNullException.ThrowIfNull(axis);
        var value = row.CaseId.ValueText(axis.Parameter) == axis.DefaultText ? axis.Recorded?.Invoke(row.Parameters) : row.CaseId.Number(axis.Parameter);
        return value is > 0 ? (double)value.Value / axis.Unit : null;
    }

    /// <summary>Whether the case is at the axis's server default (its case id says so).</summary>
    private static bool IsDefault(SummaryRow row, SweepAxis axis) => axis.DefaultText is not null && row.CaseId.ValueText(axis.Parameter) == axis.DefaultText;

    /// <summary>Whether the case is at the default and that resolves past what the parameter can take (<see cref="SweepAxis.Max"/>).</summary>
    private static bool Beyond(SummaryRow row, SweepAxis axis) => IsDefault(row, axis) && axis.Max is { } max && X(row, axis) > (double)max / axis.Unit;

    /// <summary>The place apart for such defaults on a log2 axis, labelled with the default's word: a doubling after its last value; null when none.</summary>
    private static AxisApart? Apart(List<SummaryRow> drawn, SweepAxis axis) => axis.Scale != SweepScale.Log2 || !drawn.Any(s => Beyond(s, axis))
        ? null
        : new AxisApart(2 * drawn.Where(s => !Beyond(s, axis)).Select(s => X(s, axis)!.Value).DefaultIfEmpty((double)axis.Max!.Value / axis.Unit).Max(), axis.DefaultText!);

    /// <summary>
    /// The subtitle's word that the chart holds IFI-on cases only, when IFI-off cases with a transfer rate were left out of
    /// its lines (an IFI-off twin of a case of <paramref name="lines"/>, whose keys are the cases without <paramref name="axis"/>'s
    /// parameter); else nothing, as a sweep measured with IFI on only leaves nothing out.
    /// </summary>
    public static string IfiOn(RunSummary run, ScenarioInfo scenario, IReadOnlySet<CaseId> lines, SweepAxis axis)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        ArgumentNullException.ThrowIfNull(lines);
        ArgumentNullException.ThrowIfNull(axis);
        return run.Summary.Any(s => s.Scenario == scenario.Name && s.CaseId.Ifi == false && s.TransferMbSMedian > 0 && lines.Contains(s.CaseId.WithIfi(true).Without(axis.Parameter)))
            ? IfiOnOnly
            : string.Empty;
    }

    /// <summary>What the subtitle says when IFI-off cases were left out.</summary>
    public const string IfiOnOnly = "IFI on (IFI off copies into files zeroed first: its cases are in the table)";

    private static string Percent(double share) => share.ToString("0%", CultureInfo.InvariantCulture);

    private static string Slug(string label) => new(label.ToLowerInvariant().Select(c => char.IsAsciiLetterOrDigit(c) ? c : '-').ToArray());
}
