namespace Bench.Harness.Counters;

/// <summary>
/// The volume's block device from /proc/diskstats: read and write MB/s, I/Os per second, bytes per I/O, latency
/// and I/Os in flight of the device holding the file system; and, for a partition, device-mapper or md volume,
/// the read and write MB/s of the whole disks underneath. A device that leaves /proc/diskstats is reported
/// missing and measured afresh if it comes back (its counters restart).
/// </summary>
public sealed class DiskSource : ICounterSource
{
    private readonly ProcFile file;
    private readonly BlockVolume volume;
    private readonly DiskCounters?[] previous;

    private DiskSource(ProcFile file, BlockVolume volume)
    {
        this.file = file;
        this.volume = volume;
        previous = new DiskCounters?[1 + (volume.HasOtherMembers ? volume.Members.Count : 0)];
    }

    /// <inheritdoc/>
    public string Description => volume.HasOtherMembers
        ? $"disk {volume.Device} ({volume.Kind}) on {string.Join(", ", volume.Members)}: {file.Path}"
        : $"disk {volume.Device}: {file.Path}";

    /// <summary>Opens the source; null when <paramref name="diskstats"/> cannot be read.</summary>
    public static DiskSource? Open(BlockVolume volume, string diskstats = DiskStats.Path)
    {
        ArgumentNullException.ThrowIfNull(volume);
        return ProcFile.Open(diskstats) is { } file ? new DiskSource(file, volume) : null;
    }

    /// <inheritdoc/>
    public void Restart() => Array.Clear(previous);

    /// <inheritdoc/>
    public void Read(double seconds, SampleBatch batch)
    {
        ArgumentNullException.ThrowIfNull(batch);
        var text = file.Read();
        if (!Step(text, volume.Device, 0, seconds, out var measured))
        {
            batch.DiskMissing = true;
        }
        else if (measured is { } delta)
        {
            batch.Disk = delta;
            batch.Add("disk.read_mb_s", delta.ReadMbS);
            batch.Add("disk.write_mb_s", delta.WriteMbS);
            batch.Add("disk.reads_s", delta.ReadsPerS);
            batch.Add("disk.writes_s", delta.WritesPerS);
            AddIfKnown(batch, "disk.avg_read_bytes", delta.AvgReadBytes);
            AddIfKnown(batch, "disk.avg_write_bytes", delta.AvgWriteBytes);
            AddIfKnown(batch, "disk.read_latency_ms", delta.ReadLatencyMs);
            AddIfKnown(batch, "disk.write_latency_ms", delta.WriteLatencyMs);
            batch.Add("disk.in_flight", delta.InFlight);
        }

        if (!volume.HasOtherMembers)
        {
            return;
        }

        DiskDelta? members = null;
        for (var i = 0; i < volume.Members.Count; i++)
        {
            if (Step(text, volume.Members[i], i + 1, seconds, out var measuredMember) && measuredMember is { } one)
            {
                members = members is null ? one : members.Value + one;
            }
        }

        if (members is { } sum)
        {
            batch.Add("disk.members.read_mb_s", sum.ReadMbS);
            batch.Add("disk.members.write_mb_s", sum.WriteMbS);
        }
    }

    /// <inheritdoc/>
    public void Dispose() => file.Dispose();

    /// <summary>Reads one device's line; false when it is not there. The delta is null at a new start.</summary>
    private bool Step(ReadOnlySpan<byte> text, BlockDeviceName device, int slot, double seconds, out DiskDelta? delta)
    {
        delta = null;
        if (!DiskStats.TryFind(text, device.Major, device.Minor, out var now))
        {
            previous[slot] = null;
            return false;
        }

        if (previous[slot] is { } before)
        {
            delta = DiskDelta.Between(before, now, seconds);
        }

        previous[slot] = now;
        return true;
    }

    private static void AddIfKnown(SampleBatch batch, string counter, double? value)
    {
        if (value is { } v)
        {
            batch.Add(counter, v);
        }
    }
}
