using System.Collections.Concurrent;
using Bench.Harness.Native;
using Bench.Harness.Volume;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Tests.Native;

/// <summary>
/// On a real file system (a loop-mounted ext4 when root, else the temporary directory's own), the files the native
/// target has open while it writes are read back from /proc/self/fdinfo: data and log files carry O_DIRECT and O_DSYNC,
/// as SQL Server opens them, and none carries O_DSYNC with --durability none.
/// </summary>
public sealed class DurabilityTests : TempDirectoryTest
{
    /// <summary>O_DIRECT and O_DSYNC as x86-64 Linux numbers them (octal 040000, 010000); arm64's O_DIRECT is 0200000.</summary>
    private static readonly int ODirect = System.Runtime.InteropServices.RuntimeInformation.ProcessArchitecture
        is System.Runtime.InteropServices.Architecture.Arm64 ? Convert.ToInt32("200000", 8) : Convert.ToInt32("40000", 8);

    private static readonly int ODsync = Convert.ToInt32("10000", 8);

    private const long MB = 1 << 20;

    private readonly LoopExt4 volume;

    public DurabilityTests() => volume = new LoopExt4(Temp);

    protected override void Dispose(bool disposing)
    {
        volume.Dispose();
        base.Dispose(disposing);
    }

    private static void SkipWithoutFdinfo() =>
        Assert.SkipUnless(OperatingSystem.IsLinux() && Directory.Exists("/proc/self/fdinfo"), "open flags are read from /proc/self/fdinfo, which only Linux has");

    /// <summary>Creates a database (IFI off: data and log zeroed), fills and grows it, and restores into another, noting every file's flags while they are open.</summary>
    private static async Task<(OpenFlagSpy Spy, NativeTarget Target)> WriteEverything(ScratchTarget scratch)
    {
        var target = scratch.Target;
        var spy = new OpenFlagSpy(target.Directory);
        var token = TestContext.Current.CancellationToken;
        var created = new DatabaseSpec("bench_00001", 1, 4 * MB, 4 * MB, 4 * MB, Ifi: false, 256 * 1024);
        await target.CreateDatabaseAsync(created, spy, token);
        await target.FillAndGrowAsync(created, 2, spy, token);
        var source = new FixtureSpec(FixtureKind.Backup, 8 * MB, 1, 2, false);
        await target.PrepareFixtureAsync(source, new Progress<double>(), token);
        var restored = new DatabaseSpec("bench_00002", 1, 8 * MB, 4 * MB, MB, Ifi: true, 256 * 1024);
        await target.RestoreAsync(new RestoreSpec(restored, source, new TransferSpec(2, 4, 256 * 1024, 0, false)), spy, token);
        return (spy, target);
    }

    [Fact]
    public async Task Data_and_log_files_are_written_with_O_DIRECT_and_O_DSYNC_as_SQL_Server_opens_them()
    {
        SkipWithoutFdinfo();
        await using var scratch = ScratchTarget.Open(volume.Directory, "d1");
        var (spy, target) = await WriteEverything(scratch);

        var direct = target.IoMode == "direct" ? ODirect : 0;
        Assert.Equal(["bench_00001.mdf", "bench_00001_log.ldf", "bench_00002.mdf", "bench_00002_log.ldf", "fixture1_1.bak", "fixture1_2.bak"], spy.Seen.Keys.Order(StringComparer.Ordinal));
        Assert.All(spy.Seen.Where(f => !f.Key.EndsWith(".bak", StringComparison.Ordinal)), f => Assert.True(
            f.Value.All(flags => (flags & (direct | ODsync)) == (direct | ODsync)), $"{f.Key} was open with flags {Octal(f.Value)}, not {(direct == 0 ? "O_DSYNC" : "O_DIRECT | O_DSYNC")} ({volume.Problem ?? "ext4"})"));
        Assert.All(spy.Seen.Where(f => f.Key.EndsWith(".bak", StringComparison.Ordinal)), f => Assert.True(
            f.Value.All(flags => (flags & ODsync) == 0 && (flags & direct) == direct), $"backup file {f.Key} was open with flags {Octal(f.Value)}"));
        Assert.Equal("sqlserver", target.Durability.Mode);
        Assert.Contains("O_DSYNC", target.Durability.Verified, StringComparison.Ordinal);
        Assert.All(target.Durability.Files.Where(f => f.Kind is "data" or "log"), f => Assert.True(f.WriteThrough));
    }

    [Fact]
    public async Task A_volume_that_takes_O_DIRECT_at_open_but_refuses_the_direct_write_is_written_buffered_from_the_start_and_says_so()
    {
        SkipWithoutFdinfo();
        await using (var plain = ScratchTarget.Open(volume.Directory, "d0"))
        {
            Assert.SkipUnless(plain.Target.IoMode == "direct", $"this volume refuses O_DIRECT at open already ({volume.Problem ?? "ext4"})");
        }

        // The probe's write refused as a file system that takes the flag at open(2) and fails the request refuses it.
        const string refused = "refused: the 4096-byte aligned write at offset 0 through O_DIRECT failed: Invalid argument";
        await using var scratch = ScratchTarget.Open(volume.Directory, "d4", prove: (_, direct) => new DirectIoProof(direct ? false : null, refused));
        var (spy, target) = await WriteEverything(scratch);

        Assert.Equal("buffered", target.IoMode);
        Assert.Contains($"The volume took O_DIRECT at open, but direct I/O was {refused}.", target.Notes);
        Assert.All(spy.Seen, f => Assert.True(f.Value.All(flags => (flags & ODirect) == 0), $"{f.Key} was open with flags {Octal(f.Value)}, direct"));
        Assert.DoesNotContain("O_DIRECT", target.Durability.Verified, StringComparison.Ordinal);
        Assert.All(target.Durability.Files, f => Assert.DoesNotContain("O_DIRECT", f.Open, StringComparison.Ordinal));
    }

    /// <summary>Review s22 L15: a probe write refused for want of space stops the run, not read as "direct I/O refused" (was: buffered, with a Note).</summary>
    [Fact]
    public async Task A_full_volume_at_the_direct_io_probe_stops_the_run_instead_of_going_buffered()
    {
        await using (var plain = ScratchTarget.Open(volume.Directory, "d5"))
        {
            Assert.SkipUnless(plain.Target.IoMode == "direct", $"this volume refuses O_DIRECT at open already ({volume.Problem ?? "ext4"})");
        }

        var full = OperatingSystem.IsWindows() ? new IOException("There is not enough space on the disk.", unchecked((int)0x80070070)) : new IOException("No space left on device", 28);
        using var workspace = RunWorkspace.Open(volume.Directory, "d6");

        var e = Assert.Throws<Bench.Harness.Runner.TargetUnavailableException>(() => NativeTarget.Open(workspace, Durability.SqlServer, (_, _) => throw full));

        Assert.Contains("no space left on the volume", e.Message, StringComparison.Ordinal);
        Assert.Same(full, e.InnerException);
    }

    [Fact]
    public async Task With_durability_none_no_file_is_opened_with_O_DSYNC()
    {
        SkipWithoutFdinfo();
        await using var scratch = ScratchTarget.Open(volume.Directory, "d2", durability: Durability.None);
        var (spy, target) = await WriteEverything(scratch);

        Assert.Equal(6, spy.Seen.Count);
        Assert.All(spy.Seen, f => Assert.True(f.Value.All(flags => (flags & ODsync) == 0), $"{f.Key} was open with flags {Octal(f.Value)}"));
        Assert.Equal("none", target.Durability.Mode);
        Assert.DoesNotContain("O_DSYNC", target.Durability.Verified, StringComparison.Ordinal);
        Assert.All(target.Durability.Files, f => Assert.False(f.WriteThrough));
    }

    [Fact]
    public async Task A_growth_with_IFI_on_allocates_and_commits_nothing_to_the_journal()
    {
        SkipWithoutFdinfo();
        Assert.SkipUnless(volume.Mounted, $"counting journal commits needs the loop-mounted ext4 ({volume.Problem})");

        // Without write-through the page writes force no commit either, so any commit would be the growths' own. The
        // journal can still commit for a reason outside the test (once in a CI run beside other I/O-heavy work), so the
        // three growths are run up to three times on fresh databases: a growth that commits (an fsync after the
        // fallocate, as the target once did) commits every time, and no attempt would see none.
        await using var scratch = ScratchTarget.Open(volume.Directory, "d3", durability: Durability.None);
        var token = TestContext.Current.CancellationToken;
        var commits = new List<long>();
        for (var attempt = 1; attempt <= 3 && !commits.Contains(0); attempt++)
        {
            var spec = new DatabaseSpec($"bench_0000{attempt}", 1, MB, MB, 8 * MB, Ifi: true, 256 * 1024);
            await scratch.Target.CreateDatabaseAsync(spec, new Progress<double>(), token);
            var before = volume.JournalCommits();

            var grown = await scratch.Target.FillAndGrowAsync(spec, 3, new Progress<double>(), token);

            commits.Add(volume.JournalCommits() - before);
            Assert.Equal(0, grown.GrowthBytesWritten);
            Assert.Equal(25 * MB, new FileInfo(Path.Combine(scratch.Target.Directory, $"{spec.Name}.mdf")).Length);
            await scratch.Target.DropDatabaseAsync(spec, token);
        }

        Assert.True(commits.Contains(0), $"journal commits during the growths, attempt by attempt: {string.Join(", ", commits)}");
    }

    private static string Octal(IEnumerable<int> flags) => string.Join(", ", flags.Distinct().Select(f => "0" + Convert.ToString(f, 8)));

    /// <summary>A progress sink that, each time the target reports (on its writing thread), reads the flags of every file it has open in the directory.</summary>
    private sealed class OpenFlagSpy(string directory) : IProgress<double>
    {
        public ConcurrentDictionary<string, ConcurrentBag<int>> Seen { get; } = new(StringComparer.Ordinal);

        public void Report(double value)
        {
            foreach (var fd in Directory.EnumerateFiles("/proc/self/fd"))
            {
                var target = new FileInfo(fd).LinkTarget;
                if (target is null || !target.StartsWith(directory + "/", StringComparison.Ordinal) || Flags(Path.GetFileName(fd)) is not { } flags
                    || new FileInfo(fd).LinkTarget != target)
                {
                    continue; // not ours, or closed (and its number perhaps reused) while being read
                }

                Seen.GetOrAdd(Path.GetFileName(target), _ => []).Add(flags);
            }
        }

        private static int? Flags(string fd)
        {
            try
            {
                var line = File.ReadLines($"/proc/self/fdinfo/{fd}").First(l => l.StartsWith("flags:", StringComparison.Ordinal));
                return Convert.ToInt32(line["flags:".Length..].Trim(), 8);
            }
            catch (Exception e) when (e is IOException or InvalidOperationException)
            {
                return null; // closed between the listing and the read
            }
        }
    }
}
