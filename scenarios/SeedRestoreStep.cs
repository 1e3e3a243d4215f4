namespace Bench.Scenarios;

/// <summary>
/// One step of a seed's restore path: the setting it restored with and the time it gives for it, quoted exactly as the
/// seed writes them, for the report's table that sets them beside a run's matching restores.
/// </summary>
/// <param name="Setting">The setting the figure came from, as a reader names it ("1 backup file, BUFFERCOUNT at its default").</param>
/// <param name="Stripes">The backup files it read.</param>
/// <param name="LargerBufferCount">It named a BUFFERCOUNT larger than the default (its value not given); false: the default.</param>
/// <param name="Time">Its time, word for word as the seed gives it.</param>
public sealed record SeedRestoreStep(string Setting, int Stripes, bool LargerBufferCount, string Time);
