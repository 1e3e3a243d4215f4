namespace Bench.Harness.Counters;

/// <summary>A "cpu" or "cpuN" line of /proc/stat, in clock ticks.</summary>
/// <param name="Busy">user + nice + system + irq + softirq + steal (guest time is inside user already).</param>
/// <param name="Idle">idle.</param>
/// <param name="IoWait">iowait: idle while I/O was outstanding.</param>
public readonly record struct CpuTimes(ulong Busy, ulong Idle, ulong IoWait)
{
    /// <summary>Per cent busy between two readings; null when no tick passed.</summary>
    public static double? BusyPct(CpuTimes before, CpuTimes after)
    {
        var (busy, total) = Deltas(before, after);
        return total == 0 ? null : 100.0 * busy / total;
    }

    /// <summary>Per cent of time idle waiting for I/O between two readings; null when no tick passed.</summary>
    public static double? IoWaitPct(CpuTimes before, CpuTimes after)
    {
        var (_, total) = Deltas(before, after);
        return total == 0 ? null : 100.0 * Wrapping.Delta(before.IoWait, after.IoWait) / total;
    }

    private static (ulong Busy, ulong Total) Deltas(CpuTimes before, CpuTimes after)
    {
        var busy = Wrapping.Delta(before.Busy, after.Busy);
        return (busy, busy + Wrapping.Delta(before.Idle, after.Idle) + Wrapping.Delta(before.IoWait, after.IoWait));
    }
}
