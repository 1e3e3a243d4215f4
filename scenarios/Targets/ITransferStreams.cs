namespace Bench.Scenarios.Targets;

/// <summary>A target that backs a database fixture up to backup files, and restores a backup fixture into a new database.</summary>
public interface ITransferStreams
{
    /// <summary>Backs up the database fixture <see cref="BackupSpec.Source"/> to the case's own backup files.</summary>
    Task<TransferOutcome> BackupAsync(BackupSpec spec, IProgress<double> progress, CancellationToken cancellationToken);

    /// <summary>Removes the backup files a <see cref="BackupAsync"/> of <paramref name="spec"/> wrote.</summary>
    Task DropBackupAsync(BackupSpec spec);

    /// <summary>
    /// Restores the backup fixture <see cref="RestoreSpec.Source"/> into a new database: data files made ready by the IFI
    /// rule, the log zeroed, then the data copied; each phase timed. The database is removed by
    /// <see cref="IDatabaseFiles.DropDatabaseAsync"/>.
    /// </summary>
    Task<TransferOutcome> RestoreAsync(RestoreSpec spec, IProgress<double> progress, CancellationToken cancellationToken);
}
