namespace Bench.Harness.Tune;

/// <summary>What is tuned: BACKUP DATABASE or RESTORE DATABASE.</summary>
public enum TuneOperation
{
    /// <summary>BACKUP DATABASE TO DISK x N (compression is a choice).</summary>
    Backup,

    /// <summary>RESTORE DATABASE FROM DISK x N (compression is the backup's, not a choice of the RESTORE).</summary>
    Restore,
}
