namespace Bench.Results.Manifest;

/// <summary>
/// The harness's own time per case outside the measured operation (binding, CSV append and flush,
/// cleanup of the case's files), measured in the run.
/// </summary>
/// <param name="Cases">Cases measured.</param>
/// <param name="MedianMs">Median per case.</param>
/// <param name="MaxMs">Largest per case.</param>
public sealed record OverheadInfo(int Cases, double MedianMs, double MaxMs);
