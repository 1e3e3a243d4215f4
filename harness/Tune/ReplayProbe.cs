namespace Bench.Harness.Tune;

/// <summary>
/// Resumes a search: answers with the runs an interrupted search of the same grid and options recorded, in their
/// order, then asks <c>live</c>. The search decides from results alone, so it asks for the recorded settings in the
/// recorded order; when it asks for another, the record is of another search, and this says so.
/// </summary>
public sealed class ReplayProbe(IReadOnlyList<(TuneSetting Setting, ProbeResult Result)> recorded, IThroughputProbe live) : IThroughputProbe
{
    /// <summary>Recorded runs given back so far.</summary>
    public int Replayed { get; private set; }

    /// <inheritdoc/>
    public ValueTask<ProbeResult> MeasureAsync(TuneSetting setting, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(recorded);
        ArgumentNullException.ThrowIfNull(live);
        if (Replayed >= recorded.Count)
        {
            return live.MeasureAsync(setting, cancellationToken);
        }

        var (expected, result) = recorded[Replayed];
        if (expected != setting)
        {
            throw new InvalidOperationException(
                $"recorded run {Replayed + 1} is {expected}, but the search asks for {setting}: the record is of a search with another grid or options");
        }

        Replayed++;
        return ValueTask.FromResult(result);
    }
}
