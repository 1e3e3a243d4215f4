namespace Bench.Store;

/// <summary>What one publish did.</summary>
/// <param name="RunId">The run.</param>
/// <param name="Outcome">Added, already present (nothing added) or replaced.</param>
/// <param name="Rows">Rows written per table (none when already present).</param>
/// <param name="Notes">
/// What the reader must know: lines of samples.csv that could not be read and were left out; how the folder differs from
/// the stored copy (<see cref="PublishOutcome.Differs"/>); the fleet a replace changed.
/// </param>
public sealed record PublishResult(string RunId, PublishOutcome Outcome, IReadOnlyDictionary<string, long> Rows, IReadOnlyList<string> Notes);
