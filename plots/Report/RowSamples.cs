namespace Bench.Plots.Report;

/// <summary>One column of a case's repetitions, as the report's intervals are made of.</summary>
internal static class RowSamples
{
    /// <summary>
    /// <paramref name="value"/> of each ok repetition of <paramref name="row"/>'s case in <paramref name="run"/> that its
    /// summary holds (not one whose IFI was unproven, <see cref="ResultRow.IfiUnproven"/>), those above zero and finite
    /// (a repetition that did not time that part leaves it empty).
    /// </summary>
    public static List<double> Of(RunSummary run, SummaryRow row, Func<ResultRow, double?> value) =>
        run.Rows.Where(r => r.Summarized() && r.CaseId.Equals(row.CaseId))
            .Select(value).OfType<double>().Where(v => v > 0 && double.IsFinite(v)).ToList();
}
