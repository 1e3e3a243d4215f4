namespace Bench.Scenarios.Targets;

/// <summary>One autogrowth and how long it held up the writer.</summary>
/// <param name="Number">1-based growth number.</param>
/// <param name="SizeBeforeBytes">File size before.</param>
/// <param name="SizeAfterBytes">File size after.</param>
/// <param name="StallMs">Duration of the growth.</param>
public sealed record GrowthStall(int Number, long SizeBeforeBytes, long SizeAfterBytes, double StallMs);
