using Bench.Harness.Runner;
using Bench.Harness.Volume;
using Bench.Results.Manifest;
using Bench.Results.Units;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Configuration;

/// <summary>Checks, before any I/O, that the data (and backup) directories can be used and hold the most the run holds at once.</summary>
public static class SpaceValidator
{
    /// <summary>What a data folder on a kernel file system should be instead.</summary>
    private const string VolumeUnderTest = "a directory on the volume under test, e.g. ./bench-data or /mnt/ssd/bench";

    /// <summary>Room kept free beside the largest case: 5% plus 64 MB.</summary>
    public static long Margin(long bytes) => (bytes / 20) + (64L << 20);

    /// <summary>
    /// The largest baseline file that fits in <paramref name="free"/> bytes beside <paramref name="held"/> bytes of cases,
    /// with <paramref name="copies"/> of it and the margin (total + total / 20 + 64 MB &lt;= free), rounded down to whole
    /// GiB, or MiB below one GiB; 0 when none fits.
    /// </summary>
    private static long BaselineRoom(long free, long held, int copies)
    {
        var room = Math.Max(0, (((free - Margin(0)) / 21 * 20) - held) / copies);
        return room >= 1L << 30 ? room >> 30 << 30 : room >> 20 << 20;
    }

    /// <summary>
    /// The errors of the directories of <paramref name="options"/>; with a <paramref name="plan"/>, also whether their
    /// volumes have room for it and the baseline's file of <paramref name="baselineBytes"/>. A run taken back
    /// (<paramref name="resumed"/>) counts the baseline's file only when it has no baseline yet and measures it now, else
    /// only the limit probes' files; the files its interrupted case left, deleted before anything else, count as free.
    /// </summary>
    public static IReadOnlyList<ValidationError> Check(RunOptions options, long baselineBytes, RunPlan? plan, RunManifest? resumed = null) =>
        Check(options, plan is null ? null : SpaceNeeds.Of(plan), plan?.RunId ?? string.Empty, resumed is null || resumed.Baseline is null ? baselineBytes : ProbeBytes(plan, baselineBytes), resumed is not null, Session.Run);

    /// <summary>
    /// The same checks for a session that is not a matrix (<c>bench tune</c>): the directories of <paramref name="options"/>;
    /// with its <paramref name="needs"/>, whether their volumes hold them and the volume's file of <paramref name="fileBytes"/>
    /// (the baseline's, or 0 when none is measured) with the margin. A session taken back (<paramref name="resumed"/>) of
    /// the run <paramref name="runId"/> counts the files its interrupted case left as free. The refusals name the
    /// <paramref name="session"/> (a run's matrix sizes, a tune's --size).
    /// </summary>
    public static IReadOnlyList<ValidationError> Check(RunOptions options, SpaceNeeds? needs, string runId, long fileBytes, bool resumed, Session session)
    {
        ArgumentNullException.ThrowIfNull(session);
        ArgumentNullException.ThrowIfNull(options);
        ArgumentNullException.ThrowIfNull(runId);
        var errors = new List<ValidationError>();
        var dataLocation = SourceLocation.CommandLine("--data-dir");
        var backupLocation = SourceLocation.CommandLine("--backup-dir");
        var data = Directory(options.DataDirectory, dataLocation, errors);
        var backup = options.BackupDirectory is null ? null : Directory(options.BackupDirectory, backupLocation, errors);
        if (options.ResumeDirectory is null)
        {
            // As --data-dir is checked (under a file, a kernel file system, a volume mounted read-only), before the run folder is made.
            var outLocation = SourceLocation.CommandLine("--out");
            if (File.Exists(Path.GetFullPath(options.OutDirectory)))
            {
                errors.Add(Refuse(outLocation, $"{Path.GetFullPath(options.OutDirectory)} is a file", "a directory for the run folders (it is created when missing)"));
            }
            else
            {
                _ = Directory(options.OutDirectory, outLocation, errors, "a directory for the run folders on a disk, e.g. ./results/runs");
            }
        }

        if (needs is null || data is null || (options.BackupDirectory is not null && backup is null))
        {
            return errors;
        }

        var dataVolume = VolumeProbe.Describe(data, probeIo: false);
        var backupVolume = backup is null ? null : VolumeProbe.Describe(backup, probeIo: false);
        var resume = !resumed ? null : new Resume(
            RunWorkspace.LeftoverBytes(data, runId),
            backup is null || backup == data ? 0 : RunWorkspace.LeftoverBytes(backup, runId));
        if (backupVolume is null || (backupVolume.MountPoint is not null && backupVolume.MountPoint == dataVolume.MountPoint))
        {
            // Backups on the data volume: the baseline also writes a copy of its file (the restore shape).
            Free(dataVolume with { FreeBytes = dataVolume.FreeBytes + (resume?.DataBytes + resume?.BackupBytes ?? 0) }, needs.CombinedBytes, (fileBytes, 2), needs.AtCase, dataLocation, resume, session, errors);
        }
        else
        {
            Free(dataVolume with { FreeBytes = dataVolume.FreeBytes + (resume?.DataBytes ?? 0) }, needs.DataBytes, (fileBytes, 1), needs.AtCase, dataLocation, resume, session, errors);
            Free(backupVolume with { FreeBytes = backupVolume.FreeBytes + (resume?.BackupBytes ?? 0) }, needs.BackupBytes, (0, 0), needs.AtCase, backupLocation, resume, session, errors);
        }

        return errors;
    }

    /// <summary>
    /// The largest file a limit probe of <paramref name="plan"/> writes (<see cref="LimitProbes.Bytes"/>, never more than
    /// the baseline's <paramref name="baselineBytes"/>): 0 when no group holds a transfer or the run has no baseline size.
    /// </summary>
    private static long ProbeBytes(RunPlan? plan, long baselineBytes) =>
        plan is null || baselineBytes <= 0 ? 0 : plan.Groups.Where(g => LimitProbes.Before(g.Runs)).Select(g => Math.Min(baselineBytes, LimitProbes.Bytes(g.Runs))).DefaultIfEmpty(0).Max();

    /// <summary>
    /// The errors of <paramref name="directory"/> given as <paramref name="option"/> (<c>--data-dir</c>): a file, under a
    /// file, or on a file system that holds no files (/proc, /sys); none when it is, or can be made, a directory.
    /// </summary>
    public static IReadOnlyList<ValidationError> CheckDirectory(string directory, string option) => CheckDirectory(directory, option, VolumeUnderTest);

    /// <summary>As <see cref="CheckDirectory(string, string)"/>, with <paramref name="allowed"/> said for a folder on a kernel file system (--out: not the volume under test).</summary>
    public static IReadOnlyList<ValidationError> CheckDirectory(string directory, string option, string allowed)
    {
        ArgumentNullException.ThrowIfNull(directory);
        var errors = new List<ValidationError>();
        _ = Directory(directory, SourceLocation.CommandLine(option), errors, allowed);
        return errors;
    }

    /// <summary>
    /// Whether the volume under <paramref name="directory"/> holds <paramref name="copies"/> baseline files of
    /// <paramref name="bytes"/> at once with the margin (bench doctor --baseline writes the file, then a copy of it);
    /// refused naming --baseline-size, with what is needed, what is free and the most that fits.
    /// </summary>
    public static IReadOnlyList<ValidationError> CheckBaseline(string directory, long bytes, int copies)
    {
        ArgumentNullException.ThrowIfNull(directory);
        var volume = VolumeProbe.Describe(Path.GetFullPath(directory), probeIo: false);
        var total = bytes * copies;
        var needed = total + Margin(total);
        if (volume.FreeBytes is not { } free || free >= needed)
        {
            return [];
        }

        var where = volume.MountPoint ?? volume.Path;
        var room = BaselineRoom(free, 0, copies);
        var location = SourceLocation.CommandLine("--baseline-size");
        return
        [
            Refuse(
                location,
                $"the baseline's file of {ByteSize.Human(bytes)}{(copies > 1 ? " and its copy (the copy rate reads the file while writing another)" : string.Empty)}"
                + $" needs {ByteSize.Human(total)} plus a margin of {ByteSize.Human(Margin(total))}, but {where} has {ByteSize.Human(free)} free",
                room >= 1L << 20 ? $"--baseline-size {ByteSize.Format(room)} or less, or a --data-dir on a volume with more free space" : "a --data-dir on a volume with more free space"),
        ];
    }

    private static string? Directory(string directory, SourceLocation location, List<ValidationError> errors, string allowed = VolumeUnderTest)
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
                allowed));
            return null;
        }

        if (ReadOnly(full, volume, location) is { } readOnly)
        {
            errors.Add(readOnly);
            return null;
        }

        return full;
    }

    /// <summary>
    /// The refusal of <paramref name="full"/> on a <paramref name="volume"/> mounted read-only, or null: said before its
    /// free space, which a small read-only volume has none of ("a --size that fits in 0 B" was no help).
    /// </summary>
    internal static ValidationError? ReadOnly(string full, VolumeInfo volume, SourceLocation location) =>
        volume.ReadOnly == true
            ? Refuse(location, $"cannot write there: {full} is on {volume.MountPoint ?? "a file system"}, mounted read-only", "a directory this user can write")
            : null;

    /// <summary>
    /// Whether <paramref name="volume"/> holds <paramref name="caseBytes"/> of the cases and the baseline's file
    /// (<paramref name="baseline"/>: its size and how many copies of it are there at once) with the margin. When the
    /// cases fit alone, the baseline is what does not, and --baseline-size is named with the most that fits. A run taken
    /// back (<paramref name="resume"/>) keeps its settings: it is told to free space, or to start a new run, never an
    /// option --resume refuses.
    /// </summary>
    private static void Free(
        VolumeInfo volume, long caseBytes, (long Bytes, int Copies) baseline, string atCase, SourceLocation location, Resume? resume, Session session, List<ValidationError> errors)
    {
        var bytes = caseBytes + (baseline.Bytes * baseline.Copies);
        var needed = bytes + Margin(bytes);
        if (volume.FreeBytes is not { } free || free >= needed)
        {
            return;
        }

        var where = volume.MountPoint ?? volume.Path;
        var freed = resume is null || resume.DataBytes + resume.BackupBytes == 0 ? string.Empty : " (counting the interrupted case's files, deleted first)";
        var resumeLocation = SourceLocation.CommandLine("--resume");
        var freeMore = $"{ByteSize.Human(needed - free)} more free on {where} (the {session.Noun} keeps its settings when resumed)";
        if (baseline.Bytes > 0 && caseBytes + Margin(caseBytes) <= free)
        {
            var room = BaselineRoom(free, caseBytes, baseline.Copies);
            var smaller = room >= 1L << 20 ? $"--baseline-size {ByteSize.Format(room)} or less, or 0 for none" : $"--baseline-size 0 (none), or a {location.Path} on a volume with more free space";
            errors.Add(Refuse(
                resume is null ? SourceLocation.CommandLine("--baseline-size") : resumeLocation,
                $"the baseline's file of {ByteSize.Human(baseline.Bytes)}{(baseline.Copies > 1 ? " and its copy (with the backups on this volume, the baseline also measures copying)" : string.Empty)}"
                + $" with the cases' {ByteSize.Human(caseBytes)} at once (at {atCase}) needs {ByteSize.Human(bytes)} plus a margin of {ByteSize.Human(Margin(bytes))},"
                + $" but {where} has {ByteSize.Human(free)} free{freed}",
                resume is null ? smaller : $"{freeMore}, or a new {session.Noun} with {smaller}"));
            return;
        }

        var fit = $"{session.SizesThatFit} {ByteSize.Human(Math.Max(0, free - Margin(free)))}, --baseline-size 0, or a {location.Path} on a volume with more free space";
        errors.Add(Refuse(
            resume is null ? location with { Path = session.SizeField } : resumeLocation,
            $"the {session.Noun} holds up to {ByteSize.Human(bytes)} at once (at {atCase}, with the backups and databases made for its cases"
            + $"{(baseline.Bytes > 0 ? " and the baseline file" : string.Empty)}) plus a margin of {ByteSize.Human(Margin(bytes))}, but {where} has {ByteSize.Human(free)} free{freed}",
            resume is null ? fit : $"{freeMore}, or a new {session.Noun} with {fit}"));
    }

    /// <summary>What the space refusals call the session (<see cref="Noun"/>), the field its sizes are given in and how a size that fits is said.</summary>
    /// <param name="Noun">run, or tune.</param>
    /// <param name="SizeField">The field named when the cases do not fit: a matrix's size, a tune's --size.</param>
    /// <param name="SizesThatFit">How the allowed sizes begin, before the room they must fit in.</param>
    public sealed record Session(string Noun, string SizeField, string SizesThatFit)
    {
        /// <summary>bench run: its matrix's sizes.</summary>
        public static Session Run { get; } = new("run", "size", "sizes that fit in");

        /// <summary>bench tune: its --size.</summary>
        public static Session Tune { get; } = new("tune", "--size", "a --size that fits in");
    }

    /// <summary>What a run taken back frees first: the bytes its interrupted case left in the data and the backup folders.</summary>
    private sealed record Resume(long DataBytes, long BackupBytes);

    private static ValidationError Refuse(SourceLocation location, string problem, string allowed) =>
        new(location, location.Path.TrimStart('-'), problem, allowed);
}
