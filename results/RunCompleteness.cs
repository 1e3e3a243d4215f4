using System.Globalization;

namespace Bench.Results;

/// <summary>
/// How much of what a run planned it holds, when that is not all of it: a cancelled run (Ctrl+C), one killed while
/// running, or one whose rows fall short of its matrix. Reports, comparisons and chart footers say it, so that a
/// stopped run is never read as a complete one.
/// </summary>
public static class RunCompleteness
{
    private static readonly string[] Kinds = ["complete", "partly", "not run"];

    /// <summary>"cancelled: 21 of 28 rows" (the manifest's status, the rows recorded of those planned); null for a complete run.</summary>
    public static string? Brief(RunSummary run)
    {
        ArgumentNullException.ThrowIfNull(run);
        var (rows, planned) = (run.Rows.Count, Planned(run));
        if (run.Manifest.Status == "complete" && rows >= planned)
        {
            return null;
        }

        var status = run.Manifest.Status == "complete" ? "incomplete" : run.Manifest.Status;
        return planned > 0 ? string.Create(CultureInfo.InvariantCulture, $"{status}: {rows} of {planned} rows") : status;
    }

    /// <summary>
    /// "run native (20261127-064228-native) is cancelled: 21 of 28 rows; 5 of 7 cases complete, 1 partly, 1 not run"; null
    /// for a complete run.
    /// </summary>
    public static string? Sentence(RunSummary run)
    {
        if (Brief(run) is not { } brief)
        {
            return null;
        }

        var name = run.Manifest.RunId == run.Label ? run.Label : $"{run.Label} ({run.Manifest.RunId})";
        var cases = run.Manifest.Cases;
        if (cases.Count == 0)
        {
            return $"run {name} is {brief}: its figures hold only what it recorded.";
        }

        var counts = cases.Select(c => run.Rows.Count(r => r.CaseId.Equals(c.CaseId)) switch
        {
            0 => "not run",
            var n when n >= (c.Repetitions ?? run.Manifest.Repetitions) => "complete",
            _ => "partly",
        }).ToLookup(s => s);
        var parts = Kinds.Where(k => counts[k].Any())
            .Select((k, i) => i == 0 ? string.Create(CultureInfo.InvariantCulture, $"{counts[k].Count()} of {cases.Count} cases {k}") : string.Create(CultureInfo.InvariantCulture, $"{counts[k].Count()} {k}"));
        return $"run {name} is {brief}; {string.Join(", ", parts)}: its figures hold only what it recorded.";
    }

    /// <summary>The rows the run's matrix plans: each case's repetitions.</summary>
    private static int Planned(RunSummary run) => run.Manifest.Cases.Sum(c => c.Repetitions ?? run.Manifest.Repetitions);
}
