namespace Bench.Plots.Charts;

/// <summary>One bar: its series, value, and optional interval (e.g. the 95% interval of a median).</summary>
/// <param name="Series">Which series (legend entry) it belongs to.</param>
/// <param name="Value">Its height, in the value axis's unit.</param>
/// <param name="Lower">Lower end of its interval (null: none).</param>
/// <param name="Upper">Upper end of its interval (null: none).</param>
public sealed record Bar(string Series, double Value, double? Lower = null, double? Upper = null);
