namespace Bench.Plots.Charts;

/// <summary>
/// Horizontal bars made of stacked segments, one bar per category (top to bottom), each total written at its end:
/// the phases of a case (allocate, zero, transfer). Horizontal so long case titles read left of their bars.
/// </summary>
/// <param name="Name">File name.</param>
/// <param name="Title">Title.</param>
/// <param name="Values">The value axis (linear).</param>
/// <param name="Segments">Segment names, first drawn leftmost.</param>
/// <param name="Bars">The bars, top to bottom.</param>
/// <param name="Footer">The run it came from.</param>
public sealed record StackedBarChart(string Name, string Title, ValueAxis Values, IReadOnlyList<string> Segments, IReadOnlyList<StackedBar> Bars, ChartFooter Footer) : IChart
{
    /// <inheritdoc/>
    public string? Subtitle { get; init; }
}
