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

    /// <summary>
    /// The shortest a bar is drawn, as a share of the longest: a shorter bar (an IFI-on create of 6 ms beside 2,200 ms
    /// without IFI) is drawn this long, its segments in proportion, so that it shows; its total is written as measured.
    /// </summary>
    public const double MinVisibleShare = 0.012;

    /// <summary>Whether a bar of <paramref name="total"/> is drawn longer than it is (<see cref="MinVisibleShare"/> of <paramref name="longest"/>).</summary>
    public static bool DrawnLonger(double total, double longest) => total > 0 && total < MinVisibleShare * longest;

    /// <summary>The segments of a bar as drawn: as they are, or stretched in proportion to <see cref="MinVisibleShare"/> of <paramref name="longest"/>.</summary>
    public static IReadOnlyList<double> Drawn(IReadOnlyList<double> values, double longest)
    {
        ArgumentNullException.ThrowIfNull(values);
        var total = values.Sum();
        return DrawnLonger(total, longest) ? values.Select(v => v * MinVisibleShare * longest / total).ToList() : values;
    }
}
