using Bench.Plots.Figures;
using Bench.Plots.Rendering;

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
    public static IReadOnlyList<string> Of(IReadOnlyList<RunSummary> runs, ScenarioInfo scenario)
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

            if (Limit(run, scenario) is { } limit)
            {
                said.Add(on + limit);
            }

            if (Flat(run, scenario) is { } flat)
            {
                said.Add(on + flat);
            }

            said.AddRange(AboveLimit(run, scenario).Select(s => on + s));
        }

        // What IFI costs after the allocation (first writes, restore): the writes into allocated space against zeroed space.
        said.AddRange(Findings.FirstWriteCosts(runs, scenario));
        return said;
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

        var pairs = run.Summary
            .Where(s => s.Scenario == scenario.Name && s.CaseId.Ifi == false && s.MedianMs > 0)
            .Select(s => (Off: s, On: run.Summary.FirstOrDefault(o => o.CaseId.Equals(s.CaseId.WithIfi(true)) && o.MedianMs > 0)!))
            .Where(p => p.On is not null)
            .ToList();
        if (pairs.Count == 0)
        {
            return null;
        }

        static long Bytes(SummaryRow row) => (row.Parameters.SizeBytes ?? 0) * (row.Parameters.Files ?? 1);
        static double Ratio((SummaryRow Off, SummaryRow On) pair) => pair.Off.MedianMs!.Value / pair.On.MedianMs!.Value;
        var largest = pairs.Where(p => Bytes(p.Off) == pairs.Max(q => Bytes(q.Off))).ToList();
        var beyondNoise = largest.Where(p => IfiFigure.Significant(p.Off) != false).ToList();
        var noise = largest.Where(p => IfiFigure.Significant(p.Off) == false).ToList();
        var lead = (beyondNoise.Count > 0 ? beyondNoise : largest).MaxBy(Ratio);
        var subject = scenario.Subject is { } of ? " " + of(lead.Off.CaseId) : string.Empty;
        var times = $"({Findings.Time(lead.On.MedianMs!.Value)} instead of {Findings.Time(lead.Off.MedianMs!.Value)})";
        var apart = noise.Count == 0 ? string.Empty : Ratios.Range(noise.Select(Ratio).Select(r => r >= 1 ? r : 1 / r).ToList());
        if (largest.Count == 1)
        {
            // Not significant: said first, so that the ratio cannot be quoted as a gain (as the charts write it).
            return noise.Count == 0
                ? $"IFI makes {scenario.Activity}{subject} {Ratios.Faster(lead.Off.MedianMs.Value, lead.On.MedianMs.Value)} {times}."
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
        return $"IFI makes {scenario.Activity}{subject} {Ratios.Faster(lead.Off.MedianMs.Value, lead.On.MedianMs.Value)} with {title} {times}"
            + (others.Count == 0 ? string.Empty : string.Create(CultureInfo.InvariantCulture, $"; {Ratios.Range(others.Select(Ratio).ToList())} {(others.All(p => Ratio(p) >= 1) ? "faster" : "off/on")} in {Plural(others.Count, "other case", "other cases")}"))
            + (noise.Count == 0 ? "." : string.Create(CultureInfo.InvariantCulture, $"; no significant difference in the {(others.Count == 0 ? "other" : "remaining")} {(noise.Count == 1 ? "case" : $"{noise.Count} cases")} ({apart} apart by the medians, each 95% interval of the ratio including 1x)."));
    }

    /// <summary>
    /// For a scenario with sweeps (backup, restore): "RESTORE DATABASE reaches 92% of the volume's write limit (571 MB/s) at
    /// best, with 4 backup files, BUFFERCOUNT 64 (525 MB/s)." and, when its backups share the data volume, how near it
    /// came to what the volume copies reading and writing at once.
    /// </summary>
    public static string? Limit(RunSummary run, ScenarioInfo scenario)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        var rows = Transfers(run, scenario);
        if (scenario.Sweeps.Count == 0 || SweepFigure.Limit(run, scenario) is not { } limit || rows.Count == 0)
        {
            return null;
        }

        var best = rows.MaxBy(s => s.TransferMbSMedian)!;
        var title = CaseTitles.Of(rows.Select(s => s.CaseId))[best.CaseId];
        var own = SweepFigure.Own(run, best.LimitMbSMedian, limit);
        // IFI off copies into files zeroed first, a different write: its cases are left out of the best, as the chart leaves
        // them out, and the sentence says so with how far they got, so that it does not contradict the table.
        var off = run.Summary.Where(s => s.Scenario == scenario.Name && s.CaseId.Ifi == false && s.TransferMbSMedian > 0).ToList();
        var ifi = off.Count == 0 ? string.Empty : ", IFI on";
        var offText = off.Count == 0 ? string.Empty : OffCopies(off);
        return string.Create(
            CultureInfo.InvariantCulture,
            $"{scenario.Title} reaches {SweepFigure.Share(best, own):0%} of the volume's {Direction(scenario)} limit ({own:#,0} MB/s{Moment(run, best.LimitMbSMedian)}) in its fastest case, {title}{ifi} ({best.TransferMbSMedian:#,0} MB/s)")
            + (SweepFigure.SharedLimit(run, scenario) is { } shared && SweepFigure.Own(run, best.ReadWriteLimitMbSMedian, shared) is var both
                ? CopyShare(best.TransferMbSMedian!.Value / both, both, Moment(run, best.ReadWriteLimitMbSMedian).Length > 0 ? "copied reading and writing at once just before them" : "copies reading and writing at once")
                : string.Empty)
            + HighestShare(run, rows, best, limit) + offText + ".";
    }

    /// <summary>
    /// "; its highest share of the limit is 54%, with ... (695 MB/s), as each run is held against the volume measured just before it":
    /// the case with the largest % of limit, when it is not the fastest (each case is held against the limit measured just
    /// before its own groups, so the fastest need not have the largest share); else nothing. The table and the sweep charts
    /// give the same figure.
    /// </summary>
    /// <summary>
    /// The fastest case's share of what the volume copied: ": 96% of the 672 MB/s the volume copied ..., its limit while the
    /// backups share it"; above it (a probe that ran slower than the case), not as a share of a limit the case passed:
    /// ": faster than the 628 MB/s the volume copied ... (117%), so that probe understated the limit while the backups share it".
    /// </summary>
    internal static string CopyShare(double share, double copied, string how) => share > 1.05
        ? string.Create(CultureInfo.InvariantCulture, $": faster than the {copied:#,0} MB/s the volume {how} ({share:0%}), so that probe understated the limit while the backups share it")
        : string.Create(CultureInfo.InvariantCulture, $": {share:0%} of the {copied:#,0} MB/s the volume {how}, its limit while the backups share it");

    private static string HighestShare(RunSummary run, List<SummaryRow> rows, SummaryRow best, double limit)
    {
        double Share(SummaryRow s) => SweepFigure.Share(s, SweepFigure.Own(run, s.LimitMbSMedian, limit));
        var top = rows.MaxBy(Share)!;
        if (top == best || Math.Round(Share(top), 2) <= Math.Round(Share(best), 2))
        {
            return string.Empty;
        }

        var title = CaseTitles.Of(rows.Select(s => s.CaseId))[top.CaseId];
        return string.Create(
            CultureInfo.InvariantCulture,
            $"; its highest share of the limit is {Share(top):0%}, with {title} ({top.TransferMbSMedian:#,0} MB/s), as each run is held against the volume measured just before it");
    }

    /// <summary>"; with IFI off, copying into the files zeroed first reached 48-52% (601-611 MB/s, the zeroing not counted)": the IFI-off cases' copy rates, left out of the best.</summary>
    private static string OffCopies(List<SummaryRow> off)
    {
        var pct = off.Select(s => s.LimitPctMedian).OfType<double>().ToList();
        var rates = off.Select(s => s.TransferMbSMedian!.Value).ToList();
        static string Span(IReadOnlyList<double> values, Func<double, string> text) =>
            text(values.Min()) == text(values.Max()) ? text(values.Max()) : $"{text(values.Min())}-{text(values.Max())}";
        var share = pct.Count == 0 ? string.Empty : Span(pct, v => v.ToString("0", CultureInfo.InvariantCulture)) + "%, ";
        return $"; with IFI off, copying into the files zeroed first reached {share}{Span(rates, Numbers.Whole)} MB/s (the zeroing not counted)";
    }

    /// <summary>
    /// Why a sweep stayed flat when the backups shared the data volume: the device reads and writes at once, so more
    /// backup files and buffers cannot help; seed 001's gains need the backups on other storage.
    /// </summary>
    /// <param name="run">The run.</param>
    /// <param name="scenario">The scenario.</param>
    /// <param name="brief">One short sentence, for the executive summary.</param>
    public static string? Flat(RunSummary run, ScenarioInfo scenario, bool brief = false)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        var rows = Transfers(run, scenario);
        var shared = run.Manifest.BackupVolume is null || run.Manifest.BackupVolume.MountPoint == run.Manifest.Volume.MountPoint;
        if (!shared || scenario.Sweeps.Count == 0 || rows.Count < 3)
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
        var copyRate = SweepFigure.SharedLimit(run, scenario);
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
                : copyRate is { } rw ? $" (which copies {Numbers.Whole(SweepFigure.Own(run, best.ReadWriteLimitMbSMedian, rw))} MB/s reading and writing at once)" : string.Empty;
            return $"{scenario.Title} stays at {Numbers.Whole(low)}-{Numbers.Whole(high)} MB/s whatever the settings: its backups share the data volume{which}; seed 001's gains need backups on other storage (--backup-dir).";
        }

        var titles = CaseTitles.Of(rows.Select(s => s.CaseId));
        // The ends of the range are the cases that had those rates, not the ones using fewest and most files and buffers.
        var slowest = titles[rows.MinBy(s => s.TransferMbSMedian)!.CaseId];
        var fastest = titles[best.CaseId];
        var copy = string.Empty;
        if (copyRate is { } both)
        {
            var own = SweepFigure.Own(run, best.ReadWriteLimitMbSMedian, both);
            copy = copied is not null
                ? string.Create(CultureInfo.InvariantCulture, $"; read and written at once, this volume copied {copied} MB/s when measured before each group ({Numbers.Whole(own)} MB/s before the best case's, which reached {high / own:0%} of it)")
                : string.Create(CultureInfo.InvariantCulture, $"; read and written at once, this volume copies {Numbers.Whole(own)} MB/s ({(Moment(run, best.ReadWriteLimitMbSMedian).Length > 0 ? "measured just before the best case's groups" : "measured with the baseline")}), and the best case reached {high / own:0%} of that");
        }

        return string.Create(
            CultureInfo.InvariantCulture,
            $"{scenario.Title} stays at {low:#,0}-{high:#,0} MB/s whatever the settings, from {low:#,0} MB/s ({slowest}) to {high:#,0} MB/s ({fastest}): the backups are on the data volume, so every case reads and writes the same device at once{copy}. Seed 001's gains from more backup files and buffers need the backups on other storage: run again with --backup-dir on another volume.");
    }

    /// <summary>The cases whose transfer exceeds the volume's limit, and the likely cause.</summary>
    public static IEnumerable<string> AboveLimit(RunSummary run, ScenarioInfo scenario)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        var above = run.Summary.Where(s => s.Scenario == scenario.Name && s.LimitPctMedian > 100).ToList();
        if (above.Count == 0)
        {
            yield break;
        }

        var titles = CaseTitles.Of(run.Summary.Where(s => s.Scenario == scenario.Name).Select(s => s.CaseId));
        foreach (var cause in above.GroupBy(s => Cause(run, s)))
        {
            var cases = string.Join("; ", cause.Select(s => string.Create(CultureInfo.InvariantCulture, $"{titles[s.CaseId]} at {s.LimitPctMedian:0}%")));
            yield return $"{Plural(cause.Count(), "case exceeds", "cases exceed")} 100% of the volume's {Direction(scenario)} limit ({cases}). Likely cause: {cause.Key}.";
        }
    }

    /// <summary>The transfer medians of the scenario's cases that are not IFI off (their zeroing is not transfer).</summary>
    private static List<SummaryRow> Transfers(RunSummary run, ScenarioInfo scenario) =>
        run.Summary.Where(s => s.Scenario == scenario.Name && s.TransferMbSMedian > 0 && s.CaseId.Ifi != false).ToList();

    private static string Cause(RunSummary run, SummaryRow row) =>
        row.Parameters.Compression == true
            ? "compression: the backup files hold fewer bytes than the data, so more data passes than the disk's bandwidth"
            : run.Manifest.IoMode != "direct" || run.Manifest.Baseline is { Direct: false }
                ? "the page cache: with buffered I/O, reads and writes are served from memory"
                : "a device that is not steady (it caches or bursts above its sustained rate, a shared disk is busier at some moments than when the volume was measured), or I/O the device serves better than the baseline's 1 MB requests (merged or larger requests on a device limited in operations per second)";

    /// <summary>When the limit is the one measured before the case's groups (<paramref name="measured"/>, its rows' median), that said.</summary>
    private static string Moment(RunSummary run, double? measured) => run.Manifest.LimitProbes.Count > 0 && measured is > 0 ? ", measured just before its groups" : string.Empty;

    private static string Direction(ScenarioInfo scenario) => scenario.TransferLimit == TransferLimit.Read ? "read" : "write";

    private static string Plural(int count, string one, string many) => count == 1 ? $"1 {one}" : string.Create(CultureInfo.InvariantCulture, $"{count} {many}");

    /// <summary>
    /// What an IFI off/on ratio's interval is: "95% interval of the ratio", or, where both medians' intervals are their runs'
    /// ranges (<see cref="SummaryRow.IntervalIsRange"/>), the ratio of those ranges, which is not a 95% interval.
    /// </summary>
    private static string RatioInterval(SummaryRow off, SummaryRow on) => off.IntervalIsRange() && on.IntervalIsRange()
        ? "interval of the ratio from the runs' ranges, not a 95% interval with so few runs,"
        : "95% interval of the ratio";
}
