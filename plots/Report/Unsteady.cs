namespace Bench.Plots.Report;

/// <summary>
/// A case whose runs split into clusters (a cold first repetition ten times slower than the rest, say): its Harrell-Davis
/// median is a weighted mean of both clusters and describes no run, so a headline built on it (a saving, a ratio, an
/// estimate) is qualified. The rule, as "How to read" gives it: at least <see cref="MinRuns"/> runs, the slowest more than
/// <see cref="SpreadAbove"/> times the fastest and at least <see cref="FloorMs"/> ms slower, and a gap between two
/// neighbouring runs (sorted by time) of more than <see cref="GapAbove"/> times.
/// </summary>
public static class Unsteady
{
    /// <summary>The slowest run over the fastest above which a case may be unsteady.</summary>
    public const double SpreadAbove = 3;

    /// <summary>A ratio between neighbouring runs (sorted by time) above which they lie in different clusters.</summary>
    public const double GapAbove = 2;

    /// <summary>The least spread (slowest less fastest) that counts: a few milliseconds apart is timer noise, not a cluster.</summary>
    public const double FloorMs = 20;

    /// <summary>The least share of the runs on each side of the gap: below it, the far runs are outliers, not a cluster.</summary>
    public const double MinShare = 0.2;

    /// <summary>
    /// The fewest runs that can show two clusters. With 3 runs the spread rule is weak: any spread over 4x has a gap over
    /// 2x between two neighbours, so a smooth 332, 787, 1,403 ms (the fixed ssd run's AUTOGROW, IFI off) was marked, as
    /// were 10 of its 18 three-run cases; and a 3-run case's interval is the runs' range ("(range)"), which shows the spread
    /// without a mark. 5 runs, with the gap and its share on each side, tell a cold first repetition from a wide spread.
    /// </summary>
    public const int MinRuns = 5;

    /// <summary>The rule in words, for "How to read this report".</summary>
    public static string Rule { get; } = string.Create(
        CultureInfo.InvariantCulture,
        $"Unsteady: a case whose runs split into clusters (at least {MinRuns} runs: with fewer, any wide spread has such a gap, and the table's interval, the runs' range, already shows it; the slowest more than {SpreadAbove:0}x the fastest and {FloorMs:0} ms slower, with a gap of more than {GapAbove:0}x between two neighbouring runs and at least {MinShare:0%} of the runs on each side), such as a cold first repetition; its median, a weighted mean of both clusters, describes no run, so its runs and the middle one are named beside it and any saving, ratio or estimate built on it is uncertain.");

    /// <summary>The case's summarized runs' times (ms), fastest first, when they split into clusters; null when steady.</summary>
    public static IReadOnlyList<double>? Times(RunSummary run, SummaryRow s)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(s);
        if (ScenarioCatalog.Info(s.Scenario) is { IsSecurityCheck: true })
        {
            // A security check's time is no database operation's: nothing is built on it.
            return null;
        }

        var times = run.Rows.Where(r => r.CaseId.Equals(s.CaseId) && r.Summarized() && r.ElapsedMs is not null).Select(r => r.ElapsedMs!.Value).Order().ToList();
        return Is(times) ? times : null;
    }

    /// <summary>Whether <paramref name="times"/> (any order) split into clusters by the rule.</summary>
    public static bool Is(IReadOnlyList<double> times)
    {
        ArgumentNullException.ThrowIfNull(times);
        var sorted = times.Order().ToList();
        if (sorted.Count < MinRuns || sorted[0] <= 0 || sorted[^1] / sorted[0] <= SpreadAbove || sorted[^1] - sorted[0] < FloorMs)
        {
            return false;
        }

        // Clusters, not a stray run or two: the widest gap leaves at least a fifth of the runs on each side (a cold first
        // repetition of 5 is one; 2 of 15 far out are outliers, which the Harrell-Davis median already weighs down).
        var gap = Enumerable.Range(1, sorted.Count - 1).MaxBy(i => sorted[i] / sorted[i - 1]);
        return sorted[gap] / sorted[gap - 1] > GapAbove && Math.Min(gap, sorted.Count - gap) >= sorted.Count * MinShare;
    }

    /// <summary>"runs of 224 ms, 231 ms, 314 ms, 2 s and 2.3 s; the middle run 314 ms".</summary>
    public static string Words(IReadOnlyList<double> times)
    {
        ArgumentNullException.ThrowIfNull(times);
        var sorted = times.Order().ToList();
        var middle = Figures.Ratios.Median(sorted);
        var runs = sorted.Count > 7
            ? $"{sorted.Count} runs from {Findings.Time(sorted[0])} to {Findings.Time(sorted[^1])}"
            : "runs of " + string.Join(", ", sorted.Take(sorted.Count - 1).Select(Findings.Time)) + " and " + Findings.Time(sorted[^1]);
        return $"{runs}; the middle run {Findings.Time(middle)}";
    }

    /// <summary>The unsteady cases of <paramref name="run"/>: each case with its runs' times, fastest first.</summary>
    public static IEnumerable<(SummaryRow Case, IReadOnlyList<double> Times)> Of(RunSummary run)
    {
        ArgumentNullException.ThrowIfNull(run);
        return run.Summary.Select(s => (Case: s, Times: Times(run, s))).Where(p => p.Times is not null).Select(p => (p.Case, p.Times!));
    }
}
