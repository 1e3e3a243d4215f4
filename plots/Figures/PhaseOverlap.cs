namespace Bench.Plots.Figures;

/// <summary>
/// Which of a row's phases ran one after the other, so that they add up within its elapsed time. The native target
/// zeroes a restore's log before the copy; SQL Server zeroes it beside the copy (the 2012 restore of the error-log
/// samples: 18.8 s of zeroing inside 18.9 s of copying), and its <c>transfer_ms</c> holds the copy's wait for it.
/// </summary>
internal static class PhaseOverlap
{
    /// <summary>
    /// Whether <paramref name="row"/>'s <c>log_zero_ms</c> overlaps its <c>transfer_ms</c>: a restore on the sqlserver
    /// target (the row's target; its manifest's is the same), where the log's zeroing is no step before the copy.
    /// </summary>
    public static bool LogZeroedDuringCopy(ResultRow row) => row.Target == "sqlserver" && row.TransferMs is not null && row.LogZeroMs is not null;
}
