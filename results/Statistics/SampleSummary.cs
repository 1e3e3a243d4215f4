using Perfolizer;
using Perfolizer.Mathematics.Common;
using Perfolizer.Mathematics.QuantileEstimators;

namespace Bench.Results.Statistics;

/// <summary>
/// Descriptive statistics of one set of measurements: min, max, mean and standard deviation from BenchmarkDotNet's
/// <see cref="BenchmarkDotNet.Mathematics.Statistics"/>; the median and its 95% confidence interval from one estimator,
/// Perfolizer's Harrell-Davis quantile estimator (the median a weighted sum of every order statistic) with its
/// Maritz-Jarrett interval, so that the interval is the interval of the median given.
/// </summary>
/// <param name="N">Number of measurements.</param>
/// <param name="Median">Harrell-Davis median (the value itself for one measurement).</param>
/// <param name="Min">Smallest.</param>
/// <param name="Max">Largest.</param>
/// <param name="Mean">Arithmetic mean.</param>
/// <param name="StdDev">Sample standard deviation (0 for one measurement).</param>
/// <param name="CoefficientOfVariation">StdDev / Mean (0 when the mean is 0).</param>
/// <param name="CiLower">Lower bound of the 95% confidence interval of the median (NaN below 2 measurements).</param>
/// <param name="CiUpper">Upper bound of the 95% confidence interval of the median (NaN below 2 measurements).</param>
public sealed record SampleSummary(
    int N, double Median, double Min, double Max, double Mean, double StdDev,
    double CoefficientOfVariation, double CiLower, double CiUpper)
{
    /// <summary>Whether the interval is the measurements' full range (clamped at both ends), which covers the median only <see cref="RangeCoverage"/>.</summary>
    public bool IsRange => IsRangeOf(N, CiLower, CiUpper, Min, Max);

    /// <summary>
    /// Whether an interval of <paramref name="n"/> measurements is their full range: the Maritz-Jarrett interval reached past
    /// them at both ends and was clamped to <paramref name="min"/> and <paramref name="max"/> (false without an interval).
    /// The one rule for a summary and a summary.csv row (<see cref="SummaryRow.IntervalIsRange"/>).
    /// </summary>
    public static bool IsRangeOf(int n, double? lower, double? upper, double? min, double? max) =>
        n >= 2 && lower is { } lo && upper is { } hi && lo == min && hi == max;

    /// <summary>
    /// How often the range of <paramref name="n"/> measurements, [min, max], covers the true median: 1 - 2 x 0.5^n (each
    /// measurement falls either side of it with even odds; the range misses it only when all fall on one side).
    /// </summary>
    public static double RangeCoverage(int n) => 1 - (2 * Math.Pow(0.5, n));

    /// <summary>The fewest measurements whose range covers the median at least 95% of the time (6: 96.9%; 5: 93.8%).</summary>
    public static int RangeIs95With { get; } = Enumerable.Range(2, 30).First(n => RangeCoverage(n) >= 0.95);

    /// <summary>Summarises <paramref name="values"/>; at least one value is required.</summary>
    public static SampleSummary Of(IReadOnlyList<double> values)
    {
        ArgumentNullException.ThrowIfNull(values);
        if (values.Count == 0)
        {
            throw new ArgumentException("at least one value is needed", nameof(values));
        }

        var stats = new BenchmarkDotNet.Mathematics.Statistics(values);
        var stdDev = values.Count > 1 ? stats.StandardDeviation : 0;
        var (median, lower, upper) = HarrellDavis(values, stats.Min, stats.Max);
        return new SampleSummary(
            values.Count, median, stats.Min, stats.Max, stats.Mean, stdDev,
            stats.Mean == 0 ? 0 : stdDev / stats.Mean, lower, upper);
    }

    /// <summary>
    /// The Harrell-Davis median and its Maritz-Jarrett 95% interval, clamped to the observed range; one value has no
    /// interval (NaN), and its median is itself.
    /// </summary>
    private static (double Median, double Lower, double Upper) HarrellDavis(IReadOnlyList<double> values, double min, double max)
    {
        if (values.Count < 2)
        {
            return (values[0], double.NaN, double.NaN);
        }

        var estimator = HarrellDavisQuantileEstimator.Instance.QuantileConfidenceIntervalEstimator(new Sample(values.ToArray()), 0.5);
        var interval = estimator.ConfidenceInterval(ConfidenceLevel.L95);
        return (Math.Clamp(estimator.Estimation, min, max), Math.Clamp(interval.Lower, min, max), Math.Clamp(interval.Upper, min, max));
    }
}
