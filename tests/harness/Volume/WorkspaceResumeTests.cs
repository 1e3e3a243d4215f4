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
    public void A_file_already_at_a_new_files_path_is_not_taken_as_the_runs_and_survives_its_cleanup()
    {
        var workspace = Workspace.Create(Temp["data"], "run1");
        var planted = Path.Combine(workspace.Directory, "bench_00002.mdf");
        File.WriteAllText(planted, "a user's file where the next case's goes");

        var e = Assert.Throws<IOException>(() => workspace.NewFile("bench_00002.mdf"));
        workspace.Delete(planted);
        workspace.Dispose();

        Assert.Contains("is there already and is not this run's file: left as it is", e.Message, StringComparison.Ordinal);
        Assert.Equal("a user's file where the next case's goes", File.ReadAllText(planted));


        // Nor journaled: a resume of a run killed after it does not remove it as a killed case's leftover.
        var killed = Workspace.Create(Temp["data2"], "run2");
        var other = Path.Combine(killed.Directory, "bench_00002.mdf");
        File.WriteAllText(other, "a user's file");
        Assert.Throws<IOException>(() => killed.NewFile("bench_00002.mdf"));
        var (reopened, removed) = Workspace.Reopen(Temp["data2"], "run2");
        reopened.Dispose();
        Assert.Empty(removed);
        Assert.Equal("a user's file", File.ReadAllText(other));
    }

    [Fact]
    public void A_data_dir_that_cannot_be_made_fails_with_its_own_reason_not_one_of_the_clean_up()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() && Directory.Exists("/sys/kernel"), "/sys refuses new folders to every user, root too (EPERM)");

        var e = Record.Exception(() => Workspace.Create($"/sys/kernel/bench-{Guid.NewGuid():N}", "run1"));

        // Was: the clean-up deleted the marker in the folder that was never made, and its "Could not find a part of the path" hid why.
        Assert.NotNull(e);
        Assert.IsNotType<DirectoryNotFoundException>(e);
        Assert.DoesNotContain("Could not find a part of the path", e.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_run_killed_hard_and_resumed_removes_the_data_dir_it_created_when_empty_and_no_level_that_existed()
    {
        Directory.CreateDirectory(Temp["data"]);
        var killed = Workspace.Create(Temp["data/a/b"], "run1");
        File.WriteAllText(killed.NewFile("bench_00001.mdf"), "left by a killed case");

        var (reopened, _) = Workspace.Reopen(Temp["data/a/b"], "run1");
        reopened.Dispose();

        Assert.False(Directory.Exists(Temp["data/a"]), "the levels the run created are gone");
        Assert.True(Directory.Exists(Temp["data"]), "a level that existed before the run stays");
    }

    [Fact]
    public void A_resumed_run_leaves_a_data_dir_it_created_that_now_holds_a_users_file()
    {
        var killed = Workspace.Create(Temp["data/a"], "run1");
        File.WriteAllText(killed.NewFile("bench_00001.mdf"), "left by a killed case");
        File.WriteAllText(Temp["data/a/notes.txt"], "a user's file put in the data dir since");

        var (reopened, _) = Workspace.Reopen(Temp["data/a"], "run1");
        reopened.Dispose();

        Assert.Equal(["notes.txt"], Directory.EnumerateFileSystemEntries(Temp["data/a"]).Select(Path.GetFileName));
    }

    [Fact]
    public void A_marker_naming_a_folder_outside_the_data_dir_does_not_get_it_removed()
    {
        Directory.CreateDirectory(Temp["data"]);
        Directory.CreateDirectory(Temp["elsewhere"]);
        var killed = Workspace.Create(Temp["data"], "run1");
        File.AppendAllText(Path.Combine(killed.Directory, Workspace.MarkerName), $"created {Temp["elsewhere"]}\n");

        var (reopened, _) = Workspace.Reopen(Temp["data"], "run1");
        reopened.Dispose();

        Assert.True(Directory.Exists(Temp["elsewhere"]));
        Assert.True(Directory.Exists(Temp["data"]), "the data dir existed before the run");
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
