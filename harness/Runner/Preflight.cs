using Bench.Harness.Volume;
using Bench.Scenarios.Units;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Runner;

/// <summary>Checks, before any I/O, that the data directory can be used and holds the largest case.</summary>
public static class Preflight
{
    /// <summary>Room kept free beside the largest case: 5% plus 64 MB.</summary>
    public static long Margin(long bytes) => (bytes / 20) + (64L << 20);

    /// <summary>Throws <see cref="ValidationException"/> naming the field and what is allowed.</summary>
    public static void Check(RunPlan plan, RunOptions options)
    {
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(options);
        var location = new SourceLocation("command line", "--data-dir");
        var full = Path.GetFullPath(options.DataDirectory);
        if (File.Exists(full))
        {
            throw Refuse(location, $"{full} is a file", "a directory (it is created when missing)");
        }

        for (var parent = Path.GetDirectoryName(full); parent is not null; parent = Path.GetDirectoryName(parent))
        {
            if (File.Exists(parent))
            {
                throw Refuse(location, $"{full} cannot be created: {parent} is a file", "a directory this user can write");
            }

            if (Directory.Exists(parent))
            {
                break;
            }
        }

        var volume = VolumeProbe.Describe(full, probeIo: false);
        var largest = plan.LargestCase;
        var needed = largest.DiskBytesNeeded + Margin(largest.DiskBytesNeeded);
        if (volume.FreeBytes is { } free && free < needed)
        {
            throw Refuse(
                location with { Path = "size" },
                $"the largest case ({largest.Title}) needs {ByteSize.Human(largest.DiskBytesNeeded)} plus a margin of "
                + $"{ByteSize.Human(Margin(largest.DiskBytesNeeded))}, but {volume.MountPoint ?? full} has {ByteSize.Human(free)} free",
                $"sizes that fit in {ByteSize.Human(Math.Max(0, free - Margin(free)))}, or a --data-dir on a volume with more free space");
        }
    }

    private static ValidationException Refuse(SourceLocation location, string problem, string allowed) =>
        new(new ValidationError(location, location.Path.TrimStart('-'), problem, allowed));
}
