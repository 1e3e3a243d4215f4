namespace Bench.Scenarios.FirstWrite;

/// <summary>What the first writes into a data file just made ready cost.</summary>
/// <param name="Create">How the data file was made ready (allocation or zeroing) and the log zeroed, before the writes.</param>
/// <param name="WriteMs">The page writes over the whole data file.</param>
/// <param name="PageBytes">Bytes of pages written.</param>
/// <param name="Writes">Page write requests.</param>
public sealed record FirstWriteOutcome(CreateOutcome Create, double WriteMs, long PageBytes, long Writes);
