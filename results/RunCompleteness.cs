using System.Globalization;
using Bench.Results.Manifest;

namespace Bench.Results;

/// <summary>
/// How much of what a run planned it holds, when that is not all of it: a cancelled run (Ctrl+C), one killed while
/// running, or a finished one whose results.csv has lost rows. Reports, comparisons and chart footers say it, so that a
/// stopped run is never read as a complete one. A tune (<c>bench tune</c>) plans no repetitions: it is judged by its own
/// end (complete when its search stopped), its budget and, finished, the case runs it recorded, never by a matrix's repetitions.
/// </summary>
/// <remarks>
/// The runner writes a row for every planned case and repetition, a case it cannot run included (skipped, with the
/// reason), so a run whose manifest says complete yet has fewer rows than planned did run them all: its rows are
/// missing from results.csv (cut or edited since), which is what is said, not that the run is incomplete.
/// </remarks>
public static class RunCompleteness
{
    private static readonly string[] Kinds = ["complete", "partly", "not run"];

    /// <summary>What each kind of case is called in a finished run that lost rows: they ran, their rows are gone.</summary>
    private static readonly string[] KindsMissing = ["complete", "short of some rows", "with no row"];

    /// <summary>
    /// "cancelled: 21 of 28 rows" (the manifest's status, the rows recorded of those planned), or, for a finished run
    /// short of rows, "7 of 28 rows missing"; null for a complete run.
    /// </summary>
    public static string? Brief(RunSummary run)
    {
        ArgumentNullException.ThrowIfNull(run);
        if (IsTune(run.Manifest))
        {
            return TuneBrief(run);
        }

        var (rows, planned) = (run.Rows.Count, Planned(run));
        if (Finished(run))
        {
            return rows >= planned ? null : string.Create(CultureInfo.InvariantCulture, $"{planned - rows} of {planned} rows missing");
        }

        var status = run.Manifest.Status;
        return planned > 0 ? string.Create(CultureInfo.InvariantCulture, $"{status}: {rows} of {planned} rows") : status;
    }

    /// <summary>
    /// "Incomplete: run native (20261127-064228-native) is cancelled: 21 of 28 rows; 5 of 7 cases complete, 1 partly, 1 not
    /// run", or for a finished run short of rows "Rows missing: run native (...) finished, but 7 of 28 rows missing from
    /// its results.csv; ..."; null for a complete run.
    /// </summary>
    public static string? Sentence(RunSummary run)
    {
        if (Brief(run) is not { } brief)
        {
            return null;
        }

        var name = run.Manifest.RunId == run.Label ? run.Label : $"{run.Label} ({run.Manifest.RunId})";
        var finished = Finished(run);
        var (lead, said) = finished
            ? ("Rows missing", $"run {name} finished, but {brief} from its {RunFiles.Results}")
            : ("Incomplete", $"run {name} is {brief}");
        var cases = run.Manifest.Cases;
        if (cases.Count == 0 || IsTune(run.Manifest))
        {
            return $"{lead}: {said}: its figures hold only what it recorded.";
        }

        var kinds = finished ? KindsMissing : Kinds;
        var counts = cases.Select(c => run.Rows.Count(r => r.CaseId.Equals(c.CaseId)) switch
        {
            0 => kinds[2],
            var n when n >= (c.Repetitions ?? run.Manifest.Repetitions) => kinds[0],
            _ => kinds[1],
        }).ToLookup(s => s);
        var parts = kinds.Where(k => counts[k].Any())
            .Select((k, i) => i == 0 ? string.Create(CultureInfo.InvariantCulture, $"{counts[k].Count()} of {cases.Count} cases {k}") : string.Create(CultureInfo.InvariantCulture, $"{counts[k].Count()} {k}"));
        return $"{lead}: {said}; {string.Join(", ", parts)}: its figures hold only what it recorded.";
    }

    /// <summary>Whether the run ended on its own, every planned case run (its manifest says complete).</summary>
    private static bool Finished(RunSummary run) => run.Manifest.Status == "complete";

    /// <summary>
    /// A tune's: null when its search ended (status complete) and results.csv holds every case run it recorded, "3 of 10
    /// rows missing" when it holds fewer (warm-up runs counted, as results.csv holds them), else "cancelled: 7 of 20 case
    /// runs of its budget" (its warm-up runs counted, as its budget counts them); a tune written before its budget was
    /// recorded says its status alone, and a finished one before its case runs were recorded nothing.
    /// </summary>
    private static string? TuneBrief(RunSummary run)
    {
        var status = run.Manifest.Status;
        if (status == "complete")
        {
            return run.Manifest.Tune is { CaseRuns: { } ran } finished && run.Rows.Count + finished.WarmUpRows < ran
                ? string.Create(CultureInfo.InvariantCulture, $"{ran - run.Rows.Count - finished.WarmUpRows} of {ran} rows missing")
                : null;
        }

        return run.Manifest.Tune is { } tune
            ? string.Create(CultureInfo.InvariantCulture, $"{status}: {run.Rows.Count + tune.WarmUpRows} of {tune.Budget} case runs of its budget")
            : status;
    }

    /// <summary>Whether <paramref name="manifest"/> is a tune's (its matrix source is the tune's command, in folders written before <see cref="RunManifest.Tune"/>).</summary>
    private static bool IsTune(RunManifest manifest) =>
        manifest.Tune is not null || manifest.MatrixSource.StartsWith("bench tune ", StringComparison.Ordinal);

    /// <summary>The rows the run's matrix plans: each case's repetitions.</summary>
    private static int Planned(RunSummary run) => run.Manifest.Cases.Sum(c => c.Repetitions ?? run.Manifest.Repetitions);
}
