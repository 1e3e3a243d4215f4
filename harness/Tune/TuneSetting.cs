using Bench.Scenarios.Parameters;

namespace Bench.Harness.Tune;

/// <summary>
/// One point of the search: the WITH options of a BACKUP or RESTORE, as plain numbers, so the search needs nothing
/// of how a case is run.
/// </summary>
/// <param name="Stripes">Backup files written or read in parallel.</param>
/// <param name="BufferCount">BUFFERCOUNT.</param>
/// <param name="MaxTransferSize">MAXTRANSFERSIZE in bytes.</param>
/// <param name="BlockSize">BLOCKSIZE in bytes; <see cref="BlockSizeNotGiven"/> when the statement leaves it out.</param>
/// <param name="Compression">COMPRESSION.</param>
public sealed record TuneSetting(int Stripes, int BufferCount, int MaxTransferSize, int BlockSize, bool Compression)
{
    /// <summary>The <see cref="BlockSize"/> of a statement that gives no BLOCKSIZE.</summary>
    public const int BlockSizeNotGiven = 0;

    /// <summary>
    /// Buffer memory as the cap counts it: BUFFERCOUNT x MAXTRANSFERSIZE (x3 with compression, as SQL Server counts
    /// it) plus one MAXTRANSFERSIZE per stripe for the device's own media buffer. SQL Server publishes no per-device
    /// figure; one transfer per device is the unit each device's reader or writer holds, so the cap errs on the safe side.
    /// </summary>
    public long MemoryBytes =>
        BackupOptions.BufferMemory(BufferCount, MaxTransferSize, Compression) + ((long)Stripes * MaxTransferSize);

    /// <summary>
    /// The setting in the parameter names and value forms of the matrix and case ids (BackupOptions' parameters), e.g.
    /// <c>stripes=8 buffer_count=64 max_transfer_size=4MB block_size=default compression=off</c>.
    /// </summary>
    public override string ToString() => string.Join(
        ' ',
        Pair(BackupOptions.StripesParameter, Stripes),
        Pair(BackupOptions.BufferCountParameter, BufferCount),
        Pair(BackupOptions.MaxTransferSizeParameter, MaxTransferSize),
        Pair(BackupOptions.BlockSizeParameter, BlockSize),
        Pair(BackupOptions.CompressionParameter, Compression ? 1 : 0));

    private static string Pair(ParameterSpec parameter, long value) => $"{parameter.Name}={parameter.Format(value)}";
}
