namespace Bench.Results.Comparison;

/// <summary>
/// What a comparison row's times are (<see cref="ComparisonRow.Measure"/>, comparison.csv's measure column): each case's
/// elapsed time, and for a scenario that times its writes into the new space apart (AUTOGROW, whose elapsed time is its
/// growth stalls alone) a second row beside it, the operation end to end.
/// </summary>
public static class ComparisonMeasures
{
    /// <summary>The case's elapsed time, results.csv's elapsed_ms (AUTOGROW's: its growth stalls alone).</summary>
    public const string Elapsed = "elapsed";

    /// <summary>Elapsed time plus the writes timed apart (results.csv's elapsed_ms + fill_ms): AUTOGROW end to end.</summary>
    public const string EndToEnd = "end_to_end";

    /// <summary>
    /// The rows that carry each case's verdict, as the summary counts them: a case's end-to-end row where it has one, else
    /// its elapsed row (one row per case and compared run).
    /// </summary>
    public static IReadOnlyList<ComparisonRow> Judged(IEnumerable<ComparisonRow> rows)
    {
        ArgumentNullException.ThrowIfNull(rows);
        var all = rows.ToList();
        var whole = all.Where(r => r.Measure == EndToEnd).Select(r => (r.CaseId, r.Label)).ToHashSet();
        return [.. all.Where(r => r.Measure == EndToEnd || !whole.Contains((r.CaseId, r.Label)))];
    }

    /// <summary>The rows of each case's elapsed time, as a compare chart draws them (its bars are summary.csv's elapsed medians).</summary>
    public static IReadOnlyList<ComparisonRow> Drawn(IEnumerable<ComparisonRow> rows)
    {
        ArgumentNullException.ThrowIfNull(rows);
        return [.. rows.Where(r => r.Measure != EndToEnd)];
    }
}
