using System.Globalization;
using System.Text;
using System.Text.RegularExpressions;
using Bench.Harness.SqlServer;
using Bench.Results.Manifest;
using Bench.Results.Units;
using Bench.Scenarios;
using Bench.Scenarios.Matrix;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Configuration;

/// <summary>Checks the options of <c>bench run</c> that need no matrix and no disk: every error, each naming the option and what is allowed.</summary>
public static partial class OptionsValidator
{
    /// <summary>
    /// The options a resumed run takes from the command line: the folder, whether to write the report, and the server's
    /// connection string (its password is never kept). Every other option is the run's own setting on resume
    /// (<see cref="ResumeSettings"/>), so giving one is refused.
    /// </summary>
    public static IReadOnlyList<string> TakenOnResume { get; } = ["--resume", "--no-report", "--connection"];

    /// <summary>The errors of <paramref name="options"/>; none when they can be used.</summary>
    public static IEnumerable<ValidationError> Check(RunOptions options)
    {
        ArgumentNullException.ThrowIfNull(options);
        foreach (var error in options.InputErrors)
        {
            yield return error;
        }

        foreach (var error in options.ResumeDirectory is null ? MatrixOptions(options) : ResumeOptions(options))
        {
            yield return error;
        }

        if (BaselineBytes(options.BaselineSize) is null)
        {
            yield return new ValidationError(
                SourceLocation.CommandLine("--baseline-size"), "baseline-size", ByteSize.Hint(options.BaselineSize) is { } hint ? $"'{options.BaselineSize}' is not allowed: {hint}" : $"'{options.BaselineSize}' is not allowed", "0 (no baseline) or a size from 1MB, e.g. 1GB");
        }

        if (options.SampleIntervalMs != 0 && options.SampleIntervalMs is < RunOptions.MinSampleIntervalMs or > RunOptions.MaxSampleIntervalMs)
        {
            yield return new ValidationError(
                SourceLocation.CommandLine("--sample-interval"), "sample-interval", $"{options.SampleIntervalMs} ms is not allowed",
                $"0 (no sampling) or {RunOptions.MinSampleIntervalMs} to {RunOptions.MaxSampleIntervalMs} milliseconds");
        }

        if (options.Target != TargetNames.Native && options.Target != TargetNames.SqlServer)
        {
            yield return new ValidationError(SourceLocation.CommandLine("--target"), "target", $"'{options.Target}' is not a target of bench", "native or sqlserver");
        }

        if (!RunOptions.DurabilityModes.Contains(options.Durability))
        {
            yield return new ValidationError(
                SourceLocation.CommandLine("--durability"), "durability", $"'{options.Durability}' is not allowed",
                "sqlserver (data and log files written through, as SQL Server opens them) or none (for comparison)");
        }
        else if (options.Target == TargetNames.SqlServer && options.Durability != RunOptions.SqlServerDurability)
        {
            yield return new ValidationError(
                SourceLocation.CommandLine("--durability"), "durability", $"'{options.Durability}' is for the native target: a server opens its own files",
                "--target native, or no --durability");
        }

        var label = options.Label ?? options.Target;
        if (!LabelPattern().IsMatch(label))
        {
            yield return new ValidationError(SourceLocation.CommandLine("--label"), "label", $"'{label}' cannot name a folder", "1 to 64 letters, digits, '.', '_' or '-'");
        }

        if (NoteProblem(options.Note) is { } note)
        {
            yield return note;
        }

        if (options.Fleet is { } fleet && !IsName(fleet))
        {
            yield return new ValidationError(SourceLocation.CommandLine("--fleet"), "fleet", $"'{fleet}' is not a fleet name", "1 to 64 letters, digits, '.', '_' or '-'");
        }

        foreach (var error in ServerOptions(options))
        {
            yield return error;
        }
    }

    /// <summary>
    /// The errors of the options that choose the matrix, checked whatever the matrix holds (a misspelt profile or a
    /// broken matrix file does not hide them): --matrix with --profile, --repetitions and each --scenario. The planner
    /// finds the last two again, in the same words, when it gets that far: a caller says each error once.
    /// </summary>
    public static IEnumerable<ValidationError> MatrixOptions(RunOptions options)
    {
        ArgumentNullException.ThrowIfNull(options);
        if (options.MatrixFile is not null && options.Given.Contains("--profile"))
        {
            yield return new ValidationError(
                SourceLocation.CommandLine("--profile"), "profile", "--matrix and --profile cannot be given together (a matrix file replaces the profile)",
                "--matrix FILE or --profile NAME, not both");
        }

        // Also beside --matrix, which leaves the profile unread: the user who drops one of the two learns at once whether the other is right.
        if (options.Given.Contains("--profile") && Profiles.Problem(options.Profile) is { } profile)
        {
            yield return profile;
        }

        if (options.Repetitions is { } repetitions && MatrixDefinition.RepetitionsProblem(repetitions, SourceLocation.CommandLine("--repetitions")) is { } error)
        {
            yield return error;
        }

        foreach (var scenario in ScenarioOptions(options))
        {
            yield return scenario;
        }
    }

    /// <summary>Why <paramref name="note"/> (--note) cannot be kept, or null when it can (or none was given): one line of printable text, 1 to <see cref="RunOptions.MaxNoteLength"/> characters.</summary>
    public static ValidationError? NoteProblem(string? note)
    {
        var problem = note switch
        {
            null => null,
            _ when string.IsNullOrWhiteSpace(note) => note.Length == 0 ? "it is empty" : "it holds only blanks",
            _ when note.Length > RunOptions.MaxNoteLength => $"it has {note.Length} characters",
            _ when note.Any(c => c is '\n' or '\r' or '\u2028' or '\u2029') => "it has more than one line",
            _ when note.EnumerateRunes().Any(r => Rune.IsControl(r) || (Rune.GetUnicodeCategory(r) is UnicodeCategory.Format or UnicodeCategory.OtherNotAssigned && !PartOfEmoji(r)))
                => "it holds a character that does not print (a control or format character)",
            _ => null,
        };
        return problem is null
            ? null
            : new ValidationError(
                SourceLocation.CommandLine("--note"), "note", problem,
                $"one line of printable text, 1 to {RunOptions.MaxNoteLength} characters, e.g. --note \"hdd stand-in: a RAM-backed loop device throttled to 150 MiB/s\", or no --note");
    }

    /// <summary>
    /// Whether <paramref name="rune"/>, a format character, is one that emoji are made with and so kept in a note: the zero
    /// width joiner (U+200D, of a family's or a job's emoji) and the emoji variation selector (U+FE0F). Other format
    /// characters stay refused: a bidi override (U+202E) makes a note read other than it is.
    /// </summary>
    private static bool PartOfEmoji(Rune rune) => rune.Value is 0x200D or 0xFE0F;

    /// <summary>Bytes of the baseline's file, or null when the text is not an allowed size (0, or 1MB and more).</summary>
    public static long? BaselineBytes(string text) =>
        ByteSize.TryParse(text, out var size) && (size.Bytes == 0 || size.Bytes >= 1L << 20) ? size.Bytes : null;

    private static List<ValidationError> ScenarioOptions(RunOptions options)
    {
        var errors = new List<ValidationError>();
        foreach (var name in options.Scenarios)
        {
            try
            {
                _ = ScenarioCatalog.Find(name, SourceLocation.CommandLine("--scenario"));
            }
            catch (ValidationException e)
            {
                errors.AddRange(e.Errors);
            }
        }

        return errors;
    }

    /// <summary>Each option given with --resume that the resumed run would ignore (<see cref="TakenOnResume"/>), named.</summary>
    private static IEnumerable<ValidationError> ResumeOptions(RunOptions options) =>
        options.Given.Where(name => !TakenOnResume.Contains(name)).Select(name => new ValidationError(
            SourceLocation.CommandLine(name), name.TrimStart('-'),
            "not taken with --resume: the run's own settings are used on resume (its manifest.json keeps them)",
            $"--resume RUN_DIR alone or with {string.Join(" or ", TakenOnResume.Skip(1))}; for other settings, a new run"));

    private static IEnumerable<ValidationError> ServerOptions(RunOptions options)
    {
        if (options.Given.Contains("--image") && !options.Container && options.ResumeDirectory is null)
        {
            yield return new ValidationError(
                SourceLocation.CommandLine("--image"), "image", "it names the image --container starts, and no container is started",
                "--target sqlserver --container --image IMAGE, or no --image");
        }

        if (options.Target != TargetNames.SqlServer)
        {
            // BENCH_SQLSERVER is read by the sqlserver target only; a --connection given to another target is refused.
            if (!string.IsNullOrEmpty(options.Connection))
            {
                yield return new ValidationError(
                    SourceLocation.CommandLine("--connection"), "connection", "a connection string is only used by the sqlserver target (its text is not repeated here)",
                    "--target sqlserver with --connection, or no connection string");
            }

            if (options.Container || options.ServerDataDirectory is not null || options.ServerBackupDirectory is not null)
            {
                yield return new ValidationError(
                    SourceLocation.CommandLine(options.Container ? "--container" : "--server-dir"), "target",
                    "--container, --server-dir and --server-backup-dir are for the sqlserver target", "--target sqlserver, or none of them");
            }

            yield break;
        }

        if (options.Container && (options.ServerDataDirectory is not null || options.ServerBackupDirectory is not null))
        {
            yield return new ValidationError(
                SourceLocation.CommandLine("--server-dir"), "server-dir", $"--container mounts the directories itself ({ContainerServer.DataMount}, {ContainerServer.BackupMount})",
                "--server-dir and --server-backup-dir with --connection only");
        }

        foreach (var error in ServerDirectories(options))
        {
            yield return error;
        }

        if (options.ConnectionOrEnvironment is null && !options.Container)
        {
            yield return new ValidationError(
                SourceLocation.CommandLine("--target"), "target", "'sqlserver' needs a server and none was given",
                "--connection \"Server=host,port;User Id=...;Password=...\" (or the environment variable BENCH_SQLSERVER), or --container to start one in Docker");
        }
        else if (!options.Container && ConnectionProblem(options.Connection) is { } problem)
        {
            yield return problem;
        }
        else if (options.Container && !string.IsNullOrEmpty(options.Connection))
        {
            yield return new ValidationError(
                SourceLocation.CommandLine("--container"), "container", "--container starts its own server, so --connection cannot be given with it", "one of --connection and --container");
        }
    }

    /// <summary>
    /// Why the connection string given as --connection (<paramref name="given"/>), or else in BENCH_SQLSERVER, cannot be
    /// read, naming the one it came from and never its text; null when there is none or it is well formed. A --connection
    /// given blank is refused as such (not taken as none: a server asked about must be described, and the client takes
    /// blanks as an empty string that fails later with an unhandled error).
    /// </summary>
    public static ValidationError? ConnectionProblem(string? given) =>
        given is not null && string.IsNullOrWhiteSpace(given)
            ? new ValidationError(
                SourceLocation.CommandLine("--connection"), "connection", given.Length == 0 ? "it is empty" : "it holds only blanks",
                "a connection string, e.g. Server=host,port;User Id=sa;Password=...;TrustServerCertificate=True, or no --connection")
        : RunOptions.ServerConnection(given) is { } connection && !IsConnectionString(connection, out var why)
            ? new ValidationError(
                SourceLocation.CommandLine(string.IsNullOrEmpty(given) ? "BENCH_SQLSERVER" : "--connection"), "connection",
                $"not a connection string: {why} (its text is not repeated here)",
                "keyword=value pairs separated by ';', e.g. Server=host,port;User Id=sa;Password=...;TrustServerCertificate=True")
            : null;

    private static bool IsConnectionString(string text, out string why)
    {
        if (string.IsNullOrWhiteSpace(text))
        {
            // BENCH_SQLSERVER of blanks (a --connection of blanks is refused before this).
            why = "it holds only blanks";
            return false;
        }

        try
        {
            _ = Bench.Store.SqlServer.ConnectionStrings.Parse(text);
            why = string.Empty;
            return true;
        }
        catch (ArgumentException e)
        {
            // Said without any of the string's text (a password with a ';' would show in the client's own message).
            why = e.Message;
            return false;
        }
    }

    /// <summary>Whether <paramref name="name"/> can name a run or a fleet: 1 to 64 letters, digits, '.', '_' or '-'.</summary>
    public static bool IsName(string name) => LabelPattern().IsMatch(name);

    [GeneratedRegex("^[A-Za-z0-9._-]{1,64}$")]
    private static partial Regex LabelPattern();

    /// <summary>
    /// --server-dir and --server-backup-dir given as paths that are not absolute as the server sees them (the server
    /// resolves a relative path against its own working directory, and fails only at the first CREATE): the one check
    /// of bench run and bench matrix --sql.
    /// </summary>
    public static IEnumerable<ValidationError> ServerDirectories(RunOptions options)
    {
        ArgumentNullException.ThrowIfNull(options);
        foreach (var (option, path) in new[] { ("--server-dir", options.ServerDataDirectory), ("--server-backup-dir", options.ServerBackupDirectory) })
        {
            if (path is not null && !ServerAbsolute(path))
            {
                yield return new ValidationError(
                    SourceLocation.CommandLine(option), option.TrimStart('-'), $"'{path}' is not an absolute path",
                    @"an absolute path as the server sees it: a Windows drive path (D:\bench) or share (\\host\share\bench), or a Linux path (/bench/data)");
            }
        }
    }

    /// <summary>Whether <paramref name="path"/> is absolute on the server, whichever its system: a Windows drive path (D:\x, D:/x) or share (\\host\share), or a Linux path (/x).</summary>
    internal static bool ServerAbsolute(string path) =>
        path.StartsWith('/')
        || path.StartsWith(@"\\", StringComparison.Ordinal)
        || (path.Length >= 3 && char.IsAsciiLetter(path[0]) && path[1] == ':' && path[2] is '\\' or '/');
}
