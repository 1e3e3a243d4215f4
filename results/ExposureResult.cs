namespace Bench.Results;

/// <summary>
/// The exposure scenario's finding (seed 002): after a file full of a marker was written and deleted, what a new
/// data file made in its place reads back. Empty for every other scenario.
/// </summary>
public sealed record ExposureResult
{
    /// <summary>Not an exposure case.</summary>
    public static ExposureResult None { get; } = new();

    /// <summary>Bytes of the new data files that still held the deleted file's marker.</summary>
    public long? MarkerBytesFound { get; init; }

    /// <summary>Bytes that were neither zero nor the marker (someone else's old data).</summary>
    public long? OtherDataBytes { get; init; }

    /// <summary>stale data visible, other data visible, or reads back as zeros.</summary>
    public string? ExposureVerdict { get; init; }
}
