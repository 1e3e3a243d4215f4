namespace Bench.Scenarios.Targets;

/// <summary>The WITH options of a BACKUP or RESTORE (seed 001's knobs).</summary>
/// <param name="Stripes">Backup files written or read in parallel (1..64).</param>
/// <param name="BufferCount">BUFFERCOUNT: buffers in flight.</param>
/// <param name="MaxTransferSize">MAXTRANSFERSIZE: size of each buffer and of data file I/O.</param>
/// <param name="BlockSize">BLOCKSIZE; 0 = not given (on the native target: backup file I/O in MAXTRANSFERSIZE requests).</param>
/// <param name="Compression">Backup compression.</param>
public sealed record TransferSpec(int Stripes, int BufferCount, int MaxTransferSize, int BlockSize, bool Compression)
{
    /// <summary>Request size of backup file I/O on the native target: BLOCKSIZE, or MAXTRANSFERSIZE when not given.</summary>
    public int StripeRequestBytes => BlockSize == 0 ? MaxTransferSize : BlockSize;
}
