namespace Bench.Results.Manifest;

/// <summary>
/// A run folder written by <c>bench tune</c>: a search plans no cases and no repetitions, so it is complete when its
/// search stopped (converged, at the volume's limit, or its budget spent), not when each setting it met has a matrix's
/// repetitions.
/// </summary>
/// <param name="Budget">The case runs the tune was allowed (--budget), warm-up runs included.</param>
/// <param name="WarmUpRows">
/// The first rows of results.csv that are warm-up runs of the start: in the budget and results.csv, in no decision and
/// no figure (summary.csv, the report and a redrawn report leave them out).
/// </param>
/// <param name="CaseRuns">
/// The case runs a finished tune recorded in results.csv, warm-up runs included, so that rows lost from it since are
/// said to be missing; null while it runs, when it was cancelled, and in folders written before it was recorded.
/// </param>
public sealed record TuneInfo(int Budget, int WarmUpRows, int? CaseRuns = null);
