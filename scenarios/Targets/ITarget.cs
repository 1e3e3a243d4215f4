namespace Bench.Scenarios.Targets;

/// <summary>
/// How database operations are carried out: by T-SQL on a SQL Server, or by the same file operations
/// directly on a volume. Scenarios call these; targets time the phases inside them.
/// </summary>
public interface ITarget : IAsyncDisposable
{
    /// <summary>native or sqlserver.</summary>
    string Name { get; }

    /// <summary>direct or buffered: how this target's files are written.</summary>
    string IoMode { get; }

    /// <summary>Creates the database's data and log files (IFI rule for data files; the log is always zeroed).</summary>
    Task<CreateOutcome> CreateDatabaseAsync(DatabaseSpec spec, IProgress<double> progress, CancellationToken cancellationToken);

    /// <summary>
    /// Fills the database's first data file with page writes; each time it is full, grows it by
    /// <see cref="DatabaseSpec.GrowthBytes"/> and times the growth, until it has grown <paramref name="growths"/> times.
    /// </summary>
    Task<GrowthOutcome> FillAndGrowAsync(DatabaseSpec spec, int growths, IProgress<double> progress, CancellationToken cancellationToken);

    /// <summary>Removes the database and every file of it. Only ever called on databases this run created.</summary>
    Task DropDatabaseAsync(DatabaseSpec spec, CancellationToken cancellationToken);

    /// <summary>Makes <paramref name="fixture"/> unless it exists already; its making belongs to no case's figures.</summary>
    Task<FixtureOutcome> PrepareFixtureAsync(FixtureSpec fixture, IProgress<double> progress, CancellationToken cancellationToken);

    /// <summary>Removes a fixture this run made (no-op when it does not exist).</summary>
    Task ReleaseFixtureAsync(FixtureSpec fixture);

    /// <summary>Backs up the database fixture <see cref="BackupSpec.Source"/> to the case's own backup files.</summary>
    Task<TransferOutcome> BackupAsync(BackupSpec spec, IProgress<double> progress, CancellationToken cancellationToken);

    /// <summary>Removes the backup files a <see cref="BackupAsync"/> of <paramref name="spec"/> wrote.</summary>
    Task DropBackupAsync(BackupSpec spec);

    /// <summary>
    /// Restores the backup fixture <see cref="RestoreSpec.Source"/> into a new database: data files made ready by
    /// the IFI rule, the log zeroed, then the data copied; each phase timed. The database is removed by
    /// <see cref="DropDatabaseAsync"/>.
    /// </summary>
    Task<TransferOutcome> RestoreAsync(RestoreSpec spec, IProgress<double> progress, CancellationToken cancellationToken);

    /// <summary>
    /// Seed 002's question: writes a file of <paramref name="markerBytes"/> full of a marker, flushes and deletes it,
    /// creates the database <paramref name="spec"/> in the same place (its IFI rule), and reads its data files back
    /// looking for the marker.
    /// </summary>
    Task<ExposureOutcome> ExposeAsync(DatabaseSpec spec, long markerBytes, IProgress<double> progress, CancellationToken cancellationToken);

    /// <summary>Runs seed 003's insert workload (on the native target: its I/O mix, replayed) and cleans up after it.</summary>
    Task<WorkloadOutcome> RunWorkloadAsync(WorkloadSpec spec, IProgress<double> progress, CancellationToken cancellationToken);
}
