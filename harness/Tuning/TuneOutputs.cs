using System.Globalization;
using System.Text;
using System.Text.Json;
using System.Text.Json.Nodes;
using Bench.Harness.Tune;
using Bench.Plots.Rendering;
using Bench.Plots.Charts;
using Bench.Results.Csv;
using Bench.Results.Units;
using Bench.Scenarios.Parameters;

namespace Bench.Harness.Tuning;

/// <summary>
/// What a tune leaves in its run folder besides a run's own files: tune-path.csv (every case run in order),
/// tune-ranked.csv (the ranked table), tune-result.json (best, knee, WITH clause, budget used), grid.json (the full
/// grid of the same axes as a matrix for <c>bench run --matrix</c>), charts/tune-path.svg and tune.md.
/// </summary>
public static class TuneOutputs
{
    /// <summary>tune-path.csv.</summary>
    public const string PathFile = "tune-path.csv";

    /// <summary>tune-ranked.csv.</summary>
    public const string RankedFile = "tune-ranked.csv";

    /// <summary>tune-result.json.</summary>
    public const string ResultFile = "tune-result.json";

    /// <summary>grid.json.</summary>
    public const string GridFile = "grid.json";

    /// <summary>tune.md.</summary>
    public const string ReportFile = "tune.md";

    /// <summary>The search-path chart's name (charts/&lt;name&gt;.svg).</summary>
    public const string ChartName = "tune-path";

    /// <summary>The search-path chart's line of every case run.</summary>
    private const string RunsSeries = "each case run";

    private static readonly JsonSerializerOptions Json = new() { WriteIndented = true };

    /// <summary>
    /// Whether the tune in <paramref name="directory"/> (its manifest <paramref name="manifest"/>) is finished: it ended
    /// complete and its answer was written, tune.md last (a tune stopped between the two is resumed, which replays it and writes the answer).
    /// </summary>
    public static bool Finished(Bench.Results.Manifest.RunManifest? manifest, string? directory) =>
        manifest is { Status: "complete" } && directory is not null && File.Exists(Path.Combine(directory, ReportFile));

    /// <summary>Writes every file of <paramref name="result"/> into <paramref name="directory"/>.</summary>
    public static async Task WriteAsync(TuneResult result, TuneConfig config, string directory, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(result);
        ArgumentNullException.ThrowIfNull(config);
        using (var path = new CsvTableWriter<TunePathRow>(Path.Combine(directory, PathFile)))
        {
            path.AppendAll(PathRows(result));
        }

        using (var ranked = new CsvTableWriter<TuneRankedRow>(Path.Combine(directory, RankedFile)))
        {
            ranked.AppendAll(Ranked(result));
        }

        await File.WriteAllTextAsync(Path.Combine(directory, ResultFile), ResultJson(result, config).ToJsonString(Json), cancellationToken);
        await File.WriteAllTextAsync(Path.Combine(directory, GridFile), Grid(config).ToJsonString(Json), cancellationToken);
        var footer = new ChartFooter(config.Run.Plan.RunId, Environment.MachineName, DateTimeOffset.UtcNow);
        if (Chart(result, footer, ByteSize.Human(config.SizeBytes)) is { } chart)
        {
            Directory.CreateDirectory(Path.Combine(directory, "charts"));
            await ChartExport.WriteAsync(Path.Combine(directory, "charts"), chart, cancellationToken);
        }

        await File.WriteAllTextAsync(Path.Combine(directory, ReportFile), Markdown(result, config), cancellationToken);
    }

    /// <summary>The ranked table: every setting run, by median MB/s, its role (best, knee) named.</summary>
    public static IReadOnlyList<TuneRankedRow> Ranked(TuneResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        return result.Ranked.Select((r, i) => new TuneRankedRow(
            i + 1, r.Setting.ToString(), r.Setting.Stripes, r.Setting.BufferCount, r.Setting.MaxTransferSize, r.Setting.BlockSize, r.Setting.Compression,
            r.Samples.Count, Round(r.MedianMbS), Round(Finite(r.Summary?.CiLower)), Round(Finite(r.Summary?.CiUpper)), Round(r.LimitPct), r.MemoryBytes,
            r.MbSPerMemoryMb is { } per ? Math.Round(per, 3) : null, Role(result, r.Setting), r.Failures.Count)).ToList();
    }

    /// <summary>Every case run in order.</summary>
    public static IEnumerable<TunePathRow> PathRows(TuneResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        return result.Path.Select(s => new TunePathRow(
            s.Index, s.Purpose.ToString().ToLowerInvariant(), s.Setting.Stripes, s.Setting.BufferCount, s.Setting.MaxTransferSize, s.Setting.BlockSize,
            s.Setting.Compression, s.Setting.MemoryBytes, s.Result.IsOk ? s.Result.MegabytesPerSecond : null, s.Result.Error, s.Incumbent.ToString()));
    }

    /// <summary>
    /// The search path: each run's MB/s (warm-up runs marked), the best's median as the search went, ending on the
    /// answer's (tune.md's best: the final round's winner, over all its runs), and the volume's limit; the x axis ticks
    /// on whole case runs. Its title names the mode and, given <paramref name="database"/>, the database's size. Null
    /// when no case run succeeded (a start that failed: tune-path.csv and tune.md give each run's error).
    /// </summary>
    public static LineChart? Chart(TuneResult result, ChartFooter footer, string? database = null)
    {
        ArgumentNullException.ThrowIfNull(result);
        var samples = new Dictionary<TuneSetting, List<double>>();
        var runs = new List<(double, double)>();
        var best = new List<(double, double)>();
        var markers = new List<PointMarker>();
        foreach (var step in result.Path)
        {
            if (step.Result.IsOk)
            {
                runs.Add((step.Index, step.Result.MegabytesPerSecond)); // every run plotted; warm-up runs in no median
                if (step.Purpose == MeasurementPurpose.WarmUp)
                {
                    markers.Add(new PointMarker(RunsSeries, step.Index, "warm-up run (in no decision)"));
                }
                else
                {
                    if (!samples.TryGetValue(step.Setting, out var list))
                    {
                        samples[step.Setting] = list = [];
                    }

                    list.Add(step.Result.MegabytesPerSecond);
                }
            }

            // The last run's best is the answer: after a final round its winner, which no run was held against yet.
            var incumbent = step.Index == result.Path.Count && result.Best is { } answer ? answer.Setting : step.Incumbent;
            if (samples.TryGetValue(incumbent, out var held))
            {
                best.Add((step.Index, Median(held)));
            }
        }

        if (runs.Count == 0)
        {
            return null;
        }

        var series = new List<LineSeries> { new(RunsSeries, runs), new("the best's median so far (at the end: the answer's)", best) }.Where(s => s.Points.Count > 0).ToList();
        var final = result.Path.FirstOrDefault(p => p.Purpose == MeasurementPurpose.Final);
        var of = database is null ? string.Empty : $" of a {database} database";
        return new LineChart(
            ChartName, $"bench tune {result.Space.Operation.ToString().ToLowerInvariant()}{of}: the search path ({CaseRuns.Of(result.Used)})",
            new ValueAxis("case run", null), new ValueAxis("transfer", "MB/s"), series, footer)
        {
            References = result.Options.BaselineMbS is { } limit ? [new ReferenceLine(limit, result.Options.BaselineName)] : [],
            Boundaries = final is null ? [] : [new Boundary(final.Index - 0.5, $"final round: {result.FinalRound.Count} settings side by side")],
            Markers = markers,
            XTicks = WholeTicks(result.Path.Count),
        };
    }

    /// <summary>
    /// Ticks on whole case runs, 1 to <paramref name="runs"/>, every 1, 2, 5, 10, 20, ... so that at most 12 show: the
    /// multiples of the step and the first run (24 runs: 1, 5, 10, 15, 20, not 13 ticks every 2).
    /// </summary>
    public static IReadOnlyList<(double X, string Label)> WholeTicks(int runs)
    {
        static int Shown(int runs, int step) => (runs / step) + (step > 1 ? 1 : 0);
        var step = 1;
        for (var i = 0; Shown(runs, step) > 12; i++)
        {
            step = (i % 3) switch { 0 => step * 2, 1 => step * 5 / 2, _ => step * 2 };
        }

        var at = Enumerable.Range(1, Math.Max(0, runs / step)).Select(k => k * step).Prepend(1).Distinct();
        return [.. at.Select(x => ((double)x, x.ToString(CultureInfo.InvariantCulture)))];
    }

    /// <summary>The full grid of the same axes under the memory cap as a matrix: what <c>bench run --matrix grid.json</c> runs to check the tune.</summary>
    public static JsonObject Grid(TuneConfig config)
    {
        ArgumentNullException.ThrowIfNull(config);
        var space = config.Space;
        var cases = new JsonArray();
        foreach (var group in space.Points().Where(p => p.MemoryBytes <= config.Options.MaxMemoryBytes)
                     .GroupBy(p => (p.Stripes, p.MaxTransferSize, p.BlockSize, p.Compression)))
        {
            var entry = new JsonObject
            {
                ["scenario"] = config.Scenario.Info.Name,
                [DataFiles.SizeParameter.Name] = ByteSize.Format(config.SizeBytes),
                [BackupOptions.StripesParameter.Name] = group.Key.Stripes,
                [BackupOptions.MaxTransferSizeParameter.Name] = ByteSize.Format(group.Key.MaxTransferSize),
                [BackupOptions.BufferCountParameter.Name] = new JsonArray([.. group.Select(p => JsonValue.Create(p.BufferCount))]),
                [BackupOptions.BlockSizeParameter.Name] = BackupOptions.BlockSizeParameter.Format(group.Key.BlockSize),
                [BackupOptions.CompressionParameter.Name] = BackupOptions.CompressionParameter.Format(group.Key.Compression ? 1 : 0),
                [FileInitialization.IfiParameter.Name] = FileInitialization.IfiParameter.Format(1),
                [BackupOptions.MaxBufferMemoryParameter.Name] = ByteSize.Format(config.Options.MaxMemoryBytes),
            };
            foreach (var name in entry.Select(p => p.Key).Where(k => k != "scenario" && config.Scenario.Parameters.All(p => p.Name != k)).ToList())
            {
                entry.Remove(name);
            }

            cases.Add(entry);
        }

        return new JsonObject
        {
            ["description"] = $"The full grid bench tune {config.Given.Mode} searched (run {config.Run.Plan.RunId}): every point under --max-memory {ByteSize.Format(config.Options.MaxMemoryBytes)}.",
            ["repetitions"] = TuneConfigBuilder.GridRepetitions,
            ["cases"] = cases,
        };
    }

    /// <summary>tune-result.json: what the tune found and what it cost.</summary>
    public static JsonObject ResultJson(TuneResult result, TuneConfig config)
    {
        ArgumentNullException.ThrowIfNull(result);
        ArgumentNullException.ThrowIfNull(config);
        JsonObject? Setting(MeasuredSetting? s) => s is null ? null : new JsonObject
        {
            ["setting"] = s.Setting.ToString(),
            ["stripes"] = s.Setting.Stripes,
            ["buffer_count"] = s.Setting.BufferCount,
            ["max_transfer_size"] = s.Setting.MaxTransferSize,
            ["block_size"] = s.Setting.BlockSize,
            ["compression"] = s.Setting.Compression,
            ["runs"] = s.Samples.Count,
            ["median_mb_s"] = Round(s.MedianMbS),
            ["ci_lower_mb_s"] = Round(Finite(s.Summary?.CiLower)),
            ["ci_upper_mb_s"] = Round(Finite(s.Summary?.CiUpper)),
            ["limit_pct"] = Round(s.LimitPct),
            ["buffer_memory_bytes"] = s.MemoryBytes,
            ["with"] = TuneTsql.WithClause(result.Space.Operation, s.Setting),
        };
        return new JsonObject
        {
            ["mode"] = config.Given.Mode,
            ["size"] = ByteSize.Format(config.SizeBytes),
            ["stop_reason"] = result.StopReason.ToString(),
            ["stop_detail"] = result.StopDetail,
            ["case_runs"] = result.Used,
            ["budget"] = result.Options.Budget,
            ["full_grid_runs"] = result.FullGridRuns(TuneConfigBuilder.GridRepetitions),
            ["grid_repetitions"] = TuneConfigBuilder.GridRepetitions,
            ["noise"] = Math.Round(result.Noise, 4),
            ["baseline_mb_s"] = Round(result.Options.BaselineMbS),
            ["baseline_name"] = result.Options.BaselineMbS is null ? null : result.Options.BaselineName,
            ["best"] = Setting(result.Best),
            ["knee"] = Setting(result.Knee),
            ["final_round"] = new JsonArray([.. result.FinalRound.Select(r => new JsonObject
            {
                ["setting"] = r.Setting.ToString(),
                ["runs"] = r.Samples.Count,
                ["median_mb_s"] = Round(r.MedianMbS),
                ["ci_lower_mb_s"] = Round(Finite(r.Summary?.CiLower)),
                ["ci_upper_mb_s"] = Round(Finite(r.Summary?.CiUpper)),
            })]),
        };
    }

    /// <summary>tune.md: what it found, the T-SQL to paste, the ranked table, the path chart.</summary>
    public static string Markdown(TuneResult result, TuneConfig config)
    {
        ArgumentNullException.ThrowIfNull(result);
        ArgumentNullException.ThrowIfNull(config);
        var c = CultureInfo.InvariantCulture;
        var md = new StringBuilder();
        var operation = result.Space.Operation;
        md.Append(c, $"# bench tune {config.Given.Mode}: {ByteSize.Human(config.SizeBytes)} database, run {config.Run.Plan.RunId}\n\n");
        md.Append(c, $"- Searched: stripes {result.Space.Stripes}, BUFFERCOUNT {result.Space.BufferCount}{(EstimateTried(result.Space) ? " (and the default estimate)" : string.Empty)}, MAXTRANSFERSIZE {result.Space.MaxTransferSize.ToString(ByteSize.Format)}");
        md.Append(operation == TuneOperation.Backup ? ", compression off and on" : string.Empty).Append(c, $", buffer memory at most {ByteSize.Human(result.Options.MaxMemoryBytes)}.\n");
        md.Append(c, $"- Case runs: {result.Used} of a budget of {result.Options.Budget}; the full grid under the cap is {result.FullGridRuns(TuneConfigBuilder.GridRepetitions)} case runs at {TuneConfigBuilder.GridRepetitions} repetitions ({result.GridFraction(TuneConfigBuilder.GridRepetitions) * 100:0.#}%){WarmUp(result)}.\n");
        md.Append(c, $"- Stopped: {result.StopReason.Said(result.StopDetail)}.\n");
        md.Append(c, $"- {(result.Options.BaselineMbS is { } b ? $"{Bench.Plots.Report.ExecutiveSummary.Capital(result.Options.BaselineName)}: {b.ToString("0.#", c)} MB/s" : "Volume limit: not measured")}; run-to-run noise {result.Noise * 100:0.#}% over all the tune's runs (the final round's and the knee's too).\n\n");
        if (result.FinalRound.Count > 0)
        {
            md.Append("## Final round\n\n").Append(FinalRound(result)).Append("\n\n| setting | MB/s in the final round |\n|---|---|\n");
            foreach (var row in result.FinalRound)
            {
                md.Append(c, $"| {row.Setting} | {Mbs(row)} |\n");
            }

            md.Append('\n');
        }

        if (result.Best is not null && result.Knee is not null && result.Best.Setting != result.Knee.Setting)
        {
            md.Append(BestAndKnee).Append("\n\n");
        }

        foreach (var (name, row) in new[] { ("Best", result.Best), ("Knee (the least memory within 5% of the best)", result.Knee) })
        {
            if (row is null)
            {
                continue;
            }

            md.Append(c, $"## {name}: {row.Setting}\n\n");
            md.Append(c, $"{Mbs(row)}, {ByteSize.Human(row.MemoryBytes)} of buffer memory{Unconfirmed(result, row)}.\n\n");
            md.Append("```sql\n").Append(TuneTsql.Statement(operation, row.Setting, 1)).Append("\n```\n\n");
        }

        md.Append("## Every setting run, by the median of all its runs\n\n").Append(RankNote(result) is { Length: > 0 } note ? $"{note}\n\n" : string.Empty);
        md.Append("| # | setting | runs | MB/s (95% CI) | of limit | buffer memory | MB/s per MB | |\n|---|---|---|---|---|---|---|---|\n");
        foreach (var r in Ranked(result))
        {
            md.Append(c, $"| {r.Rank} | {r.Setting} | {r.Runs}{(r.Failures > 0 ? $" ({r.Failures} failed)" : string.Empty)} | {Interval(r)} | {Percent.Whole(r.LimitPct)} | {ByteSize.Human(r.BufferMemoryBytes)} | {r.MbSPerMemoryMb?.ToString("0.###", c) ?? "-"} | {r.Role} |\n");
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
    public const string BestAndKnee = "Best is where the search settled, the winner of the final round when there was one (its contenders run side by side, in turn); Knee is the setting with the least buffer memory whose median is within 5% of Best's.";

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

        var why = result.FinalRound.Count > 0 && result.FinalRound[0].Setting == result.Best!.Setting
            ? "the winner of the final round, whose contenders ran side by side, in turn"
            : result.StopReason == StopReason.BudgetSpent
                ? "where the search stood when its budget ran out: the settings ranked above it were not all compared with it side by side"
                : "where the search settled: none ranked above it was shown better beyond the noise of its runs";
        return string.Create(CultureInfo.InvariantCulture,
            $"Best is #{rank} in the table: the table ranks each setting by the median of all its runs, measured at different times as the volume drifts; Best is {why}.");
    }

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
            $"Final round: {result.FinalRound.Count} settings side by side, in turn, {each} runs each{(overtime > 0 ? $", then up to {overtime} more each for the two highest medians while too close to call" : string.Empty)}; the best is the highest median of these runs alone, since settings measured at different times also differ by the volume's drift.");
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

    /// <summary>best, knee, both, or nothing.</summary>
    public static string Role(TuneResult result, TuneSetting setting)
    {
        ArgumentNullException.ThrowIfNull(result);
        var best = result.Best?.Setting == setting;
        var knee = result.Knee?.Setting == setting;
        return best && knee ? "best knee" : best ? "best" : knee ? "knee" : string.Empty;
    }

    /// <summary>A ranked row's median MB/s with its 95% interval in <paramref name="format"/>, "-" without runs.</summary>
    internal static string Interval(TuneRankedRow r, string format = "0.#")
    {
        string F(double? v) => v?.ToString(format, CultureInfo.InvariantCulture) ?? string.Empty;
        return r.MedianMbS is not { } m ? "-" : r.CiLowerMbS is { } lo ? $"{F(m)} ({F(lo)} .. {F(r.CiUpperMbS)})" : F(m);
    }

    private static double Median(List<double> values) => Bench.Results.Statistics.SampleSummary.Of(values).Median;

    private static double? Finite(double? value) => value is { } v && double.IsFinite(v) ? v : null;

    private static double? Round(double? value) => value is { } v ? Math.Round(v, 1) : null;
}
