namespace Bench.Scenarios.Targets;

/// <summary>What a target measured while filling a data file until it had grown N times.</summary>
/// <param name="Stalls">One entry per growth, in order.</param>
/// <param name="FillMs">Time spent writing pages (outside the growths).</param>
/// <param name="BytesWritten">Bytes written (pages plus zeroing).</param>
/// <param name="GrowthBytesWritten">Bytes written during the growths (zeroing; 0 with IFI).</param>
/// <param name="IfiEffective">Whether the growths really skipped zeroing; null when the target could not tell (<see cref="Note"/> says why).</param>
public sealed record GrowthOutcome(IReadOnlyList<GrowthStall> Stalls, double FillMs, long BytesWritten, long GrowthBytesWritten, bool? IfiEffective)
{
    /// <summary>What the target could not measure as it should, for the case's row (<see cref="CaseOutcome.Note"/>); null: nothing.</summary>
    public string? Note { get; init; }
}
