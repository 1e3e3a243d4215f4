using Bench.Harness.Runner;
using Bench.Harness.Volume;
using Bench.Results.Manifest;
using Bench.Results.Units;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Configuration;

/// <summary>Checks, before any I/O, that the data (and backup) directories can be used and hold the most the run holds at once.</summary>
public static class SpaceValidator
{
    /// <summary>Room kept free beside the largest case: 5% plus 64 MB.</summary>
    public static long Margin(long bytes) => (bytes / 20) + (64L << 20);

    /// <summary>
    /// The errors of the directories of <paramref name="options"/>; with a <paramref name="plan"/>, also whether their
    /// volumes have room for it and the baseline's file of <paramref name="baselineBytes"/>.
    /// </summary>
    public static IReadOnlyList<ValidationError> Check(RunOptions options, long baselineBytes, RunPlan? plan)
    {
        ArgumentNullException.ThrowIfNull(options);
        var errors = new List<ValidationError>();
        var dataLocation = new SourceLocation("command line", "--data-dir");
        var backupLocation = new SourceLocation("command line", "--backup-dir");
        var data = Directory(options.DataDirectory, dataLocation, errors);
        var backup = options.BackupDirectory is null ? null : Directory(options.BackupDirectory, backupLocation, errors);
        if (options.ResumeDirectory is null && File.Exists(Path.GetFullPath(options.OutDirectory)))
        {
            var outLocation = new SourceLocation("command line", "--out");
            errors.Add(Refuse(outLocation, $"{Path.GetFullPath(options.OutDirectory)} is a file", "a directory for the run folders (it is created when missing)"));
        }
        if (plan is null || data is null || (options.BackupDirectory is not null && backup is null))
        {
            return errors;
        }

        var needs = SpaceNeeds.Of(plan);
        var dataVolume = VolumeProbe.Describe(data, probeIo: false);
        var backupVolume = backup is null ? null : VolumeProbe.Describe(backup, probeIo: false);
        if (backupVolume is null || (backupVolume.MountPoint is not null && backupVolume.MountPoint == dataVolume.MountPoint))
        {
            // Backups on the data volume: the baseline also writes a copy of its file (the restore shape).
            Free(dataVolume, needs.CombinedBytes, (baselineBytes, 2), needs.AtCase, dataLocation, errors);
        }
        else
        {
            Free(dataVolume, needs.DataBytes, (baselineBytes, 1), needs.AtCase, dataLocation, errors);
            Free(backupVolume, needs.BackupBytes, (0, 0), needs.AtCase, backupLocation, errors);
        }

        return errors;
    }

    /// <summary>
    /// The errors of <paramref name="directory"/> given as <paramref name="option"/> (<c>--data-dir</c>): a file, under a
    /// file, or on a file system that holds no files (/proc, /sys); none when it is, or can be made, a directory.
    /// </summary>
    public static IReadOnlyList<ValidationError> CheckDirectory(string directory, string option)
    {
        ArgumentNullException.ThrowIfNull(directory);
        var errors = new List<ValidationError>();
        _ = Directory(directory, new SourceLocation("command line", option), errors);
        return errors;
    }

    private static string? Directory(string directory, SourceLocation location, List<ValidationError> errors)
    {
        var full = Path.GetFullPath(directory);
        if (File.Exists(full))
        {
            errors.Add(Refuse(location, $"{full} is a file", "a directory (it is created when missing)"));
            return null;
        }

        for (var parent = Path.GetDirectoryName(full); parent is not null; parent = Path.GetDirectoryName(parent))
        {
            if (File.Exists(parent))
            {
                errors.Add(Refuse(location, $"{full} cannot be created: {parent} is a file", "a directory this user can write"));
                return null;
            }

            if (System.IO.Directory.Exists(parent))
            {
                break;
            }
        }

        // Linux's /proc, /sys and their like report a size of 0: nothing can be created there, whatever the permissions say.
        if (!OperatingSystem.IsLinux())
        {
            return full;
        }

        var volume = VolumeProbe.Describe(full, probeIo: false);
        if (volume.TotalBytes == 0)
        {
            errors.Add(Refuse(
                location, $"{full} is on {volume.FileSystem ?? "a file system"} ({volume.MountPoint ?? "?"}), a kernel file system of size 0 that holds no files",
                "a directory on the volume under test, e.g. ./bench-data or /mnt/ssd/bench"));
            return null;
        }

        return full;
    }

    /// <summary>
    /// Whether <paramref name="volume"/> holds <paramref name="caseBytes"/> of the cases and the baseline's file
    /// (<paramref name="baseline"/>: its size and how many copies of it are there at once) with the margin. When the
    /// cases fit alone, the baseline is what does not, and --baseline-size is named with the most that fits.
    /// </summary>
    private static void Free(VolumeInfo volume, long caseBytes, (long Bytes, int Copies) baseline, string atCase, SourceLocation location, List<ValidationError> errors)
    {
        var bytes = caseBytes + (baseline.Bytes * baseline.Copies);
        var needed = bytes + Margin(bytes);
        if (volume.FreeBytes is not { } free || free >= needed)
        {
            return;
        }

        var where = volume.MountPoint ?? volume.Path;
        if (baseline.Bytes > 0 && caseBytes + Margin(caseBytes) <= free)
        {
            // The most the run may hold with the margin: total + total / 20 + 64 MB <= free.
            var most = (free - Margin(0)) / 21 * 20;
            var room = (most - caseBytes) / baseline.Copies;
            room = room >= 1L << 30 ? room >> 30 << 30 : room >> 20 << 20;
            errors.Add(Refuse(
                new SourceLocation("command line", "--baseline-size"),
                $"the baseline's file of {ByteSize.Human(baseline.Bytes)}{(baseline.Copies > 1 ? " and its copy (with the backups on this volume, the baseline also measures copying)" : string.Empty)}"
                + $" with the cases' {ByteSize.Human(caseBytes)} at once (at {atCase}) needs {ByteSize.Human(bytes)} plus a margin of {ByteSize.Human(Margin(bytes))},"
                + $" but {where} has {ByteSize.Human(free)} free",
                room >= 1L << 20 ? $"--baseline-size {ByteSize.Format(room)} or less, or 0 for none" : $"--baseline-size 0 (none), or a {location.Path} on a volume with more free space"));
            return;
        }

        errors.Add(Refuse(
            location with { Path = "size" },
            $"the run holds up to {ByteSize.Human(bytes)} at once (at {atCase}, with the backups and databases made for its cases"
            + $"{(baseline.Bytes > 0 ? " and the baseline file" : string.Empty)}) plus a margin of {ByteSize.Human(Margin(bytes))}, but {where} has {ByteSize.Human(free)} free",
            $"sizes that fit in {ByteSize.Human(Math.Max(0, free - Margin(free)))}, --baseline-size 0, or a {location.Path} on a volume with more free space"));
    }

    private static ValidationError Refuse(SourceLocation location, string problem, string allowed) =>
        new(location, location.Path.TrimStart('-'), problem, allowed);
}
