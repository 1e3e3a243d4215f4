using Bench.Results.Cases;
using Bench.Plots.Figures;
using Bench.Plots.Rendering;
using Bench.Results.Manifest;

namespace Bench.Plots.Report;

/// <summary>
/// What one scenario's numbers mean, in sentences computed from the runs: what IFI changed at the largest size, how close
/// the transfer came to the volume's limit and with which settings, why a sweep stayed flat, and which figures exceed the
/// limit and the likely cause.
/// </summary>
public static class ScenarioFindings
{
    /// <summary>A sweep whose highest median is at most this many times its lowest is flat.</summary>
    public const double FlatSpread = 1.35;

    /// <summary>The sentences of <paramref name="scenario"/> over <paramref name="runs"/>.</summary>
    /// <param name="runs">The runs.</param>
    /// <param name="scenario">The scenario.</param>
    /// <param name="fastest">Whether to name the fastest case and its share of the limit (false: a tune's report, whose answer is its one best).</param>
    public static IReadOnlyList<string> Of(IReadOnlyList<RunSummary> runs, ScenarioInfo scenario, bool fastest = true)
    {
        ArgumentNullException.ThrowIfNull(runs);
        ArgumentNullException.ThrowIfNull(scenario);
        var said = new List<string>();
        foreach (var run in runs)
        {
            var on = runs.Count > 1 ? $"On {run.Label}, " : "On this volume, ";
            if (Ifi(run, scenario) is { } ifi)
            {
                said.Add(on + ifi);
            }

            if (fastest && Limit(run, scenario) is { } limit)
            {
                said.Add(on + limit);
            }

            if ((Flat(run, scenario) ?? SharedVolume(run, scenario)) is { } flat)
            {
                said.Add(on + flat);
            }

            said.AddRange(AboveLimit(run, scenario).Select(s => on + s));
            said.AddRange(Seeds(run, scenario));
        }

        // What IFI costs after the allocation (first writes, restore): the writes into allocated space against zeroed space.
        said.AddRange(Findings.FirstWriteCosts(runs, scenario));
        return said;
    }

    /// <summary>The most bullets a section's lead has under its sentence; the rest is in its "How this was measured" part.</summary>
    public const int MaxBullets = 3;

    /// <summary>
    /// A section's lead for a reader who reads no further: one sentence, the answer in numbers ("IFI saves 3.2 s creating a
    /// 1 GB database (8.2 ms instead of 3.2 s)."), then at most <see cref="MaxBullets"/> short bullets (the fastest copy, a
    /// native time being the storage's part only, cases above the limit). Null lead when the scenario has no such answer (a
    /// security check): its description leads. The full sentences, with every caveat, are <see cref="Of"/>'s, which the
    /// section gives under "How this was measured".
    /// </summary>
    public static (string? Lead, IReadOnlyList<string> Bullets) Brief(IReadOnlyList<RunSummary> runs, ScenarioInfo scenario, bool fastest = true)
    {
        ArgumentNullException.ThrowIfNull(runs);
        ArgumentNullException.ThrowIfNull(scenario);
        var said = new List<string>();
        var storage = false;
        foreach (var run in runs)
        {
            var on = runs.Count > 1 ? $"On {run.Label}: " : string.Empty;
            if (IfiBrief(run, scenario) is { } ifi)
            {
                var cut = ifi.IndexOf(" The storage's part only", StringComparison.Ordinal);
                storage |= cut >= 0;
                said.Add(on + (cut < 0 ? ifi : ifi[..cut]));
            }

            if (fastest && LimitBrief(run, scenario) is { } limit)
            {
                said.Add(on + limit);
            }

            var limitOf = RunLimits.Limit(run, scenario);
            var above = run.Summary.Count(s => s.Scenario == scenario.Name && ReportTables.LimitPct(s, limitOf) > 100);
            if (above > 0)
            {
                said.Add(on + $"{Counted.Of(above, "case")} above 100% of the limit measured: a likely cause is under How this was measured.");
            }
        }

        if (storage)
        {
            said.Insert(Math.Min(1, said.Count), "Native times are the storage's part only: a real server adds seconds to both, so its ratio is far smaller.");
        }

        return said.Count == 0 ? (null, []) : (said[0], said.Skip(1).Take(MaxBullets).ToList());
    }

    /// <summary>
    /// "IFI makes creating a 1 GB database 72x faster (23 ms instead of 1.7 s)." at the largest size measured. Where several
    /// cases share that size, the one with the largest difference beyond noise leads, named, and the others are said
    /// apart: a difference whose 95% interval holds 1x is never the headline.
    /// </summary>
    public static string? Ifi(RunSummary run, ScenarioInfo scenario)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        if (!scenario.ComparesIfi || scenario.Activity is null)
        {
            return null;
        }

        // The pairs at the largest size, as the summary's line (EndToEnd.LeadPair) and the chart's title take them.
        var largest = EndToEnd.AtLargest(run, scenario);
        if (largest.Count == 0)
        {
            return null;
        }

        static double Ratio((SummaryRow Off, SummaryRow On) pair) => pair.Off.MedianMs!.Value / pair.On.MedianMs!.Value;
        var beyondNoise = largest.Where(p => IfiSignificance.Of(p.Off) != false).ToList();
        var noise = largest.Where(p => IfiSignificance.Of(p.Off) == false).ToList();
        var lead = (beyondNoise.Count > 0 ? beyondNoise : largest).MaxBy(Ratio);
        var subject = scenario.Subject is { } of ? " " + of(lead.Off.CaseId) : string.Empty;
        var apart = noise.Count == 0 ? string.Empty : Ratios.Range(noise.Select(Ratio).Select(r => r >= 1 ? r : 1 / r).ToList());
        if (largest.Count == 1 && EndToEnd.Of(run, scenario, lead.Off, lead.On) is { } whole)
        {
            return $"IFI {whole.Saves} {scenario.Activity}{subject} end to end, the growth stalls and the writes into the new space together ({Findings.Time(whole.OnTotal.Ms)} instead of {Findings.Time(whole.OffTotal.Ms)}: {whole.Parts}), {whole.Spread}.{PerGrowth(run, scenario, lead)}";
        }

        if (largest.Count == 1)
        {
            // Not significant: said first, so that the ratio cannot be quoted as a gain (as the charts write it).
            return noise.Count == 0
                ? $"IFI {Saves(lead)} {scenario.Activity}{subject} {Ratioed(lead, run)}.{Storage(run, scenario)}"
                : string.Create(CultureInfo.InvariantCulture, $"IFI makes no significant difference to {scenario.Activity}{subject}: {Findings.Time(lead.On.MedianMs!.Value)} with it, {Findings.Time(lead.Off.MedianMs!.Value)} without, {apart} apart by the medians ({RatioInterval(lead.Off, lead.On)} {lead.Off.IfiRatioCi95Lower:0.0#}x to {lead.Off.IfiRatioCi95Upper:0.0#}x, which includes 1x).");
        }

        if (beyondNoise.Count == 0)
        {
            return string.Create(
                CultureInfo.InvariantCulture,
                $"IFI makes no significant difference to {scenario.Activity}{subject}: its medians are {apart} apart in the {largest.Count} cases, and each 95% interval of the ratio includes 1x.");
        }

        var title = CaseTitles.Of(largest.Select(p => p.Off.CaseId.Twin))[lead.Off.CaseId.Twin];
        var others = beyondNoise.Where(p => p != lead).ToList();
        return $"IFI {Saves(lead)} {scenario.Activity}{subject} with {title} {Ratioed(lead, run)}"
            + (others.Count == 0 ? string.Empty : string.Create(CultureInfo.InvariantCulture, $"; {Ratios.Range(others.Select(Ratio).ToList())} {(others.All(p => Ratio(p) >= 1) ? "faster" : "off/on")} in {Counted.Of(others.Count, "other case")}"))
            + (noise.Count == 0 ? "." : string.Create(CultureInfo.InvariantCulture, $"; no significant difference in the {(others.Count == 0 ? "other" : "remaining")} {(noise.Count == 1 ? "case" : $"{noise.Count} cases")} ({apart} apart by the medians, each 95% interval of the ratio including 1x)."))
            + Storage(run, scenario);
    }

    /// <summary>
    /// The brief form of <see cref="Ifi"/> for the executive summary, one line: "IFI saves 14.1 s creating a 10 GB database (9.7 ms
    /// instead of 14.1 s)", end to end where the scenario times its writes apart; null where <see cref="Ifi"/> says nothing
    /// or IFI made no significant difference (the section says that).
    /// </summary>
    public static string? IfiBrief(RunSummary run, ScenarioInfo scenario)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        var full = Ifi(run, scenario);
        if (full is null)
        {
            return null;
        }

        if (EndToEnd.LeadPair(run, scenario) is { } lead && EndToEnd.Of(run, scenario, lead.Off, lead.On) is { } whole)
        {
            return $"IFI {whole.Saves} {scenario.Activity}{(scenario.Subject is { } of ? " " + of(lead.Off.CaseId) : string.Empty)} end to end ({Findings.Time(whole.OnTotal.Ms)} instead of {Findings.Time(whole.OffTotal.Ms)}: {whole.Parts}), {(whole.BeyondSpread ? "a clear difference" : "not a clear difference, as the repeated runs varied more than that")}.";
        }

        // The full sentence's first clause, up to the storage note, which the section gives.
        var cut = full.IndexOf(" These native times", StringComparison.Ordinal);
        var brief = cut < 0 ? full : full[..cut];
        return run.Manifest.Target == TargetNames.Native && scenario.SeedIfi is not null
            ? brief + $" The storage's part only: a real server adds seconds to both ({scenario.Title} section)."
            : brief;
    }

    /// <summary>
    /// On the native target, that its times are the storage's part only, with the seed's figure held against the same
    /// measure: a seed's per-growth figure against each growth's stall here, not against the total of the growths.
    /// </summary>
    private static string PerGrowth(RunSummary run, ScenarioInfo scenario, (SummaryRow Off, SummaryRow On) pair)
    {
        if (run.Manifest.Target == TargetNames.SqlServer || scenario.SeedIfi is not { } seeds)
        {
            return string.Empty;
        }

        var each = EndToEnd.PerGrowth(run, pair.Off, pair.On) is { } g
            ? $"; each growth here stalled writers {Findings.Time(g.Off)} without IFI, {Findings.Time(g.On)} with it"
            : string.Empty;
        return $" These native times are the storage's part only: a real server adds seconds of fixed work to each growth ({seeds}{each}).";
    }

    /// <summary>
    /// "saves 12.9 s" (or "costs 1 s", when IFI was slower): the time first, as a DBA plans with it; the difference of the
    /// two times as the sentence prints them (12.9 s less 7.2 ms), so that its arithmetic checks.
    /// </summary>
    internal static string Saves((SummaryRow Off, SummaryRow On) pair) =>
        Findings.Saves(Findings.Difference(pair.Off.MedianMs!.Value, pair.On.MedianMs!.Value));

    /// <summary>
    /// "(7.2 ms instead of 12.9 s: 1,790x faster)": the ratio second.
    /// </summary>
    /// On the native target the ratio is left off, "(7.2 ms instead of 12.9 s)": its IFI-on time is a bare allocation, so its
    /// ratio is no server's (the seeds' ratios follow in <see cref="Storage"/>).
    private static string Ratioed((SummaryRow Off, SummaryRow On) pair, RunSummary run) =>
        $"({Findings.Time(pair.On.MedianMs!.Value)} instead of {Findings.Time(pair.Off.MedianMs!.Value)}"
        + (run.Manifest.Target == TargetNames.Native ? ")" : $": {Ratios.Faster(pair.Off.MedianMs!.Value, pair.On.MedianMs!.Value)})");

    /// <summary>
    /// " These native times are the storage's part only: ... (seed 002: ...)." for a native run of a scenario whose IFI-on
    /// case allocates only; nothing for a run on SQL Server.
    /// </summary>
    private static string Storage(RunSummary run, ScenarioInfo scenario) =>
        run.Manifest.Target == TargetNames.SqlServer || scenario.SeedIfi is not { } seeds
            ? string.Empty
            : $" These native times are the storage's part only: with IFI on it is a bare allocation, and a real server adds seconds of fixed work to both, so its ratio is far smaller ({seeds}).";

    /// <summary>
    /// For a scenario with sweeps (backup, restore): "RESTORE DATABASE reaches 92% of the volume's write limit (571 MB/s) at
    /// best, with 4 backup files, BUFFERCOUNT 64 (525 MB/s)." and, when its backups share the data volume, how near it
    /// came to what the volume copies reading and writing at once.
    /// </summary>
    public static string? Limit(RunSummary run, ScenarioInfo scenario)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        if (Fastest(run, scenario) is not var (rows, limit, best, title))
        {
            return null;
        }

        // The limit printed is the scenario's (the median of the volume measured before its groups, the line its sweep charts
        // draw), and the share printed is the rate printed over it, so that the sentence's arithmetic checks.
        var rate = best.TransferMbSMedian!.Value;
        // IFI off copies into files zeroed first, a different write: its cases are left out of the best, as the chart leaves
        // them out, and the sentence says so with how far they got, so that it does not contradict the table.
        var off = run.Summary.Where(s => s.Scenario == scenario.Name && s.CaseId.Ifi == false && s.TransferMbSMedian > 0).ToList();
        var ifi = off.Count == 0 ? string.Empty : ", IFI on";
        var offText = off.Count == 0 ? string.Empty : OffCopies(off, limit);
        return string.Create(
            CultureInfo.InvariantCulture,
            $"{scenario.Title} reaches {rate / limit:0%} of {LimitWords(run, scenario, best, limit)} in its fastest case, {title}{ifi} ({rate:#,0} MB/s)")
            + (!RunLimits.AtCopyRate(run, scenario) && RunLimits.SharedLimit(run, scenario) is { } both
                ? CopyShare(rate / both, both, Moment(run, best.ReadWriteLimitMbSMedian).Length > 0 ? "copied reading and writing at once, the median before them" : "copies reading and writing at once")
                : string.Empty)
            + offText + "."
            + Within(run, rows, best)
            + Effects(run, scenario, rows);
    }

    /// <summary>
    /// "the volume's write limit (2,038 MB/s)", or, when its backups share the data volume (<see cref="RunLimits.AtCopyRate"/>),
    /// "the volume's read + write limit (952 MB/s: ...; write alone 2,038 MB/s)": the limit the table's "% of limit" uses.
    /// </summary>
    private static string LimitWords(RunSummary run, ScenarioInfo scenario, SummaryRow best, double limit) =>
        RunLimits.AtCopyRate(run, scenario)
            ? string.Create(CultureInfo.InvariantCulture, $"{SweepFigure.CopyLimitWords} ({limit:#,0} MB/s{Moment(run, best.ReadWriteLimitMbSMedian)}: its backups share the data volume, so each case reads and writes it at once; {Direction(scenario)} alone {RunLimits.Alone(run, scenario):#,0} MB/s)")
            : string.Create(CultureInfo.InvariantCulture, $"the volume's {Direction(scenario)} limit ({limit:#,0} MB/s{Moment(run, best.LimitMbSMedian)})");

    /// <summary>
    /// " 8 settings are within the runs' spread of the fastest (636-851 MB/s): none of them is clearly the fastest." The cases
    /// whose rate's interval reaches the fastest's, as the sweep charts count them; nothing when it is clearly the fastest.
    /// </summary>
    private static string Within(RunSummary run, List<SummaryRow> rows, SummaryRow best)
    {
        var close = TransferRates.Close(run, best, rows);
        return close.Count < 2
            ? string.Empty
            : string.Create(CultureInfo.InvariantCulture, $" {close.Count} settings are within the runs' spread of the fastest ({Numbers.Whole(close.Min(s => s.TransferMbSMedian!.Value))}-{Numbers.Whole(close.Max(s => s.TransferMbSMedian!.Value))} MB/s): none of them is clearly the fastest.");
    }

    /// <summary>A setting this many times slower than the best beside it, beyond the runs' spread, is an effect the summary names.</summary>
    public const double LargeEffect = 1.5;

    /// <summary>
    /// " Clearly slower: BUFFERCOUNT 1 (230-284 MB/s, 2.4-3x below the best setting beside it); compressed (...)." The settings
    /// that were slower than every case differing from them in that one setting only, by at least <see cref="LargeEffect"/> and
    /// beyond the runs' spread (their intervals apart), computed from the cases; nothing when none was.
    /// </summary>
    private static string Effects(RunSummary run, ScenarioInfo scenario, List<SummaryRow> rows)
    {
        var said = Slower(run, scenario, rows).Select(e => $"{e.Text} ({Span(e.Rates, Numbers.Whole)} MB/s, {Ratios.Range(e.Ratios)} slower than the fastest setting beside it)").ToList();
        return said.Count == 0 ? string.Empty : $" Clearly slower, beyond the runs' spread: {string.Join("; ", said)}.";
    }

    /// <summary>The settings <see cref="Effects"/> names: each with its rates and how many times slower than the fastest beside it.</summary>
    private static List<(string? Text, List<double> Rates, List<double> Ratios)> Slower(RunSummary run, ScenarioInfo scenario, List<SummaryRow> rows)
    {
        var ids = rows.Select(s => s.CaseId).ToList();
        var said = new List<(string? Text, List<double> Rates, List<double> Ratios)>();
        foreach (var parameter in CaseId.Differing(ids).Where(p => p != CaseId.IfiName).Order(StringComparer.Ordinal))
        {
            // Each case against the fastest of those that differ from it in this setting only.
            var slower = new List<(string Value, SummaryRow Row, double Ratio)>();
            var beaten = new HashSet<string>(StringComparer.Ordinal);
            foreach (var group in rows.GroupBy(s => s.CaseId.Without(parameter)).Where(g => g.Count() > 1))
            {
                var top = group.MaxBy(s => s.TransferMbSMedian)!;
                foreach (var row in group.Where(s => s != top))
                {
                    var value = row.CaseId.ValueText(parameter) ?? string.Empty;
                    var ratio = top.TransferMbSMedian!.Value / row.TransferMbSMedian!.Value;
                    var apart = TransferRates.Interval(run, row) is { } a && TransferRates.Interval(run, top) is { } b && a.High < b.Low;
                    if (ratio >= LargeEffect && apart)
                    {
                        slower.Add((value, row, ratio));
                    }
                    else
                    {
                        beaten.Add(value);
                    }
                }

                beaten.Add(top.CaseId.ValueText(parameter) ?? string.Empty);
            }

            foreach (var value in slower.GroupBy(s => s.Value).Where(g => !beaten.Contains(g.Key)))
            {
                said.Add((CaseTitles.Speak(scenario.Name, parameter, value.Key), value.Select(s => s.Row.TransferMbSMedian!.Value).ToList(), value.Select(s => s.Ratio).ToList()));
            }
        }

        return said;
    }

    /// <summary>
    /// The fastest case's share of what the volume copied: ": 96% of the 672 MB/s the volume copied ..., its limit while the
    /// backups share it"; above it (a probe that ran slower than the case), not as a share of a limit the case passed:
    /// ": faster than the 628 MB/s the volume copied ... (117%), so that probe understated the limit while the backups share it".
    /// </summary>
    internal static string CopyShare(double share, double copied, string how) => share > 1.05
        ? string.Create(CultureInfo.InvariantCulture, $": faster than the {copied:#,0} MB/s the volume {how} ({share:0%}), so that probe understated the limit while the backups share it")
        : string.Create(CultureInfo.InvariantCulture, $": {share:0%} of the {copied:#,0} MB/s the volume {how}, its limit while the backups share it");

    /// <summary>"; with IFI off, copying into the files zeroed first reached 48-52% (601-611 MB/s, the zeroing not counted)": the IFI-off cases' copy rates, left out of the best.</summary>
    private static string OffCopies(List<SummaryRow> off, double limit)
    {
        var rates = off.Select(s => s.TransferMbSMedian!.Value).ToList();
        var share = Span(rates.Select(r => 100 * r / limit).ToList(), v => v.ToString("0", CultureInfo.InvariantCulture)) + "%, ";
        return $"; with IFI off, copying into the files zeroed first reached {share}{Span(rates, Numbers.Whole)} MB/s (the zeroing not counted)";
    }

    /// <summary>"601" or "601-611": the range of <paramref name="values"/> as <paramref name="text"/> writes them.</summary>
    private static string Span(IReadOnlyList<double> values, Func<double, string> text) =>
        text(values.Min()) == text(values.Max()) ? text(values.Max()) : $"{text(values.Min())}-{text(values.Max())}";

    /// <summary>
    /// Why a sweep stayed flat when the backups shared the data volume: the device reads and writes at once, so more
    /// backup files and buffers cannot help; the seed's gains need the backups on other storage (the scenario's
    /// <see cref="ScenarioInfo.SharedVolume"/>; null for a scenario without it).
    /// </summary>
    /// <param name="run">The run.</param>
    /// <param name="scenario">The scenario.</param>
    /// <param name="brief">One short sentence, for the executive summary.</param>
    public static string? Flat(RunSummary run, ScenarioInfo scenario, bool brief = false)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        var rows = Transfers(run, scenario);
        if (!Shared(run) || scenario.Sweeps.Count == 0 || scenario.SharedVolume is not { } advice || rows.Count < 3)
        {
            return null;
        }

        var (low, high) = (rows.Min(s => s.TransferMbSMedian!.Value), rows.Max(s => s.TransferMbSMedian!.Value));
        if (high / low > FlatSpread)
        {
            return null;
        }

        // The copy rate: the one the best case met (the limit finding's figure) and, when the volume was measured before
        // each group, the range of those measurements; never a median that no case was held against.
        var copyRate = RunLimits.SharedLimit(run, scenario);
        var best = rows.MaxBy(s => s.TransferMbSMedian)!;
        var measured = run.Manifest.LimitProbes.Count > 0
            ? rows.Select(s => s.ReadWriteLimitMbSMedian).OfType<double>().Where(v => v > 0).ToList()
            : [];
        var copied = measured.Count > 0 && best.ReadWriteLimitMbSMedian is > 0 && Numbers.Whole(measured.Min()) != Numbers.Whole(measured.Max())
            ? $"{Numbers.Whole(measured.Min())}-{Numbers.Whole(measured.Max())}"
            : null;
        if (brief)
        {
            var which = copied is not null
                ? $" (which copied {copied} MB/s reading and writing at once, measured before each group)"
                : copyRate is { } rw ? $" (which copies {Numbers.Whole(RunLimits.Own(run, best.ReadWriteLimitMbSMedian, rw))} MB/s reading and writing at once)" : string.Empty;
            return $"{scenario.Title} stays at {Numbers.Whole(low)}-{Numbers.Whole(high)} MB/s whatever the settings: its backups share the data volume{which}; {advice.Seed}'s gains need backups on other storage ({advice.Option}).";
        }

        var titles = CaseTitles.Of(rows.Select(s => s.CaseId));
        // The ends of the range are the cases that had those rates, not the ones using fewest and most files and buffers.
        var slowest = titles[rows.MinBy(s => s.TransferMbSMedian)!.CaseId];
        var fastest = titles[best.CaseId];
        var copy = string.Empty;
        if (copyRate is { } both)
        {
            var own = RunLimits.Own(run, best.ReadWriteLimitMbSMedian, both);
            copy = copied is not null
                ? string.Create(CultureInfo.InvariantCulture, $"; read and written at once, this volume copied {copied} MB/s when measured before each group ({Numbers.Whole(own)} MB/s before the best case's, which reached {high / own:0%} of it)")
                : string.Create(CultureInfo.InvariantCulture, $"; read and written at once, this volume copies {Numbers.Whole(own)} MB/s ({(Moment(run, best.ReadWriteLimitMbSMedian).Length > 0 ? "measured just before the best case's groups" : "measured with the baseline")}), and the best case reached {high / own:0%} of that");
        }

        return string.Create(
            CultureInfo.InvariantCulture,
            $"{scenario.Title} stays at {low:#,0}-{high:#,0} MB/s whatever the settings, from {low:#,0} MB/s ({slowest}) to {high:#,0} MB/s ({fastest}): the backups are on the data volume, so every case reads and writes the same device at once{copy}. {Capitalized(advice.Seed)}'s gains from {advice.Gains} need the backups on other storage: run again with {advice.Option} on another volume.");
    }

    /// <summary>
    /// When the backups shared the data volume and the sweep was not flat (<see cref="Flat"/> says it then): what the
    /// number of backup files did here, from the fastest case of each count, and that the seed's gains need other storage
    /// (the scenario's <see cref="ScenarioInfo.SharedVolume"/>; null for a scenario without it).
    /// </summary>
    public static string? SharedVolume(RunSummary run, ScenarioInfo scenario)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        var rows = Transfers(run, scenario);
        if (!Shared(run) || scenario.Sweeps.Count == 0 || scenario.SharedVolume is not { } advice || rows.Count < 3 || Flat(run, scenario) is not null)
        {
            return null;
        }

        var stripes = advice.FilesParameter;

        var counts = rows.Where(s => s.CaseId.Number(stripes) is not null).GroupBy(s => s.CaseId.Number(stripes)!.Value).OrderBy(g => g.Key).ToList();
        var files = counts.Count < 2
            ? string.Empty
            : string.Create(CultureInfo.InvariantCulture, $" (at best {string.Join(", ", counts.Select(g => $"{Numbers.Whole(g.Max(s => s.TransferMbSMedian!.Value))} MB/s with {CaseTitles.Speak(scenario.Name, stripes, g.First().CaseId.ValueText(stripes)!)}"))})");
        var figures = scenario.SeedSweeps.Count > 0 ? " (its figures are set beside this run's below)" : string.Empty;
        return $"{scenario.Title}'s backups shared the data volume, so every case read and wrote the same device at once{files}: this run may not show {advice.Seed}'s gains from {advice.Gains}{figures}; to measure them, run again with {advice.Option} on another volume.";
    }

    /// <summary>
    /// This run's sweep of each setting a seed published figures for (<see cref="ScenarioInfo.SeedSweeps"/>) beside the
    /// seed's: the rates of the cases that differ in that setting only (the set with most values, then the fastest), whether
    /// the setting's ends differ beyond the runs' spread, and whether that agrees with the seed, quoting its figures.
    /// </summary>
    public static IEnumerable<string> Seeds(RunSummary run, ScenarioInfo scenario)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        var rows = Transfers(run, scenario);
        foreach (var seed in scenario.SeedSweeps)
        {
            var group = rows.Where(s => s.CaseId.ValueText(seed.Parameter) is not null)
                .GroupBy(s => s.CaseId.Without(seed.Parameter))
                .Select(g => g.ToList())
                .Where(g => g.Count > 1)
                .OrderByDescending(g => g.Count).ThenByDescending(g => g.Max(s => s.TransferMbSMedian!.Value))
                .FirstOrDefault();
            if (group is null)
            {
                continue;
            }

            string Value(SummaryRow s) => s.CaseId.ValueText(seed.Parameter)!;
            long? Size(SummaryRow s) => CaseId.NumberOf(Value(s)) ?? (seed.DefaultIsLargest ? long.MaxValue : null);
            var ordered = group.OrderBy(s => CaseId.NumberOf(Value(s)) ?? long.MaxValue).ThenBy(Value, StringComparer.Ordinal).ToList();
            var rates = string.Join(", ", ordered.Select(s => $"{Numbers.Whole(s.TransferMbSMedian!.Value)} MB/s with {CaseTitles.Speak(scenario.Name, seed.Parameter, Value(s))}"));
            var shared = CaseTitles.Shared(group.Select(s => s.CaseId)) is { Length: > 0 } common ? $" ({common})" : string.Empty;
            var sized = ordered.Where(s => Size(s) is not null).ToList();
            var verdict = $"{seed.Seed}";
            if (seed.LargerIsFaster is { } larger && sized.Count > 1 && sized[0] != sized[^1])
            {
                var (expectedFast, expectedSlow) = larger ? (sized[^1], sized[0]) : (sized[0], sized[^1]);
                var (fast, slow) = (Interval(run, expectedFast), Interval(run, expectedSlow));
                var ratio = expectedFast.TransferMbSMedian!.Value / expectedSlow.TransferMbSMedian!.Value;
                string Name(SummaryRow s) => CaseTitles.Speak(scenario.Name, seed.Parameter, Value(s));
                verdict = fast is { } f && slow is { } w && w.High < f.Low
                    ? $"{Name(expectedFast)} {Ratios.Text(ratio)} faster than {Name(expectedSlow)}, beyond the runs' spread, as the seed found: {seed.Seed}"
                    : fast is { } f2 && slow is { } w2 && f2.High < w2.Low
                        ? $"{Name(expectedFast)} {Ratios.Text(1 / ratio)} slower than {Name(expectedSlow)}, beyond the runs' spread, the opposite of the seed: {seed.Seed}"
                        : fast is null || slow is null
                            ? $"too few runs to tell whether it agrees with the seed: {seed.Seed}"
                            : $"{Name(expectedFast)} and {Name(expectedSlow)} are within the runs' spread of each other, so this run does not show the seed's gain: {seed.Seed}";
            }
            else
            {
                verdict = $"the seed: {seed.Seed}";
            }

            var model = seed.NativeModel is { } m && run.Manifest.Target == TargetNames.Native ? $" Note: {m}." : string.Empty;
            yield return $"Beside seed figures: here {rates}{shared}; {verdict}.{model}";
        }
    }

    private static (double Low, double High)? Interval(RunSummary run, SummaryRow row) => TransferRates.Interval(run, row);

    /// <summary>
    /// What <see cref="Limit"/> and <see cref="LimitBrief"/> start from: the scenario's transfers, its limit, its fastest case
    /// and that case's title; null for a scenario without sweeps, a limit or transfers.
    /// </summary>
    private static (List<SummaryRow> Rows, double Limit, SummaryRow Best, string Title)? Fastest(RunSummary run, ScenarioInfo scenario)
    {
        var rows = Transfers(run, scenario);
        if (scenario.Sweeps.Count == 0 || RunLimits.Limit(run, scenario) is not { } limit || rows.Count == 0)
        {
            return null;
        }

        var best = rows.MaxBy(s => s.TransferMbSMedian)!;
        return (rows, limit, best, CaseTitles.Of(rows.Select(s => s.CaseId))[best.CaseId]);
    }

    /// <summary>
    /// The brief form of <see cref="Limit"/> for the executive summary, one line: "RESTORE DATABASE at best 808 MB/s (9 backup
    /// files, ...), 69% of the volume's measured write speed; slowest setting: BUFFERCOUNT 1, 3.4-4.2x slower."; null where
    /// <see cref="Limit"/> says nothing.
    /// </summary>
    public static string? LimitBrief(RunSummary run, ScenarioInfo scenario)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        if (Fastest(run, scenario) is not var (rows, limit, best, title))
        {
            return null;
        }

        var rate = best.TransferMbSMedian!.Value;
        // The setting slowest against the best beside it (none: nothing said; MaxBy throws on none, as a tuple has no null).
        var worst = Slower(run, scenario, rows).OrderByDescending(e => e.Ratios.Max()).FirstOrDefault();
        var slowest = worst.Text is null ? string.Empty : $"; clearly slowest: {worst.Text}, {Ratios.Range(worst.Ratios)} slower";
        var shared = Shared(run) && scenario.SharedVolume is not null ? "; its backups were on the same disk, which limits what its settings can gain" : string.Empty;
        return string.Create(CultureInfo.InvariantCulture, $"{scenario.Title} copied at best {rate:#,0} MB/s ({title}), {rate / limit:0%} of {(RunLimits.AtCopyRate(run, scenario) ? "what the volume copies reading and writing at once" : $"the volume's measured {Direction(scenario)} speed")}{slowest}{shared}.");
    }

    /// <summary>"Seed 001" of "seed 001": a sentence's first word.</summary>
    private static string Capitalized(string text) => text.Length == 0 ? text : char.ToUpperInvariant(text[0]) + text[1..];

    private static bool Shared(RunSummary run) => RunLimits.BackupsShared(run);

    /// <summary>The cases whose transfer exceeds the volume's limit, and the likely cause.</summary>
    public static IEnumerable<string> AboveLimit(RunSummary run, ScenarioInfo scenario)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        // Held against the limit the table's "% of limit" uses (ReportTables.LimitPct), so a flagged case reads above 100% there.
        var limit = RunLimits.Limit(run, scenario);
        var above = run.Summary.Where(s => s.Scenario == scenario.Name && ReportTables.LimitPct(s, limit) > 100).ToList();
        if (above.Count == 0)
        {
            yield break;
        }

        var titles = CaseTitles.Of(run.Summary.Where(s => s.Scenario == scenario.Name).Select(s => s.CaseId));
        foreach (var cause in above.GroupBy(s => Cause(run, s, limit)))
        {
            var cases = string.Join("; ", cause.Select(s => string.Create(CultureInfo.InvariantCulture, $"{titles[s.CaseId]} at {ReportTables.LimitPct(s, limit):0}%")));
            yield return $"{Counted.Of(cause.Count(), "case exceeds", "cases exceed")} 100% of {(RunLimits.AtCopyRate(run, scenario) ? SweepFigure.CopyLimitWords : $"the volume's {Direction(scenario)} limit")} ({cases}). Likely cause: {cause.Key}.";
        }
    }

    /// <summary>The transfer medians of the scenario's cases that are not IFI off (their zeroing is not transfer).</summary>
    private static List<SummaryRow> Transfers(RunSummary run, ScenarioInfo scenario) =>
        run.Summary.Where(s => s.Scenario == scenario.Name && s.TransferMbSMedian > 0 && s.CaseId.Ifi != false).ToList();

    /// <summary>
    /// Why <paramref name="row"/>'s transfer exceeds the limit. A copy with IFI off whose IFI-on twin stays within it
    /// writes into data files zeroed just before (allocated and written), while the probe's copy writes a fresh file and
    /// pays its allocation and the conversion of its unwritten extents, as the IFI-on copy does: the cause the data points
    /// to (c1 M6: IFI-off restores at 137% and 116% were put down to a device that is not steady). A run with buffered I/O
    /// is put down to the page cache first, before any of these: its copies are served from memory, IFI off or on.
    /// </summary>
    private static string Cause(RunSummary run, SummaryRow row, double? limit) =>
        run.Manifest.IoMode != "direct" || run.Manifest.Baseline is { Direct: false }
            ? PageCache
            : row.CaseId.Ifi == false && run.Summary.FirstOrDefault(s => s.CaseId.Equals(row.CaseId.WithIfi(true))) is { } on
            && ReportTables.LimitPct(on, limit) is <= 100
            ? WritesIntoZeroed
            : row.Parameters.Compression == true
                ? "compression: the backup files hold fewer bytes than the data, so more data passes than the disk's bandwidth"
                : "a device that is not steady (it caches or bursts above its sustained rate, a shared disk is busier at some moments than when the volume was measured), or I/O the device serves better than the baseline's 1 MB requests (merged or larger requests on a device limited in operations per second)";

    /// <summary>The cause <see cref="Cause"/> names first for a run with buffered I/O (or a baseline measured buffered), whatever its case.</summary>
    public const string PageCache = "the page cache: with buffered I/O, reads and writes are served from memory";

    /// <summary>The cause <see cref="Cause"/> names for an IFI-off copy above the limit whose IFI-on twin is within it.</summary>
    public const string WritesIntoZeroed = "writes into space zeroed just before: with IFI off the copy writes into data files already allocated and written (zeroed), while the volume's probe writes a fresh file and pays its allocation and the conversion of unwritten extents, as the IFI-on twin does, which stays within the limit";

    /// <summary>When the limit is the one measured before the case's groups (<paramref name="measured"/>, its rows' median), that said.</summary>
    private static string Moment(RunSummary run, double? measured) => run.Manifest.LimitProbes.Count > 0 && measured is > 0 ? ", the median of the volume measured before its groups" : string.Empty;

    private static string Direction(ScenarioInfo scenario) => scenario.TransferLimit == TransferLimit.Read ? "read" : "write";

    /// <summary>
    /// What an IFI off/on ratio's interval is: "95% interval of the ratio", or, where both medians' intervals are their runs'
    /// ranges (<see cref="SummaryRow.IntervalIsRange"/>), the ratio of those ranges, which is not a 95% interval.
    /// </summary>
    private static string RatioInterval(SummaryRow off, SummaryRow on) => off.IntervalIsRange() && on.IntervalIsRange()
        ? "interval of the ratio from the runs' ranges, not a 95% interval with so few runs,"
        : "95% interval of the ratio";
}
