using Bench.Harness.Runner;

namespace Bench.Harness.Tests.Cli;

/// <summary>The command line as a newcomer meets it, driven as a process: help, version, exit codes, what a run leaves, plain text when redirected.</summary>
public sealed class CommandLineContractTests : TempDirectoryTest
{
    private const string OneSmallCase = """{ "repetitions": 1, "cases": [ { "scenario": "create", "size": "1MB", "write_size": "256KB", "ifi": "off" } ] }""";

    [Fact]
    public async Task Bench_help_gives_an_example_and_the_exit_code_contract()
    {
        var cli = await BenchCli.RunAsync(Temp.Path, "--help");

        Assert.Equal(ExitCodes.Ok, cli.ExitCode);
        Assert.Contains("Example: ./bench run", cli.Output, StringComparison.Ordinal);
        Assert.Contains(ExitCodes.Contract, cli.Output.ReplaceLineEndings(" ").Replace("  ", " ", StringComparison.Ordinal), StringComparison.Ordinal);
    }

    [Fact]
    public void The_exit_code_contract_says_a_stopped_run_exits_1()
    {
        // RunSession maps a run the target stopped (RunStoppedException, status stopped) to exit code 1.
        Assert.Equal(ExitCodes.SomeFailed, ExitCodes.Of(SessionOutcome.SomeFailed));
        Assert.Contains("1 finished, but some cases failed", ExitCodes.Contract, StringComparison.Ordinal);
        Assert.Matches(@"; 1 [^;]*\(their rows say why[^)]*\)[^;]*the run stopped before its end \(status stopped, finished rows kept, --resume runs the rest\); 2 ", ExitCodes.Contract);
    }

    [Theory]
    [InlineData("run")]
    [InlineData("doctor")]
    [InlineData("compare")]
    [InlineData("report")]
    [InlineData("matrix")]
    [InlineData("import")]
    [InlineData("tune")]
    public async Task Every_verbs_help_gives_an_example(string verb)
    {
        var cli = await BenchCli.RunAsync(Temp.Path, verb, "--help");

        Assert.Equal(ExitCodes.Ok, cli.ExitCode);
        Assert.Contains($"Example: ./bench {verb} ", cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Version_says_the_version_and_where_it_was_built_from()
    {
        var cli = await BenchCli.RunAsync(Temp.Path, "--version");

        Assert.Equal(ExitCodes.Ok, cli.ExitCode);
        Assert.Matches(@"^bench \d+\.\d+\.\d+\S* \(commit [^)]+\)\s*$", cli.Output);
    }

    [Fact]
    public async Task A_run_in_a_data_dir_three_levels_deep_leaves_none_of_them()
    {
        File.WriteAllText(Temp["m.json"], OneSmallCase);

        var cli = await BenchCli.RunAsync(Temp.Path, "run", "--matrix", "m.json", "--data-dir", "a/b/c", "--baseline-size", "0", "--no-report");

        Assert.True(ExitCodes.Ok == cli.ExitCode, cli.Error + cli.Output);
        Assert.False(Directory.Exists(Temp["a"]), "a/b/c and every level above it that the run made are gone");
        Assert.Single(Directory.GetDirectories(Temp["runs"]));
    }

    [Fact]
    public async Task A_run_records_that_its_code_was_optimized_from_the_first_call_unless_the_environment_turns_tiers_back_on()
    {
        File.WriteAllText(Temp["m.json"], OneSmallCase);

        string? Jit(string runs) =>
            System.Text.Json.Nodes.JsonNode.Parse(File.ReadAllText(Path.Combine(Directory.GetDirectories(Temp[runs]).Single(), "manifest.json")))!["host"]!["jit"]?.GetValue<string>();

        var optimized = await BenchCli.RunAsync(Temp.Path, "run", "--matrix", "m.json", "--data-dir", "d", "--out", "first", "--baseline-size", "0", "--no-report");
        var tiered = await BenchCli.RunAsync(
            Temp.Path, new Dictionary<string, string?> { ["DOTNET_TieredCompilation"] = "1" }, "run", "--matrix", "m.json", "--data-dir", "d", "--out", "second", "--baseline-size", "0", "--no-report");

        Assert.True(ExitCodes.Ok == optimized.ExitCode, optimized.Error + optimized.Output);
        Assert.True(ExitCodes.Ok == tiered.ExitCode, tiered.Error + tiered.Output);
        Assert.Equal(Bench.Results.Manifest.HostInfo.OptimizedJit, Jit("first"));
        Assert.Equal(Bench.Results.Manifest.HostInfo.TieredJit, Jit("second"));
    }

    [Fact]
    public async Task A_server_that_cannot_be_reached_exits_3_and_leaves_no_data_dir_levels()
    {
        var connection = $"Server=127.0.0.1,{Ports.Closed()};User Id=sa;Password=x;Connect Timeout=2;TrustServerCertificate=True";

        var cli = await BenchCli.RunAsync(Temp.Path, "run", "--target", "sqlserver", "--connection", connection, "--scenario", "create", "--data-dir", "a/b/c", "--baseline-size", "0");

        Assert.True(ExitCodes.Environment == cli.ExitCode, cli.Error + cli.Output);
        Assert.Contains("bench run: the sqlserver target cannot run", cli.ErrorText, StringComparison.Ordinal);
        Assert.False(Directory.Exists(Temp["a"]), "the data dir's levels the run made are gone");
        Assert.False(Directory.Exists(Temp["runs"]), "no run folder was made");
    }

    [Fact]
    public async Task Import_of_text_that_is_not_sql_servers_exits_1_saying_so_on_standard_error()
    {
        File.WriteAllText(Temp["notes.txt"], "hello\nthis is not an error log\n");

        var cli = await BenchCli.RunAsync(Temp.Path, "import", "notes.txt");

        Assert.Equal(ExitCodes.NotRecognised, cli.ExitCode);
        Assert.Contains("no SQL Server output recognised in notes.txt", cli.ErrorText, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Matrix_takes_scenario_as_run_does()
    {
        var cli = await BenchCli.RunAsync(Temp.Path, "matrix", "--scenario", "create", "--repetitions", "2");

        Assert.Equal(ExitCodes.Ok, cli.ExitCode);
        Assert.Contains("x 2 repetitions", cli.Output, StringComparison.Ordinal);
        var cases = cli.Output.Split('\n').Where(l => l.StartsWith("  ", StringComparison.Ordinal)).Select(l => l.Trim()).ToList();
        Assert.NotEmpty(cases);
        Assert.All(cases, c => Assert.StartsWith("create/", c, StringComparison.Ordinal));
    }

    [Theory]
    [InlineData("NO_COLOR", "1")]
    [InlineData("TERM", "dumb")]
    [InlineData("TERM", "xterm-256color")]
    public async Task Output_to_a_file_or_pipe_has_no_colour_codes(string variable, string value)
    {
        var cli = await BenchCli.RunAsync(Temp.Path, new Dictionary<string, string?> { [variable] = value }, "matrix", "--profile", "quik");

        Assert.Equal(ExitCodes.BadInput, cli.ExitCode);
        Assert.Contains("did you mean 'quick'", cli.ErrorText, StringComparison.Ordinal);
        Assert.DoesNotContain('\u001b', cli.Error + cli.Output);
    }

    [Theory]
    [InlineData(false, "", "", true)]
    [InlineData(true, "", "", false)]
    [InlineData(false, "1", "", false)]
    [InlineData(false, "", "dumb", false)]
    [InlineData(false, "", "xterm", true)]
    public void A_terminal_gets_colour_unless_no_color_or_a_dumb_terminal(bool redirected, string noColor, string term, bool ansi)
    {
        var environment = new System.Collections.Hashtable { ["NO_COLOR"] = noColor, ["TERM"] = term };

        Assert.Equal(ansi, ConsoleSetup.UsesAnsi(redirected, environment));
    }
}
