using Bench.Results.Manifest;

namespace Bench.Plots.Figures;

/// <summary>
/// Which of a row's phases ran one after the other, so that they add up within its elapsed time. SQL Server zeroes a
/// restore's log beside the copy (the 2012 restore of the error-log samples: 18.8 s of zeroing inside 18.9 s of
/// copying), and its <c>transfer_ms</c> holds the copy's wait for it; the native target does the same since its runs'
/// manifests say so (<see cref="RunManifest.RestoreLogZeroedDuringCopy"/>), and zeroed it one step before the copy before.
/// </summary>
internal static class PhaseOverlap
{
    /// <summary>
    /// Whether <paramref name="row"/>'s <c>log_zero_ms</c> overlaps its <c>transfer_ms</c>: a restore on the sqlserver
    /// target (the row's target; its manifest's is the same), or of a run whose <paramref name="manifest"/> says its
    /// restores zeroed the log beside the copy; a native restore of an older run's folder zeroed it before the copy.
    /// </summary>
    public static bool LogZeroedDuringCopy(RunManifest manifest, ResultRow row) =>
        row.TransferMs is not null && row.LogZeroMs is not null && (row.Target == TargetNames.SqlServer || manifest.RestoreLogZeroedDuringCopy == true);
}
