using Bench.Harness.Volume;
using Bench.Results.Manifest;
using Bench.Results.Units;
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
        var dataLocation = new SourceLocation("command line", "--data-dir");
        var data = CheckDirectory(options.DataDirectory, dataLocation);
        var needs = SpaceNeeds.Of(plan);
        var dataVolume = VolumeProbe.Describe(data, probeIo: false);
        if (options.BackupDirectory is null)
        {
            CheckFree(dataVolume, needs.CombinedBytes + options.BaselineBytes, needs.AtCase, dataLocation);
            return;
        }

        var backupLocation = new SourceLocation("command line", "--backup-dir");
        var backup = CheckDirectory(options.BackupDirectory, backupLocation);
        var backupVolume = VolumeProbe.Describe(backup, probeIo: false);
        if (backupVolume.MountPoint is not null && backupVolume.MountPoint == dataVolume.MountPoint)
        {
            CheckFree(dataVolume, needs.CombinedBytes + options.BaselineBytes, needs.AtCase, dataLocation);
            return;
        }

        CheckFree(dataVolume, needs.DataBytes + options.BaselineBytes, needs.AtCase, dataLocation);
        CheckFree(backupVolume, needs.BackupBytes, needs.AtCase, backupLocation);
    }

    private static string CheckDirectory(string directory, SourceLocation location)
    {
        var full = Path.GetFullPath(directory);
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

        return full;
    }

    private static void CheckFree(VolumeInfo volume, long bytes, string atCase, SourceLocation location)
    {
        var needed = bytes + Margin(bytes);
        if (volume.FreeBytes is { } free && free < needed)
        {
            throw Refuse(
                location with { Path = "size" },
                $"the run holds up to {ByteSize.Human(bytes)} at once (at {atCase}, with the backups and databases made for its cases"
                + $" and the baseline file) plus a margin of {ByteSize.Human(Margin(bytes))}, but {volume.MountPoint ?? volume.Path} has {ByteSize.Human(free)} free",
                $"sizes that fit in {ByteSize.Human(Math.Max(0, free - Margin(free)))}, --baseline-size 0, or a {location.Path} on a volume with more free space");
        }
    }

    private static ValidationException Refuse(SourceLocation location, string problem, string allowed) =>
        new(new ValidationError(location, location.Path.TrimStart('-'), problem, allowed));
}
