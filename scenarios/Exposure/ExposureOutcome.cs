namespace Bench.Scenarios.Exposure;

/// <summary>What an exposure check found.</summary>
/// <param name="Create">How the database over the freed space was created.</param>
/// <param name="MarkerWriteMs">Writing and flushing the marker file (setup, not timed in the row).</param>
/// <param name="ScanMs">Reading the new data files back.</param>
/// <param name="BytesScanned">Bytes of data files read.</param>
/// <param name="MarkerBytes">Bytes that held the deleted file's marker.</param>
/// <param name="OtherBytes">Bytes neither zero nor the marker.</param>
public sealed record ExposureOutcome(CreateOutcome Create, double MarkerWriteMs, double ScanMs, long BytesScanned, long MarkerBytes, long OtherBytes)
{
    /// <summary>The verdict in words.</summary>
    public string Verdict => MarkerBytes > 0 ? "stale data visible" : OtherBytes > 0 ? "other data visible" : "reads back as zeros";
}
