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
}
