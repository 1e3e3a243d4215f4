namespace Bench.Harness.Counters;

/// <summary>
/// Windows counters through PerfMon: each reading maps PerfMon's values to the sampler's counters
/// (<see cref="PerfMonCounters.Apply"/>). Rate counters need a first sample: the reading after a start only
/// primes them and adds nothing. A reading that fails marks the disk missing for that interval and starts over.
/// </summary>
public sealed class PerfMonSource : ICounterSource
{
    private readonly IPerfMonReader reader;
    private readonly IReadOnlyList<PerfMonCounter> counters;
    private readonly float[] values;
    private readonly bool disk;
    private bool primed;

    /// <summary>Reads <paramref name="counters"/> through <paramref name="reader"/> (which it then owns).</summary>
    public PerfMonSource(IReadOnlyList<PerfMonCounter> counters, IPerfMonReader reader)
    {
        ArgumentNullException.ThrowIfNull(counters);
        ArgumentOutOfRangeException.ThrowIfZero(counters.Count);
        this.counters = counters;
        this.reader = reader;
        values = new float[counters.Count];
        disk = counters.Any(c => c.Category == PerfMonCounters.PhysicalDisk);
        Description = $"PerfMon: {string.Join("; ", counters.Select(c => c.Mapping))}";
    }

    /// <inheritdoc/>
    public string Description { get; }

    /// <summary>Why the last reading failed; null when it did not.</summary>
    public string? LastFailure { get; private set; }

    /// <inheritdoc/>
    public void Restart() => primed = false;

    /// <inheritdoc/>
    public void Read(double seconds, SampleBatch batch)
    {
        ArgumentNullException.ThrowIfNull(batch);
        if (!reader.TryRead(values, out var why))
        {
            LastFailure = why;
            batch.DiskMissing |= disk;
            primed = false;
            return;
        }

        LastFailure = null;
        if (!primed)
        {
            primed = true;
            return;
        }

        PerfMonCounters.Apply(counters, values, seconds, batch);
    }

    /// <inheritdoc/>
    public void Dispose() => reader.Dispose();
}
