using System.Text.RegularExpressions;
using Bench.Harness.Tests.SqlServer;
using Bench.Scenarios;

namespace Bench.Harness.Tests.Cli;

public sealed class MatrixCommandTests : CommandTest
{

    [Fact]
    public async Task Explain_lists_every_parameter_of_every_scenario_with_what_is_allowed()
    {
        Assert.Equal(ExitCodes.Ok, await Bench("matrix", "--explain"));

        var output = Cli.Output;
        Assert.All(ScenarioCatalog.All, s =>
        {
            Assert.Contains(s.Info.Description, output, StringComparison.Ordinal);
            Assert.All(s.Parameters, p => Assert.Contains($" {p.Name} ", output, StringComparison.Ordinal));
        });
        Assert.Contains("a whole number from 1 to 1000", output, StringComparison.Ordinal);
        Assert.Contains("a power of two from 512B to 64KB", output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_profile_is_checked_and_its_cases_listed_without_running()
    {
        Assert.Equal(ExitCodes.Ok, await Bench("matrix", "--profile", "standard"));

        Assert.Contains("profile standard: ", Cli.Output, StringComparison.Ordinal);
        Assert.Contains("create/size=10GB/", Cli.Output, StringComparison.Ordinal);
        Assert.False(Directory.Exists("bench-data"), "nothing is written");
    }

    [Fact]
    public async Task Sql_writes_every_batch_a_run_would_send_each_parsing_with_the_servers_paths_and_nothing_else()
    {
        var file = Temp["review/standard.sql"];

        Assert.Equal(ExitCodes.Ok, await Bench("matrix", "--profile", "standard", "--sql", file, "--server-dir", @"D:\SQL Data\bench", "--server-backup-dir", @"E:\Backups"));

        var text = File.ReadAllText(file);
        var batches = Regex.Split(text, @"^GO(?: \d+)?\r?$", RegexOptions.Multiline).Where(b => b.Split('\n').Any(l => l.Trim().Length > 0 && !l.TrimStart().StartsWith("--", StringComparison.Ordinal))).ToList();
        Assert.All(batches, b => Assert.Empty(TsqlCheck.Problems(b)));
        var statements = batches.SelectMany(TsqlCheck.Statements).ToHashSet();
        Assert.Superset(new HashSet<string> { "CreateDatabaseStatement", "BackupDatabaseStatement", "RestoreStatement", "DropDatabaseStatement", "DbccStatement", "InsertStatement" }, statements);
        Assert.Contains(@"N'D:\SQL Data\bench\bench-", text, StringComparison.Ordinal);
        Assert.Contains(@"N'E:\Backups\bench-", text, StringComparison.Ordinal);
        Assert.DoesNotContain(Temp.Path, text, StringComparison.Ordinal);
        Assert.Contains("-- create/size=10GB/", text, StringComparison.Ordinal);
        Assert.Contains($"sql: {batches.Count} batches for ", Flat(Cli.Output), StringComparison.Ordinal);
        Assert.False(Directory.Exists("bench-data"), "nothing but the file is written");
    }

    [Theory]
    [InlineData("--server-dir", "--server-dir: it places the paths of --sql's T-SQL, and --sql was not given")]
    [InlineData("--server-backup-dir", "--server-backup-dir: it places the paths of --sql's T-SQL, and --sql was not given")]
    public async Task A_server_path_without_sql_is_refused(string option, string expected)
    {
        AssertRefused(await Bench("matrix", option, "/srv/bench"), expected);
    }

    [Fact]
    public async Task Sql_never_writes_over_a_file_it_did_not_write_and_replaces_its_own()
    {
        File.WriteAllText(Temp["m.json"], """{ "cases": [ { "scenario": "create", "size": "4MB" } ] }""");
        var matrix = File.ReadAllText(Temp["m.json"]);
        File.WriteAllText(Temp["m.sql.tmp"], "a user's own file");

        AssertRefused(await Bench("matrix", "--matrix", Temp["m.json"], "--sql", Temp["m.json"]), "--sql: ", "exists and is not a script bench matrix --sql wrote");
        Assert.Equal(matrix, File.ReadAllText(Temp["m.json"]));
        Assert.Equal(ExitCodes.Ok, await Bench("matrix", "--matrix", Temp["m.json"], "--sql", Temp["m.sql"]));
        Assert.Equal(ExitCodes.Ok, await Bench("matrix", "--matrix", Temp["m.json"], "--sql", Temp["m.sql"], "--server-dir", "/srv/other"));
        Assert.Contains("/srv/other/bench-", File.ReadAllText(Temp["m.sql"]), StringComparison.Ordinal);
        Assert.Equal("a user's own file", File.ReadAllText(Temp["m.sql.tmp"]));
        Assert.Equal([Temp["m.json"], Temp["m.sql"], Temp["m.sql.tmp"]], Directory.EnumerateFiles(Temp.Path).Order(StringComparer.Ordinal));
    }

    [Fact]
    public async Task Sql_naming_a_folder_is_refused_and_writes_nothing()
    {
        Directory.CreateDirectory(Temp["folder"]);

        AssertRefused(await Bench("matrix", "--sql", Temp["folder"]), "--sql: ");
        Assert.Empty(Directory.EnumerateFileSystemEntries(Temp["folder"]));
    }

    [Fact]
    public async Task Sql_where_no_file_can_be_made_is_refused_before_any_case_is_listed_with_the_reason_and_no_temporary_name()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "/proc");

        AssertRefused(await Bench("matrix", "--sql", "/proc/x.sql"), "--sql: /proc/x.sql cannot be written: /proc is on proc (/proc), a kernel file system");
        Assert.DoesNotContain("create/size=", Cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain(".tmp", Cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("Could not find", Cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task One_row_in_one_group_is_said_in_the_singular()
    {
        File.WriteAllText(Temp["m.json"], """{ "repetitions": 1, "cases": [ { "scenario": "create", "size": "4MB", "ifi": "on" } ] }""");

        Assert.Equal(ExitCodes.Ok, await Bench("matrix", "--matrix", Temp["m.json"]));

        Assert.Contains("1 case x 1 repetition = 1 row in 1 group; ", Flat(Cli.Output), StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_matrix_file_and_a_profile_together_are_refused()
    {
        File.WriteAllText(Temp["m.json"], """{ "cases": [ { "scenario": "create", "size": "4MB" } ] }""");

        AssertRefused(await Bench("matrix", "--matrix", Temp["m.json"], "--profile", "full"), "--profile: --matrix and --profile cannot be given together");
    }

    [Fact]
    public async Task A_misspelt_profile_beside_a_matrix_file_is_named_as_well_as_the_conflict()
    {
        File.WriteAllText(Temp["m.json"], """{ "cases": [ { "scenario": "create", "size": "4MB" } ] }""");

        AssertRefused(
            await Bench("matrix", "--matrix", Temp["m.json"], "--profile", "huge"),
            "--profile: --matrix and --profile cannot be given together", "--profile: unknown profile 'huge'. Allowed: quick, standard, full.");
    }

    [Fact]
    public async Task The_options_errors_come_with_the_matrix_files()
    {
        File.WriteAllText(Temp["m.json"], "{ \"cases\": [ ");

        AssertRefused(
            await Bench("matrix", "--matrix", Temp["m.json"], "--scenario", "nope", "--repetitions", "0"),
            "--repetitions: 0 is out of range", "unknown scenario 'nope'", "m.json(1,14): (syntax): json: the file ends before every object and list in it is closed.");
    }

    [Fact]
    public async Task A_typo_in_a_matrix_file_is_reported_with_file_line_column_and_a_suggestion()
    {
        File.WriteAllText(Temp["m.json"], "{ \"cases\": [\n  { \"scenario\": \"restor\" },\n  { \"scenario\": \"create\", \"szie\": \"1GB\" } ] }");

        Assert.Equal(ExitCodes.BadInput, await Bench("matrix", "--matrix", Temp["m.json"]));

        var output = Flat(Cli.Output);
        Assert.Contains("m.json(2,", output, StringComparison.Ordinal);
        Assert.Contains("did you mean 'restore'", output, StringComparison.Ordinal);
        Assert.Contains("m.json(3,", output, StringComparison.Ordinal);
        Assert.Contains("did you mean 'size'", output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_data_dir_that_is_a_file_is_refused_as_doctor_tune_and_run_refuse_it_and_nothing_is_probed()
    {
        File.WriteAllText(Temp["afile"], "a user's file");

        AssertRefused(await Bench("matrix", "--data-dir", Temp["afile"]), $"--data-dir: {Temp["afile"]} is a file. Allowed: a directory (it is created when missing).");
        Assert.DoesNotContain("Could not find", Cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("forecast:", Cli.Output, StringComparison.Ordinal);
        Assert.Equal("a user's file", File.ReadAllText(Temp["afile"]));
    }

    [Theory]
    [InlineData("the options have errors", "--sql", "")]
    [InlineData("the options have errors", "--server-dir", "/srv/bench")]
    [InlineData("the matrix has errors", "--matrix", "!bad")]
    [InlineData("the matrix and the options have errors", "--matrix", "!bad", "--server-dir", "/srv/bench")]
    public async Task Errors_are_headed_by_what_they_are_of_the_options_or_the_matrix(string heading, params string[] args)
    {
        File.WriteAllText(Temp["bad.json"], """{ "cases": [ { "scenario": "create", "size": "0MB" } ] }""");

        AssertRefused(await Bench(["matrix", .. args.Select(a => a == "!bad" ? Temp["bad.json"] : a)]), $"bench matrix: {heading}");
    }
}
