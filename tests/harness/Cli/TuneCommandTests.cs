using System.Text.Json;
using System.Text.RegularExpressions;
using Bench.Harness.Configuration;
using Bench.Harness.Tuning;
using Bench.Results.Csv;
using Bench.Results.Manifest;
using Bench.Results.Statistics;
using Bench.Scenarios.Matrix;

namespace Bench.Harness.Tests.Cli;

public sealed class TuneCommandTests : CommandTest
{
    /// <summary>A grid small enough for a test: 8 MB, stripes 1..2, BUFFERCOUNT 1..4 (the estimates, 5 and 9, are outside it), MAXTRANSFERSIZE 64KB..128KB.</summary>
    private static readonly string[] SmallGrid = ["--size", "8MB", "--stripes", "1..2", "--buffer-count", "1..4", "--max-transfer-size", "64KB..128KB"];

    private Task<int> Tune(params string[] args) =>
        Bench(["tune", .. args, "--data-dir", Temp["data"], "--out", Temp["runs"], .. args.Contains("--baseline-size") ? [] : (string[])["--baseline-size", "0"]]);

    private string Run => Assert.Single(Directory.GetDirectories(Temp["runs"]));

    private static JsonElement Result(string run) => JsonDocument.Parse(File.ReadAllText(Path.Combine(run, TuneOutputs.ResultFile))).RootElement;

    public static TheoryData<string, string[], string> BadInputs() => new()
    {
        { "unknown mode", ["restor"], "mode: 'restor' is not a mode of bench tune; did you mean 'restore'? Allowed: backup or restore" },
        { "misspelt mode", ["resotre"], "mode: 'resotre' is not a mode of bench tune; did you mean 'restore'? Allowed: backup or restore" },
        { "unknown mode nothing like one", ["zzz"], "mode: 'zzz' is not a mode of bench tune. Allowed: backup or restore" },
        { "no mode", [], "mode: no mode given (bench tune restore or bench tune backup). Allowed: backup or restore" },
        { "zero size", ["restore", "--size", "0MB"], "size: '0MB' is not allowed. Allowed: a size from 1MB to 64TB" },
        { "size not a size", ["restore", "--size", "big"], "size: 'big' is not allowed. Allowed: a size from 1MB" },
        { "memory below 1MB", ["restore", "--max-memory", "512KB"], "max-memory: '512KB' is not allowed. Allowed: a size of buffer memory from 1MB" },
        { "memory not a size", ["backup", "--max-memory", "lots"], "max-memory: 'lots' is not allowed" },
        { "memory in a fraction of a unit", ["restore", "--max-memory", "1.5MB"], "max-memory: '1.5MB' is not allowed. Allowed: a size of buffer memory from 1MB in whole units (1536KB, not 1.5MB)" },
        { "buffer counts not powers of two", ["restore", "--buffer-count", "3..9"], "--buffer-count: 3..9 does not start and end on powers of two" },
        { "a single transfer size not a power of two", ["restore", "--max-transfer-size", "96KB"], "--max-transfer-size: 96KB is not a power of two (the grid is log2)" },
        { "a single stripe count above 64", ["restore", "--stripes", "128"], "stripes: 128 is not within 1..64. Allowed" },
        { "memory below the grid's smallest setting", ["restore", "--max-transfer-size", "4MB", "--max-memory", "4MB"], "max-memory: 4 MiB is less than the smallest setting of the grid needs (8 MiB). Allowed: at least 8MB" },
        { "stripes above 64", ["restore", "--stripes", "1..128"], "stripes: 1..128 is not within 1..64 with the smaller first. Allowed: powers of two from 1 to 64 backup files" },
        { "stripes not powers of two", ["restore", "--stripes", "3..9"], "stripes: 3..9 does not start and end on powers of two (the grid is log2)" },
        { "stripes the wrong way round", ["backup", "--stripes", "16..1"], "stripes: 16..1 is not within 1..64 with the smaller first" },
        { "stripes not a range", ["restore", "--stripes", "one..four"], "stripes: 'one..four' is not a range. Allowed: powers of two from 1 to 64 backup files, e.g. 1..16 or 4" },
        { "zero stripes", ["restore", "--stripes", "0"], "stripes: '0': 0 is not within the grid's powers of two. Allowed: powers of two from 1 to 64 backup files" },
        { "zero buffers in a range", ["restore", "--buffer-count", "0..4"], "--buffer-count: '0..4': 0 is not within the grid's powers of two" },
        { "transfer size above 4MB", ["restore", "--max-transfer-size", "64KB..8MB"], "--max-transfer-size: 64KB..8MB is not within 64KB..4MB with the smaller first. Allowed: powers of two from 64KB to 4MB" },
        { "transfer sizes not powers of two", ["restore", "--max-transfer-size", "96KB..1MB"], "--max-transfer-size: 96KB..1MB does not start and end on powers of two (the grid is log2). Allowed: powers of two from 64KB to 4MB" },
        { "zero budget", ["restore", "--budget", "0"], "budget: 0 case runs is too few. Allowed: 7 to 100000 case runs" },
        { "a budget too small to compare two settings", ["restore", "--budget", "6"], "budget: 6 case runs is too few. Allowed: 7 to 100000 case runs: at the least, a warm-up run, then the start and one neighbour 3 times each" },
        { "negative budget", ["backup", "--budget", "-3"], "budget: -3 case runs is too few" },
        { "a budget above the most", ["restore", "--budget", "100001"], "budget: 100001 case runs is too many. Allowed: 7 to 100000 case runs" },
        { "unknown target", ["restore", "--target", "oracle"], "target: 'oracle' is not a target of bench" },
        { "unknown durability", ["restore", "--durability", "fast"], "durability: 'fast' is not allowed" },
        { "resume of no tune", ["--resume", "!missing"], "does not exist. Allowed: " },
    };

    [Fact]
    public async Task An_out_on_a_volume_mounted_read_only_is_refused_as_a_data_dir_there_is()
    {
        var readOnly = Temp["ro"];
        await SystemCommand.OnReadOnlyVolumeAsync(readOnly, async () =>
        {
            var exit = await Bench(["tune", "restore", .. SmallGrid, "--budget", "7", "--data-dir", Temp["data"], "--out", Path.Combine(readOnly, "runs"), "--baseline-size", "0"]);

            Assert.Equal(ExitCodes.BadInput, exit);
            Assert.Contains(
                $"--out: cannot write there: {Path.Combine(readOnly, "runs")} is on {readOnly}, mounted read-only. Allowed: a directory this user can write.",
                Regex.Replace(Cli.Output, @"\s+", " "), StringComparison.Ordinal);
            Assert.DoesNotContain("Read-only file system", Cli.Output, StringComparison.Ordinal);
            Assert.False(Directory.Exists(Temp["data"]), "nothing ran");
        });
    }

    [Fact]
    public async Task The_budgets_help_says_its_least_in_a_sentence()
    {
        using var help = new StringWriter();
        using var console = new TestConsole();

        Assert.Equal(ExitCodes.Ok, await BenchApp.RunAsync(["tune", "--help"], console.Console, help, TestContext.Current.CancellationToken));

        Assert.Contains("Most case runs, repetitions included, at least 7 (default:", Regex.Replace(help.ToString(), @"\s+", " "), StringComparison.Ordinal);
    }

    [Theory]
    [MemberData(nameof(BadInputs))]
    public async Task Bad_input_exits_2_naming_the_field_and_what_is_allowed_and_runs_nothing(string why, string[] args, string expected)
    {
        var exit = await Tune(args);

        Assert.True(ExitCodes.BadInput == exit, why);
        Assert.Contains("bench tune: refused before any I/O", Cli.Output, StringComparison.Ordinal);
        Assert.Contains(expected, Cli.Output.Replace("\n", string.Empty, StringComparison.Ordinal), StringComparison.Ordinal);
        Assert.False(Directory.Exists(Temp["runs"]), "nothing ran");
        Assert.False(Directory.Exists(Temp["data"]), "nothing ran");
    }

    [Fact]
    public async Task Every_bad_input_is_named_at_once()
    {
        var exit = await Tune("restore", "--size", "0MB", "--max-memory", "1KB", "--stripes", "3", "--budget", "0");

        Assert.Equal(ExitCodes.BadInput, exit);
        Assert.All(["size:", "max-memory:", "stripes:", "budget:"], field => Assert.Contains(field, Cli.Output, StringComparison.Ordinal));
    }

    [Fact]
    public async Task A_range_that_is_not_a_range_does_not_hide_the_other_ranges_errors()
    {
        var exit = await Tune("restore", "--size", "4XB", "--stripes", "2..1", "--buffer-count", "0..4", "--max-transfer-size", "32KB..8MB");

        AssertRefused(
            exit, "--size: '4XB' is not allowed", "--stripes: 2..1 is not within 1..64", "--buffer-count: '0..4': 0 is not within the grid's powers of two",
            "--max-transfer-size: 32KB..8MB is not within 64KB..4MB");
    }

    [Fact]
    public async Task A_restore_tune_runs_real_cases_within_its_budget_and_leaves_a_run_folder_with_the_answer()
    {
        var exit = await Tune(["restore", .. SmallGrid, "--budget", "12"]);

        Assert.Equal(ExitCodes.Ok, exit);
        var run = Run;
        var result = Result(run);
        var used = result.GetProperty("case_runs").GetInt32();
        Assert.InRange(used, 1, 12);
        var rows = CsvTableReader.ReadAll<ResultRow>(Path.Combine(run, RunFiles.Results));
        Assert.Equal(used, rows.Count);
        Assert.All(rows, r => Assert.Equal("restore", r.Scenario));
        Assert.All(rows, r => Assert.True(r.Status == CaseStatus.Ok, r.Error));
        var path = CsvTableReader.ReadAll<TunePathRow>(Path.Combine(run, TuneOutputs.PathFile));
        Assert.Equal(rows.Select(r => CaseProbe.SettingOf(r.Parameters)), path.Select(p => new TuneSetting(p.Stripes, p.BufferCount, p.MaxTransferSize, p.BlockSize, p.Compression)));
        Assert.Equal(rows.Select(r => r.TransferMbS), path.Select(p => p.TransferMbS));

        Assert.Equal("complete", ManifestFile.Read(run).Status);
        Assert.True(File.Exists(Path.Combine(run, RunFiles.Summary)));
        Assert.True(File.Exists(Path.Combine(run, "charts", TuneOutputs.ChartName + ".svg")));
        var ranked = CsvTableReader.ReadAll<TuneRankedRow>(Path.Combine(run, TuneOutputs.RankedFile));
        Assert.NotEmpty(ranked);
        var best = result.GetProperty("best");
        var answer = File.ReadAllText(Path.Combine(run, TuneOutputs.ReportFile));
        Assert.Contains("## Every setting run, by the median of all its runs", answer, StringComparison.Ordinal);
        var rank = ranked.Single(r => r.Setting == best.GetProperty("setting").GetString()).Rank;
        Assert.Equal(rank > 1, answer.Contains($"Best is #{rank} in the table: the table ranks each setting by the median of all its runs", StringComparison.Ordinal));
        Assert.StartsWith("BUFFERCOUNT = ", best.GetProperty("with").GetString(), StringComparison.Ordinal);
        Assert.Contains("RESTORE DATABASE", File.ReadAllText(Path.Combine(run, TuneOutputs.ReportFile)), StringComparison.Ordinal);
        Assert.Contains("WITH BUFFERCOUNT = ", Cli.Output, StringComparison.Ordinal);
        Assert.Contains("of the budget", Cli.Output, StringComparison.Ordinal);
        Assert.False(Directory.Exists(Temp["data"]), "the data dir the harness made is removed again");
    }

    [Fact]
    public async Task The_limit_the_search_held_to_is_named_in_its_outputs_and_each_ranked_row_is_held_against_it()
    {
        var exit = await Tune(["restore", .. SmallGrid, "--budget", "7", "--baseline-size", "32MB"]);

        Assert.Equal(ExitCodes.Ok, exit);
        var baseline = ManifestFile.Read(Run).Baseline!;
        Assert.NotNull(baseline.ReadWriteMbS); // backups share the data volume: the copy is measured
        var expected = TuneLimit.Of(baseline, TuneSpace.For(TuneOperation.Restore), copyAllowed: true);
        var limit = Result(Run).GetProperty("baseline_mb_s").GetDouble();
        Assert.Equal(expected.MbS!.Value, limit, 1);
        Assert.Equal(expected.Label, Result(Run).GetProperty("baseline_name").GetString());
        Assert.Contains($"{expected.Label[1..]}: ", File.ReadAllText(Path.Combine(Run, TuneOutputs.ReportFile)), StringComparison.Ordinal);
        Assert.Contains(expected.Words, Cli.Output, StringComparison.Ordinal);
        Assert.True(TuneSettingsFile.Read(Run).CopyLimit, "a new tune records that its limit may be the copy rate, for --resume");
        var (resumed, errors) = TuneConfigBuilder.Build(TuneRunOptions.Default with { Run = RunOptions.Default with { ResumeDirectory = Run } }, DateTime.UtcNow);
        Assert.Empty(errors);
        Assert.True(resumed!.Given.CopyLimit, "resumed, it keeps the copy rate as its limit");
        Assert.True(TuneSettingsFile.Read(Run).TradeEnds, "a new tune records that it tries the trade's ends, for --resume");
        Assert.True(resumed.Options.TradeEnds, "resumed, it still tries them");
        Assert.True(TuneSettingsFile.Read(Run).AgainstDefault, "a new tune records that the default joins its final round, for --resume");
        Assert.True(resumed.Options.AgainstDefault, "resumed, it still does");
        var slack = 0.1 + (5 / limit); // both written to 0.1: the median's rounding moves the percentage by up to 5 / limit
        Assert.All(CsvTableReader.ReadAll<TuneRankedRow>(Path.Combine(Run, TuneOutputs.RankedFile)).Where(r => r.MedianMbS is not null),
            r => Assert.InRange(r.LimitPct!.Value - (100 * r.MedianMbS!.Value / limit), -slack, slack));
    }

    [Fact]
    public async Task The_final_round_s_runs_are_in_the_path_and_its_settings_in_the_result_with_the_best_first()
    {
        var exit = await Tune(["restore", .. SmallGrid, "--budget", "40"]);

        Assert.Equal(ExitCodes.Ok, exit);
        var final = Result(Run).GetProperty("final_round").EnumerateArray().ToList();
        var path = CsvTableReader.ReadAll<TunePathRow>(Path.Combine(Run, TuneOutputs.PathFile));
        var runs = path.Where(p => p.Purpose == "final").ToList();
        Assert.Equal(final.Sum(f => f.GetProperty("runs").GetInt32()), runs.Count);
        Assert.Equal(
            final.Select(f => f.GetProperty("setting").GetString()).Order(),
            runs.Select(p => new TuneSetting(p.Stripes, p.BufferCount, p.MaxTransferSize, p.BlockSize, p.Compression).ToString()).Distinct().Order());
        if (final.Count > 0)
        {
            // The best is the round's highest median, or, when that leads by too little, the cheaper setting it ties with.
            var answer = Result(Run).GetProperty("best").GetProperty("setting").GetString();
            if (answer != final[0].GetProperty("setting").GetString())
            {
                Assert.Contains(answer, Result(Run).GetProperty("too_close").EnumerateArray().Select(s => s.GetString()));
            }

            // tune.md says it by its searched axes (the fixed ones once above), SQL Server's default marked as such.
            var best = final[0].GetProperty("setting").GetString()!.Replace(" block_size=default compression=off", string.Empty, StringComparison.Ordinal);
            Assert.Contains($"## Final round\n\nFinal round: {final.Count} settings side by side", File.ReadAllText(Path.Combine(Run, TuneOutputs.ReportFile)), StringComparison.Ordinal);
            Assert.Matches(
                $@"\| {Regex.Escape(best)}( \(SQL Server's default[^)]*\))? \| {Regex.Escape(final[0].GetProperty("median_mb_s").GetDouble().ToString("0.#", System.Globalization.CultureInfo.InvariantCulture))} MB/s",
                File.ReadAllText(Path.Combine(Run, TuneOutputs.ReportFile)));
            Assert.Contains($"Final round: {final.Count} settings side by side", Cli.Output, StringComparison.Ordinal);
        }
    }

    [Fact]
    public async Task The_grid_json_a_tune_leaves_is_the_full_grid_of_its_axes_as_a_matrix_bench_run_plans()
    {
        await Tune(["restore", .. SmallGrid, "--budget", "7"]);

        var cases = MatrixPlanner.Plan(MatrixFile.Load(Path.Combine(Run, TuneOutputs.GridFile)));

        // stripes 1, 2 x BUFFERCOUNT 1, 2, 4 (the estimates, 5 and 9, are outside 1..4) x 64KB, 128KB.
        Assert.Equal(2 * 3 * 2, cases.Count);
        Assert.Equal(Result(Run).GetProperty("full_grid_runs").GetInt64(), cases.Count * TuneConfigBuilder.GridRepetitions);
    }

    [Fact]
    public async Task No_case_of_a_tune_needs_more_buffer_memory_than_max_memory()
    {
        const long cap = 1L << 20;
        var exit = await Tune("restore", "--size", "8MB", "--stripes", "1..4", "--buffer-count", "1..16", "--max-transfer-size", "64KB..1MB", "--max-memory", "1MB", "--budget", "15");

        Assert.Equal(ExitCodes.Ok, exit);
        var path = CsvTableReader.ReadAll<TunePathRow>(Path.Combine(Run, TuneOutputs.PathFile));
        Assert.NotEmpty(path);
        Assert.All(path, p => Assert.InRange(p.BufferMemoryBytes, 1, cap));
        Assert.All(
            CsvTableReader.ReadAll<ResultRow>(Path.Combine(Run, RunFiles.Results)),
            r => Assert.InRange(CaseProbe.SettingOf(r.Parameters).MemoryBytes, 1, cap));
    }

    [Fact]
    public async Task A_backup_tune_searches_compression_too()
    {
        var exit = await Tune("backup", "--size", "8MB", "--stripes", "1", "--buffer-count", "1..2", "--max-transfer-size", "64KB", "--budget", "7");

        Assert.Equal(ExitCodes.Ok, exit);
        var rows = CsvTableReader.ReadAll<ResultRow>(Path.Combine(Run, RunFiles.Results));
        Assert.All(rows, r => Assert.Equal("backup", r.Scenario));
        var grid = MatrixPlanner.Plan(MatrixFile.Load(Path.Combine(Run, TuneOutputs.GridFile)));
        Assert.Equal([false, true], grid.Select(c => c.Columns.Compression!.Value).Distinct().Order());
        Assert.Contains("COMPRESSION", Result(Run).GetProperty("best").GetProperty("with").GetString(), StringComparison.Ordinal);

        // SQL Server's estimate for 1 file, 5, is outside BUFFERCOUNT 1..2: neither run (the start too) nor said to be tried.
        Assert.All(rows, r => Assert.InRange(r.Parameters.BufferCount!.Value, 1, 2));
        var report = File.ReadAllText(Path.Combine(Run, TuneOutputs.ReportFile));
        Assert.Contains("BUFFERCOUNT 1..2, MAXTRANSFERSIZE 64KB,", report, StringComparison.Ordinal);
        Assert.DoesNotContain("default estimate", report, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Warm_up_runs_stay_in_results_csv_but_out_of_the_summary_and_a_redrawn_report_and_a_tune_begun_without_them_the_copy_limit_the_trade_ends_or_the_default_in_the_final_round_resumes_without_them()
    {
        await Tune(["restore", .. SmallGrid, "--budget", "10"]);
        var run = Run;

        var path = CsvTableReader.ReadAll<TunePathRow>(Path.Combine(run, TuneOutputs.PathFile));
        var rows = CsvTableReader.ReadAll<ResultRow>(Path.Combine(run, RunFiles.Results));
        var summary = CsvTableReader.ReadAll<SummaryRow>(Path.Combine(run, RunFiles.Summary));
        Assert.Equal("warmup", path[0].Purpose);
        Assert.Equal(path.Count, rows.Count);
        var start = rows[0].CaseId.ToString();
        Assert.Equal(
            path.Where((p, i) => rows[i].CaseId.ToString() == start && p.Purpose != "warmup").Count(),
            summary.Single(r => r.CaseId.ToString() == start).N);
        Assert.Equal(3, TuneSettingsFile.Read(run).WarmUp);

        // The manifest names them, so bench report RUN_DIR redraws the tune's own figures; a finished tune is never
        // "incomplete" for settings run fewer than a matrix's repetitions.
        var warmUps = path.TakeWhile(p => p.Purpose == "warmup").Count();
        Assert.Equal(new TuneInfo(10, warmUps, rows.Count), ManifestFile.Read(run).Tune);
        var redrawn = RunSummaryReader.Load(run);
        Assert.Equal(rows.Count - warmUps, redrawn.Rows.Count);
        Assert.Equal(summary.Select(s => (s.CaseId.ToString(), s.N, s.MedianMs)), redrawn.Summary.Select(s => (s.CaseId.ToString(), s.N, s.MedianMs)));
        Assert.DoesNotContain("ncomplete", File.ReadAllText(Path.Combine(run, "report.md")), StringComparison.Ordinal);
        Assert.Equal(ExitCodes.Ok, await Bench("report", run, "--out", Temp["report"]));
        Assert.DoesNotContain("ncomplete", File.ReadAllText(Path.Combine(Temp["report"], "report.md")), StringComparison.Ordinal);

        // tune.json as a version without the warm-up wrote it: the resumed search has none, so its record replays as it ran.
        var settings = Path.Combine(run, TuneSettingsFile.FileName);
        var json = System.Text.Json.Nodes.JsonNode.Parse(File.ReadAllText(settings))!.AsObject();
        Assert.True(json.Remove("warm_up"), "tune.json names warm_up");
        Assert.True(json.Remove("copy_limit"), "tune.json names copy_limit"); // nor the copy rate as its limit
        Assert.True(json.Remove("trade_ends"), "tune.json names trade_ends"); // nor the trade's ends
        Assert.True(json.Remove("against_default"), "tune.json names against_default"); // nor the default in the final round
        File.WriteAllText(settings, json.ToJsonString());
        var (config, errors) = TuneConfigBuilder.Build(TuneRunOptions.Default with { Run = RunOptions.Default with { ResumeDirectory = run } }, DateTime.UtcNow);

        Assert.Empty(errors);
        Assert.Equal(0, config!.Options.MaxWarmUp);
        Assert.Equal(0, config.Given.ToFile().WarmUp);
        Assert.False(config.Given.CopyLimit);
        Assert.False(config.Given.ToFile().CopyLimit);
        Assert.False(config.Options.TradeEnds);
        Assert.False(config.Given.ToFile().TradeEnds);
        Assert.False(config.Options.AgainstDefault);
        Assert.False(config.Given.ToFile().AgainstDefault);
    }

    [Fact]
    public async Task A_finished_tune_whose_results_csv_lost_rows_is_reported_with_its_rows_missing()
    {
        Assert.Equal(ExitCodes.Ok, await Tune(["restore", .. SmallGrid, "--budget", "7"]));
        var run = Run;
        var results = Path.Combine(run, RunFiles.Results);
        var lines = File.ReadAllLines(results);
        var ran = lines.Length - 1;
        Assert.Equal(ran, ManifestFile.Read(run).Tune!.CaseRuns);
        File.WriteAllLines(results, lines[..^2]); // two rows deleted by hand after it ended

        Assert.Equal(ExitCodes.Ok, await Bench("report", run, "--out", Temp["report"]));

        Assert.Contains(
            $"{Path.GetFileName(run)}) finished, but 2 of {ran} rows missing from its results.csv",
            File.ReadAllText(Path.Combine(Temp["report"], "report.md")), StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_finished_tune_given_to_resume_is_left_as_it_is()
    {
        Assert.Equal(ExitCodes.Ok, await Tune(["restore", .. SmallGrid, "--budget", "7"]));
        var run = Run;
        var before = Directory.GetFiles(run, "*", SearchOption.AllDirectories).ToDictionary(f => f, File.ReadAllBytes);

        var exit = await Bench("tune", "--resume", run);

        Assert.Equal(ExitCodes.Ok, exit);
        Assert.Contains($"nothing to do: tune {Path.GetFileName(run)} is complete (", Cli.Output, StringComparison.Ordinal);
        var after = Directory.GetFiles(run, "*", SearchOption.AllDirectories);
        Assert.Equal(before.Keys.Order(), after.Order());
        Assert.All(after, f => Assert.True(before[f].AsSpan().SequenceEqual(File.ReadAllBytes(f)), $"{f} is unchanged"));
    }

    [Fact]
    public async Task A_tune_that_ended_complete_without_its_answer_written_is_resumed_and_writes_it()
    {
        Assert.Equal(ExitCodes.Ok, await Tune(["restore", .. SmallGrid, "--budget", "7"]));
        var run = Run;
        File.Delete(Path.Combine(run, TuneOutputs.ReportFile));

        var exit = await Bench("tune", "--resume", run);

        Assert.Equal(ExitCodes.Ok, exit);
        Assert.DoesNotContain("nothing to do", Cli.Output, StringComparison.Ordinal);
        Assert.True(File.Exists(Path.Combine(run, TuneOutputs.ReportFile)), "tune.md written by the resume");
    }

    [Fact]
    public async Task An_interrupted_tune_resumes_by_replaying_its_case_runs_to_the_search_then_going_on()
    {
        await Tune(["restore", .. SmallGrid, "--budget", "10"]);
        var run = Run;
        var results = Path.Combine(run, RunFiles.Results);
        var lines = File.ReadAllLines(results);
        Assert.True(lines.Length > 4, "the first tune ran more than 3 cases");
        // As a kill leaves it: three rows, no tune outputs, the manifest still running.
        File.WriteAllLines(results, lines.Take(4));
        foreach (var file in new[] { TuneOutputs.PathFile, TuneOutputs.RankedFile, TuneOutputs.ResultFile })
        {
            File.Delete(Path.Combine(run, file));
        }

        ManifestFile.Write(run, ManifestFile.Read(run) with { Status = "running", EndedUtc = null });
        var kept = CsvTableReader.ReadAll<ResultRow>(results);

        // Its own settings (tune.json) are what it resumes with: options that would change them are refused, each named.
        AssertRefused(await Bench("tune", "--resume", run, "--budget", "40", "--size", "1GB"), "--budget: not taken with --resume", "--size: not taken with --resume");
        AssertRefused(await Bench("tune", "backup", "--resume", run), "mode: 'backup', but the tune in ", "is a restore tune");
        Assert.Equal("running", ManifestFile.Read(run).Status);

        var exit = await Bench("tune", "--resume", run);

        Assert.Equal(ExitCodes.Ok, exit);
        Assert.Contains("resuming", Cli.Output, StringComparison.Ordinal);
        Assert.Equal(3, Cli.Output.Split(" recorded ").Length - 1);
        var path = CsvTableReader.ReadAll<TunePathRow>(Path.Combine(run, TuneOutputs.PathFile));
        Assert.Equal(kept.Select(r => r.TransferMbS), path.Take(3).Select(p => p.TransferMbS));
        Assert.Equal(CsvTableReader.ReadAll<ResultRow>(results).Count, path.Count);
        Assert.Equal(path.Count, Result(run).GetProperty("case_runs").GetInt32());
        Assert.InRange(path.Count, 4, 10);
        Assert.Equal("complete", ManifestFile.Read(run).Status);
    }

    [Fact]
    public async Task The_console_and_tune_md_say_the_fixed_axes_once_and_each_setting_by_its_searched_axes_while_the_csv_files_keep_every_axis()
    {
        var exit = await Tune(["restore", .. SmallGrid, "--budget", "7"]);

        Assert.Equal(ExitCodes.Ok, exit);
        var printed = Regex.Replace(Cli.Output, @"\s+", " ");
        Assert.Contains("fixed: block_size=default compression=off (every setting: the lines below name the searched axes only)", printed, StringComparison.Ordinal);
        Assert.Matches(@"screen stripes=\d+ buffer_count=\d+ max_transfer_size=\d+KB: ", printed);
        Assert.DoesNotMatch(@"max_transfer_size=\d+KB block_size", printed);
        var markdown = File.ReadAllText(Path.Combine(Run, TuneOutputs.ReportFile));
        Assert.Single(Regex.Matches(markdown, "block_size=default compression=off"));
        Assert.Contains("- Fixed: block_size=default compression=off, for every setting", markdown, StringComparison.Ordinal);
        Assert.All(CsvTableReader.ReadAll<TunePathRow>(Path.Combine(Run, TuneOutputs.PathFile)), p => Assert.EndsWith(" block_size=default compression=off", p.Best, StringComparison.Ordinal));
        Assert.EndsWith(" compression=off", Result(Run).GetProperty("best").GetProperty("setting").GetString(), StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_tune_begun_before_the_copy_limit_resumes_with_each_new_row_held_against_the_write_alone_as_its_search_is()
    {
        await Tune(["restore", .. SmallGrid, "--budget", "10", "--baseline-size", "32MB"]);
        var run = Run;
        var results = Path.Combine(run, RunFiles.Results);
        File.WriteAllLines(results, File.ReadAllLines(results).Take(4));
        foreach (var file in new[] { TuneOutputs.PathFile, TuneOutputs.RankedFile, TuneOutputs.ResultFile, TuneOutputs.ReportFile })
        {
            File.Delete(Path.Combine(run, file));
        }

        ManifestFile.Write(run, ManifestFile.Read(run) with { Status = "running", EndedUtc = null });
        // As a version before the copy limit left it: tune.json without copy_limit, whose search held the write alone.
        var settings = Path.Combine(run, TuneSettingsFile.FileName);
        File.WriteAllText(settings, Regex.Replace(File.ReadAllText(settings), @"\s*""copy_limit"": \w+,", string.Empty));
        Assert.Null(TuneSettingsFile.Read(run).CopyLimit);

        var exit = await Bench("tune", "--resume", run);

        Assert.Equal(ExitCodes.Ok, exit);
        Assert.Contains("(the baseline's write)", Cli.Output, StringComparison.Ordinal);
        var added = CsvTableReader.ReadAll<ResultRow>(results).Skip(3).Where(r => r.TransferMbS is not null).ToList();
        Assert.NotEmpty(added);
        Assert.All(added, r => Assert.Equal(100 * r.TransferMbS!.Value / r.LimitMbS!.Value, r.LimitPct!.Value, 0.15));
    }
}
