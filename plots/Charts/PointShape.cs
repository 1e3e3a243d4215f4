namespace Bench.Plots.Charts;

/// <summary>How a <see cref="PointMarker"/> is drawn: open shapes, so the point under it stays seen.</summary>
public enum PointShape
{
    /// <summary>An open diamond (a sweep's server default, a tune's warm-up run).</summary>
    Diamond,

    /// <summary>An open square (a tune's answer).</summary>
    Square,

    /// <summary>An open triangle (a tune's SQL Server default).</summary>
    Triangle,
}
