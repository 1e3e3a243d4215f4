using System.Reflection;
using Bench.Harness.Configuration;
using Bench.Harness.Native;
using Bench.Harness.Runner;
using Bench.Harness.Views;
using Bench.Harness.Volume;

namespace Bench.Harness.Tests.Runner;

/// <summary>
/// A real full disk: a 48 MB tmpfs mounted for the test (root only; skipped otherwise). The runner is driven
/// directly, as it is after the free-space check when something else fills the volume during the run.
/// </summary>
public sealed class DiskFullTests : TempDirectoryTest
{
    private readonly TestConsole console = new();
    private readonly string mountPoint;
    private readonly string? mountProblem;

    public DiskFullTests()
    {
        mountPoint = Temp["small"];
        Directory.CreateDirectory(mountPoint);
        mountProblem = SystemCommand.Run("mount", "-t", "tmpfs", "-o", "size=48m", "tmpfs", mountPoint);
    }

    protected override void Dispose(bool disposing)
    {
        if (mountProblem is null)
        {
            SystemCommand.Run("umount", mountPoint);
        }

        console.Dispose();
        base.Dispose(disposing);
    }

    [Fact]
    public async Task A_case_that_fills_the_disk_stops_the_run_without_a_row_its_files_go_and_a_resume_runs_the_rest()
    {
        Assert.SkipWhen(mountProblem is not null, $"cannot mount a small tmpfs here ({mountProblem})");
        File.WriteAllText(Temp["matrix.json"], """
            { "repetitions": 1,
              "cases": [ { "scenario": "create", "size": "8MB", "ifi": "off", "write_size": "1MB" },
                         { "scenario": "create", "size": "64MB", "ifi": "off", "write_size": "1MB" },
                         { "scenario": "create", "size": "4MB", "ifi": "off", "write_size": "1MB" } ] }
            """);
        var options = RunOptions.Default with { MatrixFile = Temp["matrix.json"], DataDirectory = Path.Combine(mountPoint, "data"), OutDirectory = Temp["runs"] };
        var plan = RunPlan.From(options, DateTime.UtcNow);
        File.WriteAllText(Path.Combine(mountPoint, "keep.txt"), "user file");

        RunReport report;
        IReadOnlyList<ResultRow> rows;
        using (var workspace = RunWorkspace.Open(options.DataDirectory, plan.RunId))
        await using (var target = NativeTarget.Open(workspace))
        using (var folder = RunFolder.Create(options.OutDirectory, plan.RunId))
        {
            var observer = new LineProgress(console.Console, plan.Schedule.Count);
            var clock = new StudyClock();
            var full = new DiskFull([workspace.Directory, workspace.BackupDirectory], $"bench run --resume {folder.Directory}");
            var executor = new CaseExecutor(plan.RunId, target, observer) { DiskFull = full };
            var runner = new MatrixRunner(plan, executor, new FixtureLifetimes(target, observer, clock) { DiskFull = full }, folder, observer, clock);
            report = await runner.RunAsync(TestContext.Current.CancellationToken);
            rows = folder.Rows();
            Assert.Contains($"Fix: free space, then bench run --resume {folder.Directory}", report.Stopped, StringComparison.Ordinal);
        }

        // Stopped at the full case, which has no row (a resume runs it), not a failed row for it and each case after it.
        Assert.NotNull(report.Stopped);
        Assert.Contains($"(mounted at {mountPoint})", report.Stopped, StringComparison.Ordinal);
        Assert.Matches(@"is full \([0-9.]+ [KM]iB free now\)", report.Stopped);
        Assert.Equal((rows.Count, 0), (report.Rows, report.Failed));
        Assert.DoesNotContain(rows, r => r.Parameters.SizeBytes == 64L << 20);
        Assert.All(rows, r => Assert.Equal(CaseStatus.Ok, r.Status));
        Assert.True(rows.Count < plan.Schedule.Count);
        Directory.CreateDirectory(Temp["data"]);
        var ended = Manifests.End(Manifests.Start(plan, new StoppingTarget(0), VolumeProbe.Describe(Temp["data"], probeIo: false)), report, null);
        Assert.Equal("stopped", ended.Status);
        Assert.Equal(["keep.txt"], Directory.EnumerateFileSystemEntries(mountPoint).Select(Path.GetFileName));
    }

    [Fact]
    public async Task A_tunes_fixture_that_fills_the_disk_stops_the_tune_as_a_runs_does_rather_than_fail_the_case()
    {
        Assert.SkipWhen(mountProblem is not null, $"cannot mount a small tmpfs here ({mountProblem})");
        File.WriteAllText(Temp["matrix.json"], """
            { "repetitions": 1, "cases": [ { "scenario": "restore", "size": "64MB", "ifi": "on" } ] }
            """);
        var options = RunOptions.Default with { MatrixFile = Temp["matrix.json"], DataDirectory = Path.Combine(mountPoint, "data"), OutDirectory = Temp["runs"] };
        var plan = RunPlan.From(options, DateTime.UtcNow);
        File.WriteAllText(Path.Combine(mountPoint, "keep.txt"), "user file");

        using (var workspace = RunWorkspace.Open(options.DataDirectory, plan.RunId))
        await using (var target = NativeTarget.Open(workspace))
        {
            var full = new DiskFull([workspace.Directory, workspace.BackupDirectory], "bench tune restore --resume the-folder");
            await using var fixtures = new Bench.Harness.Tuning.FixtureCache(target, new LineProgress(console.Console, plan.Schedule.Count)) { DiskFull = full };

            // The 64 MB backup the restore reads does not fit the 48 MB volume: the tune stops (a resume runs the case), as
            // a run's fixture stops the run, instead of a failed row for this case and each case the search tries next.
            var stop = await Assert.ThrowsAsync<Bench.Scenarios.Targets.RunStoppedException>(() => fixtures.PrepareAsync(plan.Schedule[0], TestContext.Current.CancellationToken));
            Assert.Contains($"(mounted at {mountPoint})", stop.Message, StringComparison.Ordinal);
            Assert.Contains("Fix: free space, then bench tune restore --resume the-folder", stop.Message, StringComparison.Ordinal);
            Assert.Empty(fixtures.Made);
        }

        Assert.Equal(["keep.txt"], Directory.EnumerateFileSystemEntries(mountPoint).Select(Path.GetFileName));
    }

    [Fact]
    public void A_write_refused_for_want_of_space_is_told_from_other_io_errors_also_wrapped()
    {
        var full = OperatingSystem.IsWindows() ? new IOException("There is not enough space on the disk.", unchecked((int)0x80070070)) : new IOException("No space left on device", 28);
        Assert.True(DiskFull.Is(full));
        Assert.True(DiskFull.Is(new AggregateException(new IOException("other"), full)));
        Assert.True(DiskFull.Is(new InvalidOperationException("wrapped", full)));
        Assert.False(DiskFull.Is(new IOException("Permission denied", 13)));
        Assert.False(DiskFull.Is(new IOException("File exists", 17)));
    }

    [Theory]
    [InlineData(1101, "Could not allocate a new page for database 'x' because of insufficient disk space in filegroup 'PRIMARY'.", true)]
    [InlineData(1105, "Could not allocate space for object 'dbo.t' in database 'x' because the 'PRIMARY' filegroup is full.", true)]
    [InlineData(9002, "The transaction log for database 'x' is full due to 'ACTIVE_TRANSACTION'.", true)]
    [InlineData(3202, "Write on \"/b/x.bak\" failed: 112(There is not enough space on the disk.)", true)]
    [InlineData(5149, "MODIFY FILE encountered operating system error 112(There is not enough space on the disk.) while attempting to expand the physical file '/d/x.mdf'.", true)]
    [InlineData(3202, "Write on \"/b/x.bak\" failed: 5(Access is denied.)", false)]
    [InlineData(1801, "Database 'x' already exists. Choose a different database name.", false)]
    public void The_servers_own_disk_full_is_told_by_its_errors_number_from_the_client_or_from_the_batchs_messages(int number, string text, bool full)
    {
        Assert.Equal(full, DiskFull.Is(ClientError(number, text)));
        Assert.Equal(full, DiskFull.Is(new InvalidOperationException("wrapped", ClientError(number, text))));
        Assert.Equal(full, DiskFull.Is(new ServerErrorException(3013, "BACKUP DATABASE is terminating abnormally.") { Errors = [(number, text), (3013, "BACKUP DATABASE is terminating abnormally.")] }));
        if (full)
        {
            Assert.StartsWith($"no space left on the server's disk: SQL Server reported Msg {number} (", DiskFull.Unnamed.Stop(ClientError(number, text)).Message, StringComparison.Ordinal);
        }
    }

    /// <summary>
    /// The client's exception for one error of the server, as SqlClient makes it (its constructors are internal: reached
    /// by reflection, each argument by its parameter's name).
    /// </summary>
    private static Microsoft.Data.SqlClient.SqlException ClientError(int number, string message)
    {
        const BindingFlags inside = BindingFlags.NonPublic | BindingFlags.Instance;
        var errorType = typeof(Microsoft.Data.SqlClient.SqlError);
        var constructor = errorType.GetConstructors(inside).OrderByDescending(c => c.GetParameters().Length).First();
        var error = constructor.Invoke([.. constructor.GetParameters().Select(p => p.Name switch
        {
            "infoNumber" => number,
            "errorClass" => (byte)17,
            "errorMessage" => message,
            "server" => "fake",
            "procedure" => string.Empty,
            _ => p.ParameterType.IsValueType ? Activator.CreateInstance(p.ParameterType) : null,
        })]);
        var errors = (Microsoft.Data.SqlClient.SqlErrorCollection)Activator.CreateInstance(typeof(Microsoft.Data.SqlClient.SqlErrorCollection), nonPublic: true)!;
        typeof(Microsoft.Data.SqlClient.SqlErrorCollection).GetMethod("Add", inside)!.Invoke(errors, [error]);
        var create = typeof(Microsoft.Data.SqlClient.SqlException).GetMethods(BindingFlags.NonPublic | BindingFlags.Static)
            .First(m => m.Name == "CreateException" && m.GetParameters() is [{ ParameterType: var first }, { ParameterType: var second }] && first == typeof(Microsoft.Data.SqlClient.SqlErrorCollection) && second == typeof(string));
        return (Microsoft.Data.SqlClient.SqlException)create.Invoke(null, [errors, "16.0"])!;
    }
}
