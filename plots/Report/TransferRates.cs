namespace Bench.Plots.Report;

/// <summary>
/// How sure a case's median transfer rate is: the interval of its repetitions' transfer_mb_s, and which cases are within
/// the runs' spread of the fastest. The sweep charts' whiskers and titles and the report's sentences read them here.
/// </summary>
internal static class TransferRates
{
    /// <summary>
    /// The interval of a case's median transfer rate (its repetitions' transfer_mb_s: Harrell-Davis with Maritz-Jarrett,
    /// kept within the runs, as the tables' intervals); null below two repetitions.
    /// </summary>
    public static (double Low, double High)? Interval(RunSummary run, SummaryRow row) => Summary(run, row) is { } s ? (s.CiLower, s.CiUpper) : null;

    /// <summary>The summary of a case's repetitions' transfer_mb_s, whose interval is <see cref="Interval"/>; null when it has none.</summary>
    public static SampleSummary? Summary(RunSummary run, SummaryRow row)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(row);
        var rates = RowSamples.Of(run, row, r => r.TransferMbS);
        if (rates.Count < 2)
        {
            return null;
        }

        var s = SampleSummary.Of(rates);
        return double.IsFinite(s.CiLower) && double.IsFinite(s.CiUpper) ? s : null;
    }

    /// <summary>
    /// The cases of <paramref name="drawn"/> within the runs' spread of <paramref name="best"/>: itself and every case whose
    /// rate's interval overlaps its own, fastest first; <paramref name="best"/> alone when it is clearly the best (or has no interval).
    /// </summary>
    public static IReadOnlyList<SummaryRow> Close(RunSummary run, SummaryRow best, IReadOnlyList<SummaryRow> drawn)
    {
        ArgumentNullException.ThrowIfNull(drawn);
        if (Interval(run, best) is not { } top)
        {
            return [best];
        }

        return [best, .. drawn.Where(s => s != best && Interval(run, s) is { } other && other.High >= top.Low).OrderByDescending(s => s.TransferMbSMedian)];
    }
}
