namespace Bench.Plots.Charts;

/// <summary>One bar: its series, value, and optional interval and label above it.</summary>
/// <param name="Series">Which series (legend entry) it belongs to.</param>
/// <param name="Value">Its height.</param>
/// <param name="Lower">Lower end of its error bar (null: none).</param>
/// <param name="Upper">Upper end of its error bar.</param>
public sealed record Bar(string Series, double Value, double? Lower = null, double? Upper = null);
