using Bench.Results.Manifest;

namespace Bench.Harness.Configuration;

/// <summary>What the user asked of <c>bench run</c>, as parsed from the command line and not yet checked (<see cref="RunConfigBuilder"/> checks it).</summary>
/// <param name="Profile">quick, standard or full (ignored when <paramref name="MatrixFile"/> is given).</param>
/// <param name="MatrixFile">A user's matrix file, or null.</param>
/// <param name="Scenarios">Only these scenarios (empty: all of the matrix).</param>
/// <param name="Target">native or sqlserver.</param>
/// <param name="DataDirectory">Directory on the volume under test.</param>
/// <param name="OutDirectory">Where run folders go.</param>
/// <param name="Label">Label of the run (e.g. ssd); null: the target's name.</param>
/// <param name="Repetitions">Overrides the matrix's repetitions when set.</param>
public sealed record RunOptions(
    string Profile,
    string? MatrixFile,
    IReadOnlyList<string> Scenarios,
    string Target,
    string DataDirectory,
    string OutDirectory,
    string? Label,
    int? Repetitions)
{
    /// <summary>Where backup files go (backup cases write them, restore cases read them); null: the data directory.</summary>
    public string? BackupDirectory { get; init; }

    /// <summary>Size of the file the volume baseline writes and reads at the start of the run, as given (1GB); 0: no baseline.</summary>
    public string BaselineSize { get; init; } = "1GB";

    /// <summary>
    /// Milliseconds between performance counter samples (<see cref="MinSampleIntervalMs"/> or more); 0: no sampling. A
    /// quarter second by default: the quick profile's transfers last 1-2 s, so each gets 4-8 samples (a second gave
    /// them one or two: its counter charts were a zigzag between cases); a sample costs about a quarter millisecond of
    /// CPU (benchmarks/sampler-cost.sh).
    /// </summary>
    public int SampleIntervalMs { get; init; } = 250;

    /// <summary>sqlserver target: the connection string (never written to a file or the console).</summary>
    public string? Connection { get; init; }

    /// <summary>sqlserver target: start SQL Server in a container (through the docker command).</summary>
    public bool Container { get; init; }

    /// <summary>sqlserver target with <see cref="Container"/>: the image and tag.</summary>
    public string Image { get; init; } = SqlServer.ContainerServer.DefaultImage;

    /// <summary>sqlserver target: <see cref="DataDirectory"/> as the server sees it; null: the same path (a server on this host).</summary>
    public string? ServerDataDirectory { get; init; }

    /// <summary>sqlserver target: <see cref="BackupDirectory"/> as the server sees it; null: the same path.</summary>
    public string? ServerBackupDirectory { get; init; }

    /// <summary>sqlserver target: the connection string given, or the environment variable BENCH_SQLSERVER; null when neither.</summary>
    public string? ConnectionOrEnvironment => ServerConnection(Connection);

    /// <summary>The connection string <paramref name="given"/> on the command line, else the environment variable BENCH_SQLSERVER, else null.</summary>
    public static string? ServerConnection(string? given) =>
        !string.IsNullOrEmpty(given) ? given
        : Environment.GetEnvironmentVariable("BENCH_SQLSERVER") is { Length: > 0 } fromEnvironment ? fromEnvironment
        : null;

    /// <summary>The folder of an interrupted run to finish (--resume); null for a new run.</summary>
    public string? ResumeDirectory { get; init; }

    /// <summary>
    /// Native target: how writes to data and log files are made durable: <c>sqlserver</c> (write-through, as SQL Server
    /// opens them) or <c>none</c> (for comparison).
    /// </summary>
    public string Durability { get; init; } = SqlServerDurability;

    /// <summary>The durability mode of SQL Server's own data and log files, the default.</summary>
    public const string SqlServerDurability = "sqlserver";

    /// <summary>The durability modes <see cref="Durability"/> allows.</summary>
    public static IReadOnlyList<string> DurabilityModes { get; } = [SqlServerDurability, "none"];

    /// <summary>
    /// The user's note on the run (--note), kept in its manifest and shown in the console header and the report's
    /// environment table: what the volume really is, for one (a RAM-backed stand-in for a disk); null: none.
    /// </summary>
    public string? Note { get; init; }

    /// <summary>The longest <see cref="Note"/> allowed, in characters.</summary>
    public const int MaxNoteLength = 300;

    /// <summary>The fleet the run belongs to (recorded in the manifest's fleet section); null: none.</summary>
    public string? Fleet { get; init; }

    /// <summary>
    /// The options named on the command line, in their order (<c>--profile</c>, <c>--image</c>, ...), not those left at their defaults:
    /// what <see cref="OptionsValidator"/> checks for options that conflict, do nothing for this target, or would change
    /// a resumed run. Empty when the options were not parsed from a command line.
    /// </summary>
    public IReadOnlyList<string> Given { get; init; } = [];

    /// <summary>
    /// What the command line gave that could not be read at all (text for a whole number: --repetitions abc): said first,
    /// with every error the checks find, not alone before them. Empty when the options were not parsed from a command line.
    /// </summary>
    public IReadOnlyList<Scenarios.Validation.ValidationError> InputErrors { get; init; } = [];

    /// <summary>Whether the run ends by writing its report (report.html, report.md, charts/).</summary>
    public bool Report { get; init; } = true;

    /// <summary>The shortest sample interval allowed.</summary>
    public const int MinSampleIntervalMs = 100;

    /// <summary>The longest sample interval allowed.</summary>
    public const int MaxSampleIntervalMs = 60_000;

    /// <summary>The defaults of a bare <c>bench run</c>.</summary>
    public static RunOptions Default { get; } = new("quick", null, [], TargetNames.Native, "bench-data", "runs", null, null);
}
