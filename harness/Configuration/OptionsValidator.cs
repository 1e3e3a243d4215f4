using System.Text.RegularExpressions;
using Bench.Harness.SqlServer;
using Bench.Results.Units;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Configuration;

/// <summary>Checks the options of <c>bench run</c> that need no matrix and no disk: every error, each naming the option and what is allowed.</summary>
public static partial class OptionsValidator
{
    private static readonly SourceLocation CommandLine = new("command line", "options");

    /// <summary>The errors of <paramref name="options"/>; none when they can be used.</summary>
    public static IEnumerable<ValidationError> Check(RunOptions options)
    {
        ArgumentNullException.ThrowIfNull(options);
        if (BaselineBytes(options.BaselineSize) is null)
        {
            yield return new ValidationError(
                CommandLine.At("--baseline-size"), "baseline-size", $"'{options.BaselineSize}' is not allowed", "0 (no baseline) or a size from 1MB, e.g. 1GB");
        }

        if (options.SampleIntervalMs != 0 && options.SampleIntervalMs is < RunOptions.MinSampleIntervalMs or > RunOptions.MaxSampleIntervalMs)
        {
            yield return new ValidationError(
                CommandLine.At("--sample-interval"), "sample-interval", $"{options.SampleIntervalMs} ms is not allowed",
                $"0 (no sampling) or {RunOptions.MinSampleIntervalMs} to {RunOptions.MaxSampleIntervalMs} milliseconds");
        }

        if (options.Target != "native" && options.Target != "sqlserver")
        {
            yield return new ValidationError(CommandLine.At("--target"), "target", $"'{options.Target}' is not available in this version", "native or sqlserver");
        }

        if (!RunOptions.DurabilityModes.Contains(options.Durability))
        {
            yield return new ValidationError(
                CommandLine.At("--durability"), "durability", $"'{options.Durability}' is not allowed",
                "sqlserver (data and log files written through, as SQL Server opens them) or none (for comparison)");
        }
        else if (options.Target == "sqlserver" && options.Durability != RunOptions.SqlServerDurability)
        {
            yield return new ValidationError(
                CommandLine.At("--durability"), "durability", $"'{options.Durability}' is for the native target: a server opens its own files",
                "--target native, or no --durability");
        }

        var label = options.Label ?? options.Target;
        if (!LabelPattern().IsMatch(label))
        {
            yield return new ValidationError(CommandLine.At("--label"), "label", $"'{label}' cannot name a folder", "1 to 64 letters, digits, '.', '_' or '-'");
        }

        if (options.Fleet is { } fleet && !IsName(fleet))
        {
            yield return new ValidationError(CommandLine.At("--fleet"), "fleet", $"'{fleet}' is not a fleet name", "1 to 64 letters, digits, '.', '_' or '-'");
        }

        foreach (var error in ServerOptions(options))
        {
            yield return error;
        }
    }

    /// <summary>Bytes of the baseline's file, or null when the text is not an allowed size (0, or 1MB and more).</summary>
    public static long? BaselineBytes(string text) =>
        ByteSize.TryParse(text, out var size) && (size.Bytes == 0 || size.Bytes >= 1L << 20) ? size.Bytes : null;

    private static IEnumerable<ValidationError> ServerOptions(RunOptions options)
    {
        if (options.Target != "sqlserver")
        {
            // BENCH_SQLSERVER is read by the sqlserver target only; a --connection given to another target is refused.
            if (!string.IsNullOrEmpty(options.Connection))
            {
                yield return new ValidationError(
                    new SourceLocation("command line", "--connection"), "connection", "a connection string is only used by the sqlserver target (its text is not repeated here)",
                    "--target sqlserver with --connection, or no connection string");
            }

            if (options.Container || options.ServerDataDirectory is not null || options.ServerBackupDirectory is not null)
            {
                yield return new ValidationError(
                    CommandLine.At(options.Container ? "--container" : "--server-dir"), "target",
                    "--container, --server-dir and --server-backup-dir are for the sqlserver target", "--target sqlserver, or none of them");
            }

            yield break;
        }

        if (options.Container && (options.ServerDataDirectory is not null || options.ServerBackupDirectory is not null))
        {
            yield return new ValidationError(
                CommandLine.At("--server-dir"), "server-dir", $"--container mounts the directories itself ({ContainerServer.DataMount}, {ContainerServer.BackupMount})",
                "--server-dir and --server-backup-dir with --connection only");
        }

        if (options.ConnectionOrEnvironment is null && !options.Container)
        {
            yield return new ValidationError(
                CommandLine.At("--target"), "target", "'sqlserver' needs a server and none was given",
                "--connection \"Server=host,port;User Id=...;Password=...\" (or the environment variable BENCH_SQLSERVER), or --container to start one in Docker");
        }
        else if (!options.Container && !IsConnectionString(options.ConnectionOrEnvironment!, out var why))
        {
            yield return new ValidationError(
                CommandLine.At(string.IsNullOrEmpty(options.Connection) ? "BENCH_SQLSERVER" : "--connection"), "connection",
                $"not a connection string: {why} (its text is not repeated here)",
                "keyword=value pairs separated by ';', e.g. Server=host,port;User Id=sa;Password=...;TrustServerCertificate=True");
        }
        else if (options.Container && !string.IsNullOrEmpty(options.Connection))
        {
            yield return new ValidationError(
                CommandLine.At("--container"), "container", "--container starts its own server, so --connection cannot be given with it", "one of --connection and --container");
        }
    }

    private static bool IsConnectionString(string text, out string why)
    {
        try
        {
            _ = new Microsoft.Data.SqlClient.SqlConnectionStringBuilder(text);
            why = string.Empty;
            return true;
        }
        catch (ArgumentException e)
        {
            // The client names the keyword it did not take, never a value.
            why = e.Message;
            return false;
        }
    }

    /// <summary>Whether <paramref name="name"/> can name a run or a fleet: 1 to 64 letters, digits, '.', '_' or '-'.</summary>
    public static bool IsName(string name) => LabelPattern().IsMatch(name);

    [GeneratedRegex("^[A-Za-z0-9._-]{1,64}$")]
    private static partial Regex LabelPattern();
}
