namespace Bench.Plots.Charts;

/// <summary>
/// A place after the last value of a numeric x axis for what is none of its values (BLOCKSIZE not given, which resolves to
/// a request size BLOCKSIZE cannot take): points at <see cref="X"/> are drawn there, after a marked gap, never joined to
/// the points before it, and its tick says <see cref="Label"/> instead of a number; the axis's numbers stop before it.
/// </summary>
/// <param name="X">Where it is drawn, in the axis's units, beyond every value of the axis (a log2 axis: a doubling past the last).</param>
/// <param name="Label">Its tick label (e.g. default).</param>
public sealed record AxisApart(double X, string Label);
