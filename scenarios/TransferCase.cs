namespace Bench.Scenarios;

/// <summary>Turns what a target measured during a backup or restore into the case's outcome.</summary>
internal static class TransferCase
{
    /// <summary>The outcome of a transfer whose whole operation took <paramref name="elapsedMs"/>; <paramref name="phases"/>: allocation and log zeroing were timed (restore).</summary>
    public static CaseOutcome Outcome(double elapsedMs, TransferOutcome done, bool phases) => new()
    {
        ElapsedMs = elapsedMs,
        AllocateMs = phases ? done.AllocateMs : null,
        LogZeroMs = phases ? done.LogZeroMs : null,
        TransferMs = done.TransferMs,
        MeasuredBytes = done.DataBytes,
        TransferBytes = done.DataBytes,
        BytesRead = done.BytesRead,
        BytesWritten = done.BytesWritten,
        IfiEffective = done.IfiEffective,
        Note = done.Note,
        PeakBuffersOut = done.PeakBuffersOut,
        ServerChoseBufferCount = done.ServerChoseBufferCount,
    };
}
