namespace Bench.Results.Cases;

/// <summary>One repetition of one case: what a row of results.csv records, and what a resumed run looks for.</summary>
/// <param name="Case">The case.</param>
/// <param name="Repetition">1-based repetition.</param>
public readonly record struct Trial(CaseId Case, int Repetition);
