using System.Runtime.InteropServices;

namespace Bench.Harness.Counters;

/// <summary>The calling thread's own CPU time (Linux clock_gettime(CLOCK_THREAD_CPUTIME_ID), a vDSO call); null elsewhere.</summary>
internal static partial class ThreadCpu
{
    private const int ClockThreadCpuTime = 3;

    /// <summary>CPU time this thread has used, in nanoseconds; null where not available.</summary>
    public static long? NowNs()
    {
        if (!OperatingSystem.IsLinux())
        {
            return null;
        }

        return clock_gettime(ClockThreadCpuTime, out var time) == 0 ? (time.Seconds * 1_000_000_000L) + time.Nanoseconds : null;
    }

    [LibraryImport("libc")]
    private static partial int clock_gettime(int clock, out TimeSpec time);

    [StructLayout(LayoutKind.Sequential)]
    private struct TimeSpec
    {
        public long Seconds;
        public long Nanoseconds;
    }
}
