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

    /// <summary>Writes the table under its heading with what its columns are; nothing when it has no row.</summary>
    public static void Write(IReadOnlyList<RunSummary> runs, IReadOnlyList<Estimate> estimates, IReportFormat format)
    {
        ArgumentNullException.ThrowIfNull(format);
        var rows = Rows(runs, estimates);
        if (rows.Count == 0)
        {
            return;
        }

        format.Heading(2, Heading);
        format.Paragraph(
            $"What the seeds measured with IFI off and on, on their own hardware, beside this run's figure for the same thing: its medians where it timed that size ({Measured}), else the what-if table's estimate ({Estimated}, a model's figure, not a measurement). "
            + "On the native target an IFI-on time is the storage's part only: a server adds seconds of fixed work to both sides.");
        format.Table(Header, rows);
    }
}
