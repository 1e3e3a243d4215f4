using Bench.Scenarios.Targets;

namespace Bench.Scenarios;

/// <summary>Turns what a target measured during a backup or restore into the case's outcome.</summary>
internal static class TransferCase
{
    /// <summary>The outcome of a transfer whose whole operation took <paramref name="elapsedMs"/>.</summary>
    public static CaseOutcome Outcome(double elapsedMs, TransferOutcome done, bool readBound) => new()
    {
        ElapsedMs = elapsedMs,
        AllocateMs = readBound ? null : done.AllocateMs,
        LogZeroMs = readBound ? null : done.LogZeroMs,
        TransferMs = done.TransferMs,
        MeasuredBytes = done.DataBytes,
        TransferBytes = done.DataBytes,
        TransferReadBound = readBound,
        BytesRead = done.BytesRead,
        BytesWritten = done.BytesWritten,
        IfiEffective = done.IfiEffective,
        PeakBuffersOut = done.PeakBuffersOut,
    };
}
