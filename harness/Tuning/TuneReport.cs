using System.Globalization;
using System.Text;
using Bench.Harness.Tune;
using Bench.Results.Manifest;
using Bench.Results.Units;
using static Bench.Harness.Tuning.TuneOutputs;

namespace Bench.Harness.Tuning;

/// <summary>tune.md, and the notes it shares with the console (<c>Views/TuneView</c>): the final round, Best and Knee, the ranked table's order.</summary>
public static class TuneReport
{
    /// <summary>tune.md: what it found, the T-SQL to paste, the ranked table, the path chart.</summary>
    public static string Markdown(TuneResult result, TuneConfig config)
    {
        ArgumentNullException.ThrowIfNull(result);
        ArgumentNullException.ThrowIfNull(config);
        var c = CultureInfo.InvariantCulture;
        var md = new StringBuilder();
        var operation = result.Space.Operation;
        md.Append(c, $"# bench tune {config.Given.Mode}: {ByteSize.Human(config.SizeBytes)} database, run {config.Run.Plan.RunId}\n\n");
        if (Verdict(result) is { Length: > 0 } verdict)
        {
            md.Append("**").Append(verdict).Append("**\n\n");
        }

        if (NativeCaveat(config.Run.Options.Target) is { Length: > 0 } caveat)
        {
            md.Append(caveat).Append("\n\n");
        }

        md.Append(c, $"- Searched: stripes {result.Space.Stripes}, BUFFERCOUNT {result.Space.BufferCount}{(EstimateTried(result.Space) ? " (and the default estimate)" : string.Empty)}, MAXTRANSFERSIZE {result.Space.MaxTransferSize.ToString(ByteSize.Format)}");
        md.Append(operation == TuneOperation.Backup ? ", compression off and on" : string.Empty).Append(c, $", buffer memory at most {ByteSize.Human(result.Options.MaxMemoryBytes)}.\n");
        if (result.Space.Fixed() is { Length: > 0 } fixedAxes)
        {
            md.Append(c, $"- Fixed: {fixedAxes}, for every setting: the settings below name the searched axes only ({PathFile}, {RankedFile} and {ResultFile} keep every axis).\n");
        }

        md.Append(c, $"- Case runs: {result.Used} of a budget of {result.Options.Budget}; the full grid under the cap is {result.FullGridRuns(TuneConfigBuilder.GridRepetitions)} case runs at {TuneConfigBuilder.GridRepetitions} repetitions ({result.GridFraction(TuneConfigBuilder.GridRepetitions) * 100:0.#}%){WarmUp(result)}.\n");
        md.Append(c, $"- Stopped: {result.StopReason.Said(result.StopDetail)}.\n");
        md.Append(c, $"- {(result.Options.BaselineMbS is { } b ? $"{Bench.Plots.Report.ExecutiveSummary.Capital(result.Options.BaselineName)}: {b.ToString("0.#", c)} MB/s" : "Volume limit: not measured")}; run-to-run noise {result.Noise * 100:0.#}% over all the tune's runs (the final round's and the knee's too).\n\n");
        if (result.FinalRound.Count > 0)
        {
            md.Append("## Final round\n\n").Append(FinalRound(result)).Append("\n\n| setting | MB/s in the final round |\n|---|---|\n");
            foreach (var row in result.FinalRound)
            {
                md.Append(c, $"| {Contender(result, row.Setting)} | {Mbs(row)} |\n");
            }

            md.Append('\n').Append(TooClose(result) is { Length: > 0 } close ? $"{close}\n\n" : string.Empty);
        }

        if (result.Best is not null && result.Knee is not null && result.Best.Setting != result.Knee.Setting)
        {
            md.Append(BestAndKnee).Append("\n\n");
        }

        if (NotKnee(result) is { Length: > 0 } notKnee)
        {
            md.Append(notKnee).Append("\n\n");
        }

        foreach (var (name, row) in new[] { ("Best", result.Best), ("Knee (the least memory within 5% below the best)", result.Knee) })
        {
            if (row is null)
            {
                continue;
            }

            md.Append(c, $"## {name}: {result.Space.Label(row.Setting)}\n\n");
            md.Append(c, $"{Mbs(row)}, {ByteSize.Human(row.MemoryBytes)} of buffer memory{Unconfirmed(result, row)}.\n\n");
            md.Append("```sql\n").Append(TuneTsql.Statement(operation, row.Setting, 1)).Append("\n```\n\n");
        }

        md.Append("## Every setting run, by the median of all its runs\n\n").Append(RankNote(result) is { Length: > 0 } note ? $"{note}\n\n" : string.Empty);
        md.Append("| # | setting | runs | MB/s (95% CI) | of limit | buffer memory | MB/s per MB | role |\n|---|---|---|---|---|---|---|---|\n");
        foreach (var r in Ranked(result))
        {
            md.Append(c, $"| {r.Rank} | {Label(result, r)} | {r.Runs}{(r.Failures > 0 ? $" ({r.Failures} failed)" : string.Empty)} | {Interval(r)} | {Percent.Whole(r.LimitPct)} | {ByteSize.Human(r.BufferMemoryBytes)} | {PerMb(r)} | {Roles(result, r)} |\n");
        }

        md.Append(result.Path.Any(p => p.Result.IsOk)
            ? $"\n![the search path](charts/{ChartName}.svg)\n\n"
            : $"\nNo case run succeeded, so there is no search path to draw: {PathFile}'s error column gives each run's error.\n\n");
        md.Append(c, $"The full grid of the same axes is in {GridFile}: `bench run --matrix {GridFile}` runs it as a matrix to check this result.\n");
        return md.ToString();
    }

    /// <summary>
    /// "; measured once only, ..." for a best or knee with fewer runs than the tune's repetitions (a budget spent before
    /// it had them), so that it is not taken for a confirmed answer; empty otherwise.
    /// </summary>
    public static string Unconfirmed(TuneResult result, MeasuredSetting row)
    {
        ArgumentNullException.ThrowIfNull(result);
        ArgumentNullException.ThrowIfNull(row);
        var runs = row.Samples.Count;
        return runs >= result.Options.Repetitions ? string.Empty : string.Create(CultureInfo.InvariantCulture,
            $"; measured {(runs == 1 ? "once" : $"{runs} times")} only, not the {result.Options.Repetitions} runs of a confirmed answer: run it again, or tune with a larger --budget, before using it");
    }

    /// <summary>Whether SQL Server's default BUFFERCOUNT estimate was on the grid beside the range's powers of two (for some stripe count: it is tried only within the range).</summary>
    private static bool EstimateTried(TuneSpace space) =>
        space.Stripes.Values().Any(stripes => space.BufferCountsFor(stripes).Count > space.BufferCount.Values().Count);

    /// <summary>What tune.md's Best and Knee are, said where they differ: a Best below its Knee in the ranked table read as a mistake.</summary>
    public const string BestAndKnee = "Best is the winner of the final round when there was one (its contenders run side by side, in turn; its figure is of those runs), else where the search settled; Knee is the setting with the least buffer memory whose median is within 5% below Best's, never above it.";

    /// <summary>
    /// "Too close to call: in the final round A and B came within 2% of each other, ...; Best is the one with the least
    /// buffer memory, A." when its highest median led others by no more than MinGain; empty otherwise.
    /// </summary>
    public static string TooClose(TuneResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        if (result.TooClose.Count < 2 || result.Best is null)
        {
            return string.Empty;
        }

        var names = result.TooClose.Select(result.Space.Label).ToList();
        var listed = names.Count == 2 ? $"{names[0]} and {names[1]}" : $"{string.Join(", ", names[..^1])} and {names[^1]}";
        return string.Create(CultureInfo.InvariantCulture,
            $"Too close to call: in the final round {listed} came within {result.Options.MinGain * 100:0.#}% of each other, less than the noise of their runs can tell apart; Best is the one with the least buffer memory, {result.Space.Label(result.Best.Setting)}.");
    }

    /// <summary>
    /// Why the cheapest setting with less buffer memory than the knee and a median above the best's figure is not the
    /// knee: it was measured at other times, not beside the best; empty when there is none.
    /// </summary>
    public static string NotKnee(TuneResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        if (result.Best?.MedianMbS is not { } best || result.Knee is not { } knee)
        {
            return string.Empty;
        }

        var faster = result.Ranked.Where(r => r.MemoryBytes < knee.MemoryBytes && r.MedianMbS > best && r.Failures.Count == 0).OrderBy(r => r.MemoryBytes).ThenBy(r => r.Setting.Stripes).FirstOrDefault();
        return faster is null ? string.Empty : string.Create(CultureInfo.InvariantCulture,
            $"Not called the knee: {result.Space.Label(faster.Setting)}, {Mbs(faster)} with {ByteSize.Human(faster.MemoryBytes)} of buffer memory, is above Best's {best:0.#} MB/s with less memory, but was measured at other times, not beside it: run the two side by side before taking it.");
    }

    /// <summary>
    /// What the ranked table's order is by, in one line, when Best is not its first row ("Best is #3 in the table: ...",
    /// on the console and in tune.md); empty when it is, or when there is no best.
    /// </summary>
    public static string RankNote(TuneResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        var rank = result.Best is { } best ? result.Ranked.Select(r => r.Setting).ToList().IndexOf(best.Setting) + 1 : 0;
        if (rank <= 1)
        {
            return string.Empty;
        }

        var why = result.FinalRound.Any(r => r.Setting == result.Best!.Setting)
            ? "the winner of the final round, whose contenders ran side by side, in turn"
            : result.StopReason == StopReason.BudgetSpent
                ? "where the search stood when its budget ran out: the settings ranked above it were not all compared with it side by side"
                : "where the search settled: none ranked above it was shown better beyond the noise of its runs";
        return string.Create(CultureInfo.InvariantCulture,
            $"Best is #{rank} in the table: the table ranks each setting by the median of all its runs, measured at different times as the volume drifts; Best is {why}.");
    }

    /// <summary>
    /// The answer against SQL Server's default, in one sentence: "Against SQL Server's default for 2 backup files
    /// (BUFFERCOUNT 9, MAXTRANSFERSIZE 1 MB): +37% (+25% .. +50%), measured side by side in the final round (6 and 3 runs).",
    /// or that there is no clear difference (keep the jobs as they are), that the best is the default, or why they were
    /// not compared. Empty when the tune has no such comparison.
    /// </summary>
    public static string Verdict(TuneResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        if (result.VersusDefault is not { } versus || result.Best is null)
        {
            return string.Empty;
        }

        var c = CultureInfo.InvariantCulture;
        var d = versus.Default;
        var standard = string.Create(c,
            $"SQL Server's default for {d.Stripes} backup file{(d.Stripes == 1 ? string.Empty : "s")} (BUFFERCOUNT {d.BufferCount}, the usual estimate, MAXTRANSFERSIZE 1 MB)");
        string Pct(double? v) => (v ?? 0).ToString("+0.#%;-0.#%;0%", c);
        var sideBySide = string.Create(c, $"measured side by side in the final round ({versus.BestRuns} and {versus.DefaultRuns} runs)");
        // The default joins the final round even where the ranges given leave it out: the answer is measured against
        // what a job giving none of these options runs, which is said to lie outside them.
        var outside = versus.Outcome == DefaultOutcome.NotCompared || result.Space.Contains(d) ? string.Empty
            : $" SQL Server's default lies outside the searched ranges, at {result.Space.OutsideWords(d)}: it ran in the final round only, to measure the answer against it, not as a setting of the search.";
        return versus.Outcome switch
        {
            DefaultOutcome.Better => $"Against {standard}: {Pct(versus.Gain)} ({Pct(versus.GainLower)} .. {Pct(versus.GainUpper)}), {sideBySide}.",
            DefaultOutcome.NoClearDifference => $"No clear difference from {standard}: {Pct(versus.Gain)} ({Pct(versus.GainLower)} .. {Pct(versus.GainUpper)}), {sideBySide}, is within the noise: keep your jobs as they are.",
            DefaultOutcome.BestIsDefault => $"The best is {standard}: nothing the search ran beat it beyond the noise: keep your jobs as they are.",
            _ => $"Not compared with {standard} side by side: {versus.WhyNot}.{Apart(result, d)}",
        } + outside;
    }

    /// <summary>
    /// What the ranked table says of SQL Server's default <paramref name="standard"/> when it ran, though not beside the
    /// best: its rank and figure, and, when its median is not below the best's, that nothing here shows the best better
    /// (a budget-9 tune recommended its #2, a tie step up to MAXTRANSFERSIZE 2 MB at 104.3 MB/s, over its #1, the default
    /// at 109.0 MB/s over 3 runs, and said only that the default was "not compared"); empty when it did not run.
    /// </summary>
    private static string Apart(TuneResult result, TuneSetting standard)
    {
        var ranked = result.Ranked.ToList();
        var at = ranked.FindIndex(r => r.Setting == standard);
        if (at < 0 || ranked[at].MedianMbS is not { } median || result.Best?.MedianMbS is not { } best)
        {
            return string.Empty;
        }

        var c = CultureInfo.InvariantCulture;
        var said = string.Create(c, $" It ran at other times: #{at + 1} in the table, {Mbs(ranked[at])}, against Best's {best:0.0} MB/s");
        return median >= best
            ? said + ": nothing this tune ran was shown faster than it, so keep your jobs as they are, or tune again with a larger --budget to run the two side by side in a final round."
            : said + ", a difference measured minutes apart, not side by side: run a larger --budget before changing your jobs for it.";
    }

    /// <summary>The ranked table's last column ("role"): best, knee, both, and "default" for SQL Server's default at its stripes.</summary>
    public static string Roles(TuneResult result, TuneRankedRow r)
    {
        ArgumentNullException.ThrowIfNull(result);
        ArgumentNullException.ThrowIfNull(r);
        var setting = Setting(r);
        return result.Space.DefaultAt(setting) == setting ? (r.Role + " default").Trim() : r.Role;
    }

    /// <summary>
    /// A final-round setting by its searched axes, SQL Server's default marked as such, and as outside the searched
    /// ranges when it is: "stripes=2 buffer_count=9 max_transfer_size=1MB (SQL Server's default, outside the searched ranges)".
    /// </summary>
    public static string Contender(TuneResult result, TuneSetting setting)
    {
        ArgumentNullException.ThrowIfNull(result);
        ArgumentNullException.ThrowIfNull(setting);
        var label = result.Space.Label(setting);
        return result.Space.DefaultAt(setting) != setting ? label
            : result.Space.Contains(setting) ? $"{label} (SQL Server's default)" : $"{label} (SQL Server's default, outside the searched ranges)";
    }

    /// <summary>A ranked row's setting by the searched axes (<see cref="TuneSpace.Label"/>; the row keeps every axis for tune-ranked.csv).</summary>
    internal static string Label(TuneResult result, TuneRankedRow r) => result.Space.Label(Setting(r));

    /// <summary>The setting a ranked row ran (every axis, as tune-ranked.csv keeps it).</summary>
    private static TuneSetting Setting(TuneRankedRow r) => new(r.Stripes, r.BufferCount, r.MaxTransferSize, r.BlockSize, r.Compression);

    /// <summary>
    /// What a tune on the native target measured, in a few lines, for tune.md, the console and tune-result.json: the
    /// storage's figures for SQL Server's I/O shape, not a server's; empty on the sqlserver target.
    /// </summary>
    public static string NativeCaveat(string target) => target != TargetNames.Native ? string.Empty : string.Create(CultureInfo.InvariantCulture,
        $"Native target: no SQL Server ran. These are the storage's figures for SQL Server's I/O shape (its backup files, buffers and transfer sizes), without the server's CPU, its memory grants or its compression codec (compression here is {Bench.Harness.Native.Transfer.Codec.Name}), and with at most {Bench.Harness.Native.Transfer.IoDepth.MaxCycles} buffers in their cycle at once (a larger BUFFERCOUNT adds nothing here). Check the answer on a real server (--target sqlserver) before changing production jobs.");

    /// <summary>"; 2 of them warm-up runs of the start, in no decision (...)", or nothing when there was none.</summary>
    private static string WarmUp(TuneResult result)
    {
        var warmUps = result.Path.Count(p => p.Purpose == MeasurementPurpose.WarmUp);
        return warmUps == 0 ? string.Empty : string.Create(
            CultureInfo.InvariantCulture, $"; {warmUps} of them warm-up {(warmUps == 1 ? "run" : "runs")} of the start, in no decision (the first run, and any run still clearly faster than the one before)");
    }

    /// <summary>
    /// What the final round was, in a sentence: "Final round: 3 settings side by side, in turn, 3 runs each; the best is
    /// the highest median of these runs alone ...". Empty without one (then the section is left out).
    /// </summary>
    public static string FinalRound(TuneResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        if (result.FinalRound.Count == 0)
        {
            return string.Empty;
        }

        var each = result.FinalRound.Min(r => r.Samples.Count); // every contender ran each fixed round; overtime adds to two
        var overtime = result.FinalRound.Max(r => r.Samples.Count) - each;
        return string.Create(CultureInfo.InvariantCulture,
            $"Final round: {result.FinalRound.Count} settings side by side, in turn, {each} runs each{(overtime > 0 ? $", then up to {overtime} more each for the two highest medians while too close to call" : string.Empty)}; the best is chosen from these runs alone (the highest median, or, of those within {result.Options.MinGain * 100:0.#}% of it and so too close to call, the least buffer memory), since settings measured at different times also differ by the volume's drift.");
    }

    /// <summary>"812.3 MB/s (795.0 .. 830.1, 3 runs)".</summary>
    public static string Mbs(MeasuredSetting row)
    {
        ArgumentNullException.ThrowIfNull(row);
        var c = CultureInfo.InvariantCulture;
        if (row.Summary is not { } s)
        {
            return "no run worked";
        }

        var ci = double.IsFinite(s.CiLower) ? string.Create(c, $"{s.CiLower:0.#} .. {s.CiUpper:0.#}, ") : string.Empty;
        return string.Create(c, $"{s.Median:0.#} MB/s ({ci}{s.N} run{(s.N == 1 ? string.Empty : "s")})");
    }

    /// <summary>MB/s per MB of buffer memory to one decimal (two below 1 MB/s per MB), "-" without runs.</summary>
    internal static string PerMb(TuneRankedRow r) =>
        r.MbSPerMemoryMb is not { } per ? "-" : per.ToString(per >= 1 ? "0.0" : "0.00", CultureInfo.InvariantCulture);

    /// <summary>A ranked row's median MB/s with its 95% interval in <paramref name="format"/>, "-" without runs.</summary>
    internal static string Interval(TuneRankedRow r, string format = "0.#")
    {
        string F(double? v) => v?.ToString(format, CultureInfo.InvariantCulture) ?? string.Empty;
        return r.MedianMbS is not { } m ? "-" : r.CiLowerMbS is { } lo ? $"{F(m)} ({F(lo)} .. {F(r.CiUpperMbS)})" : F(m);
    }
}
