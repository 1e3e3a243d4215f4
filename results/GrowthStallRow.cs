using Bench.Results.Cases;

namespace Bench.Results;

/// <summary>One row of stalls.csv: one autogrowth of one case and repetition.</summary>
/// <param name="CaseId">The case.</param>
/// <param name="Repetition">1-based repetition number.</param>
/// <param name="Growth">1-based growth number within the case.</param>
/// <param name="SizeBeforeBytes">File size before the growth.</param>
/// <param name="SizeAfterBytes">File size after the growth.</param>
/// <param name="StallMs">How long the growth held up the writer.</param>
public sealed record GrowthStallRow(CaseId CaseId, int Repetition, int Growth, long SizeBeforeBytes, long SizeAfterBytes, double StallMs);
