namespace Bench.Scenarios;

/// <summary>Turns what a target measured while creating a database into the parts of a case's outcome every create reports.</summary>
internal static class CreateCase
{
    /// <summary>
    /// The case took <paramref name="elapsedMs"/>; the create's phases, bytes and IFI; <paramref name="zeroing"/>: the case
    /// also reports the create's zeroing (zero_ms, zeroed_bytes), as the IFI comparisons do.
    /// </summary>
    public static CaseOutcome Outcome(double elapsedMs, CreateOutcome created, bool zeroing) => new()
    {
        ElapsedMs = elapsedMs,
        AllocateMs = created.AllocateMs,
        LogZeroMs = created.LogZeroMs,
        BytesWritten = created.BytesWritten,
        IfiEffective = created.IfiEffective,
        Note = created.Note,
        ZeroMs = zeroing ? created.ZeroMs : null,
        ZeroedBytes = zeroing ? created.BytesWritten : 0,
    };
}
