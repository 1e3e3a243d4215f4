namespace Bench.Results.Manifest;

/// <summary>How one kind of file was opened.</summary>
/// <param name="Kind">data, log or backup.</param>
/// <param name="WriteThrough">Whether every write returned only once on stable storage.</param>
/// <param name="Open">The open flags in the operating system's words, e.g. O_DIRECT | O_DSYNC.</param>
public sealed record FileDurability(string Kind, bool WriteThrough, string Open);
