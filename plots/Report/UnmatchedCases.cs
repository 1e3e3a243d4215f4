using Bench.Results.Cases;

namespace Bench.Plots.Report;

/// <summary>
/// The cases a comparison leaves out: those with an ok time in the baseline but not in a later run, and the other way
/// round (runs of different matrices, a run stopped early), so that a comparison of 2 shared cases does not pass for
/// one of all the runs' cases.
/// </summary>
public static class UnmatchedCases
{
    /// <summary>How many of its cases are named before "and N more".</summary>
    private const int Named = 3;

    /// <summary>
    /// One sentence per later run that does not have the baseline's cases: "Not compared: native (20261127-064228-native)
    /// has 18 cases small lacks (CREATE DATABASE: 1 GB, IFI on; ...; and 15 more); small has 5 that native lacks (...)".
    /// </summary>
    public static IEnumerable<string> Of(IReadOnlyList<RunSummary> runs)
    {
        ArgumentNullException.ThrowIfNull(runs);
        if (runs.Count < 2)
        {
            yield break;
        }

        var cases = runs.Select(Measured).ToList();
        var titles = ReportTables.Titles(cases.SelectMany(c => c).Distinct());
        for (var i = 1; i < runs.Count; i++)
        {
            var (first, later) = (Name(runs, runs[0]), Name(runs, runs[i]));
            var onlyFirst = cases[0].Where(c => !cases[i].Contains(c)).ToList();
            var onlyLater = cases[i].Where(c => !cases[0].Contains(c)).ToList();
            var parts = new List<string>();
            if (onlyFirst.Count > 0)
            {
                parts.Add($"{first} has {Cases(onlyFirst.Count)} that {later} lacks ({Listed(onlyFirst, titles)})");
            }

            if (onlyLater.Count > 0)
            {
                parts.Add($"{later} has {Cases(onlyLater.Count)} that {first} lacks ({Listed(onlyLater, titles)})");
            }

            if (parts.Count > 0)
            {
                yield return $"Not compared: {string.Join("; ", parts)}.";
            }
        }
    }

    /// <summary>The cases a run has an ok time of, as the comparison matches them, in the run's order.</summary>
    private static List<CaseId> Measured(RunSummary run) =>
        run.Rows.Where(r => r.Status == CaseStatus.Ok && r.ElapsedMs is > 0).Select(r => r.CaseId).Distinct().ToList();

    private static string Cases(int count) => string.Create(CultureInfo.InvariantCulture, $"{count} case{(count == 1 ? string.Empty : "s")}");

    private static string Listed(List<CaseId> cases, IReadOnlyDictionary<CaseId, string> titles)
    {
        var named = string.Join("; ", cases.Take(Named).Select(c => titles[c]));
        return cases.Count > Named ? string.Create(CultureInfo.InvariantCulture, $"{named}; and {cases.Count - Named} more") : named;
    }

    /// <summary>A run by its label, with its run id when another run has the same label.</summary>
    private static string Name(IReadOnlyList<RunSummary> runs, RunSummary run) =>
        runs.Count(r => r.Label == run.Label) > 1 && run.Label != run.Manifest.RunId ? $"{run.Label} ({run.Manifest.RunId})" : run.Label;
}
