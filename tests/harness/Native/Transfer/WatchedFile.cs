using Bench.Harness.Native;

namespace Bench.Harness.Tests.Native.Transfer;

/// <summary>
/// A file in memory that counts the requests in flight on it: the most reads and the most writes at once. It can hold
/// each read (or write) until a number of them are in flight together, so that a test sees whether the engine ever
/// issues that many at once: the hold ends as soon as the last of them arrives, or, when it never does, <c>holdLimit</c>
/// after all the others were in (the engine then goes on, and the counts say how many there were); a hold for fewer than
/// that many gives up after <see cref="HoldLimit"/>, a guard against a hang. Writes can instead be held until
/// <c>releaseWrites</c> says so (checked every few milliseconds). It can fail its <c>failWrite</c>-th write (1-based;
/// 0: none fails), as a full or broken volume would. It is write-through when <c>writeThrough</c> says so, and counts its flushes.
/// </summary>
internal sealed class WatchedFile(
    string path, long capacity, int holdReadsUntil = 0, int holdWritesUntil = 0, TimeSpan? holdLimit = null, int failWrite = 0, Func<bool>? releaseWrites = null, bool writeThrough = false) : IBlockFile
{
    /// <summary>
    /// How long a held request waits for the others before it goes on anyway (a guard against a hang, not a timing), and,
    /// unless a test gives its own, for the last of them once all the others are in.
    /// </summary>
    public static readonly TimeSpan HoldLimit = TimeSpan.FromSeconds(10);

    private readonly byte[] bytes = new byte[capacity];
    private readonly Hold reads = new(holdReadsUntil, holdLimit ?? HoldLimit, null);
    private readonly Hold writes = new(holdWritesUntil, holdLimit ?? HoldLimit, releaseWrites);
    private int writesBegun;
    private int flushes;
    private int readsDone;
    private long length;

    /// <inheritdoc/>
    public string Path => path;

    /// <inheritdoc/>
    public long Length => Interlocked.Read(ref length);

    /// <summary>Most reads in flight at once.</summary>
    public int MostReadsInFlight => reads.Most;

    /// <summary>Most writes in flight at once.</summary>
    public int MostWritesInFlight => writes.Most;

    /// <summary>Reads that have ended.</summary>
    public int ReadsDone => Volatile.Read(ref readsDone);

    /// <summary>The file's content.</summary>
    public ReadOnlySpan<byte> Content => bytes.AsSpan(0, (int)Length);

    /// <summary>A file holding <paramref name="content"/>.</summary>
    public static WatchedFile Holding(string path, ReadOnlySpan<byte> content, int holdReadsUntil = 0, TimeSpan? holdLimit = null)
    {
        var file = new WatchedFile(path, content.Length, holdReadsUntil, holdLimit: holdLimit);
        content.CopyTo(file.bytes);
        file.length = content.Length;
        return file;
    }

    /// <inheritdoc/>
    public void Write(ReadOnlySpan<byte> data, long offset)
    {
        if (Interlocked.Increment(ref writesBegun) == failWrite)
        {
            throw new IOException($"{path}: write {failWrite} fails (a test)");
        }

        writes.Enter();
        try
        {
            data.CopyTo(bytes.AsSpan((int)offset, data.Length));
            for (var end = offset + data.Length; Length < end;)
            {
                var seen = Length;
                Interlocked.CompareExchange(ref length, end, seen);
            }
        }
        finally
        {
            writes.Leave();
        }
    }

    /// <inheritdoc/>
    public void ReadExactly(Span<byte> buffer, long offset)
    {
        reads.Enter();
        try
        {
            if (offset + buffer.Length > Length)
            {
                throw new EndOfStreamException($"{path} ends at {Length} bytes");
            }

            bytes.AsSpan((int)offset, buffer.Length).CopyTo(buffer);
        }
        finally
        {
            reads.Leave();
            Interlocked.Increment(ref readsDone);
        }
    }

    /// <inheritdoc/>
    public bool WriteThrough => writeThrough;

    /// <summary>How many times the file was flushed.</summary>
    public int Flushes => Volatile.Read(ref flushes);

    /// <inheritdoc/>
    public void Flush() => Interlocked.Increment(ref flushes);

    /// <summary>The most space set aside by <see cref="TryPreallocate"/> (0: none was asked for).</summary>
    public long Preallocated { get; private set; }

    /// <summary>How many writes had begun when space was first set aside (null: none was).</summary>
    public int? WritesBeforePreallocation { get; private set; }

    /// <inheritdoc/>
    public bool TryPreallocate(long length)
    {
        WritesBeforePreallocation ??= Volatile.Read(ref writesBegun);
        Preallocated = Math.Max(Preallocated, length);
        for (var seen = Length; seen < length; seen = Length)
        {
            Interlocked.CompareExchange(ref this.length, length, seen);
        }

        return true;
    }

    /// <inheritdoc/>
    public void SetLength(long length)
    {
        bytes.AsSpan((int)Math.Min(length, Length)).Clear();
        Interlocked.Exchange(ref this.length, length);
    }

    /// <summary>
    /// Requests of one kind in flight, held until <paramref name="until"/> of them are (0: never held) or
    /// <paramref name="release"/> says so. The wait for the last of them is timed from when all the others are in:
    /// a loaded machine that is slow to start the engine's workers only delays the hold (up to <see cref="HoldLimit"/>,
    /// a hang), rather than ending it with fewer in flight than the engine keeps there.
    /// </summary>
    private sealed class Hold(int until, TimeSpan limit, Func<bool>? release)
    {
        private static readonly TimeSpan Poll = TimeSpan.FromMilliseconds(5);
        private readonly object gate = new();
        private bool open = until <= 1 && release is null;
        private int now;
        private int most;
        private System.Diagnostics.Stopwatch? allButOneIn;

        public int Most
        {
            get
            {
                lock (gate)
                {
                    return most;
                }
            }
        }

        public void Enter()
        {
            lock (gate)
            {
                most = Math.Max(most, ++now);
                open |= until > 0 && now >= until;
                if (until > 1 && now >= until - 1 && allButOneIn is null)
                {
                    allButOneIn = System.Diagnostics.Stopwatch.StartNew();
                    Monitor.PulseAll(gate);
                }

                var held = System.Diagnostics.Stopwatch.StartNew();
                while (!open && release?.Invoke() != true)
                {
                    var left = allButOneIn is { } last ? limit - last.Elapsed : HoldLimit - held.Elapsed;
                    if (left <= TimeSpan.Zero)
                    {
                        break;
                    }

                    Monitor.Wait(gate, release is null ? left : TimeSpan.FromTicks(Math.Min(left.Ticks, Poll.Ticks)));
                }

                open = true;
                Monitor.PulseAll(gate);
            }
        }

        public void Leave()
        {
            lock (gate)
            {
                now--;
            }
        }
    }
}
