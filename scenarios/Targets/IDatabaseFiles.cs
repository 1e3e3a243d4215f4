namespace Bench.Scenarios.Targets;

/// <summary>A target that makes a database's files, grows them by filling them, and removes them.</summary>
public interface IDatabaseFiles
{
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
