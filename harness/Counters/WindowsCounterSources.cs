using Bench.Results.Manifest;

namespace Bench.Harness.Counters;

/// <summary>
/// The counter sources on Windows: PerfMon's PhysicalDisk instance of the data directory's volume, the machine's
/// processors, and the harness's own CPU. What PerfMon does not have is said in the note (manifest and each row's
/// samples_note), and the run goes on without it.
/// </summary>
public static class WindowsCounterSources
{
    /// <summary>The sources for <paramref name="volume"/>, and what could not be sampled and why (null when all could).</summary>
    public static (IReadOnlyList<ICounterSource> Sources, string? Note) For(VolumeInfo volume, IPerfMonCatalog catalog)
    {
        ArgumentNullException.ThrowIfNull(volume);
        ArgumentNullException.ThrowIfNull(catalog);
        var sources = new List<ICounterSource>();
        var notes = new List<string>();
        try
        {
            var (instance, why) = PhysicalDiskInstance.Resolve(catalog.Instances(PerfMonCounters.PhysicalDisk), volume.DeviceNumber, volume.MountPoint);
            if (instance is null)
            {
                notes.Add($"disk counters not sampled: {why}");
            }
            else
            {
                sources.Add(Open(catalog, PerfMonCounters.Disk(instance)));
            }
        }
        catch (Exception e) when (IsUnavailable(e))
        {
            notes.Add($"PerfMon's {PerfMonCounters.PhysicalDisk} counters are unavailable ({e.Message}): disk counters not sampled");
        }

        try
        {
            sources.Add(Open(catalog, PerfMonCounters.Cpu));
        }
        catch (Exception e) when (IsUnavailable(e))
        {
            notes.Add($"PerfMon's {PerfMonCounters.Processor} counters are unavailable ({e.Message}): machine CPU not sampled");
        }

        if (notes.Count > 0)
        {
            notes.Add("on Windows, 'lodctr /R' in an elevated prompt rebuilds missing counters");
        }

        sources.Add(new ProcessCpuSource());
        return (sources, notes.Count == 0 ? null : string.Join("; ", notes));
    }

    private static PerfMonSource Open(IPerfMonCatalog catalog, IReadOnlyList<PerfMonCounter> counters) => new(counters, catalog.Open(counters));

    /// <summary>True for what PerformanceCounter throws when a counter cannot be had or read.</summary>
    public static bool IsUnavailable(Exception e) =>
        e is InvalidOperationException or System.ComponentModel.Win32Exception or UnauthorizedAccessException or PlatformNotSupportedException;
}
