using System.CommandLine;
using Bench.Harness.Configuration;
using Bench.Harness.SqlServer;

namespace Bench.Harness.Cli;

/// <summary>The sqlserver target's options, declared once for every verb that opens a target (run, tune).</summary>
public sealed class ServerOptions
{
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

    /// <summary>Adds the options to a verb.</summary>
    public void AddTo(Command command)
    {
        command.Options.Add(Connection);
        command.Options.Add(Container);
        command.Options.Add(Image);
        command.Options.Add(ServerDir);
        command.Options.Add(ServerBackupDir);
    }

    /// <summary>The options as given, on top of the verb's other run options.</summary>
    public RunOptions ReadInto(ParseResult parsed, RunOptions options) => options with
    {
        Connection = parsed.GetValue(Connection),
        Container = parsed.GetValue(Container),
        Image = parsed.GetValue(Image)!,
        ServerDataDirectory = parsed.GetValue(ServerDir),
        ServerBackupDirectory = parsed.GetValue(ServerBackupDir),
    };
}
