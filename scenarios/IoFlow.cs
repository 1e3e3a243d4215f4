namespace Bench.Scenarios;

/// <summary>One flow of requests a case issues to the volume, as planned: how many bytes, in what requests, how many at once.</summary>
/// <param name="Write">True for writes, false for reads.</param>
/// <param name="Bytes">Bytes the stream moves.</param>
/// <param name="RequestBytes">Size of each request.</param>
/// <param name="Depth">Requests in flight at once (1: each waits for the one before).</param>
public sealed record IoFlow(bool Write, long Bytes, int RequestBytes, int Depth)
{
    /// <summary>Whether every request is followed by a flush that waits for the device (a commit).</summary>
    public bool FlushEach { get; init; }

    /// <summary>Writes of <paramref name="bytes"/> in <paramref name="requestBytes"/> requests, <paramref name="depth"/> at once.</summary>
    public static IoFlow Writes(long bytes, int requestBytes, int depth = 1) => new(true, bytes, requestBytes, depth);

    /// <summary>Reads of <paramref name="bytes"/> in <paramref name="requestBytes"/> requests, <paramref name="depth"/> at once.</summary>
    public static IoFlow Reads(long bytes, int requestBytes, int depth = 1) => new(false, bytes, requestBytes, depth);
}
