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
    public async Task A_case_that_fills_the_disk_fails_with_the_reason_its_files_go_and_the_matrix_goes_on()
    {
        Assert.SkipWhen(mountProblem is not null, $"cannot mount a small tmpfs here ({mountProblem})");
        File.WriteAllText(Temp["matrix.json"], """
            { "repetitions": 1,
              "cases": [ { "scenario": "create", "size": "64MB", "ifi": "off", "write_size": "1MB" },
                         { "scenario": "create", "size": "8MB", "ifi": "off", "write_size": "1MB" } ] }
            """);
        var options = RunOptions.Default with { MatrixFile = Temp["matrix.json"], DataDirectory = Path.Combine(mountPoint, "data"), OutDirectory = Temp["runs"] };
        var plan = RunPlan.From(options, DateTime.UtcNow);
        File.WriteAllText(Path.Combine(mountPoint, "keep.txt"), "user file");

        IReadOnlyList<ResultRow> rows;
        using (var workspace = RunWorkspace.Open(options.DataDirectory, plan.RunId))
        await using (var target = NativeTarget.Open(workspace))
        using (var folder = RunFolder.Create(options.OutDirectory, plan.RunId))
        {
            var observer = new LineProgress(console.Console, plan.Schedule.Count);
            var clock = new StudyClock();
            var runner = new MatrixRunner(plan, new CaseExecutor(plan.RunId, target, observer), new FixtureLifetimes(target, observer, clock), folder, observer, clock);
            var report = await runner.RunAsync(TestContext.Current.CancellationToken);
            Assert.Equal((2, 1), (report.Rows, report.Failed));
            rows = folder.Rows();
        }

        var full = Assert.Single(rows, r => r.Parameters.SizeBytes == 64L << 20);
        Assert.Equal(CaseStatus.Failed, full.Status);
        Assert.Contains("No space left on device", full.Error, StringComparison.Ordinal);
        Assert.Equal(CaseStatus.Ok, Assert.Single(rows, r => r.Parameters.SizeBytes == 8L << 20).Status);
        Assert.Equal(["keep.txt"], Directory.EnumerateFileSystemEntries(mountPoint).Select(Path.GetFileName));
    }
}
