namespace Bench.Harness.Tests.Tune;

/// <summary>A surface whose <c>nth</c> run of <c>setting</c> fails (1-based), as a server out of memory would.</summary>
internal sealed class FailingRun(SyntheticSurface surface, TuneSetting setting, int nth) : IThroughputProbe
{
    private int runs;

    /// <inheritdoc/>
    public async ValueTask<ProbeResult> MeasureAsync(TuneSetting asked, CancellationToken cancellationToken)
    {
        var result = await surface.MeasureAsync(asked, cancellationToken);
        return asked == setting && ++runs == nth ? ProbeResult.Failed("out of memory (a test)") : result;
    }
}
