namespace Bench.Plots.Charts;

/// <summary>A named line.</summary>
/// <param name="Name">Legend entry.</param>
/// <param name="Points">x, y pairs in the chart's units (drawn in x order).</param>
/// <param name="RightAxis">Measured against the chart's right axis (e.g. CPU % beside MB/s).</param>
public sealed record LineSeries(string Name, IReadOnlyList<(double X, double Y)> Points, bool RightAxis = false);
