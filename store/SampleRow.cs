using Bench.Results.Cases;

namespace Bench.Store;

/// <summary>One line of samples.csv.</summary>
/// <param name="CaseId">The case.</param>
/// <param name="Repetition">The repetition; null for folders written before samples carried it.</param>
/// <param name="TimeUtc">When it was sampled.</param>
/// <param name="Counter">The counter's name.</param>
/// <param name="Value">Its value.</param>
public sealed record SampleRow(CaseId CaseId, int? Repetition, DateTime TimeUtc, string Counter, double Value);
