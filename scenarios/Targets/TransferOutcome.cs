namespace Bench.Scenarios.Targets;

/// <summary>What a target measured during a backup or restore.</summary>
/// <param name="AllocateMs">Restore: data files made ready (allocation with IFI, zeroing without); backup: 0; null when the target could not see the phase (a server's error log without its line).</param>
/// <param name="LogZeroMs">Restore: log zeroed; backup: 0; null when the target could not see the phase.</param>
/// <param name="TransferMs">Data copied between the data files and the backup files.</param>
/// <param name="DataBytes">Bytes of database data moved (uncompressed).</param>
/// <param name="BytesRead">Bytes read from the volume.</param>
/// <param name="BytesWritten">Bytes written to the volume.</param>
/// <param name="IfiEffective">Restore: whether the data files really skipped zeroing.</param>
/// <param name="PeakBuffersOut">Most buffers of one pool in use at once (at most BUFFERCOUNT); a server's BufferCount as trace flag 3213 printed it; null when not known (a server left to choose, whose 3213 lines are missing).</param>
public sealed record TransferOutcome(
    double? AllocateMs, double? LogZeroMs, double TransferMs, long DataBytes, long BytesRead, long BytesWritten, bool? IfiEffective, int? PeakBuffersOut)
{
    /// <summary>Whether a server chose the BUFFERCOUNT itself (none was sent: <c>buffer_count=default</c> on the sqlserver target); <see cref="PeakBuffersOut"/> is then its choice.</summary>
    public bool ServerChoseBufferCount { get; init; }

    /// <summary>What the target could not measure as it should, for the case's row (<see cref="CaseOutcome.Note"/>); null: nothing.</summary>
    public string? Note { get; init; }
}
