using Bench.Harness.Configuration;
using Bench.Harness.Tests.Tune;
using Bench.Harness.Tuning;
using Bench.Harness.Views;
using Bench.Results.Export;

namespace Bench.Harness.Tests.Tuning;

/// <summary>A tune's own files are written whole or not at all: one stopped part-way leaves what was there before.</summary>
public sealed class TuneOutputsTests : TempDirectoryTest
{
    private static CancellationToken Token => TestContext.Current.CancellationToken;

    private async Task<(TuneResult Result, TuneConfig Config)> Tuned()
    {
        var (config, errors) = TuneConfigBuilder.Build(
            TuneRunOptions.Default with
            {
                Mode = "restore", Size = "8MB", Run = RunOptions.Default with { DataDirectory = Temp["data"], OutDirectory = Temp["runs"], BaselineSize = "0" },
            },
            DateTime.UtcNow);
        Assert.Empty(errors);
        var result = await TuneSearch.RunAsync(config!.Space, new TuneOptions { Budget = 12 }, new SyntheticSurface(Surfaces.Plateau, noise: 0.05, seed: 11), null, Token);
        return (result, config);
    }

    private static string[] Files(string directory) =>
        [.. Directory.EnumerateFiles(directory, "*", SearchOption.AllDirectories).Select(f => Path.GetRelativePath(directory, f)).Order(StringComparer.Ordinal)];

    [Fact]
    public async Task A_tune_writes_each_of_its_files_whole_and_leaves_no_temporary_file()
    {
        var (result, config) = await Tuned();
        var run = Directory.CreateDirectory(Temp["run"]).FullName;

        await TuneOutputs.WriteAsync(result, config, run, Token);

        Assert.Equal(
            ["charts/tune-path.png", "charts/tune-path.svg", TuneOutputs.GridFile, TuneOutputs.PathFile, TuneOutputs.RankedFile, TuneOutputs.ResultFile, TuneOutputs.ReportFile],
            Files(run).Select(f => f.Replace('\\', '/')));
        Assert.Equal(TuneReport.Markdown(result, config), File.ReadAllText(Path.Combine(run, TuneOutputs.ReportFile)));
    }

    [Fact]
    public async Task The_answer_against_sql_servers_default_heads_tune_md_ends_the_console_and_is_in_tune_result_json()
    {
        var (tuned, config) = await Tuned();
        var standard = tuned.Space.DefaultAt(tuned.Best!.Setting);
        var result = tuned with
        {
            VersusDefault = new VersusDefault { Default = standard, Outcome = DefaultOutcome.NoClearDifference, Gain = 0.005, GainLower = -0.1, GainUpper = 0.12, BestRuns = 6, DefaultRuns = 6 },
        };
        var verdict = $"No clear difference from SQL Server's default for {standard.Stripes} backup file{(standard.Stripes == 1 ? string.Empty : "s")} (BUFFERCOUNT {standard.BufferCount}, the usual estimate, MAXTRANSFERSIZE 1 MB): +0.5% (-10% .. +12%), measured side by side in the final round (6 and 6 runs), is within the noise: keep your jobs as they are.";
        using var console = new TestConsole();

        TuneView.Print(console.Console, result, "runs/tune");

        Assert.Equal(verdict, TuneReport.Verdict(result));
        Assert.StartsWith($"# bench tune restore: 8 MiB database, run {config.Run.Plan.RunId}\n\n**{verdict}**\n\n", TuneReport.Markdown(result, config), StringComparison.Ordinal);
        var printed = System.Text.RegularExpressions.Regex.Replace(console.Output, @"\s+", " ");
        var at = printed.IndexOf(verdict, StringComparison.Ordinal);
        Assert.True(at > printed.LastIndexOf("knee:", StringComparison.Ordinal) && at < printed.IndexOf("done:", StringComparison.Ordinal), printed);
        var json = TuneOutputs.ResultJson(result, config)["versus_default"]!;
        Assert.Equal(verdict, json["verdict"]!.GetValue<string>());
        Assert.Equal("NoClearDifference", json["outcome"]!.GetValue<string>());
        Assert.Equal(0.5, json["gain_pct"]!.GetValue<double>());
        Assert.Equal(standard.ToString(), json["default"]!.GetValue<string>());
    }

    [Fact]
    public async Task On_the_native_target_tune_md_the_console_and_tune_result_json_say_no_sql_server_ran_and_to_check_on_one()
    {
        var (result, config) = await Tuned();
        using var console = new TestConsole();
        using var server = new TestConsole();

        TuneView.Print(console.Console, result, "runs/tune", config.Run.Options.Target);
        TuneView.Print(server.Console, result, "runs/tune", Bench.Results.Manifest.TargetNames.SqlServer);

        var caveat = TuneReport.NativeCaveat(config.Run.Options.Target);
        Assert.StartsWith("Native target: no SQL Server ran.", caveat, StringComparison.Ordinal);
        Assert.Contains("at most 256 buffers in their cycle at once", caveat, StringComparison.Ordinal);
        Assert.EndsWith("Check the answer on a real server (--target sqlserver) before changing production jobs.", caveat, StringComparison.Ordinal);
        Assert.Contains($"\n{caveat}\n", TuneReport.Markdown(result, config), StringComparison.Ordinal);
        Assert.Contains(caveat, System.Text.RegularExpressions.Regex.Replace(console.Output, @"\s+", " "), StringComparison.Ordinal);
        Assert.DoesNotContain("Native target", server.Output, StringComparison.Ordinal);
        Assert.Equal(caveat, TuneOutputs.ResultJson(result, config)["caveat"]!.GetValue<string>());
        Assert.Empty(TuneReport.NativeCaveat(Bench.Results.Manifest.TargetNames.SqlServer));
    }

    [Fact]
    public async Task An_answer_of_fewer_runs_than_a_confirmed_ones_carries_tune_mds_warning_into_tune_result_json_for_the_report()
    {
        var (tuned, config) = await Tuned();
        var once = tuned with { Best = tuned.Best! with { Samples = [tuned.Best.Samples[0]] } };

        var warning = TuneReport.Unconfirmed(once, once.Best!);
        var json = TuneOutputs.ResultJson(once, config)["best"]!;

        Assert.StartsWith("; measured once only, not the ", warning, StringComparison.Ordinal);
        Assert.Contains(warning, TuneReport.Markdown(once, config), StringComparison.Ordinal);
        Assert.Equal(warning[2..], json["unconfirmed"]!.GetValue<string>());
        Assert.True(tuned.Best!.Samples.Count >= tuned.Options.Repetitions);
        Assert.Null(TuneOutputs.ResultJson(tuned, config)["best"]!["unconfirmed"]);
    }

    [Fact]
    public async Task A_write_that_fails_part_way_puts_back_the_files_it_replaced_and_removes_the_ones_it_made()
    {
        var (result, config) = await Tuned();
        var run = Directory.CreateDirectory(Temp["run"]).FullName;
        File.WriteAllText(Path.Combine(run, TuneOutputs.ResultFile), "earlier result");
        File.WriteAllText(Path.Combine(run, TuneOutputs.ReportFile), "earlier report");
        var journal = new WriteJournal(path =>
        {
            if (Path.GetFileName(path) == TuneOutputs.GridFile)
            {
                throw new IOException("No space left on device");
            }
        });

        await Assert.ThrowsAsync<IOException>(() => TuneOutputs.WriteAsync(result, config, run, Token, journal));

        Assert.Equal("earlier result", File.ReadAllText(Path.Combine(run, TuneOutputs.ResultFile)));
        Assert.Equal("earlier report", File.ReadAllText(Path.Combine(run, TuneOutputs.ReportFile)));
        Assert.Equal([TuneOutputs.ResultFile, TuneOutputs.ReportFile], Files(run));
        Assert.False(TuneOutputs.Finished(null, run));
    }

    [Fact]
    public async Task A_write_cancelled_part_way_leaves_no_file_of_it_and_no_finished_tune()
    {
        var (result, config) = await Tuned();
        var run = Directory.CreateDirectory(Temp["run"]).FullName;
        using var stop = CancellationTokenSource.CreateLinkedTokenSource(Token);
        var journal = new WriteJournal(path =>
        {
            if (Path.GetFileName(path) == TuneOutputs.ResultFile)
            {
                stop.Cancel();
            }
        });

        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => TuneOutputs.WriteAsync(result, config, run, stop.Token, journal));

        Assert.Empty(Files(run));
        Assert.Empty(Directory.EnumerateDirectories(run));
    }
}
