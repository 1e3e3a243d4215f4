using Bench.Scenarios.Targets;

namespace Bench.Harness.Native.Transfer;

/// <summary>How many reads, or writes, of one kind are in flight at once, as SQL Server's asynchronous I/O has them.</summary>
internal static class IoDepth
{
    /// <summary>Most requests of one kind in flight at once (the queue depth of SQL Server's asynchronous I/O).</summary>
    public const int Max = 16;

    /// <summary>Requests of one kind in flight in a transfer of <paramref name="spec"/>: <see cref="Max"/>, never more than its buffers.</summary>
    public static int Of(TransferSpec spec) => Math.Min(spec.BufferCount, Max);
}
