using Bench.Harness.Configuration;
using Bench.Harness.SqlServer;
using Bench.Results.Manifest;

namespace Bench.Harness.Cli;

/// <summary>
/// The options of every verb that runs a session on a target and leaves a run folder (run, tune), declared once: the
/// target and its server, the volume, the backup directory, the output, the label and note, the baseline, durability, resume and
/// the report. The verb gives the texts that differ (what its resume replays, what its report leaves out).
/// </summary>
/// <param name="defaults">The verb's defaults.</param>
/// <param name="resumeDescription">--resume's help.</param>
/// <param name="noReportDescription">--no-report's help.</param>
public sealed class SessionOptions(RunOptions defaults, string resumeDescription, string noReportDescription)
{
    /// <summary>--target.</summary>
    public Option<string> Target { get; } = Words.Of(
        new Option<string>("--target")
        {
            Description = "native, or sqlserver (with --connection, BENCH_SQLSERVER or --container).",
            DefaultValueFactory = _ => defaults.Target,
        },
        [TargetNames.Native, TargetNames.SqlServer]);

    /// <summary>--data-dir.</summary>
    public Option<string> DataDir { get; } = new("--data-dir") { Description = "Directory on the volume under test.", DefaultValueFactory = _ => defaults.DataDirectory };

    /// <summary>--backup-dir.</summary>
    public Option<string?> BackupDir { get; } = new("--backup-dir")
    {
        Description = "Where backup files go (backup writes them, restore reads them); default: the data dir. A second volume keeps restore reads off the volume under test, as seed 001's separate storage did.",
    };

    /// <summary>--out.</summary>
    public Option<string> OutDir { get; } = new("--out") { Description = "Where run folders are written.", DefaultValueFactory = _ => defaults.OutDirectory };

    /// <summary>--label.</summary>
    public Option<string?> Label { get; } = new("--label") { Description = "Label of the run, e.g. ssd or hdd (default: the target's name)." };

    /// <summary>--note.</summary>
    public Option<string?> Note { get; } = new("--note")
    {
        Description = $"A note on the run, kept in its manifest and shown in the header and the report's environment table, e.g. what the volume really is; one line of printable text, at most {RunOptions.MaxNoteLength} characters.",
    };

    /// <summary>--baseline-size.</summary>
    public Option<string> BaselineSize { get; } = new("--baseline-size")
    {
        Description = "Size of the file the volume baseline (sequential direct write and read, 1 MB x 8 in flight: the limit reports and tune's search stop near) uses at the start; 0 for none.",
        DefaultValueFactory = _ => defaults.BaselineSize,
    };

    /// <summary>--durability.</summary>
    public Option<string> Durability { get; } = Words.Of(
        new Option<string>("--durability")
        {
            Description = "native target: sqlserver (data and log files direct and write-through, as SQL Server opens them: O_DIRECT|O_DSYNC, FILE_FLAG_WRITE_THROUGH) or none (direct only, for comparison).",
            DefaultValueFactory = _ => defaults.Durability,
        },
        RunOptions.DurabilityModes);

    /// <summary>--resume.</summary>
    public Option<string?> Resume { get; } = new("--resume") { Description = resumeDescription };

    /// <summary>--no-report.</summary>
    public Option<bool> NoReport { get; } = new("--no-report") { Description = noReportDescription };

    /// <summary>--connection.</summary>
    public Option<string?> Connection { get; } = new("--connection")
    {
        Description = "sqlserver target: the connection string (or the environment variable BENCH_SQLSERVER). Its password never reaches a file, the console or the report.",
    };

    /// <summary>--container.</summary>
    public Option<bool> Container { get; } = new("--container")
    {
        Description = "sqlserver target: start SQL Server in Docker (needs a Docker engine), the data and backup directories mounted into it; removed at the end.",
    };

    /// <summary>--image.</summary>
    public Option<string> Image { get; } = new("--image") { Description = "sqlserver target with --container: the image.", DefaultValueFactory = _ => ContainerServer.DefaultImage };

    /// <summary>--server-dir.</summary>
    public Option<string?> ServerDir { get; } = new("--server-dir")
    {
        Description = "sqlserver target: --data-dir as the server sees it (default: the same path, for a server on this host; docker/compose.yaml: /bench/data).",
    };

    /// <summary>--server-backup-dir.</summary>
    public Option<string?> ServerBackupDir { get; } = new("--server-backup-dir") { Description = "sqlserver target: --backup-dir as the server sees it (default: the same path)." };

    /// <summary>The verb <paramref name="name"/>: its own arguments and options (<paramref name="own"/>), then these.</summary>
    public Command Verb(string name, string description, params Symbol[] own)
    {
        ArgumentNullException.ThrowIfNull(own);
        var command = new Command(name, description);
        Option[] shared = [Target, DataDir, BackupDir, OutDir, Label, Note, BaselineSize, Durability, Resume, NoReport, Connection, Container, Image, ServerDir, ServerBackupDir];
        foreach (var symbol in own.Concat(shared))
        {
            switch (symbol)
            {
                case Argument argument:
                    command.Arguments.Add(argument);
                    break;
                case Option option:
                    command.Options.Add(option);
                    break;
                default:
                    throw new ArgumentException($"{symbol.Name}: a verb takes arguments and options only", nameof(own));
            }
        }

        return command;
    }

    /// <summary>The options as given, on top of the verb's other run options.</summary>
    public RunOptions ReadInto(ParseResult parsed, RunOptions options)
    {
        ArgumentNullException.ThrowIfNull(parsed);
        ArgumentNullException.ThrowIfNull(options);
        return options with
        {
            Target = parsed.GetValue(Target)!,
            DataDirectory = parsed.GetValue(DataDir)!,
            BackupDirectory = parsed.GetValue(BackupDir),
            OutDirectory = parsed.GetValue(OutDir)!,
            Label = parsed.GetValue(Label),
            Note = parsed.GetValue(Note),
            BaselineSize = parsed.GetValue(BaselineSize)!,
            Durability = parsed.GetValue(Durability)!,
            ResumeDirectory = parsed.GetValue(Resume),
            Report = !parsed.GetValue(NoReport),
            Connection = parsed.GetValue(Connection),
            Container = parsed.GetValue(Container),
            Image = parsed.GetValue(Image)!,
            ServerDataDirectory = parsed.GetValue(ServerDir),
            ServerBackupDirectory = parsed.GetValue(ServerBackupDir),
            Given = GivenOptions.Of(parsed),
        };
    }
}
