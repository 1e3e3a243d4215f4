namespace Bench.Plots.Charts;

/// <summary>A vertical line at an x value with a label along it (e.g. where a case starts in a counter time series).</summary>
/// <param name="X">Where (x axis units).</param>
/// <param name="Label">What starts there.</param>
public sealed record Boundary(double X, string Label);
