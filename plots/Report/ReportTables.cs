using Bench.Plots.Figures;
using Bench.Results.Cases;
using Bench.Results.Comparison;
using Bench.Results.Manifest;

namespace Bench.Plots.Report;

/// <summary>The report's tables as rows of cells, shared by the HTML and Markdown writers: short case titles, the canonical id beside them.</summary>
public static class ReportTables
{
    /// <summary>Columns of the environment table.</summary>
    public static IReadOnlyList<string> EnvironmentHeader { get; } =
        ["run", "target", "host", "volume", "file system", "allocation unit", "rotational", "SQL Server", "IFI as verified", "baseline MB/s: write / read / both at once", "started"];

    /// <summary>Columns of a scenario's summary table.</summary>
    public static IReadOnlyList<string> SummaryHeader { get; } = ["case", "n", "median", "95% interval", SizeOverMedian, "transfer MB/s", LimitColumn, "IFI off/on"];

    /// <summary>
    /// The MB/s column's heading: the case's bytes over the median shown beside it, the figure a reader checks (the median
    /// of each run's own rate disagreed with the median time 2.3x when the runs split into clusters).
    /// </summary>
    public const string SizeOverMedian = "MB/s (size / median)";

    /// <summary>What the "IFI saved" column and the console's "IFI saves:" line print for a saving within noise (<see cref="IfiSavingSignificant"/>).</summary>
    public const string NotSignificant = Figures.Ratios.NotSignificant;

    /// <summary>Beside an unsteady case's median (<see cref="Unsteady"/>).</summary>
    public const string UnsteadyMark = "(unsteady)";

    /// <summary>
    /// The "% of limit" column's heading: against which limit, so that it is not read as summary.csv's limit_pct_median
    /// (each repetition against the probe before its own group).
    /// </summary>
    public const string LimitColumn = "% of scenario's median limit";

    /// <summary>The last column's heading on the native target, whose IFI off/on ratio no server reproduces: the time IFI saved.</summary>
    public const string SavedColumn = "IFI saved";

    /// <summary>
    /// Why the native target gives the time IFI saved, not the off/on ratio, for every scenario that compares IFI (a
    /// create's or growth's IFI-on time is a bare allocation, a restore's a copy with its allocation): said under the
    /// report's tables and on the console.
    /// </summary>
    public const string SavedNotRatio =
        "the time IFI saves, not the off/on ratio: a server's CREATE, growth and RESTORE add fixed costs of their own, so its ratios are far smaller";

    /// <summary>
    /// The columns of a scenario's summary table for <paramref name="run"/>: <see cref="SummaryHeader"/>, with
    /// <see cref="SavedColumn"/> for the IFI off/on ratio on the native target (its IFI-on time is a bare allocation, so its
    /// ratio is no server's, as the charts and the summary say; summary.csv keeps the ratio).
    /// </summary>
    public static IReadOnlyList<string> SummaryHeaderOf(RunSummary run)
    {
        ArgumentNullException.ThrowIfNull(run);
        return Native(run) ? [.. SummaryHeader.SkipLast(1), SavedColumn] : SummaryHeader;
    }

    private static bool Native(RunSummary run) => run.Manifest.Target == TargetNames.Native;

    /// <summary>Columns of the comparison table (the last, note, only when a row has one).</summary>
    public static IReadOnlyList<string> ComparisonHeader { get; } = ["case", "runs (n)", "medians", "ratio", "95% interval", "p", "detectable (80%)", "verdict", "note"];

    /// <summary>What the environment table says of a field the run could not learn (was "?").</summary>
    public const string Unknown = "unknown";

    /// <summary>Marks an estimate more than 10x past the largest size measured.</summary>
    public const string Extrapolated = "*";

    /// <summary>Marks an estimate below the smallest size measured.</summary>
    public const string Below = "‡";

    /// <summary>Marks an estimate larger than the measured volume's free space.</summary>
    public const string BeyondFreeSpace = "†";

    /// <summary>
    /// The environment table: a row per field of <see cref="EnvironmentHeader"/> and a column per run, headed by its label
    /// (eleven columns of long cells, a run a row, squeezed every cell to a few words a line and broke its date), and a
    /// last row, <see cref="NoteField"/>, when some run has the user's note (--note): what its volume really is, say.
    /// </summary>
    public static (IReadOnlyList<string> Header, IReadOnlyList<IReadOnlyList<ReportCell>> Rows) Environments(IEnumerable<RunSummary> runs)
    {
        ArgumentNullException.ThrowIfNull(runs);
        var listed = runs.ToList();
        var columns = listed.Select(Environment).ToList();
        IReadOnlyList<IReadOnlyList<ReportCell>> rows = [.. EnvironmentHeader.Skip(1).Select((field, i) => (IReadOnlyList<ReportCell>)[field, .. columns.Select(c => c[i + 1])])];
        if (listed.Any(r => r.Manifest.Note is not null))
        {
            rows = [.. rows, [NoteField, .. listed.Select(r => (ReportCell)(r.Manifest.Note ?? "-"))]];
        }

        return ([EnvironmentHeader[0], .. columns.Select(c => c[0].Text)], rows);
    }

    /// <summary>The environment table's row of the users' notes on the runs (--note), there only when some run has one.</summary>
    public const string NoteField = "note";

    /// <summary>A run's environment: a cell per field of <see cref="EnvironmentHeader"/>.</summary>
    public static IReadOnlyList<ReportCell> Environment(RunSummary run)
    {
        ArgumentNullException.ThrowIfNull(run);
        var m = run.Manifest;
        var baseline = m.Baseline is { } b
            ? string.Create(CultureInfo.InvariantCulture, $"{b.WriteMbS:#,0} / {b.ReadMbS:#,0} / {(b.ReadWriteMbS is { } rw ? rw.ToString("#,0", CultureInfo.InvariantCulture) : "-")}")
            : "-";
        if (m.LimitProbes.Count > 0)
        {
            var groups = m.LimitProbes.Select(p => p.Group).Distinct().Count();
            var probes = m.LimitProbes.Count == groups ? string.Empty : $" ({m.LimitProbes.Count} probes)";
            baseline += $"; again before {groups} group{(groups == 1 ? string.Empty : "s")} of transfers{probes}: {Range(m.LimitProbes.Select(p => (double?)p.Rates.WriteMbS))} / "
                + $"{Range(m.LimitProbes.Select(p => (double?)p.Rates.ReadMbS))} / {Range(m.LimitProbes.Select(p => p.Rates.ReadWriteMbS))}";
        }

        return
        [
            run.Label, $"{m.Target}: {Findings.WhoRan(m)}", $"{m.Host.MachineName}: {m.Host.Os}, {m.Host.Cpu ?? "CPU unknown"}, {m.Host.Cores} cores{Others(m.Cpu)}",
            $"{m.Volume.Path} on {m.Volume.Device ?? Unknown}{(m.BackupVolume is { } backups ? $"; backups {backups.Path} on {backups.Device ?? Unknown}" : "; backups on the same volume")}",
            m.Volume.FileSystem ?? Unknown, m.Volume.AllocationUnitBytes is { } unit ? Findings.Size(unit) : Unknown,
            m.Volume.Rotational switch { true => "yes (as the kernel reports it)", false => "no (as the kernel reports it)", _ => Unknown }, m.SqlServer ?? "-", m.IfiState, baseline,
            m.StartedUtc.ToString("yyyy-MM-dd HH:mm 'UTC'", CultureInfo.InvariantCulture),
        ];
    }

    /// <summary>How busy other processes kept the CPUs over the run, where it was measured.</summary>
    private static string Others(CpuInfo? cpu) =>
        cpu?.OthersBusyPct is { } others ? string.Create(CultureInfo.InvariantCulture, $"; other processes {others:0}% busy during the run") : string.Empty;

    /// <summary>The lowest and highest of <paramref name="rates"/> (MB/s), "-" when none.</summary>
    private static string Range(IEnumerable<double?> rates)
    {
        var known = rates.OfType<double>().ToList();
        return known.Count == 0 ? "-" : string.Create(CultureInfo.InvariantCulture, $"{known.Min():#,0}-{known.Max():#,0}");
    }

    /// <summary>Marks an interval that is its runs' full range (<see cref="SummaryRow.IntervalIsRange"/>), explained by <see cref="IntervalNote"/>.</summary>
    public const string RangeMark = "(range)";

    /// <summary>
    /// What the tables' median and interval are, said under a table: the estimator named when <paramref name="nameEstimator"/>
    /// (once in a report), and, when some of <paramref name="rows"/> have an interval that is their runs' full range, that it
    /// is then not a 95% interval, with how often such a range covers the median: in full for numbers of runs not in
    /// <paramref name="rangesSaid"/>, else in a line (a report said it under every table, four times in a quick run's);
    /// null when there is nothing to say. <c>RangesSaid</c>: the numbers of runs whose coverage the report has now said.
    /// </summary>
    public static (string? Note, IReadOnlySet<int> RangesSaid) IntervalNote(IReadOnlyList<SummaryRow> rows, bool nameEstimator, IReadOnlySet<int>? rangesSaid = null)
    {
        ArgumentNullException.ThrowIfNull(rows);
        rangesSaid ??= new HashSet<int>();
        var said = new List<string>();
        if (nameEstimator)
        {
            said.Add("Median: the Harrell-Davis estimate, a weighted mean of every run (so not always a run's own time, as results.csv shows them); 95% interval: its Maritz-Jarrett interval, kept within the runs; MB/s: the case's bytes over that median, so the two agree; transfer MB/s: the median of each run's own copy rate (its bytes over its own copy time, which the table does not show).");
        }

        var ranges = rows.Where(r => r.IntervalIsRange()).Select(r => r.N).Distinct().Order().ToList();
        if (ranges.Count > 0 && ranges.All(rangesSaid.Contains))
        {
            said.Add($"{RangeMark}: the runs' range, not a 95% interval, as said under the first table with one.");
        }
        else if (ranges.Count > 0)
        {
            var coverage = string.Join(", ", ranges.Select(n => string.Create(CultureInfo.InvariantCulture, $"{SampleSummary.RangeCoverage(n):0.#%} with {n} runs")));
            said.Add(string.Create(CultureInfo.InvariantCulture, $"{RangeMark}: the interval reached past the runs at both ends, so it is the runs' range, not a 95% interval: the range covers the median only 1 - 2 x 0.5^n of the time ({coverage}); a range is a 95% interval from {SampleSummary.RangeIs95With} runs."));
        }

        return (said.Count == 0 ? null : string.Join(" ", said), rangesSaid.Union(ranges).ToHashSet());
    }

    /// <summary>
    /// A summary row, its case named by <paramref name="titles"/>; its IFI off/on ratio from the twins' medians among
    /// <paramref name="rows"/> (its scenario's rows), rounded once as the chart and the findings round it (summary.csv's
    /// ratio is already rounded to 0.01: 2.848 written 2.85 would print 2.9x beside a sentence's 2.8x). Its "% of limit":
    /// its median transfer MB/s over <paramref name="limit"/>, the scenario's limit its sweep titles and the summary use
    /// (<see cref="RunLimits.Limit"/>), so the same case reads the same share in all three; without one, summary.csv's
    /// limit_pct_median (each repetition against the probe before its group).
    /// </summary>
    /// <param name="s">The row.</param>
    /// <param name="titles">The cases' titles.</param>
    /// <param name="rows">Its scenario's rows, where its IFI twin is.</param>
    /// <param name="limit">The scenario's limit.</param>
    /// <param name="saved">The last column is the time IFI saved (<see cref="SavedColumn"/>, the native target), not the ratio.</param>
    /// <param name="run">The run, whose rows give the case's bytes (the MB/s column: size over the median) and whether its runs split into clusters (<see cref="Unsteady"/>); without it, summary.csv's median of the runs' own rates.</param>
    public static IReadOnlyList<ReportCell> Summary(SummaryRow s, IReadOnlyDictionary<CaseId, string> titles, IReadOnlyList<SummaryRow>? rows = null, double? limit = null, bool saved = false, RunSummary? run = null)
    {
        ArgumentNullException.ThrowIfNull(s);
        ArgumentNullException.ThrowIfNull(titles);
        var info = ScenarioCatalog.Info(s.Scenario);
        var compares = info is not { ComparesIfi: false };
        // An autogrow's median is its growth stalls, and so is what IFI saved of it: said, as its headline is end to end.
        var stalls = info is { FillTimedApart: true } ? " (growth stalls)" : string.Empty;
        return
        [
            new ReportCell(titles[s.CaseId], s.CaseId.ToString()), N(s.N),
            s.MedianMs is not { } m ? "-" : run is not null && Unsteady.Times(run, s) is { } spread ? new ReportCell($"{Findings.Time(m)} {UnsteadyMark}", Unsteady.Words(spread)) : Findings.Time(m),
            s.Ci95LowerMs is { } lo && s.Ci95UpperMs is { } hi ? $"{Findings.Time(lo)} to {Findings.Time(hi)}{(s.IntervalIsRange() ? $" {RangeMark}" : string.Empty)}" : "-",
            F(run is null ? s.ThroughputMbSMedian : SizeOverMedianMbS(run, s)), F(s.TransferMbSMedian),
            Percent.Whole(LimitPct(s, limit)),
            !compares ? "-" : saved ? (IfiSaved(s, rows) is not { } ms ? "-" : !IfiSavingSignificant(s, rows) ? NotSignificant : (ms >= 0 ? Findings.Time(ms) : $"-{Findings.Time(-ms)}") + stalls) : IfiRatio(s, rows) is { } r ? Ratios.Text(r) : "-",
        ];
    }

    /// <summary>
    /// The case's bytes (each run's own rate times its own time, their median: the same for every run of a case) over its
    /// median time, in MB/s (10^6 bytes/s); null when its runs give no rate.
    /// </summary>
    public static double? SizeOverMedianMbS(RunSummary run, SummaryRow s)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(s);
        var bytes = run.Rows.Where(r => r.CaseId.Equals(s.CaseId) && r.Summarized() && r.ThroughputMbS is > 0 && r.ElapsedMs is > 0)
            .Select(r => r.ThroughputMbS!.Value * r.ElapsedMs!.Value * 1000).Order().ToList();
        return bytes.Count == 0 || s.MedianMs is not > 0 ? null : bytes[bytes.Count / 2] / (s.MedianMs.Value * 1000);
    }

    /// <summary>
    /// A case's "% of limit" as the table gives it: its median transfer MB/s over <paramref name="limit"/> (the scenario's,
    /// <see cref="RunLimits.Limit"/>), else summary.csv's limit_pct_median; the findings flag a case above 100% by it too.
    /// </summary>
    public static double? LimitPct(SummaryRow s, double? limit)
    {
        ArgumentNullException.ThrowIfNull(s);
        return limit is > 0 && s.TransferMbSMedian is > 0 ? s.TransferMbSMedian.Value / limit.Value * 100 : s.LimitPctMedian;
    }

    /// <summary>
    /// A case's "% of limit" in <paramref name="run"/> as the report's table gives it (<see cref="LimitPct(SummaryRow, double?)"/>
    /// against its scenario's limit, <see cref="RunLimits.Limit"/>): the one figure the console's table shows too, so the
    /// two read alike (c1 M7: the console showed summary.csv's limit_pct_median, 179% for a case the report put at 137%).
    /// </summary>
    public static double? LimitPct(RunSummary run, SummaryRow s)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(s);
        return LimitPct(s, ScenarioCatalog.Info(s.Scenario) is { } info ? RunLimits.Limit(run, info) : null);
    }

    /// <summary>
    /// What a scenario's <see cref="LimitColumn"/> is held against, said under its table: the scenario's limit (the median of
    /// the probes before its groups, or the run's baseline), and, where summary.csv's limit_pct_median differs (each
    /// repetition against the probe before its own group, then their median), where that other figure comes from, with the
    /// case they differ most in; null when no case has a transfer rate or the run has no limit.
    /// </summary>
    public static string? LimitNote(IReadOnlyList<SummaryRow> rows, double? limit, bool measured, IReadOnlyDictionary<CaseId, string>? titles = null, bool copy = false)
    {
        ArgumentNullException.ThrowIfNull(rows);
        if (limit is not > 0 || !rows.Any(r => r.TransferMbSMedian is > 0))
        {
            return null;
        }

        var note = string.Create(CultureInfo.InvariantCulture, $"{LimitColumn}: the case's median transfer MB/s over one limit for the whole scenario, {limit.Value:#,0} MB/s ");
        // Backups on the data volume: the limit is what the volume copies reading and writing at once (RunLimits.AtCopyRate).
        var what = copy ? "what the volume copies reading and writing at once, as its backups share it: " : string.Empty;
        var differing = rows.Where(r => r.LimitPctMedian is { } csv && LimitPct(r, limit) is { } here && Math.Round(csv) != Math.Round(here))
            .MaxBy(r => Math.Abs(r.LimitPctMedian!.Value - LimitPct(r, limit)!.Value));
        var example = differing is not null && titles is not null && titles.TryGetValue(differing.CaseId, out var title)
            ? string.Create(CultureInfo.InvariantCulture, $" (they differ most for {title}: {differing.LimitPctMedian:0}% there, {LimitPct(differing, limit):0}% here)")
            : string.Empty;
        if (!measured)
        {
            // A run made before limit_pct held shared backups to the copy rate holds them to the write or read alone there.
            return note + $"({what}the volume measured at the run's start, the line its charts draw)."
                + (copy && differing is not null ? $" summary.csv's limit_pct_median is another figure: each repetition against the volume's speed in one direction alone{example}." : string.Empty);
        }

        note += $"({what}the median of the volume's speed measured before each group of its cases, the line its charts draw and the figure its findings use).";
        // A run made before limit_pct held shared backups to the copy rate: its figure differs for that rule, not for the probes.
        var cause = copy && HeldAlone(rows)
            ? "each repetition against the volume's speed in one direction alone, measured just before its own group (this run was made before limit_pct held a transfer whose backups share the volume to the copy rate), then the median of those"
            : "each repetition against the speed measured just before its own group, then the median of those";
        return note + $" summary.csv's limit_pct_median is another figure: {cause}{example}.";
    }

    /// <summary>
    /// Whether most of <paramref name="rows"/>' limit_pct_median lie nearer their transfer over the direction alone than over
    /// the copy rate: the run held them to one direction, as runs did before limit_pct held shared backups to the copy rate.
    /// </summary>
    private static bool HeldAlone(IReadOnlyList<SummaryRow> rows)
    {
        var votes = rows.Where(r => r is { LimitPctMedian: not null, TransferMbSMedian: > 0, LimitMbSMedian: > 0, ReadWriteLimitMbSMedian: > 0 } && r.ReadWriteLimitMbSMedian < r.LimitMbSMedian)
            .Select(r => Math.Abs(r.LimitPctMedian!.Value - (100 * r.TransferMbSMedian!.Value / r.LimitMbSMedian!.Value)) < Math.Abs(r.LimitPctMedian.Value - (100 * r.TransferMbSMedian.Value / r.ReadWriteLimitMbSMedian!.Value)))
            .ToList();
        return votes.Count(alone => alone) > votes.Count / 2;
    }

    /// <summary>
    /// The IFI-off median less the IFI-on median of the row's twins in <paramref name="rows"/>, as the sentences and charts
    /// print it (<see cref="Findings.Difference"/>); null without both.
    /// </summary>
    public static double? IfiSaved(SummaryRow row, IReadOnlyList<SummaryRow>? rows)
    {
        ArgumentNullException.ThrowIfNull(row);
        if (row.CaseId.Ifi is null || rows is null)
        {
            return null;
        }

        var twins = rows.Where(r => r.CaseId.Ifi is not null && r.CaseId.Twin.Equals(row.CaseId.Twin)).ToList();
        var off = twins.FirstOrDefault(r => r.CaseId.Ifi == false)?.MedianMs;
        var on = twins.FirstOrDefault(r => r.CaseId.Ifi == true)?.MedianMs;
        return off is > 0 && on is > 0 ? Findings.Difference(off.Value, on.Value) : null;
    }

    /// <summary>
    /// Whether what IFI saved of the row's pair is beyond noise, as the IFI charts and the summary hold it: the off/on
    /// ratio's 95% interval (on the IFI-off twin among <paramref name="rows"/>) leaves out 1x, or the run has none; the
    /// "IFI saved" column and the console's "IFI saves:" line print "not significant" otherwise (5 ms over an interval of
    /// 0.6x-1.74x is no saving).
    /// </summary>
    public static bool IfiSavingSignificant(SummaryRow row, IReadOnlyList<SummaryRow>? rows)
    {
        ArgumentNullException.ThrowIfNull(row);
        var off = row.CaseId.Ifi == false ? row : rows?.FirstOrDefault(r => r.CaseId.Ifi == false && r.CaseId.Twin.Equals(row.CaseId.Twin));
        return off is null || IfiSignificance.Of(off) != false;
    }

    /// <summary>The IFI-off median over the IFI-on median of the row's twins in <paramref name="rows"/>, else the row's own (rounded) ratio.</summary>
    internal static double? IfiRatio(SummaryRow row, IReadOnlyList<SummaryRow>? rows)
    {
        ArgumentNullException.ThrowIfNull(row);
        if (row.IfiOffOnRatio is null || row.CaseId.Ifi is null || rows is null)
        {
            return row.IfiOffOnRatio;
        }

        var twins = rows.Where(r => r.CaseId.Ifi is not null && r.CaseId.Twin.Equals(row.CaseId.Twin)).ToList();
        var off = twins.FirstOrDefault(r => r.CaseId.Ifi == false)?.MedianMs;
        var on = twins.FirstOrDefault(r => r.CaseId.Ifi == true)?.MedianMs;
        return off is > 0 && on is > 0 ? off.Value / on.Value : row.IfiOffOnRatio;
    }

    /// <summary>What the growth-stall row of a scenario that times its writes apart (autogrow) says its verdict is of.</summary>
    public const string StallsOnly = "growth stalls only";

    /// <summary>What the end-to-end row of a scenario that times its writes apart (autogrow) says its verdict is of (the summary's).</summary>
    public const string EndToEnd = "end to end: growth stalls plus the writes into the new space";

    /// <summary>
    /// A comparison row, its case named by <paramref name="titles"/>. A scenario that times its writes apart
    /// (<see cref="ScenarioInfo.FillTimedApart"/>: autogrow) has two rows a case (<see cref="ComparisonMeasures"/>): each
    /// note says first which it is (<see cref="StallsOnly"/>, <see cref="EndToEnd"/>); the summary counts the end-to-end one.
    /// </summary>
    public static IReadOnlyList<ReportCell> Comparison(ComparisonRow c, IReadOnlyDictionary<CaseId, string> titles)
    {
        ArgumentNullException.ThrowIfNull(c);
        ArgumentNullException.ThrowIfNull(titles);
        var note = ScenarioCatalog.Info(c.Scenario) is { FillTimedApart: true }
            ? (c.Measure == ComparisonMeasures.EndToEnd ? EndToEnd : StallsOnly) + (string.IsNullOrEmpty(c.Note) ? string.Empty : "; " + c.Note)
            : c.Note ?? string.Empty;
        return
        [
            new ReportCell(titles[c.CaseId], c.CaseId.ToString()), $"{c.Baseline} ({N(c.NBaseline)}) vs {c.Label} ({N(c.N)})",
            $"{Findings.Time(c.MedianBaselineMs)} vs {Findings.Time(c.MedianMs)}", R(c.Ratio) + "x",
            c.RatioCiLower is { } lo && c.RatioCiUpper is { } hi ? $"{R(lo)}x to {R(hi)}x" : "-", P(c.PValue), c.DetectableRatio is { } d ? R(d) + "x" : "-",
            c.Verdict.Replace('_', ' '), note,
        ];
    }

    /// <summary>Titles of the cases of each scenario, for tables that list cases of several scenarios.</summary>
    public static IReadOnlyDictionary<CaseId, string> Titles(IEnumerable<CaseId> cases)
    {
        ArgumentNullException.ThrowIfNull(cases);
        return cases.GroupBy(c => c.Scenario, StringComparer.Ordinal)
            .SelectMany(g => CaseTitles.Of(g).Select(t => (t.Key, Title: $"{CaseTitles.ScenarioTitle(g.Key)}: {t.Value}")))
            .ToDictionary(t => t.Key, t => t.Title);
    }

    /// <summary>
    /// The estimates as one row per run, scenario and IFI and a column per size: the estimate, its 95% interval, and
    /// <see cref="Extrapolated"/> or <see cref="BeyondFreeSpace"/> when it deserves caution. Each row's model and what it was
    /// fitted on are a numbered note under the table ("(1)" in its model column), so the figures keep the width of the page.
    /// </summary>
    public static (IReadOnlyList<string> Header, IReadOnlyList<IReadOnlyList<ReportCell>> Rows, IReadOnlyList<string> Models) Estimates(IReadOnlyList<Estimate> estimates)
    {
        ArgumentNullException.ThrowIfNull(estimates);
        var sizes = estimates.Select(e => e.SizeBytes).Distinct().Order().ToList();
        var groups = estimates.GroupBy(e => (e.Run, e.Scenario, e.Ifi)).ToList();
        // Runs compared on different settings of one scenario (one run's 4 backup files, another's defaults): each row
        // names its own, or the rows read as the same operation (c1 L3).
        var differ = estimates.GroupBy(e => e.Scenario).Where(g => g.Select(e => e.Used).Distinct(StringComparer.Ordinal).Count() > 1).Select(g => g.Key).ToHashSet(StringComparer.Ordinal);
        string Scenario((string Run, string Scenario, bool Ifi) key, Estimate first) =>
            CaseTitles.ScenarioTitle(key.Scenario) + (differ.Contains(key.Scenario) && first.Used.Length > 0 ? $" ({first.Used})" : string.Empty);
        var rows = groups.Select((g, i) => (IReadOnlyList<ReportCell>)
        [
            g.Key.Run, Scenario(g.Key, g.First()), g.Key.Ifi ? "on" : "off", Note(i),
            .. sizes.Select(size => g.FirstOrDefault(e => e.SizeBytes == size) is { } e
                ? new ReportCell($"{Findings.Time(e.Ms)}{Interval(e)}{(e.ExtrapolatedFrom is null ? string.Empty : " " + Extrapolated)}{(e.BelowFrom is null ? string.Empty : " " + Below)}{(e.FreeBytes is null ? string.Empty : " " + BeyondFreeSpace)}", string.Join("; ", e.Flags) is { Length: > 0 } why ? why : null)
                : new ReportCell("-")),
        ]).ToList();
        var models = groups.Select((g, i) => $"{Note(i)} {g.Key.Run}, {CaseTitles.ScenarioTitle(g.Key.Scenario)}, IFI {(g.Key.Ifi ? "on" : "off")}: {g.First().Model}; fitted on {g.First().FittedOn}").ToList();
        return (["run", "scenario", "IFI", "model", .. sizes.Select(Findings.Size)], rows, models);

        static string Note(int index) => string.Create(CultureInfo.InvariantCulture, $"({index + 1})");
    }

    /// <summary>What an estimate's cell writes of its interval: " (0.9 s to 1.4 s)", nothing when both ends print alike, and
    /// <see cref="TooWide"/> when its lower end is 0 or below, an interval that holds no time at all and so tells nothing.</summary>
    private static string Interval(Estimate e) =>
        Findings.Time(e.LowerMs) == Findings.Time(e.UpperMs) ? string.Empty
        : e.LowerMs <= 0 || Findings.Time(e.LowerMs) == Findings.Time(0) ? $" {TooWide}"
        : $" ({Findings.Time(e.LowerMs)} to {Findings.Time(e.UpperMs)})";

    /// <summary>What an estimate's cell writes for an interval whose lower end is 0 ("42.8 s (0 ms to 2 min 14 s)" was).</summary>
    public const string TooWide = "(interval too wide)";

    /// <summary>A ratio to three significant digits: 0.499, 4.09, 133, 1,090.</summary>
    private static string R(double ratio) => Rendering.Numbers.Value(ratio);

    private static string N(int n) => n.ToString(CultureInfo.InvariantCulture);

    private static string P(double? p) => p switch
    {
        null => "-",
        < 0.001 => "< 0.001",
        { } v => v.ToString("0.###", CultureInfo.InvariantCulture),
    };

    /// <summary>A rate to three significant figures, as the rest of a column (104, 32.7, 5.12): "32.71" beside "104" read as more precise.</summary>
    internal static string F(double? value) => value is { } v && double.IsFinite(v)
        ? v.ToString(Math.Abs(v) >= 100 ? "#,0" : Math.Abs(v) >= 10 ? "0.#" : Math.Abs(v) >= 1 ? "0.##" : "0.###", CultureInfo.InvariantCulture)
        : "-";
}
