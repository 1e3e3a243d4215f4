namespace Bench.Scenarios;

/// <summary>One step of a case: the streams it runs at once, the processor work beside them, and the files it allocates without writing.</summary>
/// <param name="Streams">Streams running at once (they share the volume).</param>
public sealed record WorkStep(IReadOnlyList<IoFlow> Streams)
{
    /// <summary>Bytes run through the codec's compressor (on every core).</summary>
    public long CompressBytes { get; init; }

    /// <summary>Bytes the codec's decompressor produces (on every core).</summary>
    public long DecompressBytes { get; init; }

    /// <summary>Regions allocated without writing (IFI on), each a round trip to the file system.</summary>
    public int Allocations { get; init; }

    /// <summary>
    /// Whether the step ends when its first stream has moved its bytes, the others stopping short of theirs (the
    /// workload's three streams); otherwise it ends with its last.
    /// </summary>
    public bool EndsWithFirst { get; init; }
}
