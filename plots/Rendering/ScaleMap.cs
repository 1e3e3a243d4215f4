namespace Bench.Plots.Rendering;

/// <summary>
/// ScottPlot 5 axes are linear: a log axis is data put through log10 or log2 before plotting, with ticks placed at
/// the transformed positions and labelled with the real values (<see cref="ScaleTicks"/>).
/// </summary>
internal static class ScaleMap
{
    /// <summary>Where <paramref name="value"/> goes on an axis of <paramref name="scale"/>.</summary>
    public static double Forward(AxisScale scale, double value) => scale switch
    {
        AxisScale.Log10 => Math.Log10(value),
        AxisScale.Log2 => Math.Log2(value),
        _ => value,
    };

    /// <summary>The real value at axis position <paramref name="position"/>.</summary>
    public static double Inverse(AxisScale scale, double position) => scale switch
    {
        AxisScale.Log10 => Math.Pow(10, position),
        AxisScale.Log2 => Math.Pow(2, position),
        _ => position,
    };
}
