using System.Text.RegularExpressions;
using Bench.Harness.Tuning;
using Bench.Results.Csv;
using Bench.Results.Manifest;
using Bench.Results.Statistics;
using Spectre.Console;

namespace Bench.Harness.Tests.Tuning;

/// <summary>
/// How a tune's sessions begin and end around its baseline: one stopped during its baseline ends as any cancelled tune,
/// with how to go on; its resume measures the baseline it lacks, but a resume whose case runs were recorded without one
/// replays them as they ran, without it.
/// </summary>
public sealed class TuneSessionTests : CommandTest
{
    /// <summary>A grid small enough for a test: 8 MB, stripes 1..2, BUFFERCOUNT 1..4 (and the estimate), MAXTRANSFERSIZE 64KB..128KB.</summary>
    private static readonly string[] SmallGrid = ["--size", "8MB", "--stripes", "1..2", "--buffer-count", "1..4", "--max-transfer-size", "64KB..128KB"];

    private string Run => Assert.Single(Directory.GetDirectories(Temp["runs"]));

    /// <summary>Starts a restore tune and stops it (as Ctrl+C does) once it says it measures its baseline; returns its folder and what it printed.</summary>
    private async Task<(string Run, string Output)> StoppedDuringBaselineAsync()
    {
        using var cancel = CancellationTokenSource.CreateLinkedTokenSource(TestContext.Current.CancellationToken);
        using var output = new CancellingWriter("baseline: writing", cancel);
        var console = AnsiConsole.Create(new AnsiConsoleSettings
        {
            Ansi = AnsiSupport.No, ColorSystem = ColorSystemSupport.NoColors, Interactive = InteractionSupport.No, Out = new AnsiConsoleOutput(output),
        });
        console.Profile.Width = 240;

        var exit = await BenchApp.RunAsync(
            ["tune", "restore", .. SmallGrid, "--budget", "7", "--data-dir", Temp["data"], "--out", Temp["runs"], "--baseline-size", "16MB", "--no-report"],
            console, TextWriter.Null, cancel.Token);

        Assert.Equal(ExitCodes.Cancelled, exit);
        return (Run, output.ToString());
    }

    [Fact]
    public async Task A_tune_stopped_after_its_warm_up_names_its_warm_up_rows_and_leaves_them_out_of_its_summary_and_report()
    {
        using var cancel = CancellationTokenSource.CreateLinkedTokenSource(TestContext.Current.CancellationToken);
        TuneInfo? whileRunning = null; // what a tune killed then would leave
        using var output = new CancellingWriter("budget] screen ", cancel, () => whileRunning = ManifestFile.Read(Run).Tune);
        var console = AnsiConsole.Create(new AnsiConsoleSettings
        {
            Ansi = AnsiSupport.No, ColorSystem = ColorSystemSupport.NoColors, Interactive = InteractionSupport.No, Out = new AnsiConsoleOutput(output),
        });
        console.Profile.Width = 240;

        var exit = await BenchApp.RunAsync(
            ["tune", "restore", .. SmallGrid, "--budget", "10", "--data-dir", Temp["data"], "--out", Temp["runs"], "--baseline-size", "0"],
            console, TextWriter.Null, cancel.Token);

        Assert.Equal(ExitCodes.Cancelled, exit);
        var warmUps = output.ToString().Split("budget] warmup ").Length - 1;
        Assert.InRange(warmUps, 1, 3);
        var manifest = ManifestFile.Read(Run);
        Assert.Equal("cancelled", manifest.Status);
        Assert.Equal(new TuneInfo(10, warmUps), manifest.Tune);
        Assert.Equal(manifest.Tune, whileRunning);
        var rows = CsvTableReader.ReadAll<ResultRow>(Path.Combine(Run, RunFiles.Results));
        Assert.True(rows.Count > warmUps, "a run after the warm-up is recorded");
        var start = rows[0].CaseId.ToString();
        var summary = CsvTableReader.ReadAll<SummaryRow>(Path.Combine(Run, RunFiles.Summary));
        Assert.Equal(rows.Count(r => r.CaseId.ToString() == start) - warmUps, summary.Single(r => r.CaseId.ToString() == start).N);
        Assert.Equal(rows.Count - warmUps, RunSummaryReader.Load(Run).Rows.Count);
    }

    [Fact]
    public async Task A_tune_stopped_during_its_baseline_says_it_was_cancelled_with_no_case_run_and_how_to_resume()
    {
        var (run, stopped) = await StoppedDuringBaselineAsync();

        Assert.Contains(
            $"cancelled: 0 case runs in {run}, each kept in results.csv; bench tune restore --resume {run} runs the rest", Regex.Replace(stopped, @"\s+", " "), StringComparison.Ordinal);
        Assert.DoesNotContain("volume limit:", stopped, StringComparison.Ordinal);
        var manifest = ManifestFile.Read(run);
        Assert.Equal("cancelled", manifest.Status);
        Assert.Null(manifest.Baseline);
        Assert.True(File.Exists(Path.Combine(run, RunFiles.Summary)), "summary.csv is written as the session ends");
        Assert.False(Directory.Exists(Temp["data"]), "the baseline's file and the data dir the tune made are gone");
    }

    [Fact]
    public async Task A_resume_of_a_tune_stopped_during_its_baseline_measures_it_and_holds_its_case_runs_against_the_volume()
    {
        var (run, _) = await StoppedDuringBaselineAsync();

        var exit = await Bench("tune", "restore", "--resume", run);

        Assert.Equal(ExitCodes.Ok, exit);
        Assert.Contains("baseline: this tune has none yet", Cli.Output, StringComparison.Ordinal);
        Assert.Contains("volume limit: ", Cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("volume limit: unknown", Cli.Output, StringComparison.Ordinal);
        var manifest = ManifestFile.Read(run);
        Assert.Equal("complete", manifest.Status);
        Assert.Equal(16L << 20, manifest.Baseline?.FileBytes);
        Assert.Contains(manifest.Notes, n => n.StartsWith("The volume baseline was measured when the tune was resumed", StringComparison.Ordinal));
        var rows = CsvTableReader.ReadAll<ResultRow>(Path.Combine(run, RunFiles.Results));
        Assert.InRange(rows.Count, 1, 7);
        Assert.All(rows, r => Assert.NotNull(r.LimitPct));
        Assert.False(Directory.Exists(Temp["data"]));
    }

    [Fact]
    public async Task A_resumed_tune_whose_case_runs_were_recorded_without_a_baseline_replays_them_without_one_and_says_so()
    {
        // As a tune whose baseline failed leaves it when killed: a baseline size, no baseline, three case runs searched without a limit.
        var first = await Bench(["tune", "restore", .. SmallGrid, "--budget", "10", "--data-dir", Temp["data"], "--out", Temp["runs"], "--baseline-size", "0"]);
        Assert.Equal(ExitCodes.Ok, first);
        var run = Run;
        var results = Path.Combine(run, RunFiles.Results);
        File.WriteAllLines(results, File.ReadAllLines(results).Take(4));
        foreach (var file in new[] { TuneOutputs.PathFile, TuneOutputs.RankedFile, TuneOutputs.ResultFile })
        {
            File.Delete(Path.Combine(run, file));
        }

        var manifest = ManifestFile.Read(run);
        ManifestFile.Write(run, manifest with { Status = "running", EndedUtc = null, Settings = manifest.Settings! with { BaselineBytes = 16L << 20 } });

        var exit = await Bench("tune", "--resume", run);

        Assert.Equal(ExitCodes.Ok, exit);
        Assert.Contains("baseline: none (it failed when the tune began); not measured now", Cli.Output, StringComparison.Ordinal);
        Assert.Contains("volume limit: unknown", Cli.Output, StringComparison.Ordinal);
        Assert.Equal(3, Cli.Output.Split(" recorded ").Length - 1);
        var resumed = ManifestFile.Read(run);
        Assert.Null(resumed.Baseline);
        Assert.Contains(resumed.Notes, n => n.StartsWith("Resumed without a volume baseline, not measured", StringComparison.Ordinal));
        Assert.All(CsvTableReader.ReadAll<ResultRow>(results), r => Assert.Null(r.LimitPct));
    }
}
