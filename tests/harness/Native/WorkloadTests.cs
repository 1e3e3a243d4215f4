using Bench.Harness.Native;
using Bench.Scenarios.Workload;

namespace Bench.Harness.Tests.Native;

public sealed class WorkloadTests : TempDirectoryTest
{
    private const long Bytes = 8L << 20;

    /// <summary>How long a hold waits for what always comes before it gives up: a guard against a hang, not a timing.</summary>
    private static readonly TimeSpan HangGuard = TimeSpan.FromMinutes(2);

    [Fact]
    public async Task The_replay_moves_its_streams_in_requests_of_seed_003_s_sizes_until_the_first_has_moved_its_bytes_and_removes_its_files()
    {
        await using var scratch = ScratchTarget.Open(Temp.Path, "w1");
        var target = scratch.Target;

        var done = await target.RunWorkloadAsync(new WorkloadSpec("bench_00001", Bytes, 24), new Progress<double>(), TestContext.Current.CancellationToken);

        var streams = new[] { done.LogWrites, done.DataWrites, done.DataReads };
        Assert.Contains(streams, s => s.Bytes == Bytes);
        Assert.All(streams, s => Assert.InRange(s.Bytes, 0, Bytes));
        Assert.Equal((done.LogWrites.Bytes + (60 * 1024) - 1) / (60 * 1024), done.LogWrites.Operations);
        Assert.InRange(done.DataWrites.Operations, done.DataWrites.Bytes / (256 * 1024), done.DataWrites.Bytes / (8 * 1024));
        Assert.Equal(done.DataReads.Bytes / (64 * 1024), done.DataReads.Operations);
        Assert.True(done.SetupMs > 0, "the files' preparation is timed apart");
        Assert.Equal(2 * Bytes, done.SetupBytesWritten);
        Assert.Equal([".bench-run"], Directory.EnumerateFileSystemEntries(target.Directory).Select(Path.GetFileName));
    }

    [Fact]
    public void The_data_and_log_files_have_their_size_before_the_first_timed_write()
    {
        var journal = new Journal();
        WatchedStream? data = null, log = null;

        var reported = new System.Collections.Concurrent.ConcurrentBag<double>();

        var done = Run(file => file.Path.EndsWith(".mdf", StringComparison.Ordinal) ? data = new(file, journal) : log = new(file, journal), new NativeTargetTests.Reports(reported.Add));

        // The first stream to move its bytes stops the others short of theirs: the case's progress still ends at 1.
        Assert.Equal(1.0, reported.Max());
        // Seed 003's database is pre-sized: no timed write extends its file (each O_DSYNC append would also commit metadata).
        Assert.Equal(Bytes, data!.LengthAtFirstWrite);
        Assert.Equal(Bytes, log!.LengthAtFirstWrite);
        Assert.Equal(2 * Bytes, done.SetupBytesWritten);
    }

    [Fact]
    public void The_three_streams_run_together_and_none_runs_on_alone_once_the_first_has_moved_its_bytes()
    {
        var journal = new Journal();
        WatchedStream? data = null, log = null;

        // The log is held at its second write until another stream has moved all its bytes; the data stream at its first
        // write past 64 KB (once a read can begin) until the log and the reads have begun. Both happen however slow the volume is (the data stream and the
        // reads are never held for long, and the log's first write is not held); the holds give up only after
        // HangGuard, against a hang.
        var done = Run(file => file.Path.EndsWith(".mdf", StringComparison.Ordinal)
            ? data = new(file, journal, holdPast: 64 * 1024, holdUntil: () => log?.FirstWrite is not null && data!.FirstRead is not null)
            : log = new(file, journal, holdPast: 60 * 1024, holdUntil: () => data!.BytesWritten >= Bytes || data.BytesRead >= Bytes));

        // Every stream's first request began before any stream's last ended: the three overlap.
        var firsts = new[] { log!.FirstWrite, data!.FirstWrite, data.FirstRead };
        var lasts = new[] { log.LastWriteEnd, data.LastWriteEnd, data.LastReadEnd };
        Assert.All(firsts, f => Assert.NotNull(f));
        Assert.True(firsts.Max() < lasts.Min(), $"first requests began at events {string.Join(", ", firsts)}; last ones ended at {string.Join(", ", lasts)}");

        // The held log stopped after the request it was in when another stream finished: it did not move its bytes alone.
        Assert.Equal(2, done.LogWrites.Operations);
        Assert.True(done.DataWrites.Bytes == Bytes || done.DataReads.Bytes == Bytes, $"data writes {done.DataWrites.Bytes}, reads {done.DataReads.Bytes}");
    }

    [Fact]
    public void A_failed_stream_stops_the_others_and_is_the_error_reported()
    {
        var journal = new Journal();

        var e = Assert.Throws<IOException>(() => Run(file => file.Path.EndsWith(".ldf", StringComparison.Ordinal) ? new WatchedStream(file, journal, failWrite: 3) : file));

        Assert.Contains("write 3 fails", e.Message, StringComparison.Ordinal);
    }

    private WorkloadOutcome Run(Func<DirectFile, IBlockFile> timed, IProgress<double>? progress = null)
    {
        var opening = new FileOpening(PreferDirect: true, Durability.SqlServer);
        return WorkloadReplay.Run(
            new WorkloadSpec("w", Bytes, 24), Temp["w.mdf"], Temp["w_log.ldf"], opening, progress ?? new Progress<double>(), timed, TestContext.Current.CancellationToken);
    }

    /// <summary>Numbers the requests' beginnings and ends across the files, in the order they happen.</summary>
    private sealed class Journal
    {
        private long events;

        public long Next() => Interlocked.Increment(ref events);
    }

    /// <summary>
    /// A real file whose timed requests are watched: its length at the first write, when (in <see cref="Journal"/>
    /// events) the first write and read began and the last ended, the bytes written and read. It can hold its first
    /// write that begins with at least <c>holdPast</c> bytes written until <c>holdUntil</c> says so (up to
    /// <see cref="HangGuard"/>), and fail its <c>failWrite</c>-th write (1-based).
    /// </summary>
    private sealed class WatchedStream(IBlockFile file, Journal journal, long holdPast = 0, Func<bool>? holdUntil = null, int failWrite = 0) : IBlockFile
    {
        private int writes;
        private int held;
        private long written;
        private long read;
        private long firstWrite;
        private long firstRead;
        private long lastWriteEnd;
        private long lastReadEnd;

        public long? LengthAtFirstWrite { get; private set; }

        public long? FirstWrite => Seen(ref firstWrite);

        public long? FirstRead => Seen(ref firstRead);

        public long? LastWriteEnd => Seen(ref lastWriteEnd);

        public long? LastReadEnd => Seen(ref lastReadEnd);

        public long BytesWritten => Interlocked.Read(ref written);

        public long BytesRead => Interlocked.Read(ref read);

        public string Path => file.Path;

        public long Length => file.Length;

        public bool WriteThrough => file.WriteThrough;

        public void Write(ReadOnlySpan<byte> data, long offset)
        {
            var n = Interlocked.Increment(ref writes);
            if (n == 1)
            {
                LengthAtFirstWrite = file.Length;
            }

            Interlocked.CompareExchange(ref firstWrite, journal.Next(), 0);
            if (n == failWrite)
            {
                throw new IOException($"{Path}: write {failWrite} fails (a test)");
            }

            if (holdUntil is { } until && BytesWritten >= holdPast && Interlocked.Exchange(ref held, 1) == 0)
            {
                var clock = System.Diagnostics.Stopwatch.StartNew();
                while (!until() && clock.Elapsed < HangGuard)
                {
                    Thread.Sleep(2);
                }
            }

            file.Write(data, offset);
            Interlocked.Add(ref written, data.Length);
            Interlocked.Exchange(ref lastWriteEnd, journal.Next());
        }

        public void ReadExactly(Span<byte> buffer, long offset)
        {
            Interlocked.CompareExchange(ref firstRead, journal.Next(), 0);
            file.ReadExactly(buffer, offset);
            Interlocked.Add(ref read, buffer.Length);
            Interlocked.Exchange(ref lastReadEnd, journal.Next());
        }

        public void Flush() => file.Flush();

        public bool TryPreallocate(long length) => file.TryPreallocate(length);

        public void SetLength(long length) => file.SetLength(length);

        private static long? Seen(ref long at) => Interlocked.Read(ref at) is var value && value > 0 ? value : null;
    }
}
