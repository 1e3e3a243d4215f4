namespace Bench.Scenarios.Exposure;

/// <summary>A target that can show what a data file made with IFI reads back where a deleted file had been (seed 002).</summary>
public interface IExposureProbe
{
    /// <summary>
    /// Writes a file of <paramref name="markerBytes"/> full of a marker, flushes and deletes it, creates the database
    /// <paramref name="spec"/> in the same place (its IFI rule), and reads its data files back looking for the marker.
    /// The database is removed by <see cref="IDatabaseFiles.DropDatabaseAsync"/>.
    /// </summary>
    Task<ExposureOutcome> ExposeAsync(DatabaseSpec spec, long markerBytes, IProgress<double> progress, CancellationToken cancellationToken);
}
