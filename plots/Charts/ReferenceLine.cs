namespace Bench.Plots.Charts;

/// <summary>A horizontal line across the chart at a value of the left axis, labelled on the line.</summary>
/// <param name="Value">Where (left axis units).</param>
/// <param name="Label">What it is (e.g. "volume limit at the run's start (sequential, direct I/O, 1 MB requests x 8)"); the value is written after it.</param>
public sealed record ReferenceLine(double Value, string Label);
