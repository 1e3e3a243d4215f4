namespace Bench.Harness.Tests.Tune;

/// <summary>
/// A response surface standing in for a target: a known throughput per setting, times lognormal noise of
/// <c>noise</c> (the standard deviation of ln MB/s) from a seeded generator. It remembers every setting it was asked
/// for, so a test can check the search never ran one outside the grid or above the cap.
/// </summary>
internal sealed class SyntheticSurface(Func<TuneSetting, double> truth, double noise = 0, int seed = 1) : IThroughputProbe
{
    private readonly Random random = new(seed);
    private readonly List<TuneSetting> asked = [];

    /// <summary>Every setting run, in order.</summary>
    public IReadOnlyList<TuneSetting> Asked => asked;

    /// <summary>The noiseless throughput of <paramref name="setting"/>.</summary>
    public double Truth(TuneSetting setting) => truth(setting);

    /// <summary>The best noiseless throughput over the grid's points under <paramref name="maxMemory"/>, and where.</summary>
    public (TuneSetting Setting, double MbS) Optimum(TuneSpace space, long maxMemory) =>
        space.Points().Where(p => p.MemoryBytes <= maxMemory).Select(p => (p, truth(p))).MaxBy(x => x.Item2);

    /// <inheritdoc/>
    public ValueTask<ProbeResult> MeasureAsync(TuneSetting setting, CancellationToken cancellationToken)
    {
        cancellationToken.ThrowIfCancellationRequested();
        asked.Add(setting);
        return ValueTask.FromResult(ProbeResult.Ok(truth(setting) * Math.Exp(noise * Gaussian())));
    }

    /// <summary>A standard normal draw (Box-Muller).</summary>
    private double Gaussian() => Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());
}
