namespace Bench.Plots.Charts;

/// <summary>A named series of points.</summary>
/// <param name="Name">Legend entry.</param>
/// <param name="Points">x, y pairs (x in the chart's categories, or in seconds for time series).</param>
public sealed record LineSeries(string Name, IReadOnlyList<(double X, double Y)> Points);
