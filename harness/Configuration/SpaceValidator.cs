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
    /// only the limit probes' files; the files its interrupted case left, deleted before anything else, count as free. With
    /// the errors, whether the backups go to the data directory's volume (no --backup-dir, or one on the same mount): the
    /// baseline then also writes a copy of its file, to measure the copy rate.
    /// </summary>
    public static (IReadOnlyList<ValidationError> Errors, bool BackupsOnDataVolume) Check(RunOptions options, long baselineBytes, RunPlan? plan, RunManifest? resumed = null) =>
        Check(
            options, plan is null ? null : SpaceNeeds.Of(plan), plan?.RunId ?? string.Empty, resumed is null || resumed.Baseline is null ? baselineBytes : ProbeBytes(plan, baselineBytes),
            resumed is not null, Session.Run, plan is null ? [] : SpaceNeeds.ScenarioPeaks(plan.Groups));

    /// <summary>
    /// The same checks for a session that is not a matrix (<c>bench tune</c>): the directories of <paramref name="options"/>;
    /// with its <paramref name="needs"/>, whether their volumes hold them and the volume's file of <paramref name="fileBytes"/>
    /// (the baseline's, or 0 when none is measured) with the margin. A session taken back (<paramref name="resumed"/>) of
    /// the run <paramref name="runId"/> counts the files its interrupted case left as free. The refusals name the
    /// <paramref name="session"/> (a run's matrix sizes, a tune's --size).
    /// </summary>
    public static IReadOnlyList<ValidationError> Check(RunOptions options, SpaceNeeds? needs, string runId, long fileBytes, bool resumed, Session session) =>
        Check(options, needs, runId, fileBytes, resumed, session, []).Errors;

    /// <summary>
    /// As the check above, with the most each scenario's groups hold (<paramref name="peaks"/>), to say which of them fit;
    /// and whether the backups share the data directory's volume (true when the volumes were not looked at).
    /// </summary>
    private static (List<ValidationError> Errors, bool BackupsOnDataVolume) Check(
        RunOptions options, SpaceNeeds? needs, string runId, long fileBytes, bool resumed, Session session, IReadOnlyList<(string Scenario, long Data, long Backup, long Combined)> peaks)
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
            return (errors, true);
        }

        var dataVolume = VolumeProbe.Describe(data, probeIo: false);
        var backupVolume = backup is null ? null : VolumeProbe.Describe(backup, probeIo: false);
        var resume = !resumed ? null : new Resume(
            RunWorkspace.LeftoverBytes(data, runId),
            backup is null || backup == data ? 0 : RunWorkspace.LeftoverBytes(backup, runId));
        // Each volume's refusal names the case of its own peak: with the backups apart, the data directory's or the backup directory's.
        Sizes SizesOf((string At, SourceLocation? Entry) peak) => new(
            peak.At,
            session == Session.Run && peak.Entry is { } entry ? entry : SourceLocation.CommandLine(session.SizeField),
            session == Session.Run ? options.Scenarios : [],
            peaks);
        if (backupVolume is null || (backupVolume.MountPoint is not null && backupVolume.MountPoint == dataVolume.MountPoint))
        {
            // Backups on the data volume: the baseline also writes a copy of its file (the restore shape).
            Free(dataVolume with { FreeBytes = dataVolume.FreeBytes + (resume?.DataBytes + resume?.BackupBytes ?? 0) }, (needs.CombinedBytes, needs.Smallest.Combined, s => s.Combined), (fileBytes, 2), dataLocation, SizesOf((needs.AtCase, needs.PeakEntry)), resume, session, errors);
            return (errors, true);
        }

        Free(dataVolume with { FreeBytes = dataVolume.FreeBytes + (resume?.DataBytes ?? 0) }, (needs.DataBytes, needs.Smallest.Data, s => s.Data), (fileBytes, 1), dataLocation, SizesOf(needs.DataPeak), resume, session, errors);
        Free(backupVolume with { FreeBytes = backupVolume.FreeBytes + (resume?.BackupBytes ?? 0) }, (needs.BackupBytes, needs.Smallest.Backup, s => s.Backup), (0, 0), backupLocation, SizesOf(needs.BackupPeak), resume, session, errors);
        return (errors, false);
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
    /// Whether <paramref name="volume"/> holds the cases' peak there (<paramref name="cases"/>: the peak, the smallest
    /// group's need, and which of a scenario's needs counts) and, before them, the baseline's file (<paramref name="baseline"/>:
    /// its size and how many copies of it are there at once), each with the margin: the baseline's files are removed before
    /// the first case, so the larger of the two must fit, not their sum (<see cref="SpaceNeeds.PeakBytes"/>). When the cases
    /// fit, the baseline is what does not, and --baseline-size is named with the most that fits. Otherwise the cases' own
    /// source is named (<paramref name="sizes"/>: the matrix entry or profile entry of this volume's peak, a tune's --size), with
    /// what fits; when not even the smallest case fits, that is said plainly. An option is never suggested with the value it
    /// was given. A run taken back (<paramref name="resume"/>) keeps its settings: it is told to free space, or to start a
    /// new run, never an option --resume refuses.
    /// </summary>
    private static void Free(
        VolumeInfo volume,
        (long Bytes, long Smallest, Func<(string Scenario, long Data, long Backup, long Combined), long> Of) cases,
        (long Bytes, int Copies) baseline,
        SourceLocation location,
        Sizes sizes,
        Resume? resume,
        Session session,
        List<ValidationError> errors)
    {
        var caseBytes = cases.Bytes;
        var baselineBytes = baseline.Bytes * baseline.Copies;
        var bytes = Math.Max(caseBytes, baselineBytes);
        var needed = bytes + Margin(bytes);
        if (volume.FreeBytes is not { } free || free >= needed)
        {
            return;
        }

        var where = volume.MountPoint ?? volume.Path;
        var freed = resume is null || resume.DataBytes + resume.BackupBytes == 0 ? string.Empty : " (counting the interrupted case's files, deleted first)";
        var resumeLocation = SourceLocation.CommandLine("--resume");
        var freeMore = $"{ByteSize.Human(needed - free)} more free on {where} (the {session.Noun} keeps its settings when resumed)";
        var baselineRoom = BaselineRoom(free, 0, Math.Max(1, baseline.Copies));
        var smaller = baselineRoom >= 1L << 20 ? $"--baseline-size {ByteSize.Format(baselineRoom)} or less, or 0 for none" : "--baseline-size 0 (none)";
        var baselineWords = $"the baseline's file of {ByteSize.Human(baseline.Bytes)}{(baseline.Copies > 1 ? " and its copy (with the backups on this volume, the baseline also measures copying)" : string.Empty)}";
        if (caseBytes + Margin(caseBytes) <= free)
        {
            errors.Add(Refuse(
                resume is null ? SourceLocation.CommandLine("--baseline-size") : resumeLocation,
                $"{baselineWords} needs {ByteSize.Human(baselineBytes)} plus a margin of {ByteSize.Human(Margin(baselineBytes))} before the first case"
                + $" (the cases hold up to {ByteSize.Human(caseBytes)} at once after it (at {sizes.At})), but {where} has {ByteSize.Human(free)} free{freed}",
                resume is null ? $"{smaller}, or a {location.Path} on a volume with more free space" : $"{freeMore}, or a new {session.Noun} with {smaller}"));
            return;
        }

        // The most the cases may hold at once with the margin beside them (total + total / 20 + 64 MB <= free).
        var room = Math.Max(0, (free - Margin(0)) / 21 * 20);
        var held = $"the {session.Noun} holds up to {ByteSize.Human(caseBytes)} at once (at {sizes.At}, with the backups and databases made for its cases)"
            + $"{(baselineBytes > caseBytes ? $", and {baselineWords} {ByteSize.Human(baselineBytes)} before them" : string.Empty)}"
            + $" plus a margin of {ByteSize.Human(Margin(bytes))}, but {where} has {ByteSize.Human(free)} free{freed}";
        var baselineToo = baselineBytes > room ? $" with {smaller}" : string.Empty;
        // A run knows its smallest group; a tune's one --size has no smaller case to offer below a megabyte.
        if (session == Session.Run ? cases.Smallest <= 0 || room < cases.Smallest : room < 1L << 20)
        {
            // Nothing of it fits: no smaller selection helps, only more room.
            var least = Math.Max(cases.Smallest, 1L << 20);
            var need = $"a {location.Path} on a volume with at least {ByteSize.Human(least + Margin(least))} free";
            errors.Add(Refuse(
                resume is null ? sizes.Location : resumeLocation,
                session == Session.Run ? $"{held}: not even its smallest case fits ({ByteSize.Human(cases.Smallest)} at once, plus a margin of {ByteSize.Human(Margin(cases.Smallest))})" : held,
                resume is null ? $"{need} (with {ByteSize.Human(needed)} free the whole {session.Noun} fits){baselineToo}" : $"{freeMore}, or {need}"));
            return;
        }

        string fit;
        if (session == Session.Run)
        {
            var fitting = sizes.Peaks.Where(p => cases.Of(p) <= room).Select(p => p.Scenario).ToList();
            var selection = fitting.Count > 0 && fitting.Count < sizes.Peaks.Count && !(sizes.Given.Count > 0 && fitting.Count == sizes.Given.Count)
                ? $"{string.Join(" ", fitting.Select(f => $"--scenario {f}"))} (the cases that fit), or "
                : string.Empty;
            fit = $"{selection}a --matrix whose cases hold at most {ByteSize.Human(room)} at once{baselineToo}, or a {location.Path} on a volume with at least {ByteSize.Human(needed)} free";
        }
        else
        {
            fit = $"{session.SizesThatFit} {ByteSize.Human(room)}{baselineToo}, or a {location.Path} on a volume with at least {ByteSize.Human(needed)} free";
        }

        errors.Add(Refuse(resume is null ? sizes.Location : resumeLocation, held, resume is null ? fit : $"{freeMore}, or a new {session.Noun} with {fit}"));
    }

    /// <summary>Where a run's sizes come from and what could be chosen instead.</summary>
    /// <param name="At">Where the volume's peak is: a case's title, with the fixture it shares.</param>
    /// <param name="Location">The entry (of a matrix file or profile) of the case of the volume's peak, or a tune's --size.</param>
    /// <param name="Given">The scenarios chosen with --scenario (none: all of the matrix).</param>
    /// <param name="Peaks">The most each scenario's groups hold.</param>
    private sealed record Sizes(string At, SourceLocation Location, IReadOnlyList<string> Given, IReadOnlyList<(string Scenario, long Data, long Backup, long Combined)> Peaks);

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
        new(location, location.IsCommandLine ? location.Path.TrimStart('-') : "cases", problem, allowed);
}
