using Bench.Results.Manifest;

namespace Bench.Plots.Report;

/// <summary>Sentences and words the report shares: how the volumes differ, the exposure verdicts, durations and sizes as people say them.</summary>
public static class Findings
{
    /// <summary>
    /// Who did the operations, in one sentence without its lead: the native target's "no SQL Server ran: bench performed on this volume the file
    /// operations SQL Server performs", or which SQL Server ran them.
    /// </summary>
    public static string WhoRan(RunManifest manifest)
    {
        ArgumentNullException.ThrowIfNull(manifest);
        return manifest.Target == TargetNames.SqlServer
            ? $"SQL Server ran the operations ({manifest.SqlServer ?? "version not recorded"})"
            : "no SQL Server ran: bench performed on this volume the file operations SQL Server performs";
    }

    /// <summary>
    /// What IFI costs after the allocation (scenarios that write into the data files they just made ready: first writes,
    /// restore): those writes into files just allocated without writing against the same writes into files just zeroed,
    /// per write, and against the zeroing IFI saved.
    /// </summary>
    /// <param name="runs">The runs.</param>
    /// <param name="only">One scenario's costs only (its report section); null: every scenario's.</param>
    public static IEnumerable<string> FirstWriteCosts(IReadOnlyList<RunSummary> runs, ScenarioInfo? only = null)
    {
        ArgumentNullException.ThrowIfNull(runs);
        foreach (var run in runs)
        {
            foreach (var scenario in ScenarioCatalog.Infos.Where(s => s.FirstWriteCost && (only is null || s.Name == only.Name)))
            {
                // Several pairs are told apart by what differs between them ("1 backup file, BUFFERCOUNT 2"); one needs no name.
                var offs = run.Summary.Where(s => s.Scenario == scenario.Name && s.CaseId.Ifi == false).ToList();
                var titles = CaseTitles.Of(offs.Select(s => s.CaseId.Twin));
                string Named(SummaryRow off) => offs.Count > 1 ? $", {titles[off.CaseId.Twin]}" : string.Empty;
                foreach (var off in offs)
                {
                    var on = run.Summary.FirstOrDefault(s => s.CaseId.Equals(off.CaseId.WithIfi(true)));
                    var (offMs, onMs) = (MedianOf(run, off, FirstWrites), on is null ? null : MedianOf(run, on, FirstWrites));
                    var (zeroMs, allocateMs) = (MedianOf(run, off, r => r.AllocateMs), on is null ? null : MedianOf(run, on, r => r.AllocateMs));
                    // An autogrow's fill is page writes of one 64 KB extent each into every growth but the last (never written).
                    var growing = off.Parameters is { GrowthBytes: { } growth, Growths: > 1 and var growths } ? (growths - 1) * growth : (long?)null;
                    var page = off.Parameters.PageWriteSize ?? off.Parameters.MaxTransferSize ?? (growing is null ? 0 : 64 * 1024);
                    if (onMs is null || offMs is not > 0 || zeroMs is null || allocateMs is null || (growing ?? off.Parameters.SizeBytes) is not { } size || page <= 0)
                    {
                        continue;
                    }

                    var bytes = growing ?? size * (off.Parameters.Files ?? 1);
                    var writes = Math.Max(1, bytes / page);
                    // The sums are of the parts as printed, and the difference of the sums as printed, so that the sentence's arithmetic checks.
                    var (withIfi, without) = (Shown(Shown(allocateMs.Value) + Shown(onMs.Value)), Shown(Shown(zeroMs.Value) + Shown(offMs.Value)));
                    var ahead = withIfi == without ? (zeroMs.Value + offMs.Value) - (allocateMs.Value + onMs.Value) : without - withIfi;
                    var net = ahead >= 0 ? $"IFI still came out {Time(ahead)} ahead" : $"IFI came out {Time(-ahead)} behind";
                    // In words, not the option's value ("durability sqlserver" read as jargon).
                    var durability = run.Manifest.Durability?.Mode switch
                    {
                        null => string.Empty,
                        "none" => " (without write-through: --durability none)",
                        _ => " (write-through, as SQL Server writes)",
                    };
                    yield return string.Create(CultureInfo.InvariantCulture,
                        $"{run.Label}{Named(off)}: {scenario.Name}'s writes into {Size(bytes)} in {Size(page)} writes took {Time(onMs.Value)} just after IFI allocated it, against {Time(offMs.Value)} into zeroed space{durability}: {Price(ValuesOf(run, off, FirstWrites), ValuesOf(run, on!, FirstWrites), onMs.Value, offMs.Value, writes)}. Zeroing it took {Time(zeroMs.Value)}, so {net} (allocation and writes {Time(withIfi)}, zeroing and writes {Time(without)}).");
                }
            }
        }
    }

    /// <summary>
    /// What the first writes into allocated space cost against zeroed space, by one statistic, the one the sentence's times
    /// are: each side's median with its interval (Harrell-Davis with Maritz-Jarrett, or the runs' range with few runs, as the
    /// tables give them). "+3.2 s, beyond the runs' spread (...; 25 µs a write): the price of ..." when the intervals do not
    /// overlap; "+3.2 s, but within the runs' spread (...), so not clearly a price of ..." when they do; never a negative
    /// price. Below two repetitions a side, the medians' difference, said as untested.
    /// </summary>
    private static string Price(List<double> zeroed, List<double> allocated, double onMs, double offMs, long writes)
    {
        const string What = "the first write to each allocated-but-unwritten region (on ext4 and XFS, an extent conversion)";
        var difference = Difference(onMs, offMs);
        var more = difference > 0 ? $"+{Time(difference)}" : difference < 0 ? $"{Time(-difference)} less" : "no difference";
        var (z, a) = (zeroed.Count > 1 ? SampleSummary.Of(zeroed) : null, allocated.Count > 1 ? SampleSummary.Of(allocated) : null);
        if (z is null || a is null || !double.IsFinite(z.CiLower) || !double.IsFinite(a.CiLower))
        {
            return difference > 0
                ? string.Create(CultureInfo.InvariantCulture, $"{more} by the medians (too few repetitions to judge the runs' spread; {difference * 1000 / writes:0} µs a write): the price of {What}")
                : $"{more} by the medians (too few repetitions to judge the runs' spread): no price for {What}";
        }

        var intervals = $"{Interval(a)} into allocated space, {Interval(z)} into zeroed space";
        if (difference > 0 && a.CiLower > z.CiUpper)
        {
            return string.Create(CultureInfo.InvariantCulture, $"{more}, beyond the runs' spread ({intervals}: apart; {difference * 1000 / writes:0} µs a write): the price of {What}");
        }

        return difference > 0
            ? $"{more}, but within the runs' spread ({intervals}: they overlap), so not clearly a price of {What}"
            : $"{more} ({intervals}), so no price for {What}";
    }

    /// <summary>"4 s to 7.1 s" or "1.1 s to 3.9 s (range)": a median's interval as the tables write it.</summary>
    private static string Interval(SampleSummary s) => $"{Time(s.CiLower)} to {Time(s.CiUpper)}{(s.IsRange ? $" {ReportTables.RangeMark}" : string.Empty)}";

    /// <summary>The time a row spent writing into its data files after making them ready: first writes' page writes, or a restore's transfer.</summary>
    private static double? FirstWrites(ResultRow row) => row.FillMs ?? row.TransferMs;

    /// <summary>The median of the same values <see cref="ValuesOf"/> gives the test, so the two speak of one sample.</summary>
    private static double? MedianOf(RunSummary run, SummaryRow row, Func<ResultRow, double?> value)
    {
        var values = ValuesOf(run, row, value);
        return values.Count == 0 ? null : SampleSummary.Of(values).Median;
    }

    /// <summary>The case's ok repetitions' <paramref name="value"/>s that a ratio test takes: finite and above 0, IFI proven (as its summary's).</summary>
    private static List<double> ValuesOf(RunSummary run, SummaryRow row, Func<ResultRow, double?> value) => RowSamples.Of(run, row, value);

    /// <summary>
    /// What differs between the first run's volume and each other's: file system, allocation unit (seed 003's
    /// 4 KB vs 64 KB), device, rotational. Nothing when the volumes look alike.
    /// </summary>
    public static IEnumerable<string> VolumeDifferences(IReadOnlyList<RunSummary> runs)
    {
        ArgumentNullException.ThrowIfNull(runs);
        if (runs.Count < 2)
        {
            yield break;
        }

        var first = runs[0].Manifest.Volume;
        foreach (var run in runs.Skip(1))
        {
            var other = run.Manifest.Volume;
            var differences = new List<string>();
            Differ(differences, "allocation unit", first.AllocationUnitBytes is { } a ? Unit(a) : null, other.AllocationUnitBytes is { } b ? Unit(b) : null);
            Differ(differences, "file system", first.FileSystem, other.FileSystem);
            Differ(differences, "device", first.Device, other.Device);
            Differ(differences, "rotational", Yes(first.Rotational), Yes(other.Rotational));
            if (differences.Count > 0)
            {
                yield return $"{run.Label} vs {runs[0].Label}: the volumes differ in {string.Join("; ", differences)}.";
            }
        }
    }

    private static void Differ(List<string> into, string what, string? first, string? other)
    {
        if (first != other)
        {
            into.Add($"{what} {other ?? ReportTables.Unknown} vs {first ?? ReportTables.Unknown}");
        }
    }

    private static string Unit(long bytes) => bytes >= 1024 ? (bytes / 1024).ToString(CultureInfo.InvariantCulture) + " KB" : bytes.ToString(CultureInfo.InvariantCulture) + " B";

    private static string? Yes(bool? value) => value switch { true => "yes", false => "no", _ => null };

    /// <summary>The exposure check's verdicts (seed 002): whether IFI showed a deleted file's data on each run's volume.</summary>
    public static IReadOnlyList<string> Security(IReadOnlyList<RunSummary> runs)
    {
        ArgumentNullException.ThrowIfNull(runs);
        var said = new List<string>();
        foreach (var run in runs)
        {
            foreach (var ifi in run.Rows.Where(r => r.Exposure.ExposureVerdict is not null).GroupBy(r => r.Parameters.Ifi == true).OrderByDescending(g => g.Key))
            {
                said.Add(Exposure(run, ifi.Key, [.. ifi]));
            }

            // The native target allocates with fallocate(2) off Windows, whose unwritten space Linux file systems always read
            // as zeros: the check then cannot show what SQL Server's IFI exposes on Windows, and its zeros must not read as
            // "safe". On Windows it allocates with SetFileValidData, which can expose a deleted file's bytes as IFI does: its
            // zeros then mean what they say, and the sentence would be false; and never beside a check that found bytes.
            if (ZerosSayNothing(run))
            {
                said.Add($"{run.Label}: what this check can show: on {run.Manifest.Volume.FileSystem ?? "this file system"}, space allocated and not yet written always reads back as zeros, so zeros here say nothing of SQL Server with IFI on Windows, where a data file made on NTFS can expose a deleted file's bytes to whoever can read the database (IFI's documented risk). It does not show that IFI is safe.");
            }
        }

        return said;
    }

    /// <summary>
    /// The exposure check's verdict for the <paramref name="rows"/> of <paramref name="run"/> that asked for IFI
    /// <paramref name="on"/>, over those whose IFI was proven (<see cref="ResultRow.IfiUnproven"/>, as the summary counts
    /// them): the others are counted apart, and with none left no verdict is claimed.
    /// </summary>
    private static string Exposure(RunSummary run, bool on, IReadOnlyList<ResultRow> rows)
    {
        var kept = rows.Where(r => !r.IfiUnproven()).ToList();
        var leftOut = rows.Count - kept.Count;
        var where = $"{run.Label} ({run.Manifest.Volume.FileSystem ?? ReportTables.Unknown} on {run.Manifest.Volume.Device ?? $"an {ReportTables.Unknown} device"}), IFI {(on ? "on" : "off")}";
        const string Why = "IFI was not what the case asked for (results.csv's ifi_effective the other) or could not be verified (ifi_effective empty, its note says why)";
        if (kept.Count == 0)
        {
            return string.Create(CultureInfo.InvariantCulture, $"{where}: no verdict: on all {rows.Count} of its rows {Why}, so they are left out.");
        }

        var verdicts = kept.GroupBy(r => r.Exposure.ExposureVerdict!).Select(g => $"{g.Key} ({g.Count()} of {kept.Count})");
        var scanned = kept.Sum(r => r.BytesRead ?? 0);
        var found = kept.Sum(r => r.Exposure.MarkerBytesFound ?? 0);
        var apart = leftOut > 0 ? $" {leftOut} more {(leftOut == 1 ? "row is" : "rows are")} left out: {Why}." : string.Empty;
        return string.Create(CultureInfo.InvariantCulture,
            $"{where}: a data file made where a deleted file had been {string.Join(", ", verdicts)}; {Size(found)} of the deleted file's marker found in {Size(scanned)} read.{apart}");
    }

    /// <summary>
    /// Whether a run's exposure check with IFI on could only read zeros: a target other than SQL Server, on a host that is not
    /// Windows (the manifest's host OS) and a file system other than NTFS or ReFS (its volume's), and no byte found that was
    /// not zero (the sentence saying zeros are all it could read would contradict the verdict).
    /// </summary>
    internal static bool ZerosSayNothing(RunSummary run)
    {
        ArgumentNullException.ThrowIfNull(run);
        var checks = run.Rows.Where(r => r.Parameters.Ifi == true && r.Exposure.ExposureVerdict is not null && !r.IfiUnproven()).ToList();
        return run.Manifest.Target != TargetNames.SqlServer
            && checks.Count > 0
            && run.Manifest.Host?.Os is { } os && !os.Contains("Windows", StringComparison.OrdinalIgnoreCase)
            && run.Manifest.Volume?.FileSystem?.ToUpperInvariant() is not ("NTFS" or "REFS")
            && checks.All(r => r.Exposure.MarkerBytesFound is not > 0 && r.Exposure.OtherDataBytes is not > 0);
    }

    /// <summary>
    /// <paramref name="a"/> less <paramref name="b"/> as a sentence prints them (12.9 s less 7.2 ms), so that its arithmetic
    /// checks; but where the two print alike (1,149 and 1,094 ms both "1.1 s") the measured difference, not "0 ms".
    /// </summary>
    public static double Difference(double a, double b) => Shown(a) - Shown(b) is var shown && shown != 0 ? shown : a - b;

    /// <summary><paramref name="ms"/> rounded as <see cref="Time"/> prints it, so that a difference or sum of printed times checks.</summary>
    public static double Shown(double ms)
    {
        var step = ms switch { < 10 => 0.1, < 1000 => 1, < 59_950 => 100, < 3_599_500 => 1000, _ => 60_000 };
        return Math.Round(ms / step) * step;
    }

    /// <summary>A duration as people say it: 2.1 s, 5 min 48 s, 350 ms.</summary>
    public static string Time(double ms) => ms switch
    {
        < 10 => ms.ToString("0.#", CultureInfo.InvariantCulture) + " ms",
        < 1000 => ms.ToString("0", CultureInfo.InvariantCulture) + " ms",
        < 59_950 => (ms / 1000).ToString("0.#", CultureInfo.InvariantCulture) + " s",
        < 3_599_500 => Whole(Math.Round(ms / 1000), 60, "min", "s"),
        _ => Whole(Math.Round(ms / 60_000), 60, "h", "min"),
    };

    /// <summary>
    /// "saves 12.9 s", or "costs 1 s" when <paramref name="savedMs"/> is negative: the time IFI saved or cost.
    /// </summary>
    public static string Saves(double savedMs)
    {
        var (verb, time) = Saving(savedMs);
        return $"{verb} {time}";
    }

    /// <summary>
    /// <see cref="Saves"/> in its two parts, the verb ("saves" or "costs") and the time, for a line that sets the time apart
    /// (the console's in bold).
    /// </summary>
    public static (string Verb, string Time) Saving(double savedMs) =>
        savedMs >= 0 ? ("saves", Time(savedMs)) : ("costs", Time(-savedMs));

    private static string Whole(double small, int per, string large, string smallName) =>
        string.Create(CultureInfo.InvariantCulture, $"{Math.Floor(small / per):0} {large} {small % per:0} {smallName}");

    /// <summary>A size in binary units: 512 MB, 1 GB, 1.5 TB.</summary>
    public static string Size(long bytes) => ByteSize.Spoken(bytes);
}
