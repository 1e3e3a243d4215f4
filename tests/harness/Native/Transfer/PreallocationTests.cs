using Bench.Harness.Native;
using Bench.Harness.Native.Transfer;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Tests.Native.Transfer;

/// <summary>
/// A backup sets aside the data (a third of it when compressed) in its files before the first write and cuts each file
/// to its own length at the end, as SQL Server pre-allocates backup files.
/// </summary>
public sealed class PreallocationTests : TempDirectoryTest
{
    private const int KB = 1 << 10;
    private const long MB = 1 << 20;

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public void A_backup_sets_aside_the_data_or_when_compressed_a_third_of_it_shared_among_its_files(bool compression)
    {
        const long data = 6 * MB;
        var stripes = new[] { new WatchedFile("p_1.bak", data), new WatchedFile("p_2.bak", data) };
        var spec = new TransferSpec(2, 4, 256 * KB, 0, compression);

        var done = BackupEngine.Run(DataSource.Generated(1, data), stripes, spec, _ => { }, TestContext.Current.CancellationToken);

        // Compressed: 6 MB / 3 / 2 files = 1 MB each, and the generated data compresses about 2:1, so the files together
        // grow past their 2 MB (one may take fewer chunks than the other, and is then cut below its share); uncompressed:
        // 3 MB each. Either way the files end where their chunks and index end.
        Assert.All(stripes, s => Assert.Equal(compression ? MB : 3 * MB, s.Preallocated));
        Assert.All(stripes, s => Assert.Equal(0, s.WritesBeforePreallocation));
        Assert.Equal(done.BytesWritten, stripes.Sum(s => s.Length));
        Assert.True(stripes.Sum(s => s.Length) > stripes.Sum(s => s.Preallocated), $"{stripes.Sum(s => s.Length)} bytes in all");
        var restored = new WatchedFile("p.mdf", data);
        RestoreEngine.Run(MediaSet.Read(stripes, new FixtureSpec(FixtureKind.Backup, data, 1, 2, compression)), [restored], spec, _ => { }, TestContext.Current.CancellationToken);
        var expected = new byte[data];
        DataGenerator.Fill(expected, 0, 0);
        Assert.True(restored.Content.SequenceEqual(expected), "the restored data differs from the backed-up data");
    }

    [Fact]
    public void A_direct_file_sets_space_aside_without_writing_never_shrinks_by_it_and_gives_back_what_is_cut()
    {
        var path = Temp["aside.bak"];
        using var file = DirectFile.Create(path, preferDirect: true);

        if (!file.TryPreallocate(8 * MB))
        {
            Assert.Skip("the test's temporary volume cannot allocate without writing (fallocate(2) refused)");
        }

        Assert.Equal(8 * MB, file.Length);
        Assert.True(AllocatedBytes(path) is null or >= 8 * MB, $"{AllocatedBytes(path)} bytes allocated for 8 MB set aside");
        Assert.True(file.TryPreallocate(4 * MB));
        Assert.Equal(8 * MB, file.Length);
        file.SetLength(4 * KB);
        Assert.Equal(4 * KB, file.Length);
        Assert.True(AllocatedBytes(path) is null or <= 64 * KB, $"{AllocatedBytes(path)} bytes still allocated after the cut to 4 KB");
    }

    /// <summary>The bytes the file system holds for <paramref name="path"/> (Linux: stat's 512-byte blocks); null elsewhere.</summary>
    private static long? AllocatedBytes(string path)
    {
        if (!OperatingSystem.IsLinux())
        {
            return null;
        }

        using var stat = System.Diagnostics.Process.Start(new System.Diagnostics.ProcessStartInfo("stat", ["-c", "%b", path]) { RedirectStandardOutput = true })!;
        var blocks = long.Parse(stat.StandardOutput.ReadToEnd().Trim(), System.Globalization.CultureInfo.InvariantCulture);
        stat.WaitForExit();
        return blocks * 512;
    }

    [Fact]
    public void A_compressed_backup_that_needs_less_than_was_set_aside_is_cut_to_its_own_length_on_disk()
    {
        const long data = 12 * MB;
        var source = Temp["zeros.mdf"];
        File.WriteAllBytes(source, new byte[data]); // zeros: compress far better than a third
        var paths = new[] { Temp["z_1.bak"], Temp["z_2.bak"] };
        var spec = new TransferSpec(2, 4, (int)MB, 0, Compression: true);
        TransferResult done;
        using (var file = DirectFile.OpenExisting(source, preferDirect: true))
        {
            var stripes = paths.Select(p => DirectFile.Create(p, preferDirect: true)).ToList();
            try
            {
                done = BackupEngine.Run(DataSource.From([file], data), stripes, spec, _ => { }, TestContext.Current.CancellationToken);
            }
            finally
            {
                stripes.ForEach(s => s.Dispose());
            }
        }

        var lengths = paths.Select(p => new FileInfo(p).Length).ToList();
        Assert.Equal(done.BytesWritten, lengths.Sum());
        Assert.All(lengths, l => Assert.True(l < 2 * MB, $"{l} bytes: the 2 MB set aside was not given back"));
        var reopened = paths.Select(p => DirectFile.OpenExisting(p, preferDirect: true)).ToList();
        using var restored = DirectFile.Create(Temp["z.mdf"], preferDirect: true);
        try
        {
            var set = MediaSet.Read(reopened, new FixtureSpec(FixtureKind.Backup, data, 1, 2, Compression: true));
            RestoreEngine.Run(set, [restored], spec, _ => { }, TestContext.Current.CancellationToken);
        }
        finally
        {
            reopened.ForEach(s => s.Dispose());
        }

        Assert.Equal(data, new FileInfo(Temp["z.mdf"]).Length);
        Assert.True(File.ReadAllBytes(Temp["z.mdf"]).AsSpan().IndexOfAnyExcept((byte)0) < 0, "the restored file is not all zeros");
    }
}
