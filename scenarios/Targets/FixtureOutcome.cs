namespace Bench.Scenarios.Targets;

/// <summary>A fixture made (or found already made) by a target.</summary>
/// <param name="Key">The fixture's key.</param>
/// <param name="MadeMs">Time it took to make; 0 when it already existed.</param>
/// <param name="BytesWritten">Bytes written to make it (backup files are smaller than the data when compressed).</param>
/// <param name="Reused">True when it already existed.</param>
public sealed record FixtureOutcome(string Key, double MadeMs, long BytesWritten, bool Reused);
