namespace Bench.Harness.Tune;

/// <summary>
/// Runs one case of a setting and says its throughput: the only thing the search needs of a target. The native
/// target, the sqlserver target and the tests' synthetic surfaces each implement it; every call is one case run
/// (a repetition is another call) and counts against the budget.
/// </summary>
public interface IThroughputProbe
{
    /// <summary>Runs <paramref name="setting"/> once; a case that fails is a <see cref="ProbeResult.Failed"/> result, not an exception.</summary>
    ValueTask<ProbeResult> MeasureAsync(TuneSetting setting, CancellationToken cancellationToken);
}
