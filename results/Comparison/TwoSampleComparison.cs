using Perfolizer;
using Perfolizer.Mathematics.SignificanceTesting.Base;
using Perfolizer.Mathematics.SignificanceTesting.MannWhitney;
using Perfolizer.Metrology;
using Bench.Results.Statistics;

namespace Bench.Results.Comparison;

/// <summary>
/// Two sets of times of one case (run A, run B) compared: the ratio of the medians (B / A) with a 95% confidence
/// interval, the two-sided Mann-Whitney p-value (Perfolizer, exact for small samples), and a verdict at the 5%
/// level. The ratio's interval combines the two medians' Maritz-Jarrett intervals ([lower B / upper A, upper B /
/// lower A]): conservative, never narrower than the truth.
/// </summary>
/// <param name="A">Summary of the first run's times.</param>
/// <param name="B">Summary of the second run's times.</param>
/// <param name="Ratio">Median of B over median of A (2: B took twice as long).</param>
/// <param name="RatioLower">Lower bound of the ratio's 95% interval (NaN below two values a side).</param>
/// <param name="RatioUpper">Upper bound of the ratio's 95% interval.</param>
/// <param name="PValue">Two-sided Mann-Whitney p-value (NaN below two values a side).</param>
/// <param name="SmallestPValue">The smallest p-value these sample sizes can give (2 / C(nA + nB, nA)).</param>
/// <param name="Verdict">Faster, slower, no difference, or too few repetitions to tell.</param>
public sealed record TwoSampleComparison(
    SampleSummary A, SampleSummary B, double Ratio, double RatioLower, double RatioUpper, double PValue, double SmallestPValue, Verdict Verdict)
{
    /// <summary>The significance level of the verdict.</summary>
    public const double Alpha = 0.05;

    /// <summary>Compares <paramref name="a"/> and <paramref name="b"/> (times: lower is faster).</summary>
    public static TwoSampleComparison Of(IReadOnlyList<double> a, IReadOnlyList<double> b)
    {
        ArgumentNullException.ThrowIfNull(a);
        ArgumentNullException.ThrowIfNull(b);
        var sa = SampleSummary.Of(a);
        var sb = SampleSummary.Of(b);
        var ratio = sb.Median / sa.Median;
        var smallest = SmallestTwoSidedP(a.Count, b.Count);
        if (a.Count < 2 || b.Count < 2)
        {
            return new TwoSampleComparison(sa, sb, ratio, double.NaN, double.NaN, double.NaN, smallest, Verdict.TooFewRepetitions);
        }

        var p = MannWhitneyP(a, b);
        var verdict = p < Alpha ? (sb.Median < sa.Median ? Verdict.Faster : Verdict.Slower)
            : smallest >= Alpha ? Verdict.TooFewRepetitions
            : Verdict.NoDifference;
        return new TwoSampleComparison(sa, sb, ratio, sb.CiLower / sa.CiUpper, sb.CiUpper / sa.CiLower, p, smallest, verdict);
    }

    /// <summary>2 / C(n + m, n): the two-sided p of two samples that do not overlap at all.</summary>
    public static double SmallestTwoSidedP(int n, int m)
    {
        double combinations = 1;
        for (var i = 1; i <= Math.Min(n, m); i++)
        {
            combinations = combinations * (n + m - Math.Min(n, m) + i) / i;
        }

        return Math.Min(1, 2 / combinations);
    }

    private static double MannWhitneyP(IReadOnlyList<double> a, IReadOnlyList<double> b)
    {
        if (a.Concat(b).Distinct().Count() == 1)
        {
            return 1;
        }

        var result = new MannWhitneyTest().Perform(new Sample(a.ToArray()), new Sample(b.ToArray()), AlternativeHypothesis.TwoSides, Threshold.Zero);
        return Math.Min(1, result.PValue);
    }
}
