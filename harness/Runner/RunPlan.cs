using System.Globalization;
using System.Text.RegularExpressions;
using Bench.Scenarios;
using Bench.Scenarios.Matrix;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Runner;

/// <summary>A checked run: its id, its cases in running order, and the order they run in.</summary>
/// <param name="RunId">Id and folder name: time and label.</param>
/// <param name="Label">The run's label.</param>
/// <param name="MatrixSource">Profile or file the cases came from.</param>
/// <param name="Repetitions">Repetitions of each case.</param>
/// <param name="Cases">Distinct cases.</param>
/// <param name="Schedule">Every (case, repetition) in running order.</param>
public sealed partial record RunPlan(
    string RunId, string Label, string MatrixSource, int Repetitions, IReadOnlyList<PlannedCase> Cases, IReadOnlyList<ScheduledCase> Schedule)
{
    /// <summary>Checks the options and the whole matrix; throws <see cref="ValidationException"/> with every error.</summary>
    public static RunPlan From(RunOptions options, DateTime nowUtc)
    {
        ArgumentNullException.ThrowIfNull(options);
        var commandLine = new SourceLocation("command line", "options");
        var errors = new List<ValidationError>();
        if (options.Target == "sqlserver")
        {
            if (options.Container && (options.ServerDataDirectory is not null || options.ServerBackupDirectory is not null))
            {
                errors.Add(new ValidationError(
                    commandLine.At("--server-dir"), "server-dir", $"--container mounts the directories itself ({SqlServer.ContainerServer.DataMount}, {SqlServer.ContainerServer.BackupMount})", "--server-dir and --server-backup-dir with --connection only"));
            }

            if (options.ConnectionOrEnvironment is null && !options.Container)
            {
                errors.Add(new ValidationError(
                    commandLine.At("--target"), "target", "'sqlserver' needs a server and none was given",
                    "--connection \"Server=host,port;User Id=...;Password=...\" (or the environment variable BENCH_SQLSERVER), or --container to start one in Docker"));
            }
            else if (!options.Container && !IsConnectionString(options.ConnectionOrEnvironment!, out var why))
            {
                errors.Add(new ValidationError(
                    commandLine.At(string.IsNullOrEmpty(options.Connection) ? "BENCH_SQLSERVER" : "--connection"), "connection",
                    $"not a connection string: {why} (its text is not repeated here)",
                    "keyword=value pairs separated by ';', e.g. Server=host,port;User Id=sa;Password=...;TrustServerCertificate=True"));
            }
            else if (options.Container && !string.IsNullOrEmpty(options.Connection))
            {
                errors.Add(new ValidationError(
                    commandLine.At("--container"), "container", "--container starts its own server, so --connection cannot be given with it", "one of --connection and --container"));
            }
        }
        else if (options.Container || options.ServerDataDirectory is not null || options.ServerBackupDirectory is not null)
        {
            errors.Add(new ValidationError(
                commandLine.At(options.Container ? "--container" : "--server-dir"), "target", "--container, --server-dir and --server-backup-dir are for the sqlserver target", "--target sqlserver, or none of them"));
        }

        if (options.Target != "native" && options.Target != "sqlserver")
        {
            errors.Add(new ValidationError(
                commandLine.At("--target"), "target", $"'{options.Target}' is not available in this version", "native or sqlserver"));
        }

        var label = options.Label ?? options.Target;
        if (!LabelPattern().IsMatch(label))
        {
            errors.Add(new ValidationError(
                commandLine.At("--label"), "label", $"'{label}' cannot name a folder", "1 to 64 letters, digits, '.', '_' or '-'"));
        }

        var matrix = options.MatrixFile is null ? Profiles.Get(options.Profile) : MatrixFile.Load(options.MatrixFile);
        if (options.Repetitions is { } repetitions)
        {
            matrix = matrix.WithRepetitions(repetitions);
        }

        IReadOnlyList<PlannedCase> cases = [];
        try
        {
            cases = MatrixPlanner.Plan(matrix.OnlyScenarios(options.Scenarios));
        }
        catch (ValidationException e)
        {
            errors.AddRange(e.Errors);
        }

        if (errors.Count > 0)
        {
            throw new ValidationException(errors);
        }

        var runId = string.Create(CultureInfo.InvariantCulture, $"{nowUtc:yyyyMMdd-HHmmss}-{label}");
        return new RunPlan(runId, label, matrix.Source, matrix.Repetitions, cases, Bench.Scenarios.Matrix.Schedule.Interleave(cases, matrix.Repetitions));
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

    [GeneratedRegex("^[A-Za-z0-9._-]{1,64}$")]
    private static partial Regex LabelPattern();
}
