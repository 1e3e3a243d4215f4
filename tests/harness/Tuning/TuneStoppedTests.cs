using Bench.Harness.Configuration;
using Bench.Harness.Runner;
using Bench.Harness.Tests.Runner;
using Bench.Harness.Tuning;
using Bench.Harness.Views;
using Bench.Harness.Volume;
using Bench.Results.Csv;
using Bench.Results.Manifest;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Tests.Tuning;

/// <summary>
/// A tune whose target stops it (<see cref="StoppingTarget"/>, as the sqlserver target stops when its server keeps ending
/// the run's sessions), run through <see cref="TuneSession"/>: whether the stop is thrown at a case run or found after the
/// last one, the tune ends stopped (its manifest's status and one note, no answer, how to resume it, exit code 1), and
/// what the target noted as the case runs went is in its manifest.
/// </summary>
public sealed class TuneStoppedTests : CommandTest
{
    private string Run => Assert.Single(Directory.GetDirectories(Temp["runs"]));

    [Fact]
    public async Task A_tune_its_target_stops_at_a_case_run_ends_stopped_keeping_its_runs_and_saying_how_to_resume()
    {
        var target = new StoppingTarget(stopAt: 3);

        var outcome = await TuneAsync(target);

        Assert.Equal(SessionOutcome.SomeFailed, outcome);
        Assert.Equal(3, target.Cases);
        AssertStopped(rows: 2);
    }

    [Fact]
    public async Task A_stop_found_after_the_tunes_last_case_run_ends_it_stopped_as_one_thrown_at_a_case_run()
    {
        // Found as the fixtures are removed, after the search ended: no case run is left to throw it.
        var target = new StoppingTarget(stopAt: 0) { StopsInRemoval = true };

        var outcome = await TuneAsync(target);

        Assert.Equal(SessionOutcome.SomeFailed, outcome);
        AssertStopped(rows: target.Cases);

        // Its resume replays every run to the search, runs none again, and writes the answer.
        var resumed = new StoppingTarget(stopAt: 0);
        var (config, errors) = TuneConfigBuilder.Build(TuneRunOptions.Default with { Run = RunOptions.Default with { ResumeDirectory = Run } }, DateTime.UtcNow);
        Assert.Empty(errors);
        Assert.Equal(SessionOutcome.Done, await new TuneSession(config!, new TuneSessionView(Cli.Console), new Opened(resumed)).RunAsync(TestContext.Current.CancellationToken));
        Assert.Equal(0, resumed.Cases);
        Assert.Equal("complete", ManifestFile.Read(Run).Status);
        Assert.True(File.Exists(Path.Combine(Run, TuneOutputs.ReportFile)), "the resume wrote the answer");
    }

    [Fact]
    public async Task What_the_target_notes_as_the_case_runs_go_is_in_the_tunes_manifest_once()
    {
        var target = new StoppingTarget(stopAt: 0);

        var outcome = await TuneAsync(target);

        Assert.Equal(SessionOutcome.Done, outcome);
        var manifest = ManifestFile.Read(Run);
        Assert.Equal("complete", manifest.Status);
        Assert.True(target.Cases > 1, "the search ran more than its start");
        Assert.Equal(target.Notes, manifest.Notes.Where(n => n.StartsWith("Reconnected before ", StringComparison.Ordinal)));
        Assert.Equal(target.Cases, target.Notes.Distinct().Count());
    }

    /// <summary>A restore tune of 8 MB on <paramref name="target"/> (no baseline, no report), through <see cref="TuneSession"/>.</summary>
    private async Task<SessionOutcome> TuneAsync(ITarget target)
    {
        var (config, errors) = TuneConfigBuilder.Build(
            TuneRunOptions.Default with
            {
                Mode = "restore", Size = "8MB", Stripes = "1..2", BufferCount = "1..4", MaxTransferSize = "64KB..128KB", Budget = 7,
                Run = RunOptions.Default with { DataDirectory = Temp["data"], OutDirectory = Temp["runs"], BaselineSize = "0", Report = false },
            },
            DateTime.UtcNow);
        Assert.Empty(errors);
        return await new TuneSession(config!, new TuneSessionView(Cli.Console), new Opened(target)).RunAsync(TestContext.Current.CancellationToken);
    }

    /// <summary>The tune's outputs say it stopped: its manifest (status, the stop's note once and last), no answer, its rows kept, and how to resume it.</summary>
    private void AssertStopped(int rows)
    {
        var run = Run;
        var manifest = ManifestFile.Read(run);
        Assert.Equal("stopped", manifest.Status);
        Assert.Equal($"Stopped before its end: {StoppingTarget.Why}.", manifest.Notes[^1]);
        Assert.Single(manifest.Notes, n => n.Contains(StoppingTarget.Why, StringComparison.Ordinal));
        Assert.Null(manifest.Tune?.CaseRuns);
        Assert.False(File.Exists(Path.Combine(run, TuneOutputs.ReportFile)), "a stopped tune has no answer: its resume replays its runs and writes it");
        Assert.True(File.Exists(Path.Combine(run, RunFiles.Summary)), "summary.csv is written as the tune ends");
        Assert.Equal(rows, CsvTableReader.ReadAll<ResultRow>(Path.Combine(run, RunFiles.Results)).Count);
        var output = Flat(Cli.Output);
        Assert.Contains($"stopped: {StoppingTarget.Why}", output, StringComparison.Ordinal);
        Assert.Contains($"stopped: {rows} case runs in {run}, each kept in results.csv; bench tune restore --resume {run} runs the rest", output, StringComparison.Ordinal);
    }

    /// <summary>Gives the session <paramref name="target"/>, made by the test.</summary>
    private sealed class Opened(ITarget target) : ITargetFactory
    {
        public Task<ITarget> OpenAsync(RunConfig config, RunWorkspace workspace, CancellationToken cancellationToken) => Task.FromResult(target);
    }
}
