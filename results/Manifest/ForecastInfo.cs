namespace Bench.Results.Manifest;

/// <summary>What the run expected before its first case, and what it found.</summary>
/// <param name="PredictedWallMs">Wall time predicted before the first case (cases, fixtures, deletion, reporting).</param>
/// <param name="Source">What the rates behind the prediction came from (the run's baseline, or a short probe).</param>
/// <param name="PeakFootprintBytes">Most space the schedule holds at once, as planned (fixture and case files together).</param>
/// <param name="LargestGroupBytes">The largest need of one group of the schedule (its fixture and its largest case).</param>
public sealed record ForecastInfo(double PredictedWallMs, string Source, long PeakFootprintBytes, long LargestGroupBytes)
{
    /// <summary>The run's wall time, when it ended.</summary>
    public double? ActualWallMs { get; init; }

    /// <summary>Most space the run's files held at once, measured (allocated blocks, checked before each deletion); null where not measured.</summary>
    public long? MeasuredFootprintBytes { get; init; }
}
