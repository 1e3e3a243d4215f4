namespace Bench.Plots.Report;

/// <summary>What the IFI on/off pairs leave out, in the one line the console's summary and the report's tables share.</summary>
public static class IfiPairs
{
    private const int Named = 3;

    /// <summary>
    /// "IFI on/off pairs leave out 2 rows (create 1 GB, IFI on: 2) whose IFI was not what the case asked for or could not be
    /// verified: ..." (the summary does not tell the two apart, so the line names both, and the note only the second has)
    /// when cases of <paramref name="summary"/> lost rows to <see cref="ResultRow.IfiUnproven"/>; null when none did.
    /// </summary>
    public static string? LeftOut(IReadOnlyList<SummaryRow> summary)
    {
        ArgumentNullException.ThrowIfNull(summary);
        var cases = summary.Where(s => s.IfiLeftOut > 0).ToList();
        if (cases.Count == 0)
        {
            return null;
        }

        var titles = CaseTitles.Of(summary.Select(s => s.CaseId));
        var named = string.Join(", ", cases.Take(Named).Select(s => $"{titles[s.CaseId]}: {s.IfiLeftOut}"));
        var more = cases.Count > Named ? $" and {cases.Count - Named} more cases" : string.Empty;
        var rows = cases.Sum(s => s.IfiLeftOut);
        return $"IFI on/off pairs leave out {Counted.Of(rows, "row")} ({named}{more}) whose IFI was not what the case asked for (ifi_effective the other) or could not be verified (ifi_effective empty, the server's trace output missing: their note in results.csv says so): they stay in results.csv, outside the medians and the ratios (summary.csv's ifi_left_out).";
    }
}
