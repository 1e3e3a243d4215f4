namespace Bench.Harness.Tune;

/// <summary>One knob of a <see cref="TuneSetting"/>; the search steps along one at a time on its log2 grid, in this order.</summary>
public enum TuneAxis
{
    /// <summary>Backup files (TO DISK x N).</summary>
    Stripes,

    /// <summary>MAXTRANSFERSIZE (walked before BUFFERCOUNT: the same bytes in flight in fewer, larger requests).</summary>
    MaxTransferSize,

    /// <summary>BUFFERCOUNT.</summary>
    BufferCount,

    /// <summary>BLOCKSIZE (not given sorts above 64 KB).</summary>
    BlockSize,

    /// <summary>COMPRESSION (off, then on).</summary>
    Compression,
}
