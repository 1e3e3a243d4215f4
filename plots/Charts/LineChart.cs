namespace Bench.Plots.Charts;

/// <summary>
/// Lines over a numeric x axis (linear, or log2 for parameters swept in doublings), with optional horizontal
/// reference lines, marked points and vertical boundaries. Serves the BUFFERCOUNT/MAXTRANSFERSIZE/BLOCKSIZE sweeps
/// (log2 x, one line per stripe count, server default marked, the volume's limit as a reference) and counter time
/// series (seconds on x, case boundaries, CPU % on a right axis).
/// </summary>
/// <param name="Name">File name.</param>
/// <param name="Title">Title.</param>
/// <param name="X">The x axis (linear or log2).</param>
/// <param name="Y">The left axis (linear, starting at zero).</param>
/// <param name="Series">The lines.</param>
/// <param name="Footer">The run it came from.</param>
public sealed record LineChart(string Name, string Title, ValueAxis X, ValueAxis Y, IReadOnlyList<LineSeries> Series, ChartFooter Footer) : IChart
{
    /// <inheritdoc/>
    public string? Subtitle { get; init; }

    /// <summary>The right axis, for series with <see cref="LineSeries.RightAxis"/>; null when none has it.</summary>
    public ValueAxis? RightY { get; init; }

    /// <summary>Horizontal reference lines (left axis units).</summary>
    public IReadOnlyList<ReferenceLine> References { get; init; } = [];

    /// <summary>Marked points on the lines.</summary>
    public IReadOnlyList<PointMarker> Markers { get; init; } = [];

    /// <summary>Vertical boundaries.</summary>
    public IReadOnlyList<Boundary> Boundaries { get; init; } = [];

    /// <summary>The x axis's ticks, each at its value with its label (a sweep's: exactly the values measured); empty: ticks of the scale.</summary>
    public IReadOnlyList<(double X, string Label)> XTicks { get; init; } = [];

    /// <summary>A place after the x axis's values for what is none of them (a log2 axis only); null: none.</summary>
    public AxisApart? XApart { get; init; }

    /// <summary>
    /// Where the x axis leaves a span out (a counters chart's time when none of the cases it draws ran), in axis units:
    /// each drawn as a dashed line with a break mark on the axis, the ticks (<see cref="XTicks"/>) giving the values on
    /// either side as they were; empty: the axis is whole.
    /// </summary>
    public IReadOnlyList<double> XBreaks { get; init; } = [];
}
