using System.Text.RegularExpressions;
using Bench.Harness.Runner;
using Bench.Results.Csv;
using Bench.Results.Manifest;
using Spectre.Console;

namespace Bench.Harness.Tests.Runner;

/// <summary>
/// How a run's sessions begin and end: one stopped before its first case (during its baseline) says so and how to go
/// on, its resume measures the baseline it never had, and a resume's last line counts its own rows and the run's.
/// </summary>
public sealed class RunSessionTests : CommandTest
{
    private const string Restores = """{ "repetitions": 2, "cases": [ { "scenario": "restore", "size": "4MB", "stripes": [1, 2], "ifi": "on" } ] }""";

    /// <summary>Starts a run of <paramref name="matrix"/> and stops it (as Ctrl+C does) once it says it measures its baseline; returns its folder and what it printed.</summary>
    private async Task<(string Run, string Output)> StoppedDuringBaselineAsync(string matrix)
    {
        File.WriteAllText(Temp["matrix.json"], matrix);
        using var cancel = CancellationTokenSource.CreateLinkedTokenSource(TestContext.Current.CancellationToken);
        using var output = new CancellingWriter("baseline: writing", cancel);
        var console = AnsiConsole.Create(new AnsiConsoleSettings
        {
            Ansi = AnsiSupport.No, ColorSystem = ColorSystemSupport.NoColors, Interactive = InteractionSupport.No, Out = new AnsiConsoleOutput(output),
        });
        console.Profile.Width = 240;

        var exit = await BenchApp.RunAsync(
            ["run", "--matrix", Temp["matrix.json"], "--data-dir", Temp["data"], "--out", Temp["runs"], "--baseline-size", "16MB", "--no-report"], console, TextWriter.Null, cancel.Token);

        Assert.Equal(ExitCodes.Cancelled, exit);
        return (Assert.Single(Directory.GetDirectories(Temp["runs"])), output.ToString());
    }

    [Fact]
    public async Task A_run_stopped_during_its_baseline_says_it_was_cancelled_with_no_row_and_how_to_resume()
    {
        var (run, stopped) = await StoppedDuringBaselineAsync(Restores);

        Assert.Contains($"cancelled: 0 rows (0 skipped) in {run}; bench run --resume {run} runs the rest", Regex.Replace(stopped, @"\s+", " "), StringComparison.Ordinal);
        Assert.DoesNotContain("elapsed per case", stopped, StringComparison.Ordinal);
        var manifest = ManifestFile.Read(run);
        Assert.Equal("cancelled", manifest.Status);
        Assert.Null(manifest.Baseline);
        Assert.True(manifest.RestoreLogZeroedDuringCopy, "a native run's manifest says its restores zero the log beside the copy, so its report overlaps the phases");
        Assert.True(File.Exists(Path.Combine(run, RunFiles.Summary)), "summary.csv is written as the session ends");
        Assert.False(Directory.Exists(Temp["data"]), "the baseline's file and the data dir the run made are gone");
    }

    [Fact]
    public async Task A_resume_of_a_run_stopped_during_its_baseline_measures_it_and_holds_the_transfers_against_the_volume()
    {
        var (run, _) = await StoppedDuringBaselineAsync(Restores);

        var exit = await Bench(["run", "--resume", run, "--no-report"]);

        Assert.Equal(ExitCodes.Ok, exit);
        Assert.Contains("baseline: this run has none yet", Cli.Output, StringComparison.Ordinal);
        Assert.Contains("baseline: write ", Cli.Output, StringComparison.Ordinal);
        var manifest = ManifestFile.Read(run);
        Assert.Equal("complete", manifest.Status);
        Assert.Equal(16L << 20, manifest.Baseline?.FileBytes);
        Assert.NotEmpty(manifest.LimitProbes);
        Assert.Contains(manifest.Notes, n => n.StartsWith("The volume baseline was measured when the run was resumed", StringComparison.Ordinal));
        var rows = CsvTableReader.ReadAll<ResultRow>(Path.Combine(run, RunFiles.Results));
        Assert.Equal(4, rows.Count);
        Assert.All(rows, r => Assert.NotNull(r.LimitPct));
        Assert.All(rows, r => Assert.NotNull(r.LimitMbS));
        Assert.False(Directory.Exists(Temp["data"]));
    }

    [Fact]
    public async Task A_resume_ends_with_the_rows_of_its_session_and_of_the_run()
    {
        File.WriteAllText(Temp["matrix.json"], """{ "repetitions": 2, "cases": [ { "scenario": "create", "size": "4MB" } ] }""");
        Assert.Equal(ExitCodes.Ok, await Bench(["run", "--matrix", Temp["matrix.json"], "--data-dir", Temp["data"], "--out", Temp["runs"], "--baseline-size", "0", "--no-report"]));
        var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        Assert.Contains(Flat($"done: 4 rows (0 skipped) in {run}"), Flat(Cli.Output), StringComparison.Ordinal);

        // As if killed before its last row (a finished run has nothing to resume).
        var results = Path.Combine(run, RunFiles.Results);
        File.WriteAllLines(results, File.ReadAllLines(results)[..^1]);
        var exit = await Bench(["run", "--resume", run, "--no-report"]);

        Assert.Equal(ExitCodes.Ok, exit);
        Assert.Contains(Flat($"done: 1 rows this session (0 skipped), 4 in the run, in {run}"), Flat(Cli.Output), StringComparison.Ordinal);
    }

    [Fact]
    public void A_run_directory_that_cannot_be_made_is_refused_naming_its_option_once()
    {
        var denied = new UnauthorizedAccessException("Access to the path '/srv/x/bench-1' is denied.");

        Assert.Equal(
            "command line: --data-dir: cannot write there: permission denied (Access to the path '/srv/x/bench-1' is denied). Allowed: a directory this user can write.",
            RunSession.Unwritable(Temp["data"], null, denied).ToString());
        Assert.Equal(
            "command line: --backup-dir: cannot write there: permission denied (Access to the path '/srv/x/bench-1' is denied). Allowed: a directory this user can write.",
            RunSession.Unwritable(Temp["data"], "/srv/x", denied).ToString());
    }
}
