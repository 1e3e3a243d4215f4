using Bench.Harness.Runner;
using Bench.Results.Csv;
using Bench.Results.Manifest;

namespace Bench.Harness.Tests.Cli;

public sealed class RunCommandTests : CommandTest
{

    private Task<int> Run(params string[] args) =>
        Bench(["run", "--data-dir", Temp["data"], "--out", Temp["runs"], .. args.Contains("--baseline-size") ? args : [.. args, "--baseline-size", "0"]]);

    private string Matrix(string json)
    {
        File.WriteAllText(Temp["matrix.json"], json);
        return Temp["matrix.json"];
    }

    [Fact]
    public async Task A_small_matrix_runs_every_case_and_repetition_and_leaves_only_the_run_folder()
    {
        Directory.CreateDirectory(Temp["data"]);
        File.WriteAllText(Temp["data/keep.txt"], "user file");

        var exit = await Run("--matrix", Matrices.Path("small.json"), "--label", "disk", "--fleet", "lab");

        Assert.Equal(ExitCodes.Ok, exit);
        var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        Assert.EndsWith("-disk", run, StringComparison.Ordinal);
        var rows = CsvTableReader.ReadAll<ResultRow>(Path.Combine(run, RunFiles.Results));
        Assert.Equal(18, rows.Count);
        Assert.All(rows, r => Assert.Equal(CaseStatus.Ok, r.Status));
        Assert.Equal(6, rows.Count(r => r.Scenario == "autogrow"));
        Assert.All(rows.Where(r => r.Scenario == "create" && r.Parameters.Ifi == false), r => Assert.Equal((2 * r.Parameters.SizeBytes) + (1 << 20), r.BytesWritten));
        Assert.All(rows.Where(r => r.Scenario == "autogrow"), r => Assert.NotNull(r.StallMaxMs));
        Assert.Equal(12, CsvTableReader.ReadAll<GrowthStallRow>(Path.Combine(run, RunFiles.Stalls)).Count);
        Assert.Equal(6, File.ReadAllLines(Path.Combine(run, RunFiles.Summary)).Length - 1);

        var manifest = ManifestFile.Read(run);
        Assert.Equal("complete", manifest.Status);
        Assert.Equal(6, manifest.Cases.Count);
        Assert.NotNull(manifest.Overhead);
        Assert.NotNull(manifest.EndedUtc);
        Assert.True(manifest.PeakRssBytes >= rows.Max(r => r.PeakRssBytes), "the run's peak memory is at least every case's");
        var fleet = Assert.IsType<FleetInfo>(manifest.Fleet);
        Assert.Equal(("lab", Environment.MachineName), (fleet.Fleet, fleet.Host));
        Assert.Equal(MatrixHash.Of(manifest.Cases.Select(c => c.CaseId.ToString()), manifest.Repetitions), fleet.MatrixHash);
        Assert.Matches("^[0-9a-f]{32}$", fleet.MachineId);
        Assert.False(string.IsNullOrWhiteSpace(fleet.VolumeId));
        var runId = Path.GetFileName(run);
        Assert.All(rows, r => Assert.Equal(runId, r.RunId));
        Assert.All(CsvTableReader.ReadAll<GrowthStallRow>(Path.Combine(run, RunFiles.Stalls)), s => Assert.Equal(runId, s.RunId));
        Assert.All(CsvTableReader.ReadAll<Bench.Results.Statistics.SummaryRow>(Path.Combine(run, RunFiles.Summary)), s => Assert.Equal(runId, s.RunId));
        Assert.All(File.ReadLines(Path.Combine(run, RunFiles.Samples)).Skip(1), line => Assert.EndsWith("," + runId, line, StringComparison.Ordinal));

        Assert.Equal(["keep.txt"], Directory.EnumerateFileSystemEntries(Temp["data"]).Select(Path.GetFileName));
        Assert.Equal("user file", File.ReadAllText(Temp["data/keep.txt"]));
        Assert.Contains("IFI saves", Cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("IFI off/on", Cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Throughput_is_the_whole_operation_with_zeroing_and_page_writes_in_columns_of_their_own()
    {
        var matrix = Matrix("""
            { "repetitions": 1,
              "cases": [ { "scenario": "create", "size": "4MB", "write_size": "256KB" },
                         { "scenario": "autogrow", "initial_size": "1MB", "growth": "2MB", "growths": 2, "write_size": "256KB" },
                         { "scenario": "firstwrite", "size": "4MB", "write_size": "256KB" } ] }
            """);

        Assert.Equal(ExitCodes.Ok, await Run("--matrix", matrix));

        var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        var rows = CsvTableReader.ReadAll<ResultRow>(Path.Combine(run, RunFiles.Results));
        ResultRow Row(string scenario, bool ifi) => Assert.Single(rows, r => r.Scenario == scenario && r.Parameters.Ifi == ifi);
        Assert.All(rows, r => Assert.Equal(CaseStatus.Ok, r.Status));
        Assert.All(new[] { Row("create", true), Row("autogrow", true) }, r => Assert.Null(r.ThroughputMbS));
        Assert.All(new[] { Row("create", false), Row("autogrow", false), Row("firstwrite", true), Row("firstwrite", false) }, r => Assert.NotNull(r.ThroughputMbS));
        Assert.All(rows.Where(r => r.Scenario == "create"), r => Assert.NotNull(r.ZeroMbS));
        Assert.Null(Row("autogrow", true).ZeroMbS);
        Assert.NotNull(Row("autogrow", false).ZeroMbS);
        Assert.All(rows.Where(r => r.Scenario != "create"), r =>
        {
            Assert.NotNull(r.FillMs);
            Assert.NotNull(r.FillMbS);
            Assert.Null(r.TransferMs);
        });
        Assert.All(rows.Where(r => r.Scenario == "firstwrite"), r =>
        {
            Assert.Equal(r.ElapsedMs, r.FillMs);
            Assert.Equal(64 * 1024, r.Parameters.PageWriteSize);
            Assert.Equal((4L << 20) + (1L << 20) + (r.Parameters.Ifi == true ? 0 : 4L << 20), r.BytesWritten);
        });
        var durability = ManifestFile.Read(run).Durability;
        Assert.Equal("sqlserver", durability!.Mode);
        Assert.Equal([true, true, false], durability.Files.Select(f => f.WriteThrough));
    }

    [Fact]
    public async Task Words_of_target_durability_profile_and_scenario_are_taken_whatever_their_case_and_kept_in_lower_case()
    {
        Assert.Equal(ExitCodes.Ok, await Bench("matrix", "--profile", "QUICK", "--scenario", "Create"));

        var exit = await Run("--matrix", Matrices.Path("small.json"), "--scenario", "CREATE", "--repetitions", "1", "--target", "NATIVE", "--durability", "None", "--no-report");

        Assert.Equal(ExitCodes.Ok, exit);
        var manifest = ManifestFile.Read(Assert.Single(Directory.GetDirectories(Temp["runs"])));
        Assert.Equal(("native", "none", "native"), (manifest.Target, manifest.Durability!.Mode, manifest.Label));
        Assert.Equal(("native", "none"), (manifest.Settings!.Target, manifest.Settings.Durability));
        Assert.Equal(["create"], manifest.Settings.Scenarios);
    }

    [Fact]
    public async Task A_data_dir_the_harness_created_is_removed_again()
    {
        var exit = await Run("--matrix", Matrices.Path("small.json"), "--scenario", "create", "--repetitions", "1");

        Assert.Equal(ExitCodes.Ok, exit);
        Assert.False(Directory.Exists(Temp["data"]));
    }

    public static TheoryData<string, string[], string> BadInputs() => new()
    {
        { "unknown scenario", ["--scenario", "bakcup"], "scenario: unknown scenario 'bakcup'; did you mean 'backup'? Allowed: create, autogrow, backup, restore" },
        { "unknown profile", ["--profile", "quik"], "did you mean 'quick'" },
        { "zero size", ["--matrix", "{ \"cases\": [ { \"scenario\": \"create\", \"size\": \"0MB\" } ] }"], "size: '0MB' is not allowed. Allowed: a size from 1MB to 64TB" },
        { "negative size", ["--matrix", "{ \"cases\": [ { \"scenario\": \"create\", \"size\": \"-5GB\" } ] }"], "size: '-5GB' is not allowed" },
        { "larger than the free space", ["--matrix", "{ \"cases\": [ { \"scenario\": \"create\", \"size\": \"64TB\" } ] }"], "the run holds up to 64 TiB at once" },
        { "malformed matrix", ["--matrix", "{ \"cases\": [ { \"scenario\": \"create\", } "], "matrix.json(1," },
        { "missing matrix file", ["--matrix", "!missing"], "cannot read the file" },
        { "unknown parameter", ["--matrix", "{ \"cases\": [ { \"scenario\": \"autogrow\", \"grow\": \"1GB\" } ] }"], "did you mean 'growth'" },
        { "zero repetitions", ["--repetitions", "0"], "repetitions: 0 is out of range" },
        { "bad label", ["--label", "a/b"], "label: 'a/b' cannot name a folder" },
        { "other target", ["--target", "oracle"], "target: 'oracle' is not a target of bench" },
        { "bad write size", ["--matrix", "{ \"cases\": [ { \"scenario\": \"create\", \"write_size\": \"100KB\" } ] }"], "a multiple of 64KB" },
        { "max_transfer_size above 4MB", ["--matrix", "{ \"cases\": [ { \"scenario\": \"restore\", \"max_transfer_size\": \"8MB\" } ] }"], "max_transfer_size: '8MB' is not allowed. Allowed: a size from 64KB to 4MB, a multiple of 64KB" },
        { "max_transfer_size not whole 64KB", ["--matrix", "{ \"cases\": [ { \"scenario\": \"backup\", \"max_transfer_size\": \"100KB\" } ] }"], "max_transfer_size: '100KB' is not allowed" },
        { "block_size not a power of two", ["--matrix", "{ \"cases\": [ { \"scenario\": \"restore\", \"block_size\": \"3000B\" } ] }"], "block_size: '3000B' is not allowed. Allowed: a power of two from 512B to 64KB, or default" },
        { "block_size above 64KB", ["--matrix", "{ \"cases\": [ { \"scenario\": \"backup\", \"block_size\": \"128KB\" } ] }"], "block_size: '128KB' is not allowed" },
        { "65 stripes", ["--matrix", "{ \"cases\": [ { \"scenario\": \"restore\", \"stripes\": 65 } ] }"], "stripes: '65' is not allowed. Allowed: a whole number from 1 to 64" },
        { "zero buffers", ["--matrix", "{ \"cases\": [ { \"scenario\": \"backup\", \"buffer_count\": 0 } ] }"], "buffer_count: '0' is not allowed. Allowed: a whole number from 1 to 1000000, or default" },
        { "buffer memory above 1GB", ["--matrix", "{ \"cases\": [ { \"scenario\": \"restore\", \"buffer_count\": 300, \"max_transfer_size\": \"4MB\" } ] }"], "buffer memory 300 x 4MB = 1.2 GiB is above max_buffer_memory (1 GiB)" },
        { "default buffer count's memory", ["--matrix", "{ \"cases\": [ { \"scenario\": \"backup\", \"stripes\": 64, \"max_transfer_size\": \"4MB\", \"compression\": \"on\" } ] }"], "buffer memory 257 (buffer_count default: the estimate stripes x 4 + data files, which the native target runs) x 4MB x 3 (compression) = 3 GiB is above max_buffer_memory (1 GiB). Allowed: a buffer_count given below the default's estimate, or a smaller max_transfer_size" },
        { "compressed buffer memory", ["--matrix", "{ \"cases\": [ { \"scenario\": \"backup\", \"buffer_count\": 100, \"max_transfer_size\": \"4MB\", \"compression\": \"on\" } ] }"], "\"max_buffer_memory\": \"2GB\" in this matrix entry" },
        { "bad baseline size", ["--baseline-size", "lots"], "baseline-size: 'lots' is not allowed" },
        { "sample interval below 100 ms", ["--sample-interval", "50"], "sample-interval: 50 ms is not allowed. Allowed: 0 (no sampling) or 100 to 60000 milliseconds" },
        { "sample interval not a number", ["--sample-interval", "fast"], "--sample-interval" },
        { "unknown durability", ["--durability", "fsync"], "durability: 'fsync' is not allowed. Allowed: sqlserver (data and log files written through, as SQL Server opens them) or none" },
        {
            "durability for a server", ["--target", "sqlserver", "--connection", "Server=127.0.0.1,1;User Id=sa;Password=x", "--durability", "none"],
            "durability: 'none' is for the native target: a server opens its own files"
        },
        { "image for the native target", ["--image", "foo"], "--image: it names the image --container starts, and no container is started. Allowed: --target sqlserver --container --image IMAGE, or no --image" },
        {
            "image for a server given by its connection string", ["--target", "sqlserver", "--connection", "Server=127.0.0.1,1;User Id=sa;Password=x", "--image", "foo"],
            "--image: it names the image --container starts"
        },
        { "matrix and profile", ["--matrix", "{ \"cases\": [ { \"scenario\": \"create\", \"size\": \"4MB\" } ] }", "--profile", "full"], "--profile: --matrix and --profile cannot be given together" },
        {
            "buffer memory no max_buffer_memory allows", ["--matrix", "{ \"cases\": [ { \"scenario\": \"backup\", \"buffer_count\": 1000000, \"max_transfer_size\": \"4MB\" } ] }"],
            "this combination cannot be allowed, as max_buffer_memory allows at most 1TB"
        },
        {
            "baseline larger than the free space", ["--matrix", "{ \"cases\": [ { \"scenario\": \"create\", \"size\": \"4MB\" } ] }", "--baseline-size", "64TB"],
            "--baseline-size: the baseline's file of 64 TiB and its copy"
        },
        { "cases larger than the free space with a baseline", ["--matrix", "{ \"cases\": [ { \"scenario\": \"create\", \"size\": \"64TB\" } ] }", "--baseline-size", "1GB"], "cases[0]: the run holds up to 64 TiB at once (at ifi=on, with the backups and databases made for its cases) plus a margin" },
    };

    [Fact]
    public async Task Every_independent_option_error_is_reported_with_a_misspelt_profile()
    {
        var exit = await Run("--repetitions", "0", "--profile", "quik", "--scenario", "nope", "--scenario", "nada");

        AssertRefused(exit, "--repetitions: 0 is out of range", "--profile: unknown profile 'quik'", "unknown scenario 'nope'", "unknown scenario 'nada'");
    }

    [Fact]
    public async Task An_error_both_the_options_and_the_matrix_find_is_said_once()
    {
        var exit = await Run("--repetitions", "0", "--scenario", "nope");

        Assert.Equal(ExitCodes.BadInput, exit);
        Assert.Single(Cli.Output.Split("--repetitions: 0 is out of range")[1..]);
        Assert.Single(Cli.Output.Split("unknown scenario 'nope'")[1..]);
    }

    [Fact]
    public async Task A_finished_run_resumed_has_nothing_to_do_and_its_files_stay_as_they_were()
    {
        Assert.Equal(ExitCodes.Ok, await Run("--matrix", Matrix("""{ "repetitions": 2, "cases": [ { "scenario": "create", "size": "1MB", "write_size": "256KB" } ] }"""), "--label", "done"));
        var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        var files = Directory.GetFiles(run, "*", SearchOption.AllDirectories).ToDictionary(f => f, File.ReadAllBytes);
        var rows = CsvTableReader.ReadAll<ResultRow>(Path.Combine(run, RunFiles.Results)).Count;

        var exit = await Bench("run", "--resume", run);

        Assert.Equal(ExitCodes.Ok, exit);
        Assert.Contains($"nothing to do: run {Path.GetFileName(run)} is complete ({rows} rows)", Flat(Cli.Output), StringComparison.Ordinal);
        Assert.Contains($"bench report {run}", Flat(Cli.Output), StringComparison.Ordinal);
        Assert.DoesNotContain("resuming", Cli.Output[Cli.Output.IndexOf("nothing to do", StringComparison.Ordinal)..], StringComparison.Ordinal);
        Assert.Equal(files.Keys.Order(), Directory.GetFiles(run, "*", SearchOption.AllDirectories).Order());
        Assert.All(files, f => Assert.Equal(f.Value, File.ReadAllBytes(f.Key)));
    }

    [Fact]
    public async Task A_run_stopped_after_its_last_row_but_before_its_end_is_ended_by_its_resume_not_called_complete()
    {
        Assert.Equal(ExitCodes.Ok, await Run("--matrix", Matrix("""{ "repetitions": 2, "cases": [ { "scenario": "create", "size": "1MB", "write_size": "256KB" } ] }"""), "--label", "late", "--no-report"));
        var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        ManifestFile.Write(run, ManifestFile.Read(run) with { Status = "running", EndedUtc = null, Study = null });

        var exit = await Bench("run", "--resume", run, "--no-report");

        Assert.Equal(ExitCodes.Ok, exit);
        Assert.DoesNotContain("nothing to do", Cli.Output, StringComparison.Ordinal);
        var manifest = ManifestFile.Read(run);
        Assert.Equal("complete", manifest.Status);
        Assert.NotNull(manifest.EndedUtc);
    }

    [Fact]
    public async Task A_native_folder_from_before_restores_zeroed_the_log_during_the_copy_is_resumed_only_with_no_restore_left()
    {
        var matrix = Matrix("""
            { "cases": [ { "scenario": "create", "size": "1MB", "write_size": "256KB" },
                         { "scenario": "restore", "size": "1MB", "write_size": "256KB", "ifi": "on" } ] }
            """);
        Assert.Equal(ExitCodes.Ok, await Run("--matrix", matrix, "--label", "old", "--no-report"));
        var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        ManifestFile.Write(run, ManifestFile.Read(run) with { Status = "running", EndedUtc = null, Study = null, RestoreLogZeroedDuringCopy = null });
        var results = Path.Combine(run, RunFiles.Results);
        var lines = File.ReadAllLines(results);
        var rows = CsvTableReader.ReadAll<ResultRow>(results);
        void Keep(Func<ResultRow, bool> kept) =>
            File.WriteAllLines(results, [lines[0], .. rows.Select((r, i) => (r, i)).Where(x => kept(x.r)).Select(x => lines[x.i + 1])]);

        // Its restore rows missing: this version would add rows zeroing the log during the copy to a folder whose one flag says it did not.
        Keep(r => r.Scenario != "restore");
        var exit = await Bench("run", "--resume", run, "--no-report");

        AssertRefused(exit, "--resume: ", "whose native restores zeroed the log before the copy", "restore row(s) still to run", "Allowed: a new run");
        Assert.Null(ManifestFile.Read(run).RestoreLogZeroedDuringCopy);

        // Its restore rows all there, a create missing: nothing mixes, the resume runs it.
        Keep(r => r.Scenario == "restore");
        Assert.Equal(ExitCodes.Ok, await Bench("run", "--resume", run, "--no-report"));
        Assert.Equal("complete", ManifestFile.Read(run).Status);
        Assert.Equal(rows.Count, CsvTableReader.ReadAll<ResultRow>(results).Count);
    }

    [Fact]
    public async Task A_resume_refuses_a_matrix_other_than_the_one_the_run_started_with_and_falls_back_only_to_the_same_one()
    {
        var matrix = Matrix("""{ "cases": [ { "scenario": "create", "size": ["1MB", "2MB"], "write_size": "256KB" } ] }""");
        Assert.Equal(ExitCodes.Ok, await Run("--matrix", matrix, "--label", "two", "--no-report"));
        var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        ManifestFile.Write(run, ManifestFile.Read(run) with { Status = "cancelled", EndedUtc = null, Study = null });
        var results = Path.Combine(run, RunFiles.Results);
        var all = CsvTableReader.ReadAll<ResultRow>(results).Count;
        File.WriteAllLines(results, File.ReadAllLines(results).Take(2));
        var copy = Path.Combine(run, RunFiles.Matrix);
        File.WriteAllText(copy, """{ "cases": [ { "scenario": "create", "size": "1MB", "write_size": "256KB" }, { "scenario": "create", "size": "3MB" } ] }""");
        var before = Directory.GetFiles(run).ToDictionary(f => f, File.ReadAllBytes);

        // The folder's matrix.json replaced: refused, naming it, nothing written.
        var exit = await Bench("run", "--resume", run, "--no-report");

        AssertRefused(exit, $"--resume: {copy} differs from the matrix this run started with", "lacks 2 cases it started with (first create/size=2MB", "Allowed: the matrix file the run started with, put back as");
        Assert.All(before, f => Assert.Equal(f.Value, File.ReadAllBytes(f.Key)));

        // No matrix.json, and the run's --matrix edited since: refused, not resumed from the edited file.
        File.Delete(copy);
        File.WriteAllText(matrix, """{ "cases": [ { "scenario": "create", "size": "1MB", "write_size": "256KB" } ] }""");
        AssertRefused(await Bench("run", "--resume", run, "--no-report"), $"--resume: {run} has no matrix.json, and {matrix} (the run's --matrix) differs");

        // The --matrix as it was: the same cases, so the resume runs the one missing.
        File.WriteAllText(matrix, """{ "cases": [ { "scenario": "create", "size": ["1MB", "2MB"], "write_size": "256KB" } ] }""");
        Assert.Equal(ExitCodes.Ok, await Bench("run", "--resume", run, "--no-report"));
        Assert.Equal(all, CsvTableReader.ReadAll<ResultRow>(results).Count);
        Assert.Equal("complete", ManifestFile.Read(run).Status);
    }

    [Theory]
    [InlineData("""{ "repetitions": 3, "cases": [ { "scenario": "create", "size": ["1MB", "2MB"], "write_size": "256KB" } ] }""", "first create/size=1MB/", "3 repetitions, the run started with 2")]
    [InlineData("""{ "repetitions": 2, "cases": [ { "scenario": "create", "size": ["1MB", "2MB"], "write_size": "256KB", "repetitions": 1 } ] }""", "first create/size=", "1 repetition, the run started with 2")]
    public async Task A_resume_refuses_a_matrix_json_whose_repetitions_were_edited_as_it_would_run_those_the_run_started_with(string edited, string first, string said)
    {
        var matrix = Matrix("""{ "repetitions": 2, "cases": [ { "scenario": "create", "size": ["1MB", "2MB"], "write_size": "256KB" } ] }""");
        Assert.Equal(ExitCodes.Ok, await Run("--matrix", matrix, "--label", "two", "--no-report"));
        var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        ManifestFile.Write(run, ManifestFile.Read(run) with { Status = "cancelled", EndedUtc = null, Study = null });
        var results = Path.Combine(run, RunFiles.Results);
        File.WriteAllLines(results, File.ReadAllLines(results).Take(2));
        var copy = Path.Combine(run, RunFiles.Matrix);
        File.WriteAllText(copy, edited);
        var before = Directory.GetFiles(run).ToDictionary(f => f, File.ReadAllBytes);

        var exit = await Bench("run", "--resume", run, "--no-report");

        AssertRefused(exit, $"--resume: {copy} differs from the matrix this run started with: it plans 4 cases other numbers of times than its manifest.json records ({first}", said, "Allowed: the matrix file the run started with, put back as");
        Assert.All(before, f => Assert.Equal(f.Value, File.ReadAllBytes(f.Key)));
    }

    [Fact]
    public void A_folder_that_cannot_be_written_is_said_as_permission_denied_in_one_sentence()
    {
        Assert.Equal("permission denied (Access to the path '/x/bench-1' is denied)", RunSession.WhyNot(new UnauthorizedAccessException("Access to the path '/x/bench-1' is denied.")));
        Assert.Equal("Read-only file system : '/x'", RunSession.WhyNot(new IOException("Read-only file system : '/x'.")));
    }

    [Fact]
    public async Task A_tunes_folder_given_to_run_resume_is_named_as_a_tunes_with_the_command_that_resumes_it()
    {
        const string runId = "20261122-101500-tune-restore";
        var folder = Temp[Path.Combine("runs", runId)];
        Directory.CreateDirectory(folder);
        ManifestFile.Write(folder, TestManifests.Of(runId, "tune-restore", "native") with
        {
            Status = "running",
            Settings = new RunSettings("tune", null, [], "native", Temp["data"], null, null, 0, 0),
        });

        var exit = await Bench("run", "--resume", folder);

        AssertRefused(exit, "--resume: ", "is a tune's folder, not a run's. Allowed: bench tune --resume");
        Assert.DoesNotContain("--profile", Cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Options_a_resumed_run_would_ignore_are_refused_each_by_name()
    {
        const string runId = "20261122-101500-disk";
        var folder = Temp[Path.Combine("runs", runId)];
        Directory.CreateDirectory(folder);
        File.WriteAllText(Path.Combine(folder, "matrix.json"), """{ "repetitions": 1, "cases": [ { "scenario": "create", "size": "1MB" } ] }""");
        ManifestFile.Write(folder, TestManifests.Of(runId, "disk", "native") with
        {
            Status = "running",
            Settings = new RunSettings("quick", null, [], "native", Temp["data"], null, null, 0, 1000),
        });

        var exit = await Bench("run", "--resume", folder, "--profile", "full", "--repetitions", "7", "--label", "foo", "--data-dir", Temp["elsewhere"], "--no-report");

        string[] ignored = ["--profile", "--repetitions", "--label", "--data-dir"];
        AssertRefused(exit, [.. ignored.Select(option => $"{option}: not taken with --resume: the run's own settings are used on resume")]);
        Assert.DoesNotContain("--no-report:", Cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("command line: --resume:", Cli.Output, StringComparison.Ordinal);
        Assert.False(Directory.Exists(Temp["data"]) || Directory.Exists(Temp["elsewhere"]), "nothing ran");
    }

    [Theory]
    [MemberData(nameof(BadInputs))]
    public async Task Bad_input_exits_2_before_any_io_naming_the_field_and_what_is_allowed(string what, string[] args, string message)
    {
        var arguments = args.Select(a => a.StartsWith('{') ? Matrix(a) : a == "!missing" ? Temp["missing.json"] : a).ToArray();

        var exit = await Run(arguments);

        Assert.True(ExitCodes.BadInput == exit, what);
        Assert.Contains(message, Flat(Cli.Output), StringComparison.Ordinal);
        Assert.False(Directory.Exists(Temp["data"]), "nothing was written to the data dir");
        Assert.False(Directory.Exists(Temp["runs"]), "no run folder was made");
    }

    [Fact]
    public async Task A_data_dir_that_cannot_be_created_is_refused_with_exit_2()
    {
        File.WriteAllText(Temp["file"], "not a directory");

        var exit = await BenchApp.RunAsync(
            ["run", "--data-dir", Temp["file/data"], "--out", Temp["runs"]], Cli.Console, TextWriter.Null, TestContext.Current.CancellationToken);

        Assert.Equal(ExitCodes.BadInput, exit);
        Assert.Contains("data-dir", Cli.Output, StringComparison.Ordinal);
        Assert.Contains("is a file", Cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task An_unknown_option_exits_2()
    {
        var exit = await Run("--repetition", "3");

        Assert.Equal(ExitCodes.BadInput, exit);
        Assert.Contains("--repetition", Cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Cancelling_mid_run_keeps_finished_rows_removes_the_running_case_and_exits_130()
    {
        using var cancel = CancellationTokenSource.CreateLinkedTokenSource(TestContext.Current.CancellationToken);
        cancel.CancelAfter(TimeSpan.FromSeconds(1));
        var matrix = Matrix("""{ "repetitions": 1000, "cases": [ { "scenario": "create", "size": "64MB", "ifi": "off", "write_size": "64KB" } ] }""");

        var exit = await BenchApp.RunAsync(
            ["run", "--matrix", matrix, "--data-dir", Temp["data"], "--out", Temp["runs"], "--baseline-size", "0"], Cli.Console, TextWriter.Null, cancel.Token);

        Assert.Equal(ExitCodes.Cancelled, exit);
        var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        var rows = CsvTableReader.ReadAll<ResultRow>(Path.Combine(run, RunFiles.Results));
        Assert.InRange(rows.Count, 0, 999);
        Assert.All(rows, r => Assert.Equal(CaseStatus.Ok, r.Status));
        Assert.Equal("cancelled", ManifestFile.Read(run).Status);
        Assert.False(Directory.Exists(Temp["data"]), "the running case's files and the run directory are gone");
    }

    [Fact]
    public async Task Backup_and_restore_cases_time_their_phases_against_the_volume_baseline_and_remove_every_file()
    {
        var matrix = Matrix("""
            { "repetitions": 2,
              "cases": [ { "scenario": "restore", "size": "4MB", "stripes": [1, 3], "buffer_count": [1, 4], "max_transfer_size": "256KB",
                           "compression": ["off", "on"], "write_size": "256KB" },
                         { "scenario": "backup", "size": "4MB", "files": 2, "stripes": 2, "block_size": "8KB", "max_transfer_size": "128KB" } ] }
            """);

        var exit = await Run("--matrix", matrix, "--baseline-size", "16MB", "--backup-dir", Temp["backups"]);

        Assert.Equal(ExitCodes.Ok, exit);
        var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        var rows = CsvTableReader.ReadAll<ResultRow>(Path.Combine(run, RunFiles.Results));
        Assert.Equal(34, rows.Count);
        Assert.All(rows, r => Assert.Equal(CaseStatus.Ok, r.Status));
        Assert.All(rows.Where(r => r.Scenario == "restore"), r =>
        {
            // The log is zeroed beside the data files' preparation and the copy, whose end waits for it.
            Assert.True(r.AllocateMs + r.TransferMs <= r.ElapsedMs, $"phases of {r.CaseId} add up to more than its elapsed time");
            Assert.True(r.LogZeroMs <= r.AllocateMs + r.TransferMs + 0.01, $"the log of {r.CaseId} was zeroed after its copy ended");

            // The data files (IFI off) and the log are zeroed at once: the time spent zeroing is the longer of the two, not their sum.
            var (zeroed, zeroMs) = r.Parameters.Ifi == true ? (1L << 20, r.LogZeroMs!.Value) : (5L << 20, Math.Max(r.AllocateMs!.Value, r.LogZeroMs!.Value));
            Assert.Equal(zeroed / 1e6 / (zeroMs / 1000), r.ZeroMbS!.Value, 0.01 * r.ZeroMbS.Value + 0.1);
            Assert.True(r.Parameters.Compression == true ? r.BytesRead < 3L << 20 : r.BytesRead == 4L << 20, $"{r.BytesRead} bytes read by {r.CaseId}");
            Assert.Equal((4L << 20) + (1L << 20) + (r.Parameters.Ifi == true ? 0 : 4L << 20), r.BytesWritten);
            Assert.InRange(r.PeakBuffersOut!.Value, 1, r.Parameters.BufferCount!.Value);
            Assert.NotNull(r.TransferMbS);
            Assert.NotNull(r.LimitPct);
        });
        Assert.All(rows.Where(r => r.Scenario == "backup"), r =>
        {
            Assert.Equal(8L << 20, r.BytesRead);
            Assert.True(r.TransferMs <= r.ElapsedMs);
            Assert.Null(r.AllocateMs);
        });
        var manifest = ManifestFile.Read(run);
        Assert.NotNull(manifest.Baseline);
        Assert.True(manifest.Baseline.WriteMbS > 0 && manifest.Baseline.ReadMbS > 0);
        // A database and four backups; the 1- and 3-file backups of one compression take turns over the two repetitions
        // (1 file, 3 files twice, 1 file again), so each compression's 1-file backup is made twice.
        Assert.Equal(7, manifest.Fixtures.Count);
        Assert.Equal(5, manifest.Fixtures.Select(f => f.Key).Distinct().Count());
        Assert.All(manifest.Cases, c => Assert.NotNull(c.BufferMemoryBytes));
        Assert.NotNull(manifest.BackupVolume);
        Assert.False(Directory.Exists(Temp["data"]), "every data file is gone");
        Assert.False(Directory.Exists(Temp["backups"]), "every backup file is gone");
    }
}
