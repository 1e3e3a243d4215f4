namespace Bench.Scenarios.Targets;

/// <summary>What a target measured while creating a database.</summary>
/// <param name="AllocateMs">Data files made ready (allocation with IFI, zeroing without).</param>
/// <param name="LogZeroMs">Log file zeroed.</param>
/// <param name="BytesWritten">Bytes written to the volume.</param>
/// <param name="IfiEffective">Whether the data files really skipped zeroing; null when the target could not tell (<see cref="Note"/> says why).</param>
public sealed record CreateOutcome(double AllocateMs, double LogZeroMs, long BytesWritten, bool? IfiEffective)
{
    /// <summary>What the target could not measure as it should, for the case's row (<see cref="CaseOutcome.Note"/>); null: nothing.</summary>
    public string? Note { get; init; }

    /// <summary>Time spent zeroing (every byte a create writes is a zero): the data files' unless IFI applied, and the log's.</summary>
    public double ZeroMs => (IfiEffective == true ? 0 : AllocateMs) + LogZeroMs;
}
