namespace Bench.Harness.Tests.Tune;

/// <summary>
/// A <see cref="SyntheticSurface"/> on a volume whose speed drifts as runs go by, as a shared volume's does with its
/// neighbours' load: every run's throughput is multiplied by <c>drift</c> of its 0-based index, so settings measured far
/// apart are not comparable while settings run side by side are.
/// </summary>
internal sealed class DriftingSurface(SyntheticSurface surface, Func<int, double> drift) : IThroughputProbe
{
    /// <summary>The surface without the drift.</summary>
    public SyntheticSurface Surface => surface;

    /// <inheritdoc/>
    public async ValueTask<ProbeResult> MeasureAsync(TuneSetting setting, CancellationToken cancellationToken)
    {
        var index = surface.Asked.Count;
        var result = await surface.MeasureAsync(setting, cancellationToken);
        return ProbeResult.Ok(result.MegabytesPerSecond * drift(index));
    }
}
