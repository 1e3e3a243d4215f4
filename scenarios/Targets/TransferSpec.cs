namespace Bench.Scenarios.Targets;

/// <summary>The WITH options of a BACKUP or RESTORE (seed 001's knobs).</summary>
/// <param name="Stripes">Backup files written or read in parallel (1..64).</param>
/// <param name="BufferCount">BUFFERCOUNT: buffers in flight (when not given, the estimate the native target uses: see <see cref="BufferCountGiven"/>).</param>
/// <param name="MaxTransferSize">MAXTRANSFERSIZE: size of each buffer and of data file I/O.</param>
/// <param name="BlockSize">BLOCKSIZE; 0 = not given (on the native target: backup file I/O in MAXTRANSFERSIZE requests).</param>
/// <param name="Compression">Backup compression.</param>
public sealed record TransferSpec(int Stripes, int BufferCount, int MaxTransferSize, int BlockSize, bool Compression)
{
    /// <summary>
    /// Whether BUFFERCOUNT was given. When not (a matrix's <c>buffer_count=default</c>), <see cref="BufferCount"/> is the
    /// often-quoted estimate: the native target, with no server to choose, runs that many buffers; the sqlserver target
    /// leaves BUFFERCOUNT out, so SQL Server chooses (trace flag 3213 prints its choice).
    /// </summary>
    public bool BufferCountGiven { get; init; } = true;

    /// <summary>Request size of backup file I/O on the native target: BLOCKSIZE, or MAXTRANSFERSIZE when not given.</summary>
    public int StripeRequestBytes => BlockSize == 0 ? MaxTransferSize : BlockSize;
}
