namespace Bench.Scenarios.Workload;

/// <summary>
/// Seed 003's insert workload: on SQL Server the doubling INSERT ... SELECT; on the native target its I/O mix,
/// replayed: log writes of <see cref="LogWriteBytes"/> each flushed, data page writes of
/// <see cref="DataWriteMinBytes"/> to <see cref="DataWriteMaxBytes"/>, reads of <see cref="ReadBytes"/>.
/// </summary>
/// <param name="Name">Database name.</param>
/// <param name="StreamBytes">Native target: the most bytes each stream moves (data written, log written, data read); the first stream to move them stops the others.</param>
/// <param name="Doublings">Doublings of the table (SQL Server).</param>
public sealed record WorkloadSpec(string Name, long StreamBytes, int Doublings)
{
    /// <summary>Log writes: about 60 KB, the log buffer's limit (seed 003).</summary>
    public int LogWriteBytes { get; init; } = 60 * 1024;

    /// <summary>Smallest data page write (one page).</summary>
    public int DataWriteMinBytes { get; init; } = 8 * 1024;

    /// <summary>Largest data page write (seed 003 saw up to 256 KB).</summary>
    public int DataWriteMaxBytes { get; init; } = 256 * 1024;

    /// <summary>Data reads: one extent, 64 KB.</summary>
    public int ReadBytes { get; init; } = 64 * 1024;

    /// <summary>
    /// Native target: the size the data file has (zeroed) before the streams start, so that no data write extends it, as
    /// none does in seed 003's pre-sized database: what the data stream writes at most.
    /// </summary>
    public long DataFileBytes => StreamBytes;

    /// <summary>Native target: request size of the zeroing writes that make the files ready (the create scenario's default write_size).</summary>
    public int ZeroWriteBytes { get; init; } = 4 << 20;

    /// <summary>Native target: the size the log has (zeroed, as SQL Server zeroes a log) before the streams start: what the log stream writes at most.</summary>
    public long LogFileBytes => StreamBytes;
}
