using Bench.Harness.Configuration;
using Bench.Harness.Reporting;
using Bench.Harness.Runner;
using Bench.Scenarios;
using Bench.Scenarios.Matrix;

namespace Bench.Harness.Cli;

/// <summary>
/// <c>bench matrix</c>: checks a matrix (a profile or a file) without running it and lists its cases; with
/// <c>--explain</c>, the catalogue of every field a matrix file may hold, with its type, unit, allowed values and
/// default.
/// </summary>
public static class MatrixCommand
{
    /// <summary>The verb with its options.</summary>
    public static Command Create(IAnsiConsole console)
    {
        var explain = new Option<bool>("--explain") { Description = "Show every matrix field: type, unit, allowed values, default, meaning." };
        var profile = Words.Of(new Option<string>("--profile") { Description = $"Check this profile: {string.Join(", ", Profiles.Names)}.", DefaultValueFactory = _ => "quick" }, Profiles.Names);
        var matrix = new Option<string?>("--matrix") { Description = "Check this matrix file." };
        var scenario = Words.Of(new Option<string[]>("--scenario") { Description = $"Only this scenario (repeatable), as bench run takes it: {string.Join(", ", ScenarioCatalog.Names)}." }, ScenarioCatalog.Names);
        var repetitions = new Option<int?>("--repetitions") { Description = "Repetitions of every case (overrides the matrix), as bench run takes it.", CustomParser = WholeNumber.Parse };
        var dataDir = new Option<string?>("--data-dir")
        {
            Description = $"Forecast the run's wall time on this directory's volume: a short probe there ({RunForecast.ProbeWords}), removed after.",
        };
        var sql = new Option<string?>("--sql") { Description = "Write the T-SQL the sqlserver target would send for this matrix (every case once) to this file, for review: recorded, not run, no server needed." };
        var serverDir = new Option<string?>("--server-dir") { Description = "With --sql: the data directory as the server sees it (default: --data-dir, or ./bench-data, on this host); a path like D:\\bench gives Windows paths." };
        var serverBackupDir = new Option<string?>("--server-backup-dir") { Description = "With --sql: the backup directory as the server sees it (default: the data directory)." };
        var command = new Command("matrix", "Check a matrix without running it (its cases, repetitions, the space it needs and, with --data-dir, its wall time), or explain every field with --explain.\n\n"
            + "Example: ./bench matrix --matrix my-matrix.json --scenario restore\n"
            + "Example: ./bench matrix --profile standard --sql standard.sql --server-dir 'D:\\SQLData\\bench'")
        {
            explain, profile, matrix, scenario, repetitions, dataDir, sql, serverDir, serverBackupDir,
        };
        command.SetAction(async (parsed, cancellationToken) => ExitCodes.Of(parsed.GetValue(explain)
            ? MatrixView.Explain(console)
            : await MatrixView.CheckAsync(
                console,
                RunOptions.Default with
                {
                    Profile = parsed.GetValue(profile)!, MatrixFile = parsed.GetValue(matrix), Scenarios = parsed.GetValue(scenario) ?? [], Repetitions = WholeNumber.Value(parsed, repetitions),
                    Given = GivenOptions.Of(parsed), ServerDataDirectory = parsed.GetValue(serverDir), ServerBackupDirectory = parsed.GetValue(serverBackupDir),
                    InputErrors = WholeNumber.Problems(parsed, (repetitions, RunCommand.RepetitionsAllowed)),
                },
                parsed.GetValue(dataDir),
                cancellationToken,
                parsed.GetValue(sql))));
        return command;
    }
}
