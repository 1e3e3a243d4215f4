namespace Bench.Harness.Counters;

/// <summary>
/// A cgroup v2 io.stat (a container's, or the harness's own group when it has one): the read and write MB/s of
/// that group's processes alone, on the volume's device (or on every device when none is named).
/// </summary>
public sealed class CgroupIoSource : ICounterSource
{
    private readonly ProcFile file;
    private readonly BlockDeviceName? device;
    private readonly Func<int, int, bool>? accept;
    private (ulong Read, ulong Write)? previous;

    private CgroupIoSource(ProcFile file, BlockDeviceName? device)
    {
        this.file = file;
        this.device = device;
        accept = device is null ? null : (major, minor) => major == device.Major && minor == device.Minor;
    }

    /// <inheritdoc/>
    public string Description => device is null ? $"cgroup: {file.Path} (all devices)" : $"cgroup: {file.Path} ({device})";

    /// <summary>Opens <paramref name="ioStat"/>; null when it cannot be read.</summary>
    public static CgroupIoSource? Open(string ioStat, BlockDeviceName? device) =>
        ProcFile.Open(ioStat) is { } file ? new CgroupIoSource(file, device) : null;

    /// <summary>
    /// The io.stat of the cgroup v2 group this process is in, from /proc/self/cgroup ("0::/path"); null in the root
    /// group (which has no io.stat) or without cgroup v2.
    /// </summary>
    public static string? OwnIoStat(string procSelfCgroup = "/proc/self/cgroup", string cgroupRoot = "/sys/fs/cgroup")
    {
        if (!File.Exists(procSelfCgroup))
        {
            return null;
        }

        var line = File.ReadLines(procSelfCgroup).FirstOrDefault(l => l.StartsWith("0::", StringComparison.Ordinal));
        var group = line?[3..].Trim('/');
        if (string.IsNullOrEmpty(group))
        {
            return null;
        }

        var path = Path.Combine(cgroupRoot, group, "io.stat");
        return File.Exists(path) ? path : null;
    }

    /// <inheritdoc/>
    public void Restart() => previous = null;

    /// <inheritdoc/>
    public void Read(double seconds, SampleBatch batch)
    {
        ArgumentNullException.ThrowIfNull(batch);
        // A group that has done no I/O on the device yet has no line for it: zeros, until its first request.
        var sum = CgroupIoStat.Sum(file.Read(), accept);
        if (previous is { } before && seconds > 0)
        {
            batch.Add("cgroup.read_mb_s", Wrapping.Delta(before.Read, sum.ReadBytes) / 1e6 / seconds);
            batch.Add("cgroup.write_mb_s", Wrapping.Delta(before.Write, sum.WriteBytes) / 1e6 / seconds);
        }

        previous = (sum.ReadBytes, sum.WriteBytes);
    }

    /// <inheritdoc/>
    public void Dispose() => file.Dispose();
}

