namespace Bench.Harness.Counters;

/// <summary>The harness process's own CPU (user + system), in per cent of one core (<see cref="Environment.CpuUsage"/>).</summary>
public sealed class ProcessCpuSource : ICounterSource
{
    private TimeSpan? previous;

    /// <inheritdoc/>
    public string Description => "process: the harness's CPU time";

    /// <inheritdoc/>
    public void Restart() => previous = null;

    /// <inheritdoc/>
    public void Read(double seconds, SampleBatch batch)
    {
        ArgumentNullException.ThrowIfNull(batch);
        var now = Environment.CpuUsage.TotalTime;
        if (previous is { } before && seconds > 0)
        {
            batch.Add("process.cpu_pct", 100 * (now - before).TotalSeconds / seconds);
        }

        previous = now;
    }

    /// <inheritdoc/>
    public void Dispose()
    {
    }
}
