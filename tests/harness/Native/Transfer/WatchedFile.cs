using Bench.Harness.Native;

namespace Bench.Harness.Tests.Native.Transfer;

/// <summary>
/// A file in memory that counts the requests in flight on it: the most reads and the most writes at once. It can hold
/// each read (or write) until a number of them are in flight together, so that a test sees whether the engine ever
/// issues that many at once: the hold ends as soon as the last of them arrives, or after <see cref="HoldLimit"/> when
/// they never do (the engine then goes on, and the counts say how many there were). It can fail its
/// <c>failWrite</c>-th write (1-based; 0: none fails), as a full or broken volume would.
/// </summary>
internal sealed class WatchedFile(string path, long capacity, int holdReadsUntil = 0, int holdWritesUntil = 0, TimeSpan? holdLimit = null, int failWrite = 0) : IBlockFile
{
    /// <summary>How long a held request waits for the others before it goes on anyway (a guard against a hang, not a timing).</summary>
    public static readonly TimeSpan HoldLimit = TimeSpan.FromSeconds(10);

    private readonly byte[] bytes = new byte[capacity];
    private readonly Hold reads = new(holdReadsUntil, holdLimit ?? HoldLimit);
    private readonly Hold writes = new(holdWritesUntil, holdLimit ?? HoldLimit);
    private int writesBegun;
    private long length;

    /// <inheritdoc/>
    public string Path => path;

    /// <inheritdoc/>
    public long Length => Interlocked.Read(ref length);

    /// <summary>Most reads in flight at once.</summary>
    public int MostReadsInFlight => reads.Most;

    /// <summary>Most writes in flight at once.</summary>
    public int MostWritesInFlight => writes.Most;

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
        }
    }

    /// <inheritdoc/>
    public void Flush()
    {
    }

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

    /// <summary>Requests of one kind in flight, held until <paramref name="until"/> of them are (0: never held).</summary>
    private sealed class Hold(int until, TimeSpan limit)
    {
        private readonly object gate = new();
        private bool open = until <= 1;
        private int now;
        private int most;

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
                open |= now >= until;
                var held = System.Diagnostics.Stopwatch.StartNew();
                for (var left = limit; !open && left > TimeSpan.Zero; left = limit - held.Elapsed)
                {
                    Monitor.Wait(gate, left);
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
