namespace Bench.Plots.Charts;

/// <summary>How an axis maps values to distance.</summary>
public enum AxisScale
{
    /// <summary>Equal steps for equal differences; bars start at zero.</summary>
    Linear,

    /// <summary>Equal steps for each factor of 10 (values above 0): for quantities that differ 100x, like IFI on vs off.</summary>
    Log10,

    /// <summary>Equal steps for each doubling (values above 0): for parameters swept in powers of two, like BUFFERCOUNT.</summary>
    Log2,
}
