using Bench.Plots.Figures;
using Bench.Results.Manifest;

namespace Bench.Plots.Report;

/// <summary>
/// What-if estimates for the scenarios whose time grows with the data size (<see cref="ScenarioInfo.EstimatedBySize"/>),
/// IFI on and off apart, at the sizes the user names or else at the sizes the profiles run them at
/// (<see cref="ScenarioCatalog.ProfileSizes"/>). The model is chosen by what was measured: at two or more sizes a line,
/// elapsed = fixed cost + size / rate, with the 95% interval of the fitted line (or the median with its interval when the
/// time does not grow with size); at one size, the log's zeroing as the fixed cost where it ran before the copy (none
/// where a restore zeroed it during the copy, as SQL Server does: <see cref="PhaseOverlap"/>) and the rest proportional to the size,
/// with the interval of the per-byte time. Each estimate is flagged when it extrapolates past
/// <see cref="ExtrapolationLimit"/> times the largest size measured or is larger than the measured volume's free space.
/// </summary>
public static class Estimates
{
    /// <summary>How far past the largest size measured an estimate goes before it is flagged.</summary>
    public const double ExtrapolationLimit = 10;

    /// <summary>What an estimate's setting is called when no parameter but the size differs from its default.</summary>
    public const string DefaultSetting = "every setting at its default";

    private static readonly bool[] IfiStates = [false, true];

    /// <summary>The estimates of <paramref name="run"/>, and why a scenario could not be estimated.</summary>
    /// <param name="run">The run.</param>
    /// <param name="asked">Sizes the user asked about; empty: the profiles' sizes the run did not measure.</param>
    public static (IReadOnlyList<Estimate> Estimates, IReadOnlyList<string> Notes) For(RunSummary run, IReadOnlyList<long> asked)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(asked);
        var estimates = new List<Estimate>();
        var notes = new List<string>();
        foreach (var scenario in ScenarioCatalog.Infos.Where(s => s.EstimatedBySize))
        {
            var byIfi = IfiStates.ToDictionary(
                ifi => ifi,
                ifi => run.Rows.Where(r => r.Summarized() && r.Scenario == scenario.Name && r.Parameters.Ifi == ifi && r.ElapsedMs > 0 && r.Parameters.SizeBytes > 0).ToList());

            // Both IFI states of a what-if on one setting, so that the two times compare IFI alone: the settings measured
            // with IFI on and off (the fastest of them by rate, not by time: their sizes can differ, and a setting measured
            // only at small sizes took less time); each state's own only when they share none, and then said.
            var shared = byIfi[false].Select(Setting).Intersect(byIfi[true].Select(Setting)).ToHashSet();
            var chosen = shared.Count == 0
                ? null
                : byIfi.Values.SelectMany(rows => rows).Where(r => shared.Contains(Setting(r))).GroupBy(Setting)
                    .OrderByDescending(g => byIfi.Values.Min(rows => rows.Where(r => Setting(r) == g.Key).Select(Bytes).Distinct().Count()))
                    .ThenByDescending(g => byIfi.Values.Min(rows => MedianRate(rows.Where(r => Setting(r) == g.Key))))
                    .First().Key;
            var settingsCount = byIfi.Values.SelectMany(rows => rows).Select(Setting).Distinct().Count();
            foreach (var ifi in IfiStates)
            {
                var rows = byIfi[ifi];
                if (rows.Count == 0)
                {
                    continue;
                }

                // The chosen setting; else this state's setting measured at the most sizes, the fastest of them by median
                // rate (by time, a setting measured only at small sizes would win).
                var best = chosen is not null
                    ? rows.Where(r => Setting(r) == chosen).ToList()
                    : rows.GroupBy(Setting)
                        .OrderByDescending(g => g.Select(Bytes).Distinct().Count())
                        .ThenByDescending(MedianRate)
                        .First()
                        .ToList();
                var measured = best.Select(Bytes).Distinct().Order().ToList();
                var sizes = (asked.Count > 0 ? asked : ScenarioCatalog.ProfileSizes(scenario.Name).Where(s => !measured.Contains(s))).ToList();
                if (sizes.Count == 0)
                {
                    continue;
                }

                var what = $"{scenario.Title} IFI {(ifi ? "on" : "off")}";
                var setting = Words(best);
                var why = settingsCount < 2 ? string.Empty
                    : chosen is null ? $" (the fastest by median MB/s of the {rows.Select(Setting).Distinct().Count()} measured with IFI {(ifi ? "on" : "off")}: none was measured with IFI on and off, so each is estimated from its own)"
                    : shared.Count == 1 ? $" (of {settingsCount} settings, the one measured with IFI on and off)"
                    : $" (of {settingsCount} settings, the fastest of the {shared.Count} measured with IFI on and off, by its slower IFI state's median MB/s)";
                var fittedOn = string.Create(CultureInfo.InvariantCulture, $"{best.Count} measurements at {Sizes(measured)}")
                    + (setting.Length == 0 && why.Length == 0 ? string.Empty : $"; {(setting.Length == 0 ? DefaultSetting : setting)}{why}");
                var model = measured.Count >= 2 ? Line(run.Manifest, best) : OneSize(run.Manifest, best, "the rate of the one size measured");
                if (model is null)
                {
                    notes.Add($"{run.Label}: {what} not estimated: it needs two or more measurements");
                    continue;
                }

                foreach (var size in sizes)
                {
                    var (ms, lower, upper) = model.Value.At(size);
                    estimates.Add(new Estimate(run.Label, scenario.Name, ifi, size, ms, Math.Max(0, lower), upper, model.Value.Text, fittedOn)
                    {
                        Setting = settingsCount < 2 ? string.Empty : setting,
                        Used = setting.Length == 0 ? DefaultSetting : setting,
                        ConstantMs = model.Value.ConstantMs,
                        OwnSetting = settingsCount >= 2 && chosen is null,
                        ExtrapolatedFrom = size > ExtrapolationLimit * measured[^1] ? measured[^1] : null,
                        BelowFrom = size < measured[0] ? measured[0] : null,
                        FreeBytes = run.Manifest.Volume.FreeBytes is { } free && size > free ? free : null,
                    });
                }
            }
        }

        return (estimates, notes);
    }

    private static (string Text, Func<long, (double Ms, double Lower, double Upper)> At, double? ConstantMs)? Line(RunManifest manifest, List<ResultRow> rows)
    {
        var fit = LinearFit.Of(rows.Select(r => ((double)Bytes(r), r.ElapsedMs!.Value)).ToList());
        if (fit is null)
        {
            return null;
        }

        if (fit.Slope <= 0)
        {
            // The time does not grow with the size (allocation without writing): the median, whatever the size.
            var flat = SampleSummary.Of(rows.Select(r => r.ElapsedMs!.Value).ToList());
            var (low, high) = (double.IsFinite(flat.CiLower) ? flat.CiLower : flat.Min, double.IsFinite(flat.CiUpper) ? flat.CiUpper : flat.Max);
            return ($"no growth with size: the median, {Findings.Time(flat.Median)}; {Interval(flat, "time")}", _ => (flat.Median, low, high), flat.Median);
        }

        if (fit.Intercept < 0)
        {
            // A fixed cost below zero has no meaning, and writing it as 0 ms beside the fitted slope (as this did) gave a rate
            // slower than every case measured (slow repetitions steepen the line): no fixed cost beyond the log's zeroing,
            // the median rate over the measurements, as the table's MB/s are medians.
            return OneSize(manifest, rows, $"the median rate of the {rows.Count} measurements (a least-squares line's fixed cost came out below 0)");
        }

        // Where the data is allocated, not written (a create with IFI), a rate in MB/s would read as a transfer far past any
        // volume's: the time each GB adds says what it is. A GB of 2^30 bytes, as the table's sizes (ByteSize.Spoken) and
        // --estimate 50GB count it.
        var growth = Allocated(rows) ? $"{Findings.Time(fit.Slope * (1L << 30))} per GB (allocated, not written)" : $"size / {Rate(1 / fit.Slope)}";
        return ($"{Findings.Time(Math.Max(0, fit.Intercept))} + {growth} (least squares; interval of the fitted line)", size => fit.At(size), null);
    }

    private static (string Text, Func<long, (double Ms, double Lower, double Upper)> At, double? ConstantMs)? OneSize(RunManifest manifest, List<ResultRow> rows, string rate)
    {
        if (rows.Count < 2)
        {
            return null;
        }

        // The log's zeroing is a fixed cost before the copy only where it ran before it (a create; a native restore of a run
        // written before it zeroed the log beside the copy): a restore zeroes its log during the copy, as SQL Server does,
        // so taking it away would leave the copy almost no time (an absurd rate); there the whole time is in proportion to
        // the size, the copy's wait for the log inside it.
        var during = rows.Any(r => PhaseOverlap.LogZeroedDuringCopy(manifest, r));
        var fixedMs = during ? [0] : rows.Select(r => r.LogZeroMs).OfType<double>().Where(double.IsFinite).DefaultIfEmpty(0).ToList();
        var fixedCost = Math.Max(0, SampleSummary.Of(fixedMs).Median);
        var perByte = SampleSummary.Of(rows.Select(r => Math.Max(0, r.ElapsedMs!.Value - fixedCost) / Bytes(r)).ToList());
        var (low, high) = (double.IsFinite(perByte.CiLower) ? perByte.CiLower : perByte.Min, double.IsFinite(perByte.CiUpper) ? perByte.CiUpper : perByte.Max);
        return (
            $"{(during ? "no fixed cost (the log is zeroed during the copy, as SQL Server does, not before it)" : $"{Findings.Time(fixedCost)} (log zeroing)")} + {(Allocated(rows) ? $"{Findings.Time(perByte.Median * (1L << 30))} per GB (allocated, not written)" : $"size / {Rate(1 / perByte.Median)}")}, {rate}; {Interval(perByte, "rate")}",
            size => (fixedCost + (perByte.Median * size), fixedCost + (low * size), fixedCost + (high * size)), null);
    }

    /// <summary>What the estimate's interval is: the median's 95% interval, or the measurements' range when it was clamped to it at both ends.</summary>
    private static string Interval(SampleSummary summary, string of) => summary.IsRange
        ? string.Create(CultureInfo.InvariantCulture, $"interval: the {summary.N} measurements' range of the {of}, not a 95% interval")
        : $"interval: the median {of}'s 95% interval";

    /// <summary>Whether the rows' data files were allocated without being written: each case wrote less than a tenth of its size.</summary>
    private static bool Allocated(List<ResultRow> rows) => rows.All(r => r.BytesWritten is { } written && written < Bytes(r) / 10);

    /// <summary>A case's setting: its parameters but the size, the number of data files and IFI.</summary>
    private static CaseParameters Setting(ResultRow row) => row.Parameters with { SizeBytes = null, Files = null, Ifi = null };

    /// <summary>The median over <paramref name="rows"/> of each one's size over its elapsed time (bytes per ms, MB/s's order).</summary>
    private static double MedianRate(IEnumerable<ResultRow> rows) => SampleSummary.Of([.. rows.Select(r => Bytes(r) / r.ElapsedMs!.Value)]).Median;

    /// <summary>The rows' setting said once, without their size or IFI: "9 backup files, compressed, BUFFERCOUNT 64" (the parameters not at their defaults).</summary>
    private static string Words(List<ResultRow> rows) =>
        CaseTitles.Shared(rows.Select(r => r.CaseId.Without(ScenarioCatalog.SizeParameter).WithIfi(null)));

    private static string Sizes(List<long> sizes) => sizes.Count == 1
        ? $"1 size ({ByteSize.Spoken(sizes[0])})"
        : string.Create(CultureInfo.InvariantCulture, $"{sizes.Count} sizes ({string.Join(", ", sizes.Select(ByteSize.Spoken))})");

    /// <summary>Milliseconds per byte as a rate: "610 MB/s" (10^6 bytes).</summary>
    private static string Rate(double bytesPerMs) => (bytesPerMs * 1000 / 1e6).ToString("#,0", CultureInfo.InvariantCulture) + " MB/s";

    private static long Bytes(ResultRow row) => row.Parameters.SizeBytes!.Value * (row.Parameters.Files ?? 1);
}
