using Perfolizer;
using Perfolizer.Mathematics.Distributions.ContinuousDistributions;
using Perfolizer.Mathematics.SignificanceTesting;
using Perfolizer.Mathematics.SignificanceTesting.Base;
using Perfolizer.Metrology;
using Bench.Results.Statistics;

namespace Bench.Results.Comparison;

/// <summary>
/// Two sets of times of one case (run A, run B) compared by Welch's t-test on the logarithms of the times (Perfolizer's
/// <see cref="WelchTest"/>): times of storage operations are right-skewed and differ by factors, so their logarithms are
/// compared, without assuming the two runs vary alike. The ratio is B over A of the geometric means, exp(mean log B -
/// mean log A), and its 95% confidence interval is that of the mean log difference (Welch-Satterthwaite degrees of
/// freedom) taken back through exp: a proper interval of a ratio. Unlike a rank test, which with 3 repetitions a side can
/// never reach p &lt; 0.05 (its smallest two-sided p is 0.1), this one gives a verdict at the profiles' 3 repetitions when
/// the difference is large against the spread. <see cref="DetectableRatio"/> says how large: its power.
/// </summary>
/// <param name="A">Summary of the first run's times.</param>
/// <param name="B">Summary of the second run's times.</param>
/// <param name="Ratio">B over A of the geometric means (2: B took twice as long); medians' ratio below two values a side.</param>
/// <param name="RatioLower">Lower bound of the ratio's 95% interval (NaN below two values a side).</param>
/// <param name="RatioUpper">Upper bound of the ratio's 95% interval.</param>
/// <param name="PValue">Two-sided p-value of Welch's t-test on log times (NaN below two values a side).</param>
/// <param name="DetectableRatio">
/// The smallest ratio (above 1; its inverse below) this comparison finds with 80% power at the variance it observed
/// (NaN below two values a side; 1 when neither run varied).
/// </param>
/// <param name="Verdict">Faster, slower, no difference, or too few repetitions to test.</param>
public sealed record TwoSampleComparison(
    SampleSummary A, SampleSummary B, double Ratio, double RatioLower, double RatioUpper, double PValue, double DetectableRatio, Verdict Verdict)
{
    /// <summary>The significance level of the verdict.</summary>
    public const double Alpha = 0.05;

    /// <summary>The power <see cref="DetectableRatio"/> is computed for.</summary>
    public const double Power = 0.8;

    /// <summary>The test, as the report names it.</summary>
    public const string Method = "Welch's t-test on log times";

    /// <summary>Compares <paramref name="a"/> and <paramref name="b"/> (times above 0: lower is faster).</summary>
    public static TwoSampleComparison Of(IReadOnlyList<double> a, IReadOnlyList<double> b)
    {
        ArgumentNullException.ThrowIfNull(a);
        ArgumentNullException.ThrowIfNull(b);
        if (a.Concat(b).Any(t => !(t > 0) || !double.IsFinite(t)))
        {
            throw new ArgumentException("times must be finite and above 0 (a ratio test compares their logarithms)");
        }

        var sa = SampleSummary.Of(a);
        var sb = SampleSummary.Of(b);
        if (a.Count < 2 || b.Count < 2)
        {
            return new TwoSampleComparison(sa, sb, sb.Median / sa.Median, double.NaN, double.NaN, double.NaN, double.NaN, Verdict.TooFewRepetitions);
        }

        var logA = a.Select(t => Math.Log(t)).ToArray();
        var logB = b.Select(t => Math.Log(t)).ToArray();
        var difference = logB.Average() - logA.Average();
        var ratio = Math.Exp(difference);
        var squaredError = (Variance(logA) / logA.Length) + (Variance(logB) / logB.Length);
        if (squaredError <= 0)
        {
            // Neither run varied: any difference is certain, none is no difference.
            var certain = difference == 0 ? Verdict.NoDifference : difference < 0 ? Verdict.Faster : Verdict.Slower;
            return new TwoSampleComparison(sa, sb, ratio, ratio, ratio, difference == 0 ? 1 : 0, 1, certain);
        }

        var welch = WelchTest.Instance.Perform(new Sample(logB), new Sample(logA), AlternativeHypothesis.TwoSides, Threshold.Zero);
        var student = new StudentDistribution(welch.Df);
        var error = Math.Sqrt(squaredError);
        var half = student.Quantile(1 - (Alpha / 2)) * error;
        var p = Math.Clamp(welch.PValue, 0, 1);
        var verdict = p < Alpha ? (difference < 0 ? Verdict.Faster : Verdict.Slower) : Verdict.NoDifference;
        return new TwoSampleComparison(
            sa, sb, ratio, Math.Exp(difference - half), Math.Exp(difference + half), p, Math.Exp(half + (student.Quantile(Power) * error)), verdict);
    }

    private static double Variance(double[] values)
    {
        var mean = values.Average();
        return values.Sum(v => (v - mean) * (v - mean)) / (values.Length - 1);
    }
}
