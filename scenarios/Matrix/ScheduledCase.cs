namespace Bench.Scenarios.Matrix;

/// <summary>One repetition of one case, in running order.</summary>
/// <param name="Case">The case.</param>
/// <param name="Repetition">1-based repetition.</param>
/// <param name="Position">1-based position in the run.</param>
public sealed record ScheduledCase(PlannedCase Case, int Repetition, int Position);
