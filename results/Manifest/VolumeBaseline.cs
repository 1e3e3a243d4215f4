namespace Bench.Results.Manifest;

/// <summary>
/// The volume's sequential bandwidth with large direct I/O, measured by the harness (the SQLIO step of seed 001):
/// the limit every throughput of the run is held against.
/// </summary>
/// <param name="Path">Directory measured.</param>
/// <param name="FileBytes">Size of the file written then read.</param>
/// <param name="RequestBytes">Size of each request.</param>
/// <param name="QueueDepth">Requests in flight.</param>
/// <param name="WriteMbS">Sequential write bandwidth, MB/s (10^6 bytes).</param>
/// <param name="ReadMbS">Sequential read bandwidth, MB/s.</param>
/// <param name="Direct">Whether the I/O bypassed the page cache.</param>
public sealed record VolumeBaseline(string Path, long FileBytes, int RequestBytes, int QueueDepth, double WriteMbS, double ReadMbS, bool Direct)
{
    /// <summary>
    /// The restore shape, measured when backups share the data volume: MB/s copied while the file is read and a second one
    /// of the same size is written at once (the limit of a restore that reads and writes one device); null: not measured.
    /// </summary>
    public double? ReadWriteMbS { get; init; }
}
