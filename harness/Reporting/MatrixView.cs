using System.Diagnostics;
using System.Globalization;
using Bench.Harness.Configuration;
using Bench.Harness.Runner;
using Bench.Harness.Views;
using Bench.Plots.Report;
using Bench.Harness.Volume;
using Bench.Results.Manifest;
using Bench.Scenarios;
using Bench.Results.Units;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Reporting;

/// <summary>
/// What <c>bench matrix</c> shows: a matrix (a profile or a file) checked without running it, its cases listed; or the
/// catalogue of every field a matrix file may hold, with its type, unit, allowed values and default.
/// </summary>
public static class MatrixView
{
    /// <summary>The field catalogue.</summary>
    public static SessionOutcome Explain(IAnsiConsole console)
    {
        ArgumentNullException.ThrowIfNull(console);
        console.MarkupLine("[bold]A matrix file[/] (JSON; comments and trailing commas allowed):");
        var root = new Table().AddColumns("field", "allowed", "default", "meaning");
        Row(root, "repetitions", "a whole number from 1 to 1000", "3", "how many times every case runs whose entry gives none of its own");
        Row(root, "cases", "a list of entries", "-", "each entry names a scenario and its parameters; a list of values is swept (every combination runs)");
        Row(root, "description", "text", "-", "a note for the reader, kept with the run");
        Row(root, "cases[].scenario", string.Join(", ", ScenarioCatalog.Names), "-", "the experiment");
        Row(root, "cases[].repetitions", "a whole number from 1 to 1000", "the matrix's", "how many times the entry's cases run (--repetitions overrides it too)");
        console.Write(root);
        foreach (var scenario in ScenarioCatalog.All)
        {
            console.WriteLine();
            console.MarkupLineInterpolated($"[bold]{scenario.Info.Name}[/]: {scenario.Info.Description}");
            var table = new Table().AddColumns("parameter", "type", "allowed", "default", "meaning");
            foreach (var p in scenario.Parameters)
            {
                Row(table, p.Name, p.Kind.ToString().ToLowerInvariant(), p.Allowed, string.Join(", ", p.Defaults), p.Description + (p.IsLimit ? " (a limit: checked, not part of the case id)" : string.Empty));
            }

            console.Write(table);
        }

        return SessionOutcome.Done;
    }

    /// <summary>--sql names a file (not a folder); --server-dir and --server-backup-dir only place its paths.</summary>
    private static IEnumerable<ValidationError> SqlOptions(RunOptions options, string? sqlFile)
    {
        if (sqlFile is not null && (string.IsNullOrWhiteSpace(sqlFile) || Directory.Exists(sqlFile)))
        {
            yield return new ValidationError(SourceLocation.CommandLine("--sql"), "sql", string.IsNullOrWhiteSpace(sqlFile) ? "no file given" : $"{Path.GetFullPath(sqlFile)} is a folder", "a file to write the T-SQL to, e.g. bench-run.sql");
        }
        else if (sqlFile is not null && File.Exists(sqlFile) && !SqlServer.SqlServerScript.IsScript(sqlFile))
        {
            // Never over a file bench did not write (the matrix file given beside it included).
            yield return new ValidationError(
                SourceLocation.CommandLine("--sql"), "sql", $"{Path.GetFullPath(sqlFile)} exists and is not a script bench matrix --sql wrote",
                "a new file, or one bench matrix --sql wrote (replaced)");
        }
        else if (sqlFile is not null && SqlFolderProblem(sqlFile) is { } problem)
        {
            // Checked before the cases are listed: a path that cannot be written is refused with nothing printed above it.
            yield return new ValidationError(SourceLocation.CommandLine("--sql"), "sql", $"{Path.GetFullPath(sqlFile)} cannot be written: {problem}", SqlAllowed);
        }

        foreach (var (given, option) in new[] { (options.ServerDataDirectory, "--server-dir"), (options.ServerBackupDirectory, "--server-backup-dir") })
        {
            if (given is not null && sqlFile is null)
            {
                yield return new ValidationError(SourceLocation.CommandLine(option), option.TrimStart('-'), "it places the paths of --sql's T-SQL, and --sql was not given", $"--sql FILE with it, or no {option}");
            }
        }

        // The script's FILENAME = N'...' would carry a relative path that the server resolves against its own working directory.
        foreach (var error in sqlFile is null ? [] : OptionsValidator.ServerDirectories(options))
        {
            yield return error;
        }
    }

    private const string SqlAllowed = "a file path this user can write (its folder is made when missing)";

    /// <summary>
    /// Why the folder of <paramref name="sqlFile"/> takes no file (under a file, on a kernel file system such as /proc, read-only,
    /// permission denied), or null when the script can be written there.
    /// </summary>
    private static string? SqlFolderProblem(string sqlFile)
    {
        var folder = Path.GetDirectoryName(Path.GetFullPath(sqlFile))!;
        if (SpaceValidator.CheckDirectory(folder, "--sql", "a folder on a disk") is [var error, ..])
        {
            return error.Problem;
        }

        return WriteCheck.Problem(folder) is { } why ? $"cannot write in {why}" : null;
    }

    /// <summary>What the errors are of: the command line's options, the matrix (a file or profile), or both.</summary>
    private static string Heading(List<ValidationError> errors)
    {
        var options = errors.Count(e => e.Location.IsCommandLine);
        return options == errors.Count ? "the options have errors"
            : options == 0 ? "the matrix has errors"
            : "the matrix and the options have errors";
    }

    private static void Row(Table table, params string[] cells) => table.AddRow(cells.Select(Markup.Escape).ToArray());

    /// <summary>
    /// Checks the matrix of <paramref name="options"/>, lists its cases and the most space it holds at once; with
    /// <paramref name="probeDirectory"/>, forecasts its wall time from a short probe of that directory's volume; with
    /// <paramref name="sqlFile"/>, writes there the T-SQL the sqlserver target would send for it (<see cref="SqlServer.SqlServerScript"/>).
    /// </summary>
    public static async Task<SessionOutcome> CheckAsync(IAnsiConsole console, RunOptions options, string? probeDirectory, CancellationToken cancellationToken, string? sqlFile = null)
    {
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(options);
        // The T-SQL is the sqlserver target's: its cases planned, and its run id labelled, as that target's.
        options = sqlFile is null ? options : options with { Target = TargetNames.SqlServer };
        var errors = options.InputErrors.Concat(OptionsValidator.MatrixOptions(options)).ToList();
        errors.AddRange(SqlOptions(options, sqlFile));
        if (probeDirectory is not null)
        {
            errors.AddRange(SpaceValidator.CheckDirectory(probeDirectory, "--data-dir"));
        }

        RunPlan? plan = null;
        try
        {
            plan = RunPlan.From(options, DateTime.UtcNow);
        }
        catch (ValidationException e)
        {
            errors.AddRange(e.Errors.Except(errors));
        }

        if (errors.Count > 0 || plan is null)
        {
            Refusal.Print(console, "matrix", Heading(errors), errors);
            return SessionOutcome.Refused;
        }

        // As bench run counts it with its defaults: the default baseline, backups on the data volume (the most it holds).
        var space = SpaceNeeds.Of(plan).WithBaseline(OptionsValidator.BaselineBytes(RunOptions.Default.BaselineSize) ?? 0, copied: true);
        console.MarkupLineInterpolated(CultureInfo.InvariantCulture,
            $"[green]{plan.MatrixSource}[/]: {plan.Counts} = {Counted.Of(plan.Schedule.Count, "row")} in {Counted.Of(plan.Groups.Count, "group")}; holds up to [bold]{ByteSize.Human(space.PeakBytes)}[/] at once ({space.PeakWords}), with bench run's default --baseline-size {RunOptions.Default.BaselineSize} and backups on the data volume; the largest group needs {ByteSize.Human(space.LargestGroupBytes)}");
        foreach (var planned in plan.Cases)
        {
            console.MarkupLineInterpolated($"  {planned.Id}");
        }

        if (sqlFile is not null)
        {
            var scriptOptions = probeDirectory is null ? options : options with { DataDirectory = probeDirectory };
            try
            {
                var written = await SqlServer.SqlServerScript.WriteAsync(scriptOptions, plan, sqlFile, cancellationToken);
                console.MarkupLineInterpolated($"sql: [bold]{written}[/] batches for {plan.Cases.Count} cases written to {Path.GetFullPath(sqlFile)} (recorded, not run: no server was asked)");
            }
            catch (InvalidOperationException e)
            {
                // A case the recorder cannot play (a capability it lacks): a defect of bench, said as such, nothing written.
                console.MarkupLineInterpolated($"[red]sql:[/] nothing written: {e.Message}");
                return SessionOutcome.SomeFailed;
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                Refusal.Print(console, "matrix", "refused", [$"--sql: {Path.GetFullPath(sqlFile)} cannot be written: {WriteCheck.Reason(e)}. Allowed: {SqlAllowed}"]);
                return SessionOutcome.Refused;
            }
        }

        if (probeDirectory is null)
        {
            console.MarkupLine($"forecast: give --data-dir DIR to forecast the wall time on DIR's volume ({RunForecast.ProbeWords})");
            return SessionOutcome.Done;
        }

        try
        {
            var started = Stopwatch.StartNew();
            var load = Counters.MachineLoad.Start();
            using var workspace = RunWorkspace.Open(probeDirectory, $"probe-{DateTime.UtcNow:yyyyMMdd-HHmmss}");
            var rates = await workspace.ProbeRatesAsync(baseline: null, cancellationToken);
            // A default run: the default baseline, the volume measured again before each group of transfers (backups on it too).
            var baselineBytes = OptionsValidator.BaselineBytes(RunOptions.Default.BaselineSize) ?? 0;
            var forecast = RunForecast.Of(plan, rates, started.Elapsed.TotalSeconds + RunForecast.BaselineSeconds(baselineBytes, rates)) with
            {
                ProbesSeconds = baselineBytes > 0 ? RunForecast.LimitProbeSeconds(plan, rates, baselineBytes, readWhileWriting: true) : 0,
            };
            // Other processes' CPU time over the probe, as a run's header says it: a probe on a busy machine made a 16-minute run "about 6 h 59 min".
            var caution = RunForecast.LoadCaution(load?.Since()?.OthersPct, run: false);
            console.MarkupLineInterpolated($"forecast: [bold]{forecast.Describe()}[/]{(caution is null ? string.Empty : " (likely far off: see below)")} on {Path.GetFullPath(probeDirectory)}, with the default --baseline-size");
            console.MarkupLineInterpolated($"          {forecast.DescribeRates()}");
            if (caution is not null)
            {
                console.MarkupLineInterpolated($"          [bold yellow]{caution}[/]");
            }
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            console.MarkupLineInterpolated($"[yellow]forecast:[/] {probeDirectory} could not be probed ({e.Message})");
        }

        return SessionOutcome.Done;
    }
}
