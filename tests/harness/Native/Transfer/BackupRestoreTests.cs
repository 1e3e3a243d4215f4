using Bench.Harness.Native;
using Bench.Harness.Native.Transfer;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Tests.Native.Transfer;

public sealed class BackupRestoreTests : TempDirectoryTest
{
    private const int KB = 1 << 10;
    private const long MB = 1 << 20;
    private readonly Progress<double> progress = new();

    private static DatabaseSpec Database(string name, int files, long size, bool ifi) => new(name, files, size, MB, MB, ifi, 256 * KB);

    /// <summary>A scratch native target <paramref name="runId"/> in the test's directory, with <paramref name="fixture"/> made on it.</summary>
    private async Task<ScratchTarget> Prepared(string runId, FixtureSpec fixture)
    {
        var scratch = ScratchTarget.Open(Temp.Path, runId);
        try
        {
            await scratch.Target.PrepareFixtureAsync(fixture, progress, TestContext.Current.CancellationToken);
            return scratch;
        }
        catch
        {
            await scratch.DisposeAsync();
            throw;
        }
    }

    /// <summary>Compares a file with the generator's content for data file <paramref name="file"/>.</summary>
    private static void AssertGenerated(string path, int file, long size)
    {
        Assert.Equal(size, new FileInfo(path).Length);
        var expected = new byte[256 * KB];
        var actual = new byte[256 * KB];
        using var stream = File.OpenRead(path);
        for (long offset = 0; offset < size; offset += expected.Length)
        {
            DataGenerator.Fill(expected, file, offset);
            stream.ReadExactly(actual);
            Assert.True(expected.AsSpan().SequenceEqual(actual), $"{Path.GetFileName(path)} differs from the source within {offset}..{offset + expected.Length}");
        }
    }

    [Theory]
    [InlineData(1, false, 1)]
    [InlineData(1, true, 1)]
    [InlineData(3, false, 2)]
    [InlineData(5, true, 2)]
    public async Task Restore_reproduces_the_source_byte_for_byte(int stripes, bool compression, int files)
    {
        await using var scratch = ScratchTarget.Open(Temp.Path, $"r{stripes}{compression}{files}");
        var target = scratch.Target;
        var source = new FixtureSpec(FixtureKind.Backup, 6 * MB, files, stripes, compression);
        var made = await target.PrepareFixtureAsync(source, progress, TestContext.Current.CancellationToken);
        var database = Database("bench_00001", files, 6 * MB, ifi: true);

        var restored = await target.RestoreAsync(
            new RestoreSpec(database, source, new TransferSpec(stripes, 3, 256 * KB, 0, compression)), progress, TestContext.Current.CancellationToken);

        AssertGenerated(Path.Combine(target.Directory, "bench_00001.mdf"), 0, 6 * MB);
        if (files == 2)
        {
            AssertGenerated(Path.Combine(target.Directory, "bench_00001_2.ndf"), 1, 6 * MB);
        }

        Assert.Equal(files * 6 * MB, restored.DataBytes);
        Assert.Equal(made.BytesWritten, restored.BytesRead + (stripes * (4 * KB + 4 * KB)));
        Assert.True(compression ? made.BytesWritten < files * 4 * MB : made.BytesWritten > files * 6 * MB, $"{made.BytesWritten} bytes of backup");
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task A_backup_of_the_data_files_restores_to_the_same_bytes(bool compression)
    {
        var database = FixtureSpec.Database(4 * MB, 2);
        await using var scratch = await Prepared($"b{compression}", database);
        var target = scratch.Target;
        var transfer = new TransferSpec(3, 4, 128 * KB, 16 * KB, compression);

        var backedUp = await target.BackupAsync(new BackupSpec("bench_00002", database, transfer), progress, TestContext.Current.CancellationToken);

        Assert.Equal(8 * MB, backedUp.DataBytes);
        Assert.Equal(8 * MB, backedUp.BytesRead);
        Assert.InRange(backedUp.PeakBuffersOut ?? 0, 1, 4);
        var stripes = Enumerable.Range(1, 3).Select(k => DirectFile.OpenExisting(Path.Combine(target.BackupDirectory, $"bench_00002_{k}.bak"), true)).ToList();
        var restoredPaths = new[] { Temp["restored.mdf"], Temp["restored_2.ndf"] };
        var dataFiles = restoredPaths.Select(p => DirectFile.Create(p, true)).ToList();
        try
        {
            var set = MediaSet.Read(stripes, new FixtureSpec(FixtureKind.Backup, 4 * MB, 2, 3, compression));
            RestoreEngine.Run(set, dataFiles, transfer, _ => { }, TestContext.Current.CancellationToken);
        }
        finally
        {
            stripes.Concat(dataFiles).ToList().ForEach(f => f.Dispose());
        }

        AssertGenerated(restoredPaths[0], 0, 4 * MB);
        AssertGenerated(restoredPaths[1], 1, 4 * MB);
        await target.DropBackupAsync(new BackupSpec("bench_00002", database, transfer));
        Assert.Empty(Directory.EnumerateFiles(target.BackupDirectory, "bench_00002_*"));
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task One_backup_restores_byte_for_byte_with_any_max_transfer_size_and_block_size(bool compression)
    {
        var source = new FixtureSpec(FixtureKind.Backup, 9 * MB, 2, 3, compression);
        await using var scratch = await Prepared($"any{compression}", source);
        var target = scratch.Target;
        (int MaxTransferSize, int BlockSize, int Buffers)[] readers = [(64 * KB, 4 * KB, 1), (192 * KB, 32 * KB, 2), (1 << 20, 0, 3), (4 << 20, 64 * KB, 8)];

        foreach (var (maxTransferSize, blockSize, buffers) in readers)
        {
            var database = Database($"bench_{maxTransferSize / KB}k", 2, 9 * MB, ifi: true);
            var restored = await target.RestoreAsync(
                new RestoreSpec(database, source, new TransferSpec(3, buffers, maxTransferSize, blockSize, compression)), progress, TestContext.Current.CancellationToken);

            Assert.Equal(18 * MB, restored.DataBytes);
            Assert.InRange(restored.PeakBuffersOut ?? 0, 1, buffers);
            AssertGenerated(Path.Combine(target.Directory, $"{database.Name}.mdf"), 0, 9 * MB);
            AssertGenerated(Path.Combine(target.Directory, $"{database.Name}_2.ndf"), 1, 9 * MB);
            await target.DropDatabaseAsync(database, TestContext.Current.CancellationToken);
        }
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void A_backup_written_in_large_transfers_restores_in_small_ones(bool compression)
    {
        var stripePaths = new[] { Temp["large_1.bak"], Temp["large_2.bak"] };
        var stripes = stripePaths.Select(p => DirectFile.Create(p, true)).ToList();
        try
        {
            BackupEngine.Run(DataSource.Generated(1, 6 * MB), stripes, new TransferSpec(2, 4, 2 << 20, 0, compression), _ => { }, TestContext.Current.CancellationToken);
        }
        finally
        {
            stripes.ForEach(f => f.Dispose());
        }

        stripes = stripePaths.Select(p => DirectFile.OpenExisting(p, true)).ToList();
        using var restored = DirectFile.Create(Temp["small.mdf"], true);
        try
        {
            var set = MediaSet.Read(stripes, new FixtureSpec(FixtureKind.Backup, 6 * MB, 1, 2, compression));
            RestoreEngine.Run(set, [restored], new TransferSpec(2, 2, 64 * KB, 4 * KB, compression), _ => { }, TestContext.Current.CancellationToken);
        }
        finally
        {
            stripes.ForEach(f => f.Dispose());
        }

        AssertGenerated(Temp["small.mdf"], 0, 6 * MB);
    }

    [Fact]
    public void Stored_data_is_read_a_buffer_at_a_time_never_across_two_places_in_the_data_files()
    {
        ChunkEntry[] entries =
        [
            new(0, 0, 4 * (int)MB, 4 * (int)MB, false, 0),
            new(0, 4 * MB, 2 * (int)MB, 2 * (int)MB, false, 4 * MB),
            new(0, 16 * MB, 2 * (int)MB, 2 * (int)MB, false, 6 * MB),
        ];

        var windows = RestoreEngine.Windows(entries, 3 * (int)MB).Select(w => (w.StripeOffset / MB, w.Length / MB, w.DataOffset / MB)).ToList();

        Assert.Equal([(0L, 3, 0L), (3, 3, 3), (6, 2, 16)], windows);
    }

    [Fact]
    public void Compressed_chunks_that_fit_a_buffer_are_read_together_and_larger_ones_streamed()
    {
        ChunkEntry[] entries =
        [
            new(0, 0, 64 * KB, 20 * KB, true, 0),
            new(0, 64 * KB, 64 * KB, 30 * KB, true, 20 * KB),
            new(0, 128 * KB, 64 * KB, 10 * KB, true, 52 * KB),
            new(0, 192 * KB, 1 << 20, 500 * KB, true, 64 * KB),
        ];

        var windows = RestoreEngine.Windows(entries, 128 * KB).Select(w => (w.Kind, w.Count, w.RawLength / KB, w.Length / KB)).ToList();

        Assert.Equal(
            [(RestoreEngine.WindowKind.Packed, 2, 128, 52), (RestoreEngine.WindowKind.Packed, 1, 64, 12), (RestoreEngine.WindowKind.Streamed, 1, 1024, 500)],
            windows);
    }

    [Fact]
    public async Task A_restore_zeroes_its_log_beside_the_copy_whose_end_waits_for_it_as_SQL_Server_does()
    {
        // A 64 MB log beside 1 MB of data: zeroed one step before the copy, its zeroing alone would outlast the copy
        // and the preparation; beside them, it starts with the preparation and the copy's end waits for it.
        var source = new FixtureSpec(FixtureKind.Backup, MB, 1, 1, false);
        await using var scratch = await Prepared("lz", source);
        var database = new DatabaseSpec("bench_00004", 1, MB, 64 * MB, MB, true, 256 * KB);
        var logDone = 0.0;
        var reported = new Bench.Harness.Tests.Native.NativeTargetTests.Reports(f => logDone = Math.Max(logDone, f));

        var restored = await scratch.Target.RestoreAsync(
            new RestoreSpec(database, source, new TransferSpec(1, 2, 256 * KB, 0, false)), reported, TestContext.Current.CancellationToken);

        Assert.InRange(restored.LogZeroMs!.Value, 0, restored.AllocateMs!.Value + restored.TransferMs + 0.001);
        Assert.Equal(65 * MB, restored.BytesWritten);
        Assert.Equal(1.0, logDone);
        var log = Path.Combine(scratch.Target.Directory, "bench_00004_log.ldf");
        Assert.Equal(64 * MB, new FileInfo(log).Length);
        Assert.False((await File.ReadAllBytesAsync(log, TestContext.Current.CancellationToken)).AsSpan().ContainsAnyExcept(FileWriter.LogStamp));
    }

    [Fact]
    public async Task A_log_zeroing_that_fails_stops_the_copy_beside_it_and_is_the_reason_given()
    {
        var source = new FixtureSpec(FixtureKind.Backup, 4 * MB, 1, 1, false);
        await using var scratch = await Prepared("lf", source);
        await File.WriteAllTextAsync(Path.Combine(scratch.Target.Directory, "bench_00005_log.ldf"), "in the way", TestContext.Current.CancellationToken);
        var held = new HeldProgress(TimeSpan.FromSeconds(2));

        // The data files' first zeroing write is held long enough for the log's creation to fail beside it.
        var failed = await Assert.ThrowsAsync<IOException>(() => scratch.Target.RestoreAsync(
            new RestoreSpec(Database("bench_00005", 1, 4 * MB, ifi: false), source, new TransferSpec(1, 2, 256 * KB, 0, false)), held, TestContext.Current.CancellationToken));

        Assert.Contains("bench_00005_log.ldf", failed.Message, StringComparison.Ordinal);

        // 9 MB to write (4 MB zeroed, 1 MB of log, 4 MB copied): stopped, the data files' zeroing got no further than its
        // first writes; not stopped, it and the copy would have run to the end (8 of 9 MB) before the failure was told.
        Assert.InRange(held.Highest, 0.0, 0.5);
    }

    /// <summary>Progress whose first report holds the writer that made it for <paramref name="hold"/>; the highest fraction reported.</summary>
    private sealed class HeldProgress(TimeSpan hold) : IProgress<double>
    {
        private readonly Lock gate = new();
        private int reports;
        private double highest;

        public double Highest
        {
            get
            {
                lock (gate)
                {
                    return highest;
                }
            }
        }

        public void Report(double value)
        {
            lock (gate)
            {
                highest = Math.Max(highest, value);
            }

            if (Interlocked.Increment(ref reports) == 1)
            {
                Thread.Sleep(hold);
            }
        }
    }

    [Theory]
    [InlineData(1, false)]
    [InlineData(2, false)]
    [InlineData(1, true)]
    [InlineData(3, true)]
    public async Task No_more_than_buffer_count_buffers_are_ever_out(int bufferCount, bool compression)
    {
        var source = new FixtureSpec(FixtureKind.Backup, 8 * MB, 1, 4, compression);
        await using var scratch = await Prepared($"p{bufferCount}{compression}", source);

        var restored = await scratch.Target.RestoreAsync(
            new RestoreSpec(Database("bench_00003", 1, 8 * MB, ifi: false), source, new TransferSpec(4, bufferCount, 64 * KB, 4 * KB, compression)),
            progress,
            TestContext.Current.CancellationToken);

        Assert.InRange(restored.PeakBuffersOut ?? 0, 1, bufferCount);
    }

    [Fact]
    public void The_pool_blocks_when_every_buffer_is_out_and_counts_its_peak()
    {
        using var pool = new BufferPool(3, 4 * KB);
        var concurrent = 0;
        var worst = 0;
        Parallel.For(0, 2000, new ParallelOptions { MaxDegreeOfParallelism = 8 }, _ =>
        {
            var buffer = pool.Rent(CancellationToken.None);
            var now = Interlocked.Increment(ref concurrent);
            InterlockedMax(ref worst, now);
            Thread.SpinWait(50);
            Interlocked.Decrement(ref concurrent);
            pool.Return(buffer);
        });

        Assert.InRange(worst, 1, 3);
        Assert.InRange(pool.PeakOutstanding, 1, 3);
        var held = new[] { pool.Rent(CancellationToken.None), pool.Rent(CancellationToken.None), pool.Rent(CancellationToken.None) };
        using var timeout = new CancellationTokenSource(TimeSpan.FromMilliseconds(50));
        Assert.ThrowsAny<OperationCanceledException>(() => pool.Rent(timeout.Token));
        Array.ForEach(held, pool.Return);
    }

    [Fact]
    public void The_generated_data_compresses_about_two_to_one_like_seed_001s_database()
    {
        var data = new byte[4 * MB];
        var packed = new byte[4 * MB];
        long stored = 0;
        for (var chunk = 0; chunk < 4; chunk++)
        {
            DataGenerator.Fill(data, 0, chunk * data.LongLength);
            Assert.True(Codec.TryCompress(data, packed, out var written));
            stored += written;
        }

        Assert.InRange(4.0 * data.Length / stored, 1.8, 2.5);
    }

    [Fact]
    public void Every_page_differs_and_is_the_same_whenever_it_is_made()
    {
        var whole = new byte[64 * KB];
        var part = new byte[8 * KB];
        DataGenerator.Fill(whole, 2, 128 * KB);
        DataGenerator.Fill(part, 2, 128 * KB + (24 * KB));

        Assert.True(whole.AsSpan(24 * KB, 8 * KB).SequenceEqual(part));
        Assert.False(whole.AsSpan(0, 8 * KB).SequenceEqual(whole.AsSpan(8 * KB, 8 * KB)));
        DataGenerator.Fill(part, 3, 128 * KB + (24 * KB));
        Assert.False(whole.AsSpan(24 * KB, 8 * KB).SequenceEqual(part));
    }

    [Fact]
    public async Task Files_of_two_different_backups_are_refused_as_one_media_set()
    {
        var database = FixtureSpec.Database(MB, 1);
        await using var scratch = await Prepared("mix", database);
        var target = scratch.Target;
        var transfer = new TransferSpec(2, 2, 64 * KB, 0, false);
        await target.BackupAsync(new BackupSpec("bench_a", database, transfer), progress, TestContext.Current.CancellationToken);
        await target.BackupAsync(new BackupSpec("bench_b", database, transfer), progress, TestContext.Current.CancellationToken);
        using var first = DirectFile.OpenExisting(Path.Combine(target.BackupDirectory, "bench_a_1.bak"), true);
        using var second = DirectFile.OpenExisting(Path.Combine(target.BackupDirectory, "bench_b_2.bak"), true);
        using var notBackup = DirectFile.OpenExisting(Path.Combine(target.Directory, "fixture1.mdf"), true);

        var mixed = Assert.Throws<InvalidDataException>(() => MediaSet.Read([first, second], new FixtureSpec(FixtureKind.Backup, MB, 1, 2, false)));
        var other = Assert.Throws<InvalidDataException>(() => BackupFormat.Read(notBackup));

        Assert.Contains("another media set", mixed.Message, StringComparison.Ordinal);
        Assert.Contains("is not a bench backup file", other.Message, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Fixtures_are_made_once_and_removed_when_released()
    {
        await using var scratch = ScratchTarget.Open(Temp.Path, "fx");
        var target = scratch.Target;
        var source = new FixtureSpec(FixtureKind.Backup, MB, 1, 2, false);

        var first = await target.PrepareFixtureAsync(source, progress, TestContext.Current.CancellationToken);
        var second = await target.PrepareFixtureAsync(source, progress, TestContext.Current.CancellationToken);

        Assert.False(first.Reused);
        Assert.True(second.Reused);
        Assert.Equal(2, Directory.EnumerateFiles(target.BackupDirectory, "fixture*.bak").Count());
        await target.ReleaseFixtureAsync(source);
        Assert.Empty(Directory.EnumerateFiles(target.BackupDirectory, "fixture*"));
    }

    [Fact]
    public async Task Backup_files_can_live_in_their_own_directory_which_is_cleaned_too()
    {
        var scratch = ScratchTarget.Open(Temp["data"], "own", Temp["backups"]);
        var target = scratch.Target;
        var source = new FixtureSpec(FixtureKind.Backup, MB, 1, 2, true);
        await target.PrepareFixtureAsync(source, progress, TestContext.Current.CancellationToken);

        Assert.StartsWith(Temp["backups"], target.BackupDirectory, StringComparison.Ordinal);
        Assert.Equal(2, Directory.EnumerateFiles(target.BackupDirectory, "*.bak").Count());
        await scratch.DisposeAsync();
        Assert.False(Directory.Exists(Temp["backups"]));
        Assert.False(Directory.Exists(Temp["data"]));
    }

    private static void InterlockedMax(ref int target, int value)
    {
        for (var seen = Volatile.Read(ref target); value > seen; seen = Volatile.Read(ref target))
        {
            if (Interlocked.CompareExchange(ref target, value, seen) == seen)
            {
                return;
            }
        }
    }
}
