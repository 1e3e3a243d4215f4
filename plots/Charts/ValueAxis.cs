namespace Bench.Plots.Charts;

/// <summary>A numeric axis: what it measures, in which unit, on which scale. Tick labels are in real units on every scale.</summary>
/// <param name="Label">What it measures (e.g. "elapsed time").</param>
/// <param name="Unit">Its unit (e.g. "ms", "MB/s"); null only for a plain count (e.g. BUFFERCOUNT).</param>
/// <param name="Scale">Linear, or logarithmic for values that span factors.</param>
public sealed record ValueAxis(string Label, string? Unit, AxisScale Scale = AxisScale.Linear)
{
    /// <summary>The axis title: the label, then the unit in brackets.</summary>
    public string Title => string.IsNullOrWhiteSpace(Unit) ? Label : $"{Label} ({Unit})";
}
