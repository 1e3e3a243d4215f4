namespace Bench.Harness.Tune;

/// <summary>
/// Every case run of one search, in order: the samples and failures of each setting, the path, the budget. Runs go
/// through <see cref="RunAsync"/> only, so the budget can never be passed.
/// </summary>
internal sealed class Ledger(int budget, IThroughputProbe probe, IProgress<TuneProgress>? progress)
{
    private readonly Dictionary<TuneSetting, List<double>> samples = [];
    private readonly Dictionary<TuneSetting, List<string>> failures = [];
    private readonly List<TuneSetting> seen = [];
    private readonly List<PathStep> path = [];
    private PathStep? unreported;

    /// <summary>Case runs allowed.</summary>
    public int Budget => budget;

    /// <summary>Case runs not yet used.</summary>
    public int Remaining => budget - path.Count;

    /// <summary>Every run so far, in order.</summary>
    public IReadOnlyList<PathStep> Path => path;

    /// <summary>Every setting run so far, in the order of their first run.</summary>
    public IReadOnlyList<TuneSetting> Seen => seen;

    /// <summary>The throughputs <paramref name="setting"/> gave so far.</summary>
    public IReadOnlyList<double> Samples(TuneSetting setting) => samples.TryGetValue(setting, out var list) ? list : [];

    /// <summary>Why runs of <paramref name="setting"/> failed so far.</summary>
    public IReadOnlyList<string> Failures(TuneSetting setting) => failures.TryGetValue(setting, out var list) ? list : [];

    /// <summary>The pooled run-to-run spread of every setting so far (<see cref="Significance.Noise"/>).</summary>
    public double Noise(double assumed) => Significance.Noise(samples.Values, assumed);

    /// <summary>
    /// Runs <paramref name="setting"/> once, records it and reports progress (the best being <paramref name="incumbent"/>).
    /// <paramref name="warmingUp"/>, when given, is asked of the result before anything is recorded: true makes the run a
    /// <see cref="MeasurementPurpose.WarmUp"/>, in the path and the budget but in no setting's samples.
    /// </summary>
    public async Task<PathStep> RunAsync(
        TuneSetting setting, MeasurementPurpose purpose, TuneSetting incumbent, CancellationToken cancellationToken, Func<ProbeResult, bool>? warmingUp = null)
    {
        if (Remaining <= 0)
        {
            throw new InvalidOperationException($"the budget of {budget} case runs is spent");
        }

        Flush();
        var result = await probe.MeasureAsync(setting, cancellationToken);
        if (warmingUp?.Invoke(result) == true)
        {
            purpose = MeasurementPurpose.WarmUp;
        }

        if (purpose != MeasurementPurpose.WarmUp)
        {
            if (!samples.ContainsKey(setting) && !failures.ContainsKey(setting))
            {
                seen.Add(setting);
            }

            if (result.IsOk)
            {
                Add(samples, setting, result.MegabytesPerSecond);
            }
            else
            {
                Add(failures, setting, result.Error!);
            }
        }

        var step = new PathStep(path.Count + 1, setting, result, purpose, incumbent);
        path.Add(step);
        unreported = step;
        return step;
    }

    /// <summary>
    /// Makes <paramref name="best"/> the best after the last run: its report, not yet made, then gives the new best
    /// (<see cref="TuneProgress.Moved"/>); a second move after the same run is reported on its own (<see cref="TuneProgress.Again"/>).
    /// </summary>
    public void BestMoved(TuneSetting best)
    {
        if (unreported is { } step)
        {
            Report(step, best, moved: true, again: false);
            unreported = null;
        }
        else if (path.Count > 0)
        {
            Report(path[^1], best, moved: true, again: true);
        }
    }

    /// <summary>
    /// Reports the last run if not yet reported, with the best it was held against (the search kept it): at the next
    /// run, and when the search ends. A run is reported once the search has decided on it, so that its line gives the
    /// best after it.
    /// </summary>
    public void Flush()
    {
        if (unreported is { } step)
        {
            Report(step, step.Incumbent, moved: false, again: false);
            unreported = null;
        }
    }

    private void Report(PathStep step, TuneSetting best, bool moved, bool again)
    {
        var runs = Samples(best);
        progress?.Report(new TuneProgress(step.Index, budget, step, best, runs.Count == 0 ? double.NaN : Significance.Median(runs))
        {
            BestRuns = runs.Count, Moved = moved, Again = again,
        });
    }

    private static void Add<T>(Dictionary<TuneSetting, List<T>> into, TuneSetting setting, T value)
    {
        if (!into.TryGetValue(setting, out var list))
        {
            into[setting] = list = [];
        }

        list.Add(value);
    }
}
