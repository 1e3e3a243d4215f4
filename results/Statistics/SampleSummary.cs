using Perfolizer;
using Perfolizer.Mathematics.Common;
using Perfolizer.Mathematics.QuantileEstimators;

namespace Bench.Results.Statistics;

/// <summary>
/// Descriptive statistics of one set of measurements, computed with BenchmarkDotNet's
/// <see cref="BenchmarkDotNet.Mathematics.Statistics"/> and Perfolizer's Harrell-Davis median with its
/// Maritz-Jarrett 95% confidence interval.
/// </summary>
/// <param name="N">Number of measurements.</param>
/// <param name="Median">Median.</param>
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
        var (lower, upper) = MedianInterval(values);
        return new SampleSummary(
            values.Count, stats.Median, stats.Min, stats.Max, stats.Mean, stdDev,
            stats.Mean == 0 ? 0 : stdDev / stats.Mean, lower, upper);
    }

    /// <summary>The Maritz-Jarrett interval around the Harrell-Davis median, clamped to the observed range.</summary>
    private static (double Lower, double Upper) MedianInterval(IReadOnlyList<double> values)
    {
        if (values.Count < 2)
        {
            return (double.NaN, double.NaN);
        }

        var interval = HarrellDavisQuantileEstimator.Instance
            .QuantileConfidenceIntervalEstimator(new Sample(values.ToArray()), 0.5)
            .ConfidenceInterval(ConfidenceLevel.L95);
        var min = values.Min();
        var max = values.Max();
        return (Math.Clamp(interval.Lower, min, max), Math.Clamp(interval.Upper, min, max));
    }
}
