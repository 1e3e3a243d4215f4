using Bench.Results.Manifest;

namespace Bench.Harness.Runner;

/// <summary>
/// Measures the volume again just before a group of transfers (backups, restores): a short baseline whose rates the
/// group's cases are held against, because a shared disk's throughput can change level within a minute and a limit
/// measured once at the run's start would misjudge a sweep that met another level.
/// </summary>
public interface ILimitProbe
{
    /// <summary>Measures with a file of <paramref name="bytes"/>; throws <see cref="IOException"/> when the volume cannot be measured.</summary>
    Task<VolumeBaseline> MeasureAsync(long bytes, CancellationToken cancellationToken);
}
