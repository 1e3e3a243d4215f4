namespace Bench.Plots.Figures;

/// <summary>
/// What a chart's whiskers and its "not significant" notes rest on, said once for every figure: a 95% interval of the
/// median, or, where the Maritz-Jarrett interval reached past the runs and was kept to them (<see cref="SummaryRow.IntervalIsRange"/>,
/// 3 runs always), the runs' range, which is not a 95% interval (the report's tables mark those "(range)").
/// </summary>
internal static class Whiskers
{
    /// <summary>
    /// What follows the subtitle's "median of 3 repetitions": ", whiskers: 95% interval of the median" when none of
    /// <paramref name="shown"/> (each interval drawn: whether it is its runs' range, and of how many runs) is a range;
    /// ", whiskers: the runs' range (3 runs: too few for a 95% interval)" when every one is; both briefly when mixed;
    /// nothing when no interval is drawn.
    /// </summary>
    public static string After(IReadOnlyList<(bool IsRange, int N)> shown)
    {
        ArgumentNullException.ThrowIfNull(shown);
        return Kind(shown, explain: true) is { } kind ? $", whiskers: {kind(MedianInterval, "the runs' range")}" : string.Empty;
    }

    /// <summary>
    /// Why a ratio is "not significant", over the pairs so marked (<paramref name="ratios"/>: whether both medians' intervals
    /// are their runs' ranges, and the fewer runs of the two): the off/on ratio's 95% interval includes 1x, or its interval
    /// from the runs' ranges does; nothing when no ratio is so marked.
    /// </summary>
    public static string NotSignificant(IReadOnlyList<(bool IsRange, int N)> ratios)
    {
        ArgumentNullException.ThrowIfNull(ratios);
        return Kind(ratios, explain: false) is { } kind
            ? $"{Ratios.NotSignificant}: the off/on ratio's {kind("95% interval", "interval from the runs' ranges")} includes 1x"
            : string.Empty;
    }

    /// <summary>What a whisker is when its interval is not a range.</summary>
    private const string MedianInterval = "95% interval of the median";

    /// <summary>
    /// How to say the intervals' kind given the words for an interval and a range: the one, the range with its runs ("the
    /// runs' range (3 runs: too few for a 95% interval)", the why left to the whiskers unless <paramref name="explain"/>), or
    /// both ("95% interval of the median, or the runs' range with 3 runs (too few for one)"); null when there is none.
    /// </summary>
    private static Func<string, string, string>? Kind(IReadOnlyList<(bool IsRange, int N)> intervals, bool explain)
    {
        if (intervals.Count == 0)
        {
            return null;
        }

        var ranges = intervals.Where(i => i.IsRange).Select(i => i.N).ToList();
        if (ranges.Count == 0)
        {
            return (interval, _) => interval;
        }

        var runs = $"{Counts.Range(ranges)} runs";
        return ranges.Count == intervals.Count
            ? (_, range) => explain ? $"{range} ({runs}: too few for a 95% interval)" : range
            : (interval, range) => explain ? $"{interval}, or {range} with {runs} (too few for one)" : $"{interval} (or {range} with {runs})";
    }
}
