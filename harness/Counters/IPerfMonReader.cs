namespace Bench.Harness.Counters;

/// <summary>Open PerfMon counters, read together.</summary>
public interface IPerfMonReader : IDisposable
{
    /// <summary>
    /// Takes a reading: each counter's value as PerfMon computes it (rates over the time since the previous reading;
    /// 0 at the first). False, with the reason, when the counters cannot be read now.
    /// </summary>
    bool TryRead(Span<float> values, out string? why);
}
