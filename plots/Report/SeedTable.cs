using Bench.Results.Export;

namespace Bench.Plots.Report;

/// <summary>
/// The seeds' IFI off and on figures (<see cref="ScenarioInfo.SeedIfiFigures"/>) in a table, each beside this run's figure
/// for the same thing: measured where the run timed that size, else its what-if estimate, marked as which; the seed's
/// hardware named, so that a reader sets the two side by side knowing what each ran on.
/// </summary>
public static class SeedTable
{
    /// <summary>The table's heading.</summary>
    public const string Heading = "Beside the seeds' figures";

    /// <summary>What this run's figure is when it timed the seed's size.</summary>
    public const string Measured = "measured";

    /// <summary>What this run's figure is when it comes from the what-if model.</summary>
    public const string Estimated = "what-if estimate";

    /// <summary>The table's columns.</summary>
    public static IReadOnlyList<string> Header { get; } = ["Scenario", "Seed", "Seed's hardware", "What", "Seed: IFI off, on", "Run", "This run: IFI off, on", "This run's figure"];

    /// <summary>
    /// A row per seed figure and run: the seed's times as it gives them, this run's as medians (measured) or an estimate's
    /// middle (what-if, with its model's caution); empty when no scenario the runs measured has seed figures.
    /// </summary>
    public static List<IReadOnlyList<ReportCell>> Rows(IReadOnlyList<RunSummary> runs, IReadOnlyList<Estimate> estimates)
    {
        ArgumentNullException.ThrowIfNull(runs);
        ArgumentNullException.ThrowIfNull(estimates);
        var rows = new List<IReadOnlyList<ReportCell>>();
        foreach (var scenario in ScenarioCatalog.Infos.Where(s => s.SeedIfiFigures.Count > 0))
        {
            foreach (var seed in scenario.SeedIfiFigures)
            {
                foreach (var run in runs.Where(r => r.Summary.Any(s => s.Scenario == scenario.Name)))
                {
                    if (Figure(run, scenario, seed, estimates) is not var (off, on, kind))
                    {
                        continue;
                    }

                    rows.Add([scenario.Title, seed.Seed, seed.Hardware, seed.What, $"{seed.Off}, {seed.On}", ComparisonCsvExporter.LabelOf(runs, run), $"{Findings.Time(off)}, {Findings.Time(on)}", kind]);
                }
            }
        }

        return rows;
    }

    /// <summary>
    /// This run's IFI off and on times for what <paramref name="seed"/> timed, and what they are; null when it has neither a
    /// measurement nor an estimate of it.
    /// </summary>
    internal static (double Off, double On, string Kind)? Figure(RunSummary run, ScenarioInfo scenario, SeedIfiFigure seed, IReadOnlyList<Estimate> estimates)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        ArgumentNullException.ThrowIfNull(seed);
        var pairs = run.Summary
            .Where(s => s.Scenario == scenario.Name && s.CaseId.Ifi == false && s.MedianMs > 0)
            .Select(s => (Off: s, On: run.Summary.FirstOrDefault(o => o.CaseId.Equals(s.CaseId.WithIfi(true)) && o.MedianMs > 0)))
            .Where(p => p.On is not null)
            .Select(p => (p.Off, On: p.On!))
            .ToList();
        if (seed.PerGrowth)
        {
            // One growth's stall against one growth's: at the seed's growth size when the run grew by it, else at its own, said.
            var grown = pairs.Where(p => p.Off.Parameters.GrowthBytes is not null).OrderBy(p => p.Off.Parameters.GrowthBytes == seed.Bytes ? 0 : 1)
                .ThenByDescending(p => p.Off.Parameters.GrowthBytes).ToList();
            foreach (var (off, on) in grown)
            {
                if (EndToEnd.PerGrowth(run, off, on) is { } each)
                {
                    var at = off.Parameters.GrowthBytes == seed.Bytes ? Measured : $"{Measured}, per growth of {Findings.Size(off.Parameters.GrowthBytes!.Value)} (not {Findings.Size(seed.Bytes)})";
                    return (each.Off, each.On, at);
                }
            }

            return null;
        }

        // A whole operation at the seed's size, one data file as the seeds created it.
        var same = pairs.FirstOrDefault(p => p.Off.Parameters.SizeBytes * (p.Off.Parameters.Files ?? 1) == seed.Bytes && (p.Off.Parameters.Files ?? 1) == 1);
        if (same != default)
        {
            return (same.Off.MedianMs!.Value, same.On.MedianMs!.Value, Measured);
        }

        var offEstimate = estimates.FirstOrDefault(e => e.Run == run.Label && e.Scenario == scenario.Name && !e.Ifi && e.SizeBytes == seed.Bytes);
        var onEstimate = estimates.FirstOrDefault(e => e.Run == run.Label && e.Scenario == scenario.Name && e.Ifi && e.SizeBytes == seed.Bytes);
        if (offEstimate is null || onEstimate is null)
        {
            return null;
        }

        var flags = offEstimate.Flags.Concat(onEstimate.Flags).Distinct(StringComparer.Ordinal).ToList();
        return (offEstimate.Ms, onEstimate.Ms, flags.Count == 0 ? Estimated : $"{Estimated} ({string.Join("; ", flags)})");
    }

    /// <summary>What a restore path row says where the run has no restore with the seed's setting.</summary>
    public const string NotInRun = "not in this run";

    /// <summary>The columns of seed 001's restore path beside the run's restores.</summary>
    public static IReadOnlyList<string> RestoreHeader { get; } = RestorePath is { } path
        ? [$"Setting in {path.Seed}", $"Time in {path.Seed} ({path.Size})", "Run", "This run's restore with that setting", "This run: median"]
        : [];

    // The scenario whose cases a seed's restore path is set beside, and the path (the restore scenario's, seed 001).
    private static ScenarioInfo? Scenario => ScenarioCatalog.Infos.FirstOrDefault(s => s.SeedRestorePath is not null);

    private static SeedRestorePath? RestorePath => Scenario?.SeedRestorePath;

    /// <summary>
    /// Seed 001's restore path, a row per step and run that restored: the seed's setting and its time quoted as it gives
    /// them, beside the run's restore with that setting (backup files and BUFFERCOUNT; IFI on as the seed's, other options
    /// at their defaults where the run has them so) as its median and throughput, or <see cref="NotInRun"/>.
    /// </summary>
    public static List<IReadOnlyList<ReportCell>> RestoreRows(IReadOnlyList<RunSummary> runs)
    {
        ArgumentNullException.ThrowIfNull(runs);
        var rows = new List<IReadOnlyList<ReportCell>>();
        if (Scenario is not { SeedRestorePath: { } path } scenario)
        {
            return rows;
        }

        foreach (var step in path.Steps)
        {
            foreach (var run in runs.Where(r => r.Summary.Any(s => s.Scenario == scenario.Name && s.MedianMs > 0)))
            {
                var label = ComparisonCsvExporter.LabelOf(runs, run);
                rows.Add(Restore(run, step) is { } match
                    ? [step.Setting, step.Time, label, new ReportCell(Setting(match), match.CaseId.ToString()), Findings.Time(match.MedianMs!.Value) + (match.ThroughputMbSMedian is { } rate ? $" ({Rendering.Numbers.Whole(rate)} MB/s)" : string.Empty)]
                    : [step.Setting, step.Time, label, NotInRun, string.Empty]);
            }
        }

        return rows;
    }

    /// <summary>
    /// The run's restore with <paramref name="step"/>'s setting: its backup files, and BUFFERCOUNT at its default or (a
    /// larger one) the largest the run set; IFI on before off, then the largest size, the other options at their defaults
    /// first; null when the run has none.
    /// </summary>
    internal static SummaryRow? Restore(RunSummary run, SeedRestoreStep step)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(step);
        if (Scenario is not { SeedRestorePath: { } path } scenario)
        {
            return null;
        }

        var restores = run.Summary.Where(s => s.Scenario == scenario.Name && s.MedianMs > 0 && s.Parameters.Stripes == step.Stripes).ToList();
        // The case's setting, not the summary's BufferCount (the count a default came to).
        long? Set(SummaryRow s) => path.BufferCount(s.CaseId);
        var largest = restores.Select(Set).OfType<long>().DefaultIfEmpty(0).Max();
        return restores
            .Where(s => step.LargerBufferCount ? largest > 0 && Set(s) == largest : Set(s) is null)
            .OrderBy(s => s.Parameters.Ifi == false ? 1 : 0)
            .ThenByDescending(s => (s.Parameters.SizeBytes ?? 0) * (s.Parameters.Files ?? 1))
            .ThenBy(s => (s.Parameters.BlockSize is null ? 0 : 1) + (s.Parameters.Compression == true ? 1 : 0))
            .ThenBy(s => s.Parameters.MaxTransferSize ?? 0)
            .FirstOrDefault();
    }

    // "1 backup file, BUFFERCOUNT default, 512 MB, IFI on": the run's restore as the seed's setting reads.
    private static string Setting(SummaryRow restore)
    {
        var p = restore.Parameters;
        var files = p.Stripes == 1 ? "1 backup file" : $"{p.Stripes} backup files";
        var buffers = RestorePath?.BufferCount(restore.CaseId) is { } count ? $"BUFFERCOUNT {count}" : "BUFFERCOUNT default";
        var ifi = p.Ifi switch { true => ", IFI on", false => ", IFI off", _ => string.Empty };
        return $"{files}, {buffers}, {Findings.Size((p.SizeBytes ?? 0) * (p.Files ?? 1))}{ifi}";
    }

    /// <summary>Writes the tables under their heading with what their columns are; nothing when neither has a row.</summary>
    public static void Write(IReadOnlyList<RunSummary> runs, IReadOnlyList<Estimate> estimates, IReportFormat format)
    {
        ArgumentNullException.ThrowIfNull(format);
        var rows = Rows(runs, estimates);
        var restores = RestoreRows(runs);
        if (rows.Count == 0 && restores.Count == 0)
        {
            return;
        }

        format.Heading(2, Heading);
        if (rows.Count > 0)
        {
            format.Paragraph(
                $"What the seeds measured with IFI off and on, on their own hardware, beside this run's figure for the same thing: its medians where it timed that size ({Measured}), else the what-if table's estimate ({Estimated}, a model's figure, not a measurement). "
                + "On the native target an IFI-on time is the storage's part only: a server adds seconds of fixed work to both sides.");
            format.Table(Header, rows);
        }

        if (restores.Count > 0)
        {
            format.Paragraph(
                $"{RestorePath!.Seed}'s restore path, its times as it gives them ({RestorePath.Hardware}), beside this run's restore with the same backup files and BUFFERCOUNT setting ({NotInRun} where it has none). "
                + "The sizes differ: set the steps' gains side by side, not the times.");
            format.Table(RestoreHeader, restores);
        }
    }
}
