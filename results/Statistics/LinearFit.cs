using Perfolizer.Mathematics.Distributions.ContinuousDistributions;

namespace Bench.Results.Statistics;

/// <summary>
/// A least-squares line y = <see cref="Intercept"/> + <see cref="Slope"/> x, with what is needed for the 95%
/// confidence interval of the line at a new x (Student's t with n - 2 degrees of freedom). For times against
/// sizes: a fixed cost plus size over a rate.
/// </summary>
/// <param name="Intercept">y at x = 0 (the fixed cost).</param>
/// <param name="Slope">Change of y per unit of x (1 / rate).</param>
/// <param name="N">Points fitted.</param>
/// <param name="ResidualStdDev">Standard deviation of the residuals (n - 2 degrees of freedom).</param>
/// <param name="MeanX">Mean of the x values.</param>
/// <param name="SumSquaresX">Sum of (x - mean x)^2.</param>
public sealed record LinearFit(double Intercept, double Slope, int N, double ResidualStdDev, double MeanX, double SumSquaresX)
{
    /// <summary>Fits the points; null with fewer than three points or fewer than two distinct x.</summary>
    public static LinearFit? Of(IReadOnlyList<(double X, double Y)> points)
    {
        ArgumentNullException.ThrowIfNull(points);
        if (points.Count < 3 || points.Select(p => p.X).Distinct().Count() < 2)
        {
            return null;
        }

        var meanX = points.Average(p => p.X);
        var meanY = points.Average(p => p.Y);
        var sxx = points.Sum(p => (p.X - meanX) * (p.X - meanX));
        var sxy = points.Sum(p => (p.X - meanX) * (p.Y - meanY));
        var slope = sxy / sxx;
        var intercept = meanY - (slope * meanX);
        var residuals = points.Sum(p => Math.Pow(p.Y - (intercept + (slope * p.X)), 2));
        return new LinearFit(intercept, slope, points.Count, Math.Sqrt(residuals / (points.Count - 2)), meanX, sxx);
    }

    /// <summary>The line at <paramref name="x"/> and its 95% confidence interval.</summary>
    public (double Value, double Lower, double Upper) At(double x)
    {
        var value = Intercept + (Slope * x);
        var t = new StudentDistribution(N - 2).Quantile(0.975);
        var half = t * ResidualStdDev * Math.Sqrt((1.0 / N) + ((x - MeanX) * (x - MeanX) / SumSquaresX));
        return (value, value - half, value + half);
    }
}
