namespace Bench.Scenarios.FirstWrite;

/// <summary>A target that can time the first writes into a data file just made ready by the IFI rule.</summary>
public interface IFirstWriteProbe
{
    /// <summary>
    /// Creates <paramref name="spec"/> (one data file allocated without writing with IFI, zeroed without; the log zeroed),
    /// then writes pages of <paramref name="pageWriteBytes"/> over the whole data file as checkpoint writes new pages, and
    /// times those writes. The database is removed by <see cref="IDatabaseFiles.DropDatabaseAsync"/>.
    /// </summary>
    Task<FirstWriteOutcome> WriteFirstAsync(DatabaseSpec spec, int pageWriteBytes, IProgress<double> progress, CancellationToken cancellationToken);
}
