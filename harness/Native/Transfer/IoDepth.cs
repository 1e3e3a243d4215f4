using Bench.Scenarios.Targets;

namespace Bench.Harness.Native.Transfer;

/// <summary>How many reads, or writes, of one kind are in flight at once, as SQL Server's asynchronous I/O has them.</summary>
internal static class IoDepth
{
    /// <summary>Most requests of one kind in flight at once (the queue depth of SQL Server's asynchronous I/O).</summary>
    public const int Max = 16;

    /// <summary>
    /// Buffers in their cycle (read, write) at once in a transfer of <paramref name="spec"/>, each on a worker of its own:
    /// enough for <see cref="Max"/> reads and <see cref="Max"/> writes in flight together, never more than its buffers.
    /// </summary>
    public static int Cycles(TransferSpec spec) => Math.Min(spec.BufferCount, 2 * Max);
}
