namespace Bench.Results.Export;

/// <summary>A leftover of a report killed hard that <see cref="JournalLeftovers.Clear"/> cleared.</summary>
/// <param name="Path">The leftover's path.</param>
/// <param name="PutBackAs">The file it was put back as (an earlier file kept aside whose own was missing); null: deleted.</param>
public sealed record ClearedLeftover(string Path, string? PutBackAs);
