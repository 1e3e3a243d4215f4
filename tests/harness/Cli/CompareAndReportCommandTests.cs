using Bench.Harness.Reporting;
using Bench.Results.Comparison;
using Bench.Results.Csv;
using Bench.Results.Manifest;

namespace Bench.Harness.Tests.Cli;

public sealed class CompareAndReportCommandTests : CommandTest
{

    private async Task<string> RunAsync(string label)
    {
        File.WriteAllText(Temp["matrix.json"], """{ "repetitions": 4, "cases": [ { "scenario": "create", "size": ["2MB", "4MB"], "write_size": "256KB", "ifi": ["on", "off"] } ] }""");
        Assert.Equal(ExitCodes.Ok, await Bench("run", "--matrix", Temp["matrix.json"], "--data-dir", Temp["data"], "--out", Temp["runs"], "--label", label, "--baseline-size", "0"));
        return Assert.Single(Directory.GetDirectories(Temp["runs"], $"*-{label}"));
    }

    [Fact]
    public async Task A_run_leaves_its_report_and_two_runs_compare_case_by_case()
    {
        var a = await RunAsync("a");
        var b = await RunAsync("b");
        Assert.True(File.Exists(Path.Combine(a, "report.html")));
        Assert.True(File.Exists(Path.Combine(a, "report.md")));
        Assert.True(File.Exists(Path.Combine(a, "charts", "ifi-create.svg")));
        Assert.True(File.Exists(Path.Combine(a, "charts", "ifi-create.png")));

        var exit = await Bench("compare", a, b, "--out", Temp["compare"]);

        Assert.Equal(ExitCodes.Ok, exit);
        var rows = CsvTableReader.ReadAll<ComparisonRow>(Temp["compare/comparison.csv"]);
        Assert.Equal(4, rows.Count);
        Assert.All(rows, r => Assert.Equal(("a", "b", 4, 4), (r.Baseline, r.Label, r.NBaseline, r.N)));
        Assert.True(File.Exists(Temp["compare/report.html"]));
        Assert.Contains("4 cases compared", Cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_run_folder_of_an_earlier_version_is_read_reported_and_compared_with_a_new_run()
    {
        var old = OldRun();
        var summary = RunSummaryReader.Load(old);
        Assert.Equal(12, summary.Rows.Count);
        Assert.Null(summary.Manifest.Durability);
        Assert.All(summary.Rows, r => Assert.Null(r.ZeroMbS));
        Assert.All(summary.Rows.Where(r => r.Scenario == "autogrow"), r =>
        {
            Assert.NotNull(r.TransferMs);
            Assert.Null(r.FillMs);
        });

        Assert.Equal(ExitCodes.Ok, await Bench("report", old, "--out", Temp["old-report"]));
        Assert.True(File.Exists(Temp["old-report/report.html"]));

        Assert.Equal(ExitCodes.Ok, await Bench("run", "--matrix", Path.Combine(old, "matrix.json"), "--data-dir", Temp["data"], "--out", Temp["runs"], "--label", "new", "--baseline-size", "0", "--no-report"));
        var exit = await Bench("compare", old, Assert.Single(Directory.GetDirectories(Temp["runs"])), "--out", Temp["compare"]);

        Assert.Equal(ExitCodes.Ok, exit);
        var rows = CsvTableReader.ReadAll<ComparisonRow>(Temp["compare/comparison.csv"]);
        Assert.Equal(6, rows.Count);
        Assert.All(rows, r => Assert.Equal(("old", "new", 2, 2), (r.Baseline, r.Label, r.NBaseline, r.N)));
    }

    [Fact]
    public async Task The_same_run_given_twice_is_refused_naming_it_and_nothing_is_written()
    {
        var old = OldRun();

        Assert.Equal(ExitCodes.BadInput, await Bench("report", old, old, "--out", Temp["compare"]));
        var exit = await Bench("compare", old, old, "--out", Temp["compare"]);

        Assert.Equal(ExitCodes.BadInput, exit);
        Assert.Contains("run 20261123-120531-old is given 2 times", Cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("Unhandled", Cli.Output, StringComparison.Ordinal);
        Assert.False(Directory.Exists(Temp["compare"]) && Directory.EnumerateFileSystemEntries(Temp["compare"]).Any(), "nothing written");
    }

    [Fact]
    public async Task A_cancelled_run_is_compared_saying_so_on_the_console_and_in_the_report_with_its_rows_of_those_planned()
    {
        var full = await RunAsync("disk");
        var cut = Temp["runs/20261122-101500-cut"];
        Directory.CreateDirectory(cut);
        File.WriteAllLines(Path.Combine(cut, RunFiles.Results), File.ReadLines(Path.Combine(full, RunFiles.Results)).Take(11));
        ManifestFile.Write(cut, ManifestFile.Read(full) with { RunId = "20261122-101500-cut", Label = "cut", Status = "cancelled" });

        var exit = await Bench("compare", full, cut, "--out", Temp["compare"]);

        Assert.Equal(ExitCodes.Ok, exit);
        const string said = "Incomplete: run cut (20261122-101500-cut) is cancelled: 10 of 16 rows;";
        Assert.Contains(said, Cli.Output, StringComparison.Ordinal);
        Assert.Contains(said, File.ReadAllText(Temp["compare/report.md"]), StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_sqlserver_run_against_a_native_run_says_per_case_what_share_of_the_volume_sql_server_reached()
    {
        var native = await RunAsync("disk");
        var server = Temp["runs/20261122-101500-sql"];
        Directory.CreateDirectory(server);
        foreach (var file in new[] { RunFiles.Results, RunFiles.Summary })
        {
            File.Copy(Path.Combine(native, file), Path.Combine(server, file));
        }

        // The same rows under a sqlserver manifest: what the comparison reads of a run's target is its manifest.
        ManifestFile.Write(server, ManifestFile.Read(native) with { RunId = "20261122-101500-sql", Target = "sqlserver", Label = "sql" });

        var exit = await Bench("compare", native, server, "--out", Temp["compare"]);

        Assert.Equal(ExitCodes.Ok, exit);
        var rows = CsvTableReader.ReadAll<ComparisonRow>(Temp["compare/comparison.csv"]);
        Assert.Equal(4, rows.Count);
        Assert.All(rows, r => Assert.Equal("SQL Server reached 100% of what the volume did", r.Note));
        Assert.Equal(4, Cli.Output.Split("SQL Server reached 100% of what the volume did").Length - 1);
        Assert.Contains("SQL Server reached 100% of what the volume did", File.ReadAllText(Temp["compare/report.md"]), StringComparison.Ordinal);
    }

    [Fact]
    public void A_run_file_this_user_may_not_read_is_named_once_as_permission_denied()
    {
        var file = Path.Combine("runs", "r1", "manifest.json");

        var problem = RunLoader.Problem(Path.Combine("runs", "r1"), new UnauthorizedAccessException($"Access to the path '{file}' is denied."));

        Assert.Equal($"RUN_DIR: {file} cannot be read: permission denied. Allowed: a run folder whose files this user can read", problem);
    }

    [Fact]
    public async Task A_folder_that_is_not_a_run_is_refused_naming_it()
    {
        Directory.CreateDirectory(Temp["empty"]);

        var exit = await Bench("report", Temp["empty"]);

        Assert.Equal(ExitCodes.BadInput, exit);
        Assert.Contains("RUN_DIR: ", Cli.Output, StringComparison.Ordinal);
        Assert.Contains("is not a run folder: it has no manifest.json", Flat(Cli.Output), StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_folder_of_run_folders_given_as_a_run_is_refused_with_the_runs_option_it_meant()
    {
        // `bench report runs` said only "runs is not a run folder: it has no manifest.json".
        foreach (var run in new[] { "a", "b" })
        {
            Directory.CreateDirectory(Path.Combine(Temp["runs"], run));
            File.WriteAllText(Path.Combine(Temp["runs"], run, "manifest.json"), "{}");
        }

        var exit = await Bench("report", Temp["runs"]);

        Assert.Equal(ExitCodes.BadInput, exit);
        Assert.Contains($"it holds 2 run folders: did you mean `bench report --runs {Temp["runs"]}`?", Flat(Cli.Output), StringComparison.Ordinal);
    }

    [Fact]
    public async Task Compare_needs_two_runs() => Assert.Equal(ExitCodes.BadInput, await Bench("compare", Temp.Path));

    [Theory]
    [InlineData("report")]
    [InlineData("compare")]
    public async Task An_out_that_is_an_existing_file_is_refused_naming_the_option_as_every_refusal_is_printed(string verb)
    {
        var run = await RunAsync("a");
        File.WriteAllText(Temp["taken.html"], "a user's file");

        var exit = await Bench(verb, run, run, "--out", Temp["taken.html"]);

        Assert.Equal(ExitCodes.BadInput, exit);
        var said = Cli.Output[Cli.Output.IndexOf($"bench {verb}: refused", StringComparison.Ordinal)..].Trim();
        Assert.Equal(
            $"bench {verb}: refused\n  - command line: --out: '{Temp["taken.html"]}' is a file. Allowed: a folder (made when missing).",
            said.ReplaceLineEndings("\n"));
        Assert.DoesNotContain("   at ", Cli.Output, StringComparison.Ordinal);
        Assert.Equal("a user's file", File.ReadAllText(Temp["taken.html"]));
    }

    [Fact]
    public async Task An_out_it_cannot_write_in_is_refused_naming_the_command_line_as_every_refusal_is_printed()
    {
        var old = OldRun();
        var readOnly = Temp["ro"];
        await SystemCommand.OnReadOnlyVolumeAsync(readOnly, async () =>
        {
            var exit = await Bench("report", old, "--out", Path.Combine(readOnly, "report"));

            // A read-only volume is told before any write is tried (as for --data-dir); other reasons reach the write check.
            AssertRefused(exit, $"command line: --out: cannot write there: {Path.Combine(readOnly, "report")} is on {readOnly}, mounted read-only. Allowed: a directory this user can write.");
        });
    }

    [Theory]
    [InlineData("report")]
    [InlineData("compare")]
    public async Task An_out_that_is_another_runs_folder_is_refused_and_that_run_is_left_as_it_was(string verb)
    {
        var old = OldRun();
        var other = Fleets.Reidentify(old, Temp["others"], "20261124-080000-other", "other", 1);
        File.WriteAllText(Path.Combine(other, "report.md"), "the other run's report");
        Directory.CreateDirectory(Path.Combine(other, "charts"));
        File.WriteAllText(Path.Combine(other, "charts", "ifi-create.svg"), "the other run's chart");
        string[] runs = verb == "compare" ? [old, Fleets.Reidentify(old, Temp["more"], "20261124-090000-more", "more", 2)] : [old];

        var exit = await Bench([verb, .. runs, "--out", other]);

        AssertRefused(exit, $"command line: --out: {other} is another run's folder (it has manifest.json)", "Allowed: a folder that");
        Assert.Equal("the other run's report", File.ReadAllText(Path.Combine(other, "report.md")));
        Assert.Equal("the other run's chart", File.ReadAllText(Path.Combine(other, "charts", "ifi-create.svg")));
        Assert.False(File.Exists(Path.Combine(other, "report.html")));
    }

    [Theory]
    [InlineData("report")]
    [InlineData("compare")]
    public async Task An_out_that_is_one_of_several_runs_given_is_refused_as_its_report_would_be_replaced(string verb)
    {
        var old = OldRun();
        var more = Fleets.Reidentify(old, Temp["more"], "20261124-090000-more", "more", 2);
        File.WriteAllText(Path.Combine(more, "report.md"), "the run's own report");

        var exit = await Bench(verb, old, more, "--out", more);

        AssertRefused(exit, $"command line: --out: {more} is the folder of one of the runs given (it has manifest.json)");
        Assert.Equal("the run's own report", File.ReadAllText(Path.Combine(more, "report.md")));
    }

    [Fact]
    public async Task A_run_reported_into_its_own_folder_is_no_other_runs_folder()
    {
        var old = OldRun();

        Assert.Equal(ExitCodes.Ok, await Bench("report", old, "--out", old + Path.DirectorySeparatorChar));
        Assert.True(File.Exists(Path.Combine(old, "report.html")));
    }

    [Theory]
    [InlineData("report")]
    [InlineData("compare")]
    public async Task An_out_where_nothing_can_be_written_is_refused_up_front_naming_the_option(string verb)
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "/proc is Linux's");
        var old = OldRun();
        string[] runs = verb == "compare" ? [old, Fleets.Reidentify(old, Temp["more"], "20261124-090000-more", "more", 2)] : [old];

        var exit = await Bench([verb, .. runs, "--out", "/proc/bench-cmp"]);

        AssertRefused(exit, "--out: /proc/bench-cmp is on proc (/proc), a kernel file system", "Allowed: a folder on a disk");
        Assert.DoesNotContain("retries", Cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("could not be written", Cli.Output, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("report", ExitCodes.Ok)]
    [InlineData("compare", ExitCodes.BadInput)]
    public async Task Runs_of_a_folder_without_an_ok_row_do_not_choose_the_report_and_are_left_out_by_name(string verb, int expected)
    {
        var old = OldRun();
        var real = Fleets.Reidentify(old, Temp["fleet"], "20261124-100000-real", "real", 1);
        foreach (var id in new[] { "20261124-080000-failed1", "20261124-090000-failed2" })
        {
            // Two runs of another matrix whose every case failed: the most runs, so they chose the matrix of the report.
            var failed = Fleets.Reidentify(old, Temp["fleet"], id, id[16..], 1);
            var manifest = ManifestFile.Read(failed);
            ManifestFile.Write(failed, manifest with { Fleet = FleetInfo.Of(manifest) with { MatrixHash = new string('f', 64) } });
            var rows = CsvTableReader.ReadAll<ResultRow>(Path.Combine(failed, RunFiles.Results)).Select(r => r with { Status = CaseStatus.Failed, Error = "disk gone" }).ToList();
            File.Delete(Path.Combine(failed, RunFiles.Results));
            using (var writer = new CsvTableWriter<ResultRow>(Path.Combine(failed, RunFiles.Results)))
            {
                writer.AppendAll(rows);
            }

            File.Delete(Path.Combine(failed, RunFiles.Summary));
        }

        var exit = await Bench(verb, "--runs", Temp["fleet"], "--out", Temp["out"]);

        Assert.Equal(expected, exit);
        var output = Flat(Cli.Output);
        if (verb == "report")
        {
            Assert.Contains("left out: run 20261124-080000-failed1", output, StringComparison.Ordinal);
            Assert.Contains("has no ok row (12 rows: 0 ok, 12 failed", output, StringComparison.Ordinal);
            Assert.Contains("host real", File.ReadAllText(Temp["out/report.md"]), StringComparison.Ordinal);
            Assert.DoesNotContain("failed1", File.ReadAllText(Temp["out/report.md"]).Split("left out")[0], StringComparison.Ordinal);
            Assert.DoesNotContain("ran another matrix", output, StringComparison.Ordinal);
        }
        else
        {
            Assert.Contains("holds 3 run(s), 1 of them with an ok row", output, StringComparison.Ordinal);
            Assert.Contains("compare needs 2 or more", output, StringComparison.Ordinal);
        }

        _ = real;
    }

    [Fact]
    public async Task Compare_of_named_runs_refuses_a_baseline_without_an_ok_row_and_writes_nothing()
    {
        var old = OldRun();
        var real = Fleets.Reidentify(old, Temp["runs"], "20261124-100000-real", "real", 1);
        var failed = Fleets.Reidentify(old, Temp["runs"], "20261124-080000-failed", "failed", 1);
        var rows = CsvTableReader.ReadAll<ResultRow>(Path.Combine(failed, RunFiles.Results)).Select(r => r with { Status = CaseStatus.Failed, Error = "disk gone" }).ToList();
        File.Delete(Path.Combine(failed, RunFiles.Results));
        using (var writer = new CsvTableWriter<ResultRow>(Path.Combine(failed, RunFiles.Results)))
        {
            writer.AppendAll(rows);
        }

        File.Delete(Path.Combine(failed, RunFiles.Summary));

        var exit = await Bench("compare", failed, real, "--out", Temp["out"]);

        AssertRefused(exit, "RUN_DIR: run 20261124-080000-failed", ", the baseline, has no ok row (12 rows: 0 ok, 12 failed", "nothing it measured to compare");
        Assert.DoesNotContain(" compared", Cli.Output, StringComparison.Ordinal);
        Assert.False(Directory.Exists(Temp["out"]), "nothing is written");
    }

    [Fact]
    public async Task Compare_of_runs_with_no_case_in_common_is_refused_naming_both_runs_and_writes_nothing()
    {
        var old = OldRun();
        var on = Fleets.Reidentify(old, Temp["runs"], "20261124-080000-on", "on", 1);
        var off = Fleets.Reidentify(old, Temp["runs"], "20261124-100000-off", "off", 1);
        foreach (var (run, kept) in new[] { (on, "ifi=on"), (off, "ifi=off") })
        {
            var rows = CsvTableReader.ReadAll<ResultRow>(Path.Combine(run, RunFiles.Results)).Where(r => r.CaseId.ToString().EndsWith(kept, StringComparison.Ordinal)).ToList();
            File.Delete(Path.Combine(run, RunFiles.Results));
            File.Delete(Path.Combine(run, RunFiles.Summary));
            using var writer = new CsvTableWriter<ResultRow>(Path.Combine(run, RunFiles.Results));
            writer.AppendAll(rows);
        }

        var exit = await Bench("compare", on, off, "--out", Temp["out"]);

        AssertRefused(
            exit,
            "RUN_DIR: no case is in both run old (20261124-100000-off, oldm.json, target native) and the baseline run old (20261124-080000-on, oldm.json, target native)",
            "cases are paired by their case id", "/ifi=off against ", "/ifi=on)", "Allowed: runs that measured some of the same cases");
        Assert.False(Directory.Exists(Temp["out"]), "nothing is written, not even --out");
    }

    [Theory]
    [InlineData("50", "--estimate: '50' has no unit")]
    [InlineData("50GB,500", "--estimate: '500' has no unit")]
    [InlineData("lots", "--estimate: 'lots' is not a size")]
    [InlineData(",", "--estimate: ',' holds an empty size")]
    [InlineData("50GB,,1TB", "--estimate: '50GB,,1TB' holds an empty size")]
    [InlineData("50GB, ", "--estimate: '50GB, ' holds an empty size")]
    public async Task Estimates_need_sizes_with_units(string sizes, string message)
    {
        var exit = await Bench("report", Temp.Path, "--estimate", sizes);

        Assert.Equal(ExitCodes.BadInput, exit);
        Assert.Contains(message, Cli.Output, StringComparison.Ordinal);
        Assert.Contains("Allowed: sizes with a unit", Cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task No_report_leaves_no_report()
    {
        File.WriteAllText(Temp["m.json"], """{ "repetitions": 1, "cases": [ { "scenario": "create", "size": "1MB", "write_size": "256KB" } ] }""");

        Assert.Equal(ExitCodes.Ok, await Bench("run", "--matrix", Temp["m.json"], "--data-dir", Temp["data"], "--out", Temp["runs"], "--baseline-size", "0", "--no-report"));

        var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        Assert.False(File.Exists(Path.Combine(run, "report.html")));
        Assert.False(Directory.Exists(Path.Combine(run, "charts")));
    }
}
