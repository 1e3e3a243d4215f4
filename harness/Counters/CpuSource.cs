using System.Globalization;

namespace Bench.Harness.Counters;

/// <summary>Machine CPU from /proc/stat: busy and iowait per cent of all cores, and busy per cent of each core.</summary>
public sealed class CpuSource : ICounterSource
{
    private readonly ProcFile file;
    private readonly string[] coreNames;
    private CpuTimes total;
    private bool hasPrevious;
    private CpuTimes[] cores;
    private CpuTimes[] previousCores;
    private bool[] seen;
    private bool[] previousSeen;

    private CpuSource(ProcFile file, int coreCount)
    {
        this.file = file;
        coreNames = Enumerable.Range(0, coreCount).Select(i => string.Create(CultureInfo.InvariantCulture, $"cpu{i}.pct")).ToArray();
        cores = new CpuTimes[coreCount];
        previousCores = new CpuTimes[coreCount];
        seen = new bool[coreCount];
        previousSeen = new bool[coreCount];
    }

    /// <inheritdoc/>
    public string Description => $"cpu: {file.Path} (total and {coreNames.Length} cores)";

    /// <summary>Opens the source; null when <paramref name="procStat"/> cannot be read.</summary>
    public static CpuSource? Open(string procStat = ProcStat.Path, int? coreCount = null) =>
        ProcFile.Open(procStat) is { } file ? new CpuSource(file, coreCount ?? Environment.ProcessorCount) : null;

    /// <inheritdoc/>
    public void Restart() => hasPrevious = false;

    /// <inheritdoc/>
    public void Read(double seconds, SampleBatch batch)
    {
        ArgumentNullException.ThrowIfNull(batch);
        if (!ProcStat.TryParse(file.Read(), out var now, cores, seen))
        {
            hasPrevious = false;
            return;
        }

        if (hasPrevious && CpuTimes.BusyPct(total, now) is { } busy)
        {
            batch.CpuPct = busy;
            batch.Add("cpu.pct", busy);
            batch.Add("cpu.iowait_pct", CpuTimes.IoWaitPct(total, now) ?? 0);
            for (var i = 0; i < cores.Length; i++)
            {
                if (seen[i] && previousSeen[i] && CpuTimes.BusyPct(previousCores[i], cores[i]) is { } core)
                {
                    batch.Add(coreNames[i], core);
                }
            }
        }

        total = now;
        hasPrevious = true;
        (cores, previousCores) = (previousCores, cores);
        (seen, previousSeen) = (previousSeen, seen);
    }

    /// <inheritdoc/>
    public void Dispose() => file.Dispose();
}
