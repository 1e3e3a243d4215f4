using Bench.Results.Manifest;

namespace Bench.Harness.Counters;

/// <summary>Picks the counter sources for this platform and the volume under test.</summary>
public static class CounterSources
{
    /// <summary>The sources for <paramref name="volume"/>, and why the disk is not among them (null when it is).</summary>
    public static (IReadOnlyList<ICounterSource> Sources, string? NoDisk) For(VolumeInfo volume, BlockVolumeResolver? resolver = null)
    {
        ArgumentNullException.ThrowIfNull(volume);
        var sources = new List<ICounterSource>();
        if (OperatingSystem.IsWindows())
        {
            return WindowsCounterSources.For(volume, new PerformanceCounterCatalog());
        }

        if (!OperatingSystem.IsLinux())
        {
            sources.Add(new ProcessCpuSource());
            return (sources, "disk and machine CPU counters are sampled on Linux and Windows only in this version");
        }

        resolver ??= new BlockVolumeResolver();
        var block = Resolve(volume, resolver);
        string? noDisk = null;
        if (block is null)
        {
            noDisk = volume.FileSystem is "tmpfs" or "ramfs"
                ? $"{volume.FileSystem} has no block device: disk counters not sampled"
                : $"{volume.Device ?? volume.Path} ({volume.DeviceNumber ?? "no device number"}) is not a block device: disk counters not sampled";
        }
        else if (DiskSource.Open(block) is { } disk)
        {
            sources.Add(disk);
        }
        else
        {
            noDisk = $"{DiskStats.Path} cannot be read: disk counters not sampled";
        }

        if (CpuSource.Open() is { } cpu)
        {
            sources.Add(cpu);
        }

        sources.Add(new ProcessCpuSource());
        if (CgroupIoSource.OwnIoStat() is { } ioStat && CgroupIoSource.Open(ioStat, block?.Device) is { } group)
        {
            sources.Add(group);
        }

        return (sources, noDisk);
    }

    private static BlockVolume? Resolve(VolumeInfo volume, BlockVolumeResolver resolver)
    {
        if (volume.DeviceNumber is { } number && resolver.Resolve(number) is { } byNumber)
        {
            return byNumber;
        }

        // btrfs and some others show an anonymous device number; the mount's source still names the device.
        if (volume.Device is { } device && device.StartsWith("/dev/", StringComparison.Ordinal) && File.Exists(device))
        {
            var real = new FileInfo(device).ResolveLinkTarget(returnFinalTarget: true)?.FullName ?? device;
            return resolver.ResolveName(Path.GetFileName(real));
        }

        return null;
    }
}
