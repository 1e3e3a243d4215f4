using Bench.Harness.Configuration;
using Bench.Harness.Runner;
using Bench.Harness.Views;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Tests.Runner;

/// <summary>
/// A target that cannot go on (<see cref="RunStoppedException"/>, as the sqlserver target throws when the server keeps
/// ending its sessions) stops the run before the case it was thrown at: the finished rows kept, that case without a row
/// (a resume runs it), the run's status stopped, and what happened in its notes.
/// </summary>
public sealed class RunStoppedTests : TempDirectoryTest
{
    private readonly TestConsole console = new();

    protected override void Dispose(bool disposing)
    {
        console.Dispose();
        base.Dispose(disposing);
    }

    [Fact]
    public async Task A_target_that_cannot_go_on_stops_the_run_keeping_the_finished_rows_and_leaving_the_rest_to_a_resume()
    {
        File.WriteAllText(Temp["matrix.json"], """
            { "repetitions": 1,
              "cases": [ { "scenario": "create", "size": ["8MB", "16MB", "32MB", "64MB"], "ifi": "off", "write_size": "1MB" } ] }
            """);
        var options = RunOptions.Default with { MatrixFile = Temp["matrix.json"], DataDirectory = Temp["data"], OutDirectory = Temp["runs"] };
        var plan = RunPlan.From(options, DateTime.UtcNow);
        Assert.Equal(4, plan.Schedule.Count);
        var target = new StoppingTarget(stopAt: 3);

        RunReport report;
        IReadOnlyList<ResultRow> rows;
        using (var folder = RunFolder.Create(options.OutDirectory, plan.RunId))
        {
            var observer = new LineProgress(console.Console, plan.Schedule.Count);
            var clock = new StudyClock();
            report = await new MatrixRunner(plan, new CaseExecutor(plan.RunId, target, observer), new FixtureLifetimes(target, observer, clock), folder, observer, clock)
                .RunAsync(TestContext.Current.CancellationToken);
            rows = folder.Rows();
        }

        Assert.Equal(3, target.Cases);
        Assert.Equal((2, 0, false), (report.Rows, report.Failed, report.Cancelled));
        Assert.Equal(StoppingTarget.Why, report.Stopped);
        Assert.Equal(2, rows.Count);
        Directory.CreateDirectory(Temp["data"]);
        var ended = Manifests.End(Manifests.Start(plan, target, Bench.Harness.Volume.VolumeProbe.Describe(Temp["data"], probeIo: false)), report, null);
        Assert.Equal("stopped", ended.Status);

        // Noted once, as the run ends: not also by the runner (a stop was written twice).
        Assert.DoesNotContain(report.Notes, n => n.Contains(StoppingTarget.Why, StringComparison.Ordinal));
        Assert.Equal($"Stopped before its end: {StoppingTarget.Why}.", Assert.Single(ended.Notes, n => n.Contains(StoppingTarget.Why, StringComparison.Ordinal)));
    }

    [Fact]
    public async Task A_case_the_run_stops_at_ends_its_sampling_and_peak_memory_there_not_tagged_on_to_the_end()
    {
        File.WriteAllText(Temp["matrix.json"], """
            { "repetitions": 1, "cases": [ { "scenario": "create", "size": "8MB", "ifi": "off", "write_size": "1MB" } ] }
            """);
        var options = RunOptions.Default with { MatrixFile = Temp["matrix.json"], DataDirectory = Temp["data"], OutDirectory = Temp["runs"] };
        var plan = RunPlan.From(options, DateTime.UtcNow);
        var reads = 0;
        var peaks = new RunPeakMemory(() => ++reads * 1000L, () => true);
        using var sampler = new Bench.Harness.Counters.Sampler([], 1000, null, null);
        var executor = new CaseExecutor(plan.RunId, new StoppingTarget(stopAt: 1), new LineProgress(console.Console, 1), null, sampler, peaks);

        await Assert.ThrowsAsync<RunStoppedException>(() => executor.RunAsync(plan.Schedule[0], TestContext.Current.CancellationToken));

        // The case's end was read (its peak kept for the run's) and its sampling closed: nothing is left running into the end.
        Assert.Equal(2, reads);
        Assert.Same(Bench.Results.Samples.CounterSummary.None, sampler.EndCase());
    }
}
