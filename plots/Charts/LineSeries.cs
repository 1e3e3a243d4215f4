namespace Bench.Plots.Charts;

/// <summary>A named line.</summary>
/// <param name="Name">Legend entry.</param>
/// <param name="Points">x, y pairs in the chart's units (drawn in x order).</param>
/// <param name="RightAxis">Measured against the chart's right axis (e.g. CPU % beside MB/s).</param>
public sealed record LineSeries(string Name, IReadOnlyList<(double X, double Y)> Points, bool RightAxis = false)
{
    /// <summary>
    /// x values the line is not drawn across: points on either side of one are not joined (a counter's samples of one
    /// case are not joined to the next case's, across the time between them when nothing was sampled).
    /// </summary>
    public IReadOnlyList<double> BreaksAt { get; init; } = [];

    /// <summary>Whiskers: an interval (e.g. of a median) at some of the points' x, drawn as a vertical bar with caps; empty: none.</summary>
    public IReadOnlyList<(double X, double Low, double High)> Intervals { get; init; } = [];

    /// <summary>The points in x order, cut into the runs the line joins: at every <see cref="BreaksAt"/> between two points.</summary>
    public IReadOnlyList<IReadOnlyList<(double X, double Y)>> Segments()
    {
        var segments = new List<IReadOnlyList<(double X, double Y)>>();
        var current = new List<(double X, double Y)>();
        foreach (var point in Points.OrderBy(p => p.X))
        {
            if (current.Count > 0 && BreaksAt.Any(b => current[^1].X < b && b <= point.X))
            {
                segments.Add(current);
                current = [];
            }

            current.Add(point);
        }

        if (current.Count > 0)
        {
            segments.Add(current);
        }

        return segments;
    }
}
