namespace Bench.Plots.Charts;

/// <summary>A marked point on a line (e.g. the value SQL Server picks by default), drawn as an open shape (a diamond unless <see cref="Shape"/> says otherwise) and named in the legend.</summary>
/// <param name="Series">The line it sits on (a <see cref="LineSeries.Name"/>).</param>
/// <param name="X">Where on that line; between two points the line is interpolated (on the axis's scale).</param>
/// <param name="Label">The legend entry (markers sharing a label share one entry; e.g. "server default").</param>
public sealed record PointMarker(string Series, double X, string Label)
{
    /// <summary>Its shape; markers of different labels on one chart are told apart by it.</summary>
    public PointShape Shape { get; init; } = PointShape.Diamond;
}
