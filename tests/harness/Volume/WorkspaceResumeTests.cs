using Bench.Harness.Volume;

namespace Bench.Harness.Tests.Volume;

public sealed class WorkspaceResumeTests : TempDirectoryTest
{
    [Fact]
    public void Reopening_removes_what_the_run_made_and_nothing_else()
    {
        var workspace = Workspace.Create(Temp["data"], "run1");
        File.WriteAllText(workspace.NewFile("bench_00003_data1.mdf"), "left by a killed case");
        var directory = workspace.Directory;
        File.WriteAllText(Path.Combine(directory, "notes.txt"), "a user's file inside the run's folder");

        var (reopened, removed) = Workspace.Reopen(Temp["data"], "run1");

        Assert.Equal(["bench_00003_data1.mdf"], removed);
        Assert.False(File.Exists(Path.Combine(directory, "bench_00003_data1.mdf")));
        Assert.True(File.Exists(Path.Combine(directory, "notes.txt")));
        reopened.Dispose();
        Assert.True(File.Exists(Path.Combine(directory, "notes.txt")), "the folder stays while it holds a user's file");
    }

    [Fact]
    public void A_folder_marked_by_another_run_is_not_taken()
    {
        using var workspace = Workspace.Create(Temp["data"], "run1");
        File.WriteAllText(Path.Combine(Temp["data"], "bench-run2.txt"), "not a folder");
        Directory.CreateDirectory(Temp["data/bench-run3"]);

        var other = Assert.Throws<IOException>(() => Workspace.Reopen(Temp["data"], "run3"));

        Assert.Contains("has no .bench-run marker", other.Message, StringComparison.Ordinal);
    }
}
