namespace Bench.Harness.Counters;

/// <summary>A block device by its kernel name (sda, nvme0n1p2, dm-0, md127) and number.</summary>
/// <param name="Name">Kernel name, as in /proc/diskstats.</param>
/// <param name="Major">Major device number.</param>
/// <param name="Minor">Minor device number.</param>
public sealed record BlockDeviceName(string Name, int Major, int Minor)
{
    /// <inheritdoc/>
    public override string ToString() => $"{Name} ({Major}:{Minor})";
}
