using System.Diagnostics;

namespace Bench.Harness.Counters;

/// <summary>
/// How busy the machine's CPUs were over a span, and how much of that was other processes' work: the share of all cores'
/// time that /proc/stat counts busy (steal included: other guests of a virtual machine's host), less this process's own CPU
/// time over the same span. A run's timings on a machine others keep busy include their contention, which the run then
/// says. Linux only; elsewhere (or when /proc/stat cannot be read) nothing is said.
/// </summary>
public sealed class MachineLoad
{
    /// <summary>The most cores counted.</summary>
    private const int MaxCores = 4096;

    private readonly string procStat;
    private readonly CpuTimes start;
    private readonly TimeSpan processStart;
    private readonly Stopwatch wall = Stopwatch.StartNew();

    private MachineLoad(string procStat, CpuTimes start)
    {
        this.procStat = procStat;
        this.start = start;
        processStart = Environment.CpuUsage.TotalTime;
    }

    /// <summary>
    /// Starts the span now; null when the machine's CPU times cannot be read, and on any system but Linux
    /// (<paramref name="linux"/>, the running one's by default): the Windows build under Wine would otherwise read the
    /// Linux host's /proc/stat through Wine's Z: drive and count the host's processes as this machine's.
    /// </summary>
    public static MachineLoad? Start(string procStat = ProcStat.Path, bool? linux = null) =>
        (linux ?? OperatingSystem.IsLinux()) && Read(procStat) is { } times ? new MachineLoad(procStat, times.Total) : null;

    /// <summary>
    /// The machine's busy share and the other processes' share since <see cref="Start"/>; null when unreadable. The
    /// cores are those /proc/stat counts (the whole machine's, as its total is), not the ones this process may use
    /// (Environment.ProcessorCount follows a container's CPU limit and the affinity).
    /// </summary>
    public Shares? Since() =>
        Read(procStat) is { } now ? Of(start, now.Total, Environment.CpuUsage.TotalTime - processStart, wall.Elapsed, now.Cores) : null;

    /// <summary>
    /// The shares between two readings of the machine's CPU times, <paramref name="processCpu"/> of them this process's
    /// over <paramref name="wall"/> on <paramref name="cores"/> cores; null when no tick passed.
    /// </summary>
    public static Shares? Of(CpuTimes before, CpuTimes after, TimeSpan processCpu, TimeSpan wall, int cores)
    {
        if (CpuTimes.BusyPct(before, after) is not { } machine || wall <= TimeSpan.Zero || cores < 1)
        {
            return null;
        }

        var own = Math.Min(100, 100 * processCpu.TotalMilliseconds / (wall.TotalMilliseconds * cores));
        return new Shares(Math.Round(machine, 1), Math.Round(Math.Max(0, machine - own), 1));
    }

    /// <summary>The machine's total CPU times and how many cores /proc/stat lists.</summary>
    private static (CpuTimes Total, int Cores)? Read(string path)
    {
        using var file = ProcFile.Open(path);
        var seen = new bool[MaxCores];
        return file is not null && ProcStat.TryParse(file.Read(), out var total, new CpuTimes[MaxCores], seen) ? (total, Math.Max(1, seen.Count(s => s))) : null;
    }

    /// <summary>Per cent of all cores' time.</summary>
    /// <param name="MachinePct">Busy, every process counted.</param>
    /// <param name="OthersPct">Busy with other processes' work: <paramref name="MachinePct"/> less this process's CPU time.</param>
    public readonly record struct Shares(double MachinePct, double OthersPct);
}
