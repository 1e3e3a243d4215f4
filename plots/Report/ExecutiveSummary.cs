using Bench.Results.Comparison;
using Bench.Results.Manifest;

namespace Bench.Plots.Report;

/// <summary>
/// The sentences a manager reads first, computed from the runs: how the runs compare (first, when several are), what IFI
/// changes, how close backups and restores come to the volume's limit, why a sweep stayed flat, what the largest sizes would take.
/// </summary>
public static class ExecutiveSummary
{
    /// <summary>The summary of <paramref name="runs"/>.</summary>
    public static IReadOnlyList<string> Of(IReadOnlyList<RunSummary> runs, IReadOnlyList<Estimate> estimates, IReadOnlyList<ComparisonRow> comparison)
    {
        ArgumentNullException.ThrowIfNull(runs);
        ArgumentNullException.ThrowIfNull(estimates);
        ArgumentNullException.ThrowIfNull(comparison);
        // When runs are compared, how they compare leads (and which cases it left out): it is what the report was made for,
        // and each run's own findings follow.
        var said = new List<string>(Comparison(comparison));
        said.AddRange(UnmatchedCases.Of(runs));

        // Then the takeaways, one line each: what IFI saves, what the transfers reach. Who ran and how to read the figures
        // follow in their own part (HowToRead); the method detail is in the scenario sections.
        foreach (var run in runs)
        {
            var on = runs.Count > 1 ? $"On {run.Label}: " : string.Empty;
            foreach (var scenario in ScenarioCatalog.Infos)
            {
                // One line a scenario: what IFI saves, then what its transfers reach.
                var lines = new[] { ScenarioFindings.IfiBrief(run, scenario), ScenarioFindings.LimitBrief(run, scenario) }.OfType<string>().ToList();
                if (lines.Count > 0)
                {
                    said.Add(Capital(on + string.Join(" ", lines)));
                }
            }

            var above = ScenarioCatalog.Infos.Where(s => ScenarioFindings.AboveLimit(run, s).Any()).Select(s => s.Title).ToList();
            if (above.Count > 0)
            {
                said.Add(Capital($"{on}some transfer rates exceed 100% of the volume's limit ({string.Join(", ", above)}): their sections name the cases and the likely cause."));
            }
        }

        // The largest sizes estimated, one line a run.
        said.AddRange(Largest(estimates, runs.Count > 1).GroupBy(l => l.Run).Select(g => Capital(string.Join(" ", g.Select(l => l.Text)))));

        said.AddRange(Cautions(runs));
        said.AddRange(runs.Select(r => UnsteadyBrief(r) is { } unsteady ? Capital((runs.Count > 1 ? $"on {r.Label}, " : string.Empty) + unsteady) : null).OfType<string>());
        said.AddRange(Findings.VolumeDifferences(runs));
        return said;
    }

    /// <summary>
    /// "read with care: 2 cases are unsteady, their runs split into clusters (CREATE DATABASE 1, RESTORE DATABASE 1; the
    /// widest, CREATE DATABASE 1 GB, IFI off: runs of 224 ms, ... and 2.3 s; the middle run 314 ms): figures built on them
    /// are uncertain; their tables name each.": the run's unsteady cases (<see cref="Unsteady"/>), the one whose runs lie
    /// furthest apart named; null when none is.
    /// </summary>
    public static string? UnsteadyBrief(RunSummary run)
    {
        ArgumentNullException.ThrowIfNull(run);
        var cases = Unsteady.Of(run).ToList();
        if (cases.Count == 0)
        {
            return null;
        }

        var widest = cases.MaxBy(u => u.Times[^1] - u.Times[0]);
        var title = CaseTitles.Of(run.Summary.Where(s => s.Scenario == widest.Case.Scenario).Select(s => s.CaseId))[widest.Case.CaseId];
        var scenario = ScenarioCatalog.Info(widest.Case.Scenario)?.Title ?? widest.Case.Scenario;
        var named = $"{scenario} {title}: {Unsteady.Words(widest.Times)}";
        if (cases.Count == 1)
        {
            return $"read with care: one case is unsteady, its runs split into clusters ({named}), so a figure above built on it is uncertain.";
        }

        var where = string.Join(", ", cases.GroupBy(u => u.Case.Scenario).Select(g => $"{ScenarioCatalog.Info(g.Key)?.Title ?? g.Key} {g.Count()}"));
        return $"read with care: {cases.Count} cases are unsteady, their runs split into clusters ({where}; the widest, {named}): figures built on them are uncertain; their tables name each.";
    }

    /// <summary>What bears on every figure, for the summary's end: a run others shared the machine with, one stopped early or missing rows.</summary>
    public static IEnumerable<string> Cautions(IReadOnlyList<RunSummary> runs)
    {
        ArgumentNullException.ThrowIfNull(runs);
        return runs.Select(r => r.Manifest.Cpu?.SharedMachine() is { } shared
                ? $"Read with care: {(runs.Count > 1 ? $"on {r.Label}, " : string.Empty)}{shared}."
                : null).OfType<string>()
            .Concat(runs.Select(r => ColdBaseline.Sentence(r.Manifest) is { } cold ? $"Read with care: {(runs.Count > 1 ? $"on {r.Label}, " : string.Empty)}{cold}." : null).OfType<string>())
            .Concat(runs.Select(RunCompleteness.Sentence).OfType<string>());
    }

    /// <summary>
    /// What a reader needs before the figures, under the summary: who ran the operations (a native run's figures are the
    /// volume's, not a server's), and the report's words in plain terms: median, the runs' spread, transfer MB/s, the limit.
    /// </summary>
    /// <param name="runs">The runs.</param>
    /// <param name="ifi">Whether to say how the native target's IFI is reported (false: a tune, which runs IFI on only).</param>
    public static IReadOnlyList<string> HowToRead(IReadOnlyList<RunSummary> runs, bool ifi = true)
    {
        ArgumentNullException.ThrowIfNull(runs);
        if (runs.Count == 0)
        {
            return [];
        }

        var who = runs.GroupBy(r => Findings.WhoRan(r.Manifest), StringComparer.Ordinal).ToList();
        var said = who.Select(g => Capital($"{(who.Count > 1 ? $"On {string.Join(" and ", g.Select(r => r.Label))}, " : string.Empty)}{g.Key}.")).ToList();
        if (ifi && runs.Any(r => r.Manifest.Target == TargetNames.Native))
        {
            said.Add("On the native target, IFI on makes a file by allocating it without writing: its times are the storage's part only, and a real server adds seconds of fixed work to each operation, so the report gives the time IFI saved, not how many times faster it was (the scenario sections quote what the seeds measured on real servers).");
        }

        said.Add("Each case ran several times (n in the tables); a time or rate is the median of those runs as the Harrell-Davis estimate gives it (a weighted mean of every run, so with few or spread runs it can differ from the middle run in results.csv, which a spreadsheet's MEDIAN gives), and its interval how far the true median may be from it.");
        if (runs.Any(r => Unsteady.Of(r).Any()))
        {
            said.Add(Unsteady.Rule);
        }

        said.Add(Units);
        said.Add("Within the runs' spread: the runs of two cases overlap, so this run cannot tell which is faster; beyond it: they do not overlap, a clear difference.");
        if (runs.Any(r => r.Summary.Any(s => s.TransferMbSMedian is > 0)))
        {
            said.Add("Transfer MB/s: the data copied per second during the copy itself (a restore's file preparation not counted); the limit it is held against is the volume's own read or write speed, measured by bench before each group of cases.");
        }

        return said;
    }

    /// <summary>
    /// The units, as the code uses them: sizes binary, as SQL Server's SIZE = 10GB (ByteSize), rates decimal, as the
    /// harness computes them (bytes / 10^6 / seconds), so "size / rate" checks with 2^30 bytes a GB.
    /// </summary>
    public const string Units = "Units: sizes are binary, as SQL Server's SIZE = 50GB (1 GB = 2^30 bytes, 1 MB = 2^20 bytes); rates are decimal, MB/s = 10^6 bytes per second (so 50 GB at 182 MB/s is 50 x 2^30 / 182e6 = 295 s).";

    /// <summary>"hdd against ssd: 14 of 20 cases slower (median 4.1x), 0 faster, 6 without a detectable difference."</summary>
    /// <remarks>
    /// A security check's cases (<see cref="ScenarioInfo.IsSecurityCheck"/>) are not counted: their times are no database
    /// operation's. A scenario that times its writes into the new space apart (<see cref="ScenarioInfo.FillTimedApart"/>:
    /// AUTOGROW, whose elapsed time is its growth stalls only) is judged end to end (its end-to-end row beside the stalls',
    /// <see cref="ComparisonMeasures.Judged"/>, as the comparison's table and comparison.csv give it), as its IFI
    /// finding is: a run whose stalls are 1 ms longer but whose writes are seconds shorter is faster, not slower (c1 M4:
    /// stalls of 0.6 against 1.8 ms were the summary's one "slower" where the operation end to end was 4.7x faster). And
    /// two medians under <see cref="FloorMs"/> apart are never a verdict (<see cref="Counted"/>).
    /// </remarks>
    private static IEnumerable<string> Comparison(IReadOnlyList<ComparisonRow> comparison)
    {
        foreach (var group in ComparisonMeasures.Judged(Timings(comparison)).GroupBy(c => c.Label))
        {
            var rows = group.ToList();
            var slower = rows.Where(c => Counted(c) == "slower").ToList();
            var faster = rows.Where(c => Counted(c) == "faster").ToList();
            var same = rows.Count(c => c.Verdict == "no_difference");
            var small = rows.Count(c => Counted(c) == "small");
            var untested = rows.Count(c => c.Verdict == "too_few_repetitions");
            var parts = new List<string>
            {
                string.Create(CultureInfo.InvariantCulture, $"{slower.Count} slower{Median(slower, slow: true)}"),
                string.Create(CultureInfo.InvariantCulture, $"{faster.Count} faster{Median(faster, slow: false)}"),
                string.Create(CultureInfo.InvariantCulture, $"{same} without a detectable difference"),
            };
            if (small > 0)
            {
                parts.Add(string.Create(CultureInfo.InvariantCulture, $"{small} under {FloorMs:0} ms apart, too small to count"));
            }

            if (untested > 0)
            {
                parts.Add(string.Create(CultureInfo.InvariantCulture, $"{untested} not tested (one repetition)"));
            }

            var endToEnd = rows.Where(r => r.Measure == ComparisonMeasures.EndToEnd).Select(r => ScenarioCatalog.Info(r.Scenario)?.Title ?? r.Scenario).Distinct(StringComparer.Ordinal).ToList();
            var how = endToEnd.Count == 0 ? string.Empty : $"; {string.Join(", ", endToEnd)} {ReportTables.EndToEnd}";
            yield return string.Create(CultureInfo.InvariantCulture, $"{group.Key} against {rows[0].Baseline}, {rows.Count} cases: {string.Join(", ", parts)} ({TwoSampleComparison.Method}, 5% level{how}).");
        }
    }

    /// <summary>
    /// The gap between two medians below which the summary gives no verdict, 2 ms: below it a difference is of the order of
    /// the timer's and the scheduler's own noise on a shared machine (a context switch, a page fault, a journal commit
    /// each take a millisecond or so) and of no weight in a capacity plan, whose operations take seconds; a t-test on
    /// log times still finds such a gap "significant" when both sides are tiny and steady (0.6 against 1.8 ms is 3x).
    /// </summary>
    public const double FloorMs = 2;

    /// <summary>The verdict the summary counts a row under: its own, or "small" when its medians are under <see cref="FloorMs"/> apart.</summary>
    private static string Counted(ComparisonRow row) =>
        row.Verdict is "slower" or "faster" && Math.Abs(row.MedianMs - row.MedianBaselineMs) < FloorMs ? "small" : row.Verdict;

    /// <summary>The rows of <paramref name="comparison"/> that time a database operation: none of a security check's (<see cref="ScenarioInfo.IsSecurityCheck"/>).</summary>
    public static IEnumerable<ComparisonRow> Timings(IEnumerable<ComparisonRow> comparison) =>
        comparison.Where(c => ScenarioCatalog.Info(c.Scenario) is not { IsSecurityCheck: true });

    private static string Median(List<ComparisonRow> rows, bool slow)
    {
        if (rows.Count == 0)
        {
            return string.Empty;
        }

        return $" (median {Figures.Ratios.Text(Figures.Ratios.Median(rows.Select(r => slow ? r.Ratio : 1 / r.Ratio)))})";
    }

    /// <summary>The largest size estimated per run and scenario: IFI off, and on beside it.</summary>
    private static IEnumerable<(string Run, string Text)> Largest(IReadOnlyList<Estimate> estimates, bool several)
    {
        foreach (var group in estimates.GroupBy(e => (e.Run, e.Scenario)))
        {
            var size = group.Max(e => e.SizeBytes);
            var off = group.FirstOrDefault(e => !e.Ifi && e.SizeBytes == size);
            var on = group.FirstOrDefault(e => e.Ifi && e.SizeBytes == size);
            var first = off ?? on!;
            var activity = ScenarioCatalog.Info(first.Scenario)?.Activity ?? first.Scenario;
            var times = string.Join(" and ", new[] { off, on }.OfType<Estimate>().Select(e => $"{Findings.Time(e.Ms)} with IFI {(e.Ifi ? "on" : "off")}"));
            var flags = new[] { off, on }.OfType<Estimate>().SelectMany(e => e.Flags).Distinct(StringComparer.Ordinal).ToList();
            var caution = flags.Count == 0 ? string.Empty : $" (caution: {string.Join("; ", flags)})";
            var lead = several ? $"On {group.Key.Run}, " : string.Empty;
            var setting = first.OwnSetting
                ? " (each IFI state with its own fastest setting: none was measured with both)"
                : first.Setting.Length > 0 ? $" with {first.Setting}" : string.Empty;
            yield return (group.Key.Run, Capital($"{lead}{activity} {Findings.Size(size)}{setting} would take about {times}{caution} (what-if estimate)."));
        }
    }

    /// <summary><paramref name="text"/> with its first letter upper case.</summary>
    public static string Capital(string text) => text.Length == 0 ? text : char.ToUpperInvariant(text[0]) + text[1..];
}
