namespace Bench.Scenarios;

/// <summary>How a sweep's values are spaced on its axis.</summary>
public enum SweepScale
{
    /// <summary>To scale.</summary>
    Linear,

    /// <summary>Powers of two, one step apart (BUFFERCOUNT 1, 4, 16, 64).</summary>
    Log2,
}
