namespace Bench.Plots.Charts;

/// <summary>One horizontal bar made of segments.</summary>
/// <param name="Label">The category, written left of the bar (long ones wrap).</param>
/// <param name="Values">One value per segment, in the chart's <see cref="StackedBarChart.Segments"/> order.</param>
public sealed record StackedBar(string Label, IReadOnlyList<double> Values);
