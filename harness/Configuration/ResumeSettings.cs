using Bench.Results;
using Bench.Results.Manifest;
using Bench.Results.Units;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Configuration;

/// <summary>What an interrupted run was asked to do, kept in its manifest, and read back to finish it (--resume).</summary>
public static class ResumeSettings
{
    /// <summary>
    /// The options of the run in <paramref name="runDirectory"/> (its own settings, its target among them; only whether to
    /// write the report and the connection string come from <paramref name="given"/>, and the names of the options given,
    /// which <see cref="OptionsValidator"/> refuses when a resume would ignore them) and its manifest; throws
    /// <see cref="IOException"/> saying why it cannot resume.
    /// </summary>
    public static (RunOptions Options, RunManifest Manifest) Load(string runDirectory, RunOptions given)
    {
        ArgumentNullException.ThrowIfNull(runDirectory);
        ArgumentNullException.ThrowIfNull(given);
        var directory = Path.TrimEndingDirectorySeparator(Path.GetFullPath(runDirectory));
        if (!Directory.Exists(directory))
        {
            throw new IOException(File.Exists(directory) ? $"{directory} is a file, not a run folder" : $"{directory} does not exist");
        }

        if (!File.Exists(Path.Combine(directory, ManifestFile.FileName)))
        {
            throw new IOException(ManifestFile.Unreadable(directory) ?? $"{directory} has no manifest.json: it is not a run folder");
        }

        var manifest = ManifestFile.Read(directory);
        if (manifest.Settings is not { } settings)
        {
            throw new IOException($"{directory} was written by a harness that did not keep its settings; it cannot be resumed");
        }

        if (Path.GetFileName(directory) != manifest.RunId)
        {
            throw new IOException($"{directory} holds run {manifest.RunId}; a run folder must keep its run id as its name to be resumed");
        }

        var copy = Path.Combine(directory, RunFiles.Matrix);
        var options = new RunOptions(
            settings.Profile, File.Exists(copy) ? copy : settings.MatrixFile, settings.Scenarios, settings.Target, settings.DataDirectory,
            Path.GetDirectoryName(directory)!, manifest.Label, settings.Repetitions)
        {
            BackupDirectory = settings.BackupDirectory,
            BaselineSize = ByteSize.Format(settings.BaselineBytes),
            SampleIntervalMs = settings.SampleIntervalMs,
            Report = given.Report,
            ResumeDirectory = directory,
            Connection = given.Connection,
            Given = given.Given,
            Container = settings.Container,
            Image = settings.Image ?? SqlServer.ContainerServer.DefaultImage,
            ServerDataDirectory = settings.ServerDataDirectory,
            ServerBackupDirectory = settings.ServerBackupDirectory,

            // A run of a version without --durability wrote without write-through: it is finished the same way.
            Durability = settings.Durability ?? (settings.Target == TargetNames.SqlServer ? RunOptions.SqlServerDurability : "none"),
        };
        return (options, manifest);
    }

    /// <summary>
    /// Why the run (or tune) in <paramref name="directory"/> cannot be resumed as its results.csv is (a line damaged, not
    /// a torn last one, which the resume cuts: <see cref="Runner.RunFolder.Damaged"/>), said before anything is touched (the
    /// interrupted case's files, the folder's summary); null when it can.
    /// </summary>
    public static ValidationError? DamagedResults(string directory) =>
        Runner.RunFolder.Damaged(directory) is { } damaged
            ? new ValidationError(
                SourceLocation.CommandLine("--resume"), "resume", $"{Path.Combine(directory, RunFiles.Results)} is damaged: {damaged}",
                "a results.csv bench wrote: mend or delete that line (its case then runs again), or a new run")
            : null;

    /// <summary>The settings to keep in a new run's manifest.</summary>
    public static RunSettings Of(RunOptions options, long baselineBytes)
    {
        ArgumentNullException.ThrowIfNull(options);
        return new RunSettings(
            options.Profile, options.MatrixFile is null ? null : Path.GetFullPath(options.MatrixFile), options.Scenarios, options.Target,
            Path.GetFullPath(options.DataDirectory), options.BackupDirectory is null ? null : Path.GetFullPath(options.BackupDirectory),
            options.Repetitions, baselineBytes, options.SampleIntervalMs)
        {
            ServerDataDirectory = options.ServerDataDirectory,
            ServerBackupDirectory = options.ServerBackupDirectory,
            Durability = options.Durability,
            Container = options.Container,
            Image = options.Target == TargetNames.SqlServer && options.Container ? options.Image : null,
        };
    }
}
