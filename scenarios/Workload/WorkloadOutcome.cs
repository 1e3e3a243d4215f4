namespace Bench.Scenarios.Workload;

/// <summary>What a workload did: its streams, and the wall time of all of them together.</summary>
/// <param name="ElapsedMs">From the streams' start (together) to the last one's end.</param>
/// <param name="LogWrites">The log stream.</param>
/// <param name="DataWrites">The data page write stream.</param>
/// <param name="DataReads">The data read stream.</param>
public sealed record WorkloadOutcome(double ElapsedMs, StreamOutcome LogWrites, StreamOutcome DataWrites, StreamOutcome DataReads)
{
    /// <summary>Removing the workload's files afterwards (not part of <see cref="ElapsedMs"/>).</summary>
    public double CleanupMs { get; init; }

    /// <summary>Making the database's files ready before the streams start (native: sizing and zeroing them; not part of <see cref="ElapsedMs"/>).</summary>
    public double SetupMs { get; init; }

    /// <summary>Bytes written during <see cref="SetupMs"/> (the zeroing).</summary>
    public long SetupBytesWritten { get; init; }
}
