using System.Globalization;
using Bench.Harness.Configuration;
using Bench.Harness.Runner;
using Bench.Harness.Views;
using Bench.Harness.Volume;
using Bench.Results.Manifest;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>
/// The sqlserver target's reconnects and its stop as a run sees them: against <see cref="FakeServer"/> (no server runs
/// here), through the target's own code and the runner's. A stop found after the last case ends the run stopped as one
/// thrown at a case does, and what the target notes as the cases run reaches the manifest.
/// </summary>
public sealed class SqlServerRunStopTests : CommandTest
{
    private readonly FakeServer server = new();

    [Fact]
    public async Task A_stop_found_after_the_last_case_ends_the_run_stopped_with_its_note_once()
    {
        // Cases 2 to 5 each break the run's connection: the drops after 2, 3 and 4 reconnect, and the one after 5, the
        // last case, finds it broken again after 3 reconnects in a row: no case is left to be stopped at.
        var (report, manifest) = await RunAsync(cases: 5, breaks: n => n >= 2);

        Assert.Equal((5, 4), (report.Rows, report.Failed));
        Assert.Contains("3 reconnects in a row", report.Stopped, StringComparison.Ordinal);
        Assert.Equal("stopped", manifest.Status);
        Assert.Equal($"Stopped before its end: {report.Stopped}.", Assert.Single(manifest.Notes, n => n.Contains("reconnects in a row", StringComparison.Ordinal)));
    }

    [Fact]
    public async Task A_reconnect_during_the_run_is_in_the_manifests_notes_once_while_it_runs_and_at_its_end()
    {
        RunReport? during = null;

        // Case 2 breaks the run's connection; its drop reconnects, and case 3 runs on the fresh one.
        var (report, manifest) = await RunAsync(cases: 3, breaks: n => n == 2, recorded: r => during = r);

        Assert.Equal((3, 1, null), (report.Rows, report.Failed, report.Stopped));
        Assert.Equal("complete", manifest.Status);
        var reconnected = Assert.Single(manifest.Notes, n => n.StartsWith("The run's connection to the server was closed", StringComparison.Ordinal));
        Assert.Contains("reconnected at", reconnected, StringComparison.Ordinal);
        Assert.Equal([reconnected], during?.Notes);
    }

    [Theory]
    [InlineData(5149, "MODIFY FILE encountered operating system error 112(There is not enough space on the disk.) while attempting to expand the physical file '/d/x.mdf'.")]
    [InlineData(3202, "Write on \"/b/x.bak\" failed: 112(There is not enough space on the disk.)")]
    [InlineData(1105, "Could not allocate space for object 'dbo.t' in database 'x' because the 'PRIMARY' filegroup is full.")]
    [InlineData(9002, "The transaction log for database 'x' is full due to 'ACTIVE_TRANSACTION'.")]
    public async Task The_servers_own_disk_full_stops_the_run_at_that_case_as_a_full_volume_of_this_machines_does(int number, string text)
    {
        // Case 2's CREATE fails as a server whose disk filled says it, the first of its errors or after another.
        var error = new ServerErrorException(1802, $"Msg 1802, Level 16: CREATE DATABASE failed. Msg {number}, Level 16: {text}")
        {
            Errors = [(1802, "CREATE DATABASE failed."), (number, text)],
        };

        var (report, manifest) = await RunAsync(cases: 4, breaks: _ => false, fails: n => n == 2 ? error : null);

        Assert.Equal((1, 0), (report.Rows, report.Failed));
        Assert.StartsWith($"no space left on the server's disk: SQL Server reported Msg {number} ({text.TrimEnd('.')})", report.Stopped, StringComparison.Ordinal);
        Assert.Contains("Fix: free space on the server's volumes (its data and backup directories), then bench run --resume", report.Stopped, StringComparison.Ordinal);
        Assert.Equal("stopped", manifest.Status);
    }

    [Fact]
    public async Task A_servers_write_that_failed_for_another_reason_fails_its_case_and_the_run_goes_on()
    {
        var error = new ServerErrorException(3202, "Msg 3202, Level 16: Write on \"/b/x.bak\" failed: 5(Access is denied.)");

        var (report, manifest) = await RunAsync(cases: 3, breaks: _ => false, fails: n => n == 2 ? error : null);

        Assert.Equal((3, 1, null), (report.Rows, report.Failed, report.Stopped));
        Assert.Equal("complete", manifest.Status);
    }

    /// <summary>
    /// Runs <paramref name="cases"/> creates on the sqlserver target, case n's CREATE breaking the run's connection where
    /// <paramref name="breaks"/> says so, or failing with the error <paramref name="fails"/> gives; returns the runner's
    /// report and the manifest as the run ends.
    /// </summary>
    private async Task<(RunReport Report, RunManifest Manifest)> RunAsync(int cases, Func<int, bool> breaks, Action<RunReport>? recorded = null, Func<int, Exception?>? fails = null)
    {
        var sizes = string.Join(", ", Enumerable.Range(0, cases).Select(i => string.Create(CultureInfo.InvariantCulture, $"\"{16 << i}MB\"")));
        File.WriteAllText(Temp["matrix.json"], $$"""
            { "repetitions": 1, "cases": [ { "scenario": "create", "size": [{{sizes}}], "ifi": "on", "write_size": "1MB" } ] }
            """);
        var options = RunOptions.Default with { MatrixFile = Temp["matrix.json"], DataDirectory = Temp["data"], OutDirectory = Temp["runs"] };
        var plan = RunPlan.From(options, DateTime.UtcNow);
        Assert.Equal(cases, plan.Schedule.Count);
        using var workspace = RunWorkspace.Open(Temp["data"], plan.RunId);
        await using var target = await SqlServerTarget.OpenAsync(
            server.Connect, "fake", workspace, separator => new ServerPaths("/d", "/b", separator), plan.RunId, Temp["data"], null, TestContext.Current.CancellationToken, _ => { });
        var started = Manifests.Start(plan, target, VolumeProbe.Describe(Temp["data"], probeIo: false));
        var tag = SqlServerTarget.Tag(plan.RunId);
        server.Fail = text =>
        {
            // A KILL of the run's session in the case's CREATE.
            if (Enumerable.Range(1, cases).Where(breaks).Any(n => text.Contains(string.Create(CultureInfo.InvariantCulture, $"CREATE DATABASE [bench_{tag}_{n:D5}]"), StringComparison.Ordinal)))
            {
                server.Connections[^1].Broken = true;
                return new InvalidOperationException("A severe error occurred on the current command.");
            }

            return Enumerable.Range(1, cases)
                .Where(n => text.Contains(string.Create(CultureInfo.InvariantCulture, $"CREATE DATABASE [bench_{tag}_{n:D5}]"), StringComparison.Ordinal))
                .Select(n => fails?.Invoke(n))
                .FirstOrDefault(e => e is not null);
        };

        using var folder = RunFolder.Create(options.OutDirectory, plan.RunId);
        var observer = new LineProgress(Cli.Console, plan.Schedule.Count);
        var clock = new StudyClock();
        var report = await new MatrixRunner(plan, new CaseExecutor(plan.RunId, target, observer), new FixtureLifetimes(target, observer, clock), folder, observer, clock)
        {
            Recorded = recorded,
        }.RunAsync(TestContext.Current.CancellationToken);
        server.Fail = _ => null;
        return (report, Manifests.End(started, report, null));
    }
}
