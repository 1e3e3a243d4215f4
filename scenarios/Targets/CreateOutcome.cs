namespace Bench.Scenarios.Targets;

/// <summary>What a target measured while creating a database.</summary>
/// <param name="AllocateMs">Data files made ready (allocation with IFI, zeroing without).</param>
/// <param name="LogZeroMs">Log file zeroed.</param>
/// <param name="BytesWritten">Bytes written to the volume.</param>
/// <param name="IfiEffective">Whether the data files really skipped zeroing.</param>
public sealed record CreateOutcome(double AllocateMs, double LogZeroMs, long BytesWritten, bool IfiEffective)
{
    /// <summary>Time spent zeroing (every byte a create writes is a zero): the data files' when IFI did not apply, and the log's.</summary>
    public double ZeroMs => (IfiEffective ? 0 : AllocateMs) + LogZeroMs;
}
