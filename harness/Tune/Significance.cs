using Bench.Results.Statistics;

namespace Bench.Harness.Tune;

/// <summary>
/// The search's statistical rule, on medians of MB/s and a noise figure pooled from every repeated setting.
/// <list type="bullet">
/// <item>Noise: sigma, the pooled standard deviation of ln MB/s within settings run more than once, shrunk towards
/// <see cref="TuneOptions.AssumedNoise"/> as if that had been seen with <see cref="PriorDegreesOfFreedom"/> degrees of freedom.</item>
/// <item>Margin for n_c runs of a candidate against n_b runs of the best: g = max(MinGain, exp(Z sigma sqrt(1/n_c + 1/n_b)) - 1),
/// with <see cref="Z"/> = 2 (one-sided, about 98%).</item>
/// <item>The candidate is better when median_c / median_b &gt; 1 + g; not better when the ratio is at most 1 + MinGain
/// and the best has its repetitions; otherwise it is too close to call, and the one with fewer runs is run again, up to
/// MaxRepetitions each (then: not better).</item>
/// <item>Where the tie goes to the candidate (a step up an axis along which throughput only rises then plateaus), it is
/// taken unless it looks worse: a ratio of at least 1 - MinGain is a tie, one below 1 / (1 + g) stays, and one between
/// is run again as above.</item>
/// </list>
/// Clear gains are taken on one run each; only contenders get repetitions.
/// </summary>
internal static class Significance
{
    /// <summary>Standard normal quantile of the margins.</summary>
    public const double Z = 2.0;

    /// <summary>Weight of the assumed noise in the pooled figure, in degrees of freedom.</summary>
    public const int PriorDegreesOfFreedom = 2;

    /// <summary>Median of <paramref name="samples"/> (at least one).</summary>
    public static double Median(IReadOnlyList<double> samples) => SampleSummary.Of(samples).Median;

    /// <summary>Pooled run-to-run spread (standard deviation of ln MB/s) of <paramref name="settings"/>' samples.</summary>
    public static double Noise(IEnumerable<IReadOnlyList<double>> settings, double assumed)
    {
        ArgumentNullException.ThrowIfNull(settings);
        double squares = PriorDegreesOfFreedom * assumed * assumed;
        double freedom = PriorDegreesOfFreedom;
        foreach (var samples in settings.Where(s => s.Count > 1))
        {
            var logs = samples.Select(s => Math.Log(s)).ToList();
            var mean = logs.Average();
            squares += logs.Sum(l => (l - mean) * (l - mean));
            freedom += logs.Count - 1;
        }

        return Math.Sqrt(squares / freedom);
    }

    /// <summary>The gain a candidate of <paramref name="candidateRuns"/> runs must show over a best of <paramref name="bestRuns"/> runs.</summary>
    public static double Margin(int candidateRuns, int bestRuns, double noise, double minGain) =>
        Math.Max(minGain, Math.Exp(Z * noise * Math.Sqrt((1.0 / candidateRuns) + (1.0 / bestRuns))) - 1);

    /// <summary>Judges <paramref name="candidate"/>'s runs against <paramref name="best"/>'s; <paramref name="tieToCandidate"/>: a tie is a move.</summary>
    public static Judgement Judge(IReadOnlyList<double> candidate, IReadOnlyList<double> best, double noise, TuneOptions options, bool tieToCandidate = false)
    {
        ArgumentNullException.ThrowIfNull(candidate);
        ArgumentNullException.ThrowIfNull(best);
        ArgumentNullException.ThrowIfNull(options);
        var ratio = Median(candidate) / Median(best);
        var margin = Margin(candidate.Count, best.Count, noise, options.MinGain);
        if (ratio > 1 + margin)
        {
            return Judgement.Better;
        }

        if (tieToCandidate && ratio >= 1 - options.MinGain)
        {
            return Judgement.Tie;
        }

        if (tieToCandidate ? ratio * (1 + margin) < 1 : ratio <= 1 + options.MinGain)
        {
            return best.Count >= options.Repetitions || tieToCandidate ? Judgement.NotBetter : Judgement.RepeatIncumbent;
        }

        var candidateMay = candidate.Count < options.MaxRepetitions;
        var bestMay = best.Count < options.MaxRepetitions;
        return !candidateMay && !bestMay ? Judgement.NotBetter
            : candidateMay && (candidate.Count <= best.Count || !bestMay) ? Judgement.RepeatCandidate
            : Judgement.RepeatIncumbent;
    }

    /// <summary>
    /// Whether <paramref name="best"/>'s runs are, beyond noise, within Tolerance of the volume's limit
    /// <paramref name="baseline"/>: the lower bound of their median, median x exp(-Z sigma / sqrt n), is at least
    /// (1 - Tolerance) x baseline (a median alone would stop on a lucky run), and the median itself is no more than
    /// (1 + Tolerance) x baseline: a best whose median is clearly above the baseline shows that the baseline is no
    /// ceiling for these transfers (deeper queues or larger requests than its own reach further; on this project's disk
    /// its 522 MB/s stopped a search at 619 MB/s, 6% short of the 638 MB/s 32 buffers of 4 MB made side by side),
    /// even when the noise keeps <see cref="BeyondLimit"/> from setting it aside.
    /// </summary>
    public static bool AtLimit(IReadOnlyList<double> best, double baseline, double noise, TuneOptions options)
    {
        ArgumentNullException.ThrowIfNull(best);
        ArgumentNullException.ThrowIfNull(options);
        var median = Median(best);
        return median * Math.Exp(-Z * noise / Math.Sqrt(best.Count)) >= (1 - options.Tolerance) * baseline
            && median <= (1 + options.Tolerance) * baseline;
    }

    /// <summary>
    /// Whether <paramref name="best"/>'s runs are, beyond noise, more than Tolerance above <paramref name="baseline"/>:
    /// the same lower bound passes (1 + Tolerance) x baseline. Then the baseline is not the volume's limit for these
    /// transfers (deeper queues or larger requests than its own reach further) and cannot tell the search to stop.
    /// </summary>
    public static bool BeyondLimit(IReadOnlyList<double> best, double baseline, double noise, TuneOptions options)
    {
        ArgumentNullException.ThrowIfNull(best);
        ArgumentNullException.ThrowIfNull(options);
        return Median(best) * Math.Exp(-Z * noise / Math.Sqrt(best.Count)) > (1 + options.Tolerance) * baseline;
    }
}
