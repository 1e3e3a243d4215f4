using System.Collections.Concurrent;

namespace Bench.Harness.Native.Transfer;

/// <summary>
/// Exactly <c>count</c> aligned buffers of one size, allocated once: BUFFERCOUNT buffers of MAXTRANSFERSIZE.
/// <see cref="Rent"/> blocks while all are out, so no more than <c>count</c> are ever in flight; the pool owns
/// every buffer and frees them all when disposed, wherever they are.
/// </summary>
internal sealed class BufferPool : IDisposable
{
    private readonly AlignedBuffer[] all;
    private readonly BlockingCollection<AlignedBuffer> free;
    private int outstanding;
    private int peak;

    /// <summary>Allocates <paramref name="count"/> buffers of <paramref name="bytes"/>.</summary>
    public BufferPool(int count, int bytes)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(count, 1);
        all = new AlignedBuffer[count];
        free = new BlockingCollection<AlignedBuffer>(new ConcurrentStack<AlignedBuffer>(), count);
        for (var i = 0; i < count; i++)
        {
            all[i] = new AlignedBuffer(bytes);
            free.Add(all[i]);
        }
    }

    /// <summary>Number of buffers.</summary>
    public int Count => all.Length;

    /// <summary>Size of each buffer.</summary>
    public int BufferBytes => all[0].Length;

    /// <summary>Most buffers out at once so far.</summary>
    public int PeakOutstanding => Volatile.Read(ref peak);

    /// <summary>Takes a free buffer, waiting for one to come back when all are out.</summary>
    public AlignedBuffer Rent(CancellationToken cancellationToken)
    {
        var buffer = free.Take(cancellationToken);
        var now = Interlocked.Increment(ref outstanding);
        for (var seen = Volatile.Read(ref peak); now > seen; seen = Volatile.Read(ref peak))
        {
            if (Interlocked.CompareExchange(ref peak, now, seen) == seen)
            {
                break;
            }
        }

        return buffer;
    }

    /// <summary>Gives a buffer back.</summary>
    public void Return(AlignedBuffer buffer)
    {
        Interlocked.Decrement(ref outstanding);
        free.Add(buffer);
    }

    /// <inheritdoc/>
    public void Dispose()
    {
        free.Dispose();
        foreach (var buffer in all)
        {
            buffer.Dispose();
        }
    }
}
