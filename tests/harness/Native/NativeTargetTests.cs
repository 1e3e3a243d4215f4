using Bench.Harness.Native;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Tests.Native;

public sealed class NativeTargetTests : TempDirectoryTest, IAsyncDisposable
{
    private const long MB = 1 << 20;
    private readonly Progress<double> progress = new();
    private ScratchTarget? opened;

    /// <summary>A target on the test's directory, opened at first use; closed (its run directory removed) after the test.</summary>
    private NativeTarget Target => (opened ??= ScratchTarget.Open(Temp.Path, "run")).Target;

    /// <summary>Closes <see cref="Target"/>, then removes the test's directory (xunit calls this instead of Dispose).</summary>
    public async ValueTask DisposeAsync()
    {
        if (opened is not null)
        {
            await opened.DisposeAsync();
        }

        Dispose();
    }

    private static DatabaseSpec Spec(bool ifi, int files = 2, long size = 3 * MB, long log = MB, long growth = MB) =>
        new("bench_00001", files, size, log, growth, ifi, 256 * 1024);

    private static bool All(string path, byte value)
    {
        var buffer = new byte[1 << 16];
        using var stream = File.OpenRead(path);
        int read;
        while ((read = stream.Read(buffer)) > 0)
        {
            if (buffer.AsSpan(0, read).ContainsAnyExcept(value))
            {
                return false;
            }
        }

        return true;
    }

    [Fact]
    public async Task Ifi_off_zeroes_every_byte_of_every_data_file_and_stamps_the_log_in_direct_writes()
    {
        var spec = Spec(ifi: false);

        var outcome = await Target.CreateDatabaseAsync(spec, progress, CancellationToken.None);

        string[] files = ["bench_00001.mdf", "bench_00001_2.ndf", "bench_00001_log.ldf"];
        Assert.Equal([3 * MB, 3 * MB, MB], files.Select(f => new FileInfo(Path.Combine(Target.Directory, f)).Length));
        Assert.All(files[..2], f => Assert.True(All(Path.Combine(Target.Directory, f), 0), $"{f} is not all zeros"));
        Assert.True(All(Path.Combine(Target.Directory, files[2]), FileWriter.LogStamp), "the log is not all 0xC0, SQL Server 2016's stamp");
        Assert.Equal(7 * MB, outcome.BytesWritten);
        Assert.False(outcome.IfiEffective);
        Assert.Equal("direct", Target.IoMode);
    }

    [Fact]
    public async Task Ifi_on_allocates_data_files_without_writing_them_and_still_stamps_the_log()
    {
        var outcome = await Target.CreateDatabaseAsync(Spec(ifi: true), progress, CancellationToken.None);

        Assert.Equal(3 * MB, new FileInfo(Path.Combine(Target.Directory, "bench_00001.mdf")).Length);
        Assert.Equal(MB, outcome.BytesWritten);
        Assert.True(outcome.IfiEffective);
        Assert.True(All(Path.Combine(Target.Directory, "bench_00001_log.ldf"), FileWriter.LogStamp));
    }

    [Fact]
    public async Task A_create_journals_every_file_it_makes_before_its_first_write_so_no_journal_write_is_timed()
    {
        // The journal (open, append, close a file) is how a killed run's files are found; it is written before the clock.
        string? journal = null;
        var first = new Reports(_ => journal ??= File.ReadAllText(Path.Combine(Target.Directory, Bench.Harness.Volume.Workspace.MarkerName)));

        await Target.CreateDatabaseAsync(Spec(ifi: false), first, CancellationToken.None);

        Assert.NotNull(journal);
        Assert.All(["bench_00001.mdf", "bench_00001_2.ndf", "bench_00001_log.ldf"], f => Assert.Contains(f, journal, StringComparison.Ordinal));
    }

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public async Task A_filled_file_grows_by_the_growth_as_many_times_as_asked_and_each_growth_is_timed(bool ifi)
    {
        var spec = Spec(ifi, files: 1, size: MB, growth: 2 * MB);
        await Target.CreateDatabaseAsync(spec, progress, CancellationToken.None);

        var outcome = await Target.FillAndGrowAsync(spec, 3, progress, CancellationToken.None);

        var data = Path.Combine(Target.Directory, "bench_00001.mdf");
        Assert.Equal(7 * MB, new FileInfo(data).Length);
        Assert.Equal([1, 2, 3], outcome.Stalls.Select(s => s.Number));
        Assert.Equal([MB, 3 * MB, 5 * MB], outcome.Stalls.Select(s => s.SizeBeforeBytes));
        Assert.All(outcome.Stalls, s => Assert.Equal(s.SizeBeforeBytes + (2 * MB), s.SizeAfterBytes));
        Assert.All(outcome.Stalls, s => Assert.True(s.StallMs >= 0));
        Assert.Equal(ifi ? 0 : 6 * MB, outcome.GrowthBytesWritten);
        Assert.Equal((5 * MB) + outcome.GrowthBytesWritten, outcome.BytesWritten);

        var bytes = await File.ReadAllBytesAsync(data, TestContext.Current.CancellationToken);
        Assert.True(bytes.AsSpan(0, (int)(5 * MB)).ContainsAnyExcept((byte)0), "the filled part holds page data");
        Assert.False(bytes.AsSpan((int)(5 * MB)).ContainsAnyExcept((byte)0), "the last growth reads as zeros");
    }

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public async Task First_writes_put_pages_over_every_byte_of_a_data_file_just_made_ready_by_the_IFI_rule(bool ifi)
    {
        var done = await Target.WriteFirstAsync(Spec(ifi, files: 1), 64 * 1024, progress, TestContext.Current.CancellationToken);

        Assert.Equal((3 * MB, 48L), (done.PageBytes, done.Writes));
        Assert.Equal(ifi ? MB : 4 * MB, done.Create.BytesWritten);
        Assert.Equal(ifi, done.Create.IfiEffective);
        var bytes = await File.ReadAllBytesAsync(Path.Combine(Target.Directory, "bench_00001.mdf"), TestContext.Current.CancellationToken);
        Assert.Equal(3 * MB, bytes.Length);
        Assert.All(Enumerable.Range(0, bytes.Length / 8192), page => Assert.Equal(1, bytes[page * 8192]));
    }

    [Fact]
    public async Task Dropping_removes_the_database_files_and_disposing_removes_the_run_directory()
    {
        var scratch = ScratchTarget.Open(Temp.Path, "t4");
        var target = scratch.Target;
        var directory = target.Directory;
        await target.CreateDatabaseAsync(Spec(ifi: true), progress, CancellationToken.None);

        await target.DropDatabaseAsync(Spec(ifi: true), CancellationToken.None);
        Assert.Equal([".bench-run"], Directory.GetFiles(directory).Select(Path.GetFileName));
        await scratch.DisposeAsync();

        Assert.False(Directory.Exists(directory));
    }

    [Fact]
    public async Task Files_a_user_put_in_the_data_dir_survive_even_when_named_like_the_harness_files()
    {
        File.WriteAllText(Temp["bench_00001.mdf"], "user data");
        Directory.CreateDirectory(Temp["bench-other-run"]);
        File.WriteAllText(Temp["bench-other-run/bench_00001_log.ldf"], "user log");

        await using (var scratch = ScratchTarget.Open(Temp.Path, "t5"))
        {
            var target = scratch.Target;
            await target.CreateDatabaseAsync(Spec(ifi: false), progress, CancellationToken.None);
            await target.DropDatabaseAsync(Spec(ifi: false), CancellationToken.None);
        }

        Assert.Equal("user data", File.ReadAllText(Temp["bench_00001.mdf"]));
        Assert.Equal("user log", File.ReadAllText(Temp["bench-other-run/bench_00001_log.ldf"]));
        Assert.Equal(["bench-other-run"], Directory.GetDirectories(Temp.Path).Select(Path.GetFileName));
    }

    [Fact]
    public async Task A_file_a_user_put_into_the_run_directory_keeps_it_from_being_removed()
    {
        var scratch = ScratchTarget.Open(Temp.Path, "t6");
        var target = scratch.Target;
        File.WriteAllText(Path.Combine(target.Directory, "notes.txt"), "mine");

        await scratch.DisposeAsync();

        Assert.Equal("mine", File.ReadAllText(Path.Combine(target.Directory, "notes.txt")));
    }

    [Fact]
    public async Task Cancelling_stops_the_writes()
    {
        using var cancel = new CancellationTokenSource();
        await cancel.CancelAsync();

        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => Target.CreateDatabaseAsync(Spec(ifi: false), progress, cancel.Token));
    }

    [Fact]
    public async Task On_a_tmpfs_the_case_runs_and_the_volume_is_described_as_memory()
    {
        const string shm = "/dev/shm";
        var isTmpfs = OperatingSystem.IsLinux() && Directory.Exists(shm)
            && File.ReadLines("/proc/self/mounts").Any(l => l.Split(' ') is [_, shm, "tmpfs", ..]);
        Assert.SkipUnless(isTmpfs, "no tmpfs at /dev/shm on this machine");
        var directory = Path.Combine(shm, "bench-test-" + Guid.NewGuid().ToString("N")[..8]);
        try
        {
            await using var scratch = ScratchTarget.Open(directory, "t8");
            var target = scratch.Target;
            var outcome = await target.CreateDatabaseAsync(Spec(ifi: false), progress, CancellationToken.None);
            var volume = Bench.Harness.Volume.VolumeProbe.Describe(target.Directory, probeIo: true);

            Assert.Equal(7 * MB, outcome.BytesWritten);
            Assert.Equal("tmpfs", volume.FileSystem);
            Assert.Contains(volume.Notes, n => n.Contains("memory", StringComparison.Ordinal));
            Assert.Equal(volume.DirectIo == true ? "direct" : "buffered", target.IoMode);
        }
        finally
        {
            Assert.False(Directory.Exists(directory));
        }
    }

    /// <summary>Progress reported on the writing thread itself, as it happens (<see cref="Progress{T}"/> posts it later).</summary>
    internal sealed class Reports(Action<double> report) : IProgress<double>
    {
        public void Report(double value) => report(value);
    }
}
