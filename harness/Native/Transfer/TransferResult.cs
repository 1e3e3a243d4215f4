namespace Bench.Harness.Native.Transfer;

/// <summary>What one run of the backup or restore engine moved.</summary>
/// <param name="DataBytes">Bytes of database data (uncompressed).</param>
/// <param name="BytesRead">Bytes read from the volume.</param>
/// <param name="BytesWritten">Bytes written to the volume.</param>
/// <param name="PeakBuffersOut">Most buffers of one pool out at once.</param>
internal sealed record TransferResult(long DataBytes, long BytesRead, long BytesWritten, int PeakBuffersOut);
