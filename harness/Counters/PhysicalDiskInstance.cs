namespace Bench.Harness.Counters;

/// <summary>
/// Finds the PhysicalDisk instance of the data directory's volume among PerfMon's instance names, which are the
/// disk number and the drive letters on it ("0 C:", "1 D: E:", "2" for a disk whose volume has no letter, and
/// "_Total"): by the disk number when the volume probe found it, else by the drive letter of a volume's root.
/// </summary>
public static class PhysicalDiskInstance
{
    /// <summary>The instance, or null with why none fits.</summary>
    /// <param name="instances">PerfMon's PhysicalDisk instance names.</param>
    /// <param name="diskNumber">The volume's disk number (\\.\PhysicalDriveN), when known.</param>
    /// <param name="mountPoint">The volume's root, e.g. C:\ (a folder for a volume mounted in one).</param>
    public static (string? Instance, string? Why) Resolve(IReadOnlyList<string> instances, string? diskNumber, string? mountPoint)
    {
        ArgumentNullException.ThrowIfNull(instances);
        var disks = instances.Where(i => !i.Equals("_Total", StringComparison.OrdinalIgnoreCase)).ToList();
        if (diskNumber is not null && disks.FirstOrDefault(i => Tokens(i).FirstOrDefault() == diskNumber) is { } byNumber)
        {
            return (byNumber, null);
        }

        var letter = mountPoint is { Length: 3 } root && char.IsAsciiLetter(root[0]) && root[1] == ':' && root[2] is '\\' or '/'
            ? root[..2]
            : null;
        if (letter is not null && disks.FirstOrDefault(i => Tokens(i).Skip(1).Contains(letter, StringComparer.OrdinalIgnoreCase)) is { } byLetter)
        {
            return (byLetter, null);
        }

        var wanted = string.Join(" or ", new[] { diskNumber is null ? null : $"disk {diskNumber}", letter }.OfType<string>());
        return (null, $"no PhysicalDisk instance for {(wanted.Length == 0 ? "a volume with neither disk number nor drive letter" : wanted)} among: {(disks.Count == 0 ? "none" : string.Join(", ", disks))}");
    }

    private static string[] Tokens(string instance) => instance.Split(' ', StringSplitOptions.RemoveEmptyEntries);
}
