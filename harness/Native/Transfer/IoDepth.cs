using Bench.Scenarios.Targets;

namespace Bench.Harness.Native.Transfer;

/// <summary>How many reads, or writes, of one kind are in flight at once, as SQL Server's asynchronous I/O has them.</summary>
internal static class IoDepth
{
    /// <summary>Most requests of one kind in flight at once (the queue depth of SQL Server's asynchronous I/O).</summary>
    public const int Max = 16;

    /// <summary>
    /// Most buffers in their cycle at once, each on a worker (a thread) of its own: beyond <see cref="Max"/> reads and
    /// <see cref="Max"/> writes in flight, the rest are filled buffers waiting for a write, the read-ahead BUFFERCOUNT buys
    /// SQL Server (its buffers are all in use when the writes are the limit). BUFFERCOUNT above this adds no read-ahead on
    /// the native target (threads, not buffers, would then be the cost).
    /// </summary>
    public const int MaxCycles = 256;

    /// <summary>
    /// Buffers in their cycle (read, write) at once in a transfer of <paramref name="spec"/>, each on a worker of its own:
    /// all its buffers, up to <see cref="MaxCycles"/>.
    /// </summary>
    public static int Cycles(TransferSpec spec) => Math.Min(spec.BufferCount, MaxCycles);
}
