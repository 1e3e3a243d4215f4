using Bench.Results.Comparison;

namespace Bench.Plots.Report;

/// <summary>
/// The sentences a manager reads first, computed from the runs: what IFI changes, how close backups and restores come
/// to the volume's limit, why a sweep stayed flat, what the largest sizes would take, and how the runs compare.
/// </summary>
public static class ExecutiveSummary
{
    /// <summary>The summary of <paramref name="runs"/>.</summary>
    public static IReadOnlyList<string> Of(IReadOnlyList<RunSummary> runs, IReadOnlyList<Estimate> estimates, IReadOnlyList<ComparisonRow> comparison)
    {
        ArgumentNullException.ThrowIfNull(runs);
        ArgumentNullException.ThrowIfNull(estimates);
        ArgumentNullException.ThrowIfNull(comparison);
        var said = new List<string>();

        // Before any figure: what ran, as a native run's figures are the volume's, not a server's.
        // Said once for the runs it holds for alike (two native runs: one line), each run named only when they differ.
        var who = runs.GroupBy(r => Findings.WhoRan(r.Manifest), StringComparer.Ordinal).ToList();
        said.AddRange(who.Select(g => Capital($"{(who.Count > 1 ? $"On {string.Join(" and ", g.Select(r => r.Label))}, " : string.Empty)}{g.Key}.")));

        // First, as it bears on every figure after it: a run others shared the machine with.
        said.AddRange(runs.Select(r => r.Manifest.Cpu?.SharedMachine() is { } shared
            ? $"Read with care: {(runs.Count > 1 ? $"on {r.Label}, " : string.Empty)}{shared}."
            : null).OfType<string>());

        // A run stopped before its end (Ctrl+C), or one that lost rows, so that its figures are not read as a complete run's.
        said.AddRange(runs.Select(RunCompleteness.Sentence).OfType<string>());
        said.AddRange(Comparison(comparison));
        said.AddRange(UnmatchedCases.Of(runs));
        foreach (var run in runs)
        {
            var on = runs.Count > 1 ? $"On {run.Label}, " : "On this volume, ";
            foreach (var scenario in ScenarioCatalog.Infos)
            {
                said.AddRange(new[] { ScenarioFindings.Ifi(run, scenario), ScenarioFindings.Limit(run, scenario), ScenarioFindings.Flat(run, scenario, brief: true) ?? ScenarioFindings.SharedVolume(run, scenario) }
                    .OfType<string>()
                    .Select(s => on + s));
            }

            var above = ScenarioCatalog.Infos.Where(s => ScenarioFindings.AboveLimit(run, s).Any()).Select(s => s.Title).ToList();
            if (above.Count > 0)
            {
                said.Add($"{on}some transfer rates exceed 100% of the volume's limit ({string.Join(", ", above)}): their sections name the cases and the likely cause.");
            }
        }

        said.AddRange(Largest(estimates, runs.Count > 1));
        said.AddRange(Findings.VolumeDifferences(runs));
        return said;
    }

    /// <summary>"hdd against ssd: 14 of 20 cases slower (median 4.1x), 0 faster, 6 without a detectable difference."</summary>
    private static IEnumerable<string> Comparison(IReadOnlyList<ComparisonRow> comparison)
    {
        foreach (var group in comparison.GroupBy(c => c.Label))
        {
            var rows = group.ToList();
            var slower = rows.Where(c => c.Verdict == "slower").ToList();
            var faster = rows.Where(c => c.Verdict == "faster").ToList();
            var same = rows.Count(c => c.Verdict == "no_difference");
            var untested = rows.Count(c => c.Verdict == "too_few_repetitions");
            var parts = new List<string>
            {
                string.Create(CultureInfo.InvariantCulture, $"{slower.Count} slower{Median(slower, slow: true)}"),
                string.Create(CultureInfo.InvariantCulture, $"{faster.Count} faster{Median(faster, slow: false)}"),
                string.Create(CultureInfo.InvariantCulture, $"{same} without a detectable difference"),
            };
            if (untested > 0)
            {
                parts.Add(string.Create(CultureInfo.InvariantCulture, $"{untested} not tested (one repetition)"));
            }

            yield return string.Create(CultureInfo.InvariantCulture, $"{group.Key} against {rows[0].Baseline}, {rows.Count} cases: {string.Join(", ", parts)} ({TwoSampleComparison.Method}, 5% level).");
        }
    }

    private static string Median(List<ComparisonRow> rows, bool slow)
    {
        if (rows.Count == 0)
        {
            return string.Empty;
        }

        var ratios = rows.Select(r => slow ? r.Ratio : 1 / r.Ratio).Order().ToList();
        return $" (median {Figures.Ratios.Text(ratios[ratios.Count / 2])})";
    }

    /// <summary>The largest size estimated per run and scenario: IFI off, and on beside it.</summary>
    private static IEnumerable<string> Largest(IReadOnlyList<Estimate> estimates, bool several)
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
            yield return Capital($"{lead}{activity} {Findings.Size(size)}{setting} would take about {times}{caution}; the what-if table has the intervals and other sizes.");
        }
    }

    /// <summary><paramref name="text"/> with its first letter upper case.</summary>
    public static string Capital(string text) => text.Length == 0 ? text : char.ToUpperInvariant(text[0]) + text[1..];
}
