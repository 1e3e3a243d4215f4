using Bench.Results.Tune;

namespace Bench.Plots.Report;

/// <summary>
/// The report of one <c>bench tune</c> folder (its manifest says it is a tune's): the tune treatment of the report (no
/// crowned fastest case, no what-if estimates, no time IFI saved) applies to it whether or not the tune reached its answer.
/// </summary>
/// <param name="Command">The tune's command without its options ("bench tune restore"), as its manifest gives its matrix source.</param>
/// <param name="CaseRuns">The case runs its results.csv holds, warm-up runs included (as its budget counts them).</param>
/// <param name="Budget">The case runs it was allowed (--budget).</param>
/// <param name="Status">Its manifest's status: complete, cancelled, stopped, or running (killed before it said).</param>
/// <param name="Answer">Its answer, from tune-result.json; null when it has none (cancelled or stopped before it, or the file unreadable).</param>
public sealed record TuneReport(string Command, int CaseRuns, int Budget, string Status, TuneAnswer? Answer);
