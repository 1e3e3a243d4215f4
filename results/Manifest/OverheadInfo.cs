namespace Bench.Results.Manifest;

/// <summary>
/// The harness's own time per case outside the measured operation and its set-up (scheduling, row building,
/// CSV append and flush, progress), and apart from it the time the file system took to delete the case's files.
/// </summary>
/// <param name="Cases">Cases measured.</param>
/// <param name="MedianMs">Median per case.</param>
/// <param name="MaxMs">Largest per case.</param>
/// <param name="CleanupMedianMs">Median time the file system took to delete a case's files (reported apart: it is the
/// volume's cost of freeing blocks, e.g. ext4 mounted with discard trims them synchronously).</param>
/// <param name="CleanupMaxMs">Largest such time.</param>
public sealed record OverheadInfo(int Cases, double MedianMs, double MaxMs, double CleanupMedianMs, double CleanupMaxMs);
