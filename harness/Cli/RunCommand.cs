using System.CommandLine;
using System.Globalization;
using Bench.Harness.Counters;
using Bench.Plots;
using Bench.Plots.Report;
using Bench.Results;
using Bench.Results.Manifest;
using Bench.Results.Units;
using Bench.Harness.Native;
using Bench.Harness.SqlServer;
using Bench.Scenarios.Targets;
using Microsoft.Data.SqlClient;
using Bench.Harness.Runner;
using Bench.Harness.Volume;
using Bench.Scenarios;
using Bench.Scenarios.Matrix;
using Bench.Scenarios.Validation;
using Spectre.Console;

namespace Bench.Harness.Cli;

/// <summary><c>bench run</c>: runs a matrix (a profile or a file) and leaves a run folder.</summary>
public static class RunCommand
{
    /// <summary>The verb with its options.</summary>
    public static Command Create(IAnsiConsole console)
    {
        var profile = new Option<string>("--profile") { Description = $"Preset matrix: {string.Join(", ", Profiles.Names)}.", DefaultValueFactory = _ => "quick" };
        var matrix = new Option<string?>("--matrix") { Description = "A matrix file (JSON) instead of a profile." };
        var scenario = new Option<string[]>("--scenario") { Description = $"Only this scenario (repeatable): {string.Join(", ", ScenarioCatalog.Names)}.", AllowMultipleArgumentsPerToken = false };
        var target = new Option<string>("--target") { Description = "native, or sqlserver (with --connection, BENCH_SQLSERVER or --container).", DefaultValueFactory = _ => "native" };
        var dataDir = new Option<string>("--data-dir") { Description = "Directory on the volume under test.", DefaultValueFactory = _ => RunOptions.Default.DataDirectory };
        var outDir = new Option<string>("--out") { Description = "Where run folders are written.", DefaultValueFactory = _ => RunOptions.Default.OutDirectory };
        var label = new Option<string?>("--label") { Description = "Label of the run, e.g. ssd or hdd (default: the target's name)." };
        var repetitions = new Option<int?>("--repetitions") { Description = "Repetitions of every case (overrides the matrix)." };
        var backupDir = new Option<string?>("--backup-dir")
        {
            Description = "Where backup files go (backup writes them, restore reads them); default: the data dir. A second volume keeps restore reads off the volume under test, as seed 001's separate storage did.",
        };
        var baselineSizeOption = new Option<string>("--baseline-size")
        {
            Description = "Size of the file the volume baseline (sequential direct write and read, 1 MB x 8 in flight) uses at the start of the run; 0 for none.",
            DefaultValueFactory = _ => "1GB",
        };
        var sampleInterval = new Option<int>("--sample-interval")
        {
            Description = $"Milliseconds between performance counter samples ({RunOptions.MinSampleIntervalMs} to {RunOptions.MaxSampleIntervalMs}), or 0 for none.",
            DefaultValueFactory = _ => RunOptions.Default.SampleIntervalMs,
        };
        var connection = new Option<string?>("--connection")
        {
            Description = "sqlserver target: the connection string (or the environment variable BENCH_SQLSERVER). Its password never reaches a file, the console or the report.",
        };
        var container = new Option<bool>("--container")
        {
            Description = "sqlserver target: start SQL Server in Docker (needs a Docker engine), the data and backup directories mounted into it; removed at the end.",
        };
        var image = new Option<string>("--image") { Description = "sqlserver target with --container: the image.", DefaultValueFactory = _ => ContainerServer.DefaultImage };
        var serverDir = new Option<string?>("--server-dir")
        {
            Description = "sqlserver target: --data-dir as the server sees it (default: the same path, for a server on this host; docker/compose.yaml: /bench/data).",
        };
        var serverBackupDir = new Option<string?>("--server-backup-dir") { Description = "sqlserver target: --backup-dir as the server sees it (default: the same path)." };
        var resume = new Option<string?>("--resume")
        {
            Description = "Finish an interrupted run: removes what its running case left, then runs only the cases and repetitions missing from its results.csv (its own settings are used).",
        };
        var noReport = new Option<bool>("--no-report") { Description = "Do not write report.html, report.md and charts/ at the end." };
        var command = new Command("run", "Run a matrix of cases and write manifest.json, results.csv, samples.csv, stalls.csv, summary.csv, charts/ and the report.")
        {
            profile, matrix, scenario, target, dataDir, outDir, label, repetitions, backupDir, baselineSizeOption, sampleInterval, noReport, resume, connection, container,
            image, serverDir, serverBackupDir,
        };
        command.SetAction((parsed, cancellationToken) =>
        {
            var baselineText = parsed.GetValue(baselineSizeOption)!;
            if (!ByteSize.TryParse(baselineText, out var baselineSize) || baselineSize.Bytes < 0 || (baselineSize.Bytes > 0 && baselineSize.Bytes < 1L << 20))
            {
                return Task.FromResult(Refuse(console, [new ValidationError(
                    new SourceLocation("command line", "--baseline-size"), "baseline-size", $"'{baselineText}' is not allowed", "0 (no baseline) or a size from 1MB, e.g. 1GB")]));
            }

            // BENCH_SQLSERVER is read by the sqlserver target only; a --connection given to another target is refused.
            if (!string.IsNullOrEmpty(parsed.GetValue(connection)) && parsed.GetValue(target) != "sqlserver")
            {
                return Task.FromResult(Refuse(console, [new ValidationError(
                    new SourceLocation("command line", "--connection"), "connection", "a connection string is only used by the sqlserver target (its text is not repeated here)", "--target sqlserver with --connection, or no connection string")]));
            }

            var interval = parsed.GetValue(sampleInterval);
            if (interval != 0 && interval is < RunOptions.MinSampleIntervalMs or > RunOptions.MaxSampleIntervalMs)
            {
                return Task.FromResult(Refuse(console, [new ValidationError(
                    new SourceLocation("command line", "--sample-interval"), "sample-interval", $"{interval} ms is not allowed",
                    $"0 (no sampling) or {RunOptions.MinSampleIntervalMs} to {RunOptions.MaxSampleIntervalMs} milliseconds")]));
            }

            var options = new RunOptions(
                parsed.GetValue(profile)!, parsed.GetValue(matrix), parsed.GetValue(scenario) ?? [], parsed.GetValue(target)!,
                parsed.GetValue(dataDir)!, parsed.GetValue(outDir)!, parsed.GetValue(label), parsed.GetValue(repetitions))
            {
                BackupDirectory = parsed.GetValue(backupDir),
                BaselineBytes = baselineSize.Bytes,
                SampleIntervalMs = interval,
                Report = !parsed.GetValue(noReport),
                ResumeDirectory = parsed.GetValue(resume),
                Connection = parsed.GetValue(connection),
                Container = parsed.GetValue(container),
                Image = parsed.GetValue(image)!,
                ServerDataDirectory = parsed.GetValue(serverDir),
                ServerBackupDirectory = parsed.GetValue(serverBackupDir),
            };
            return ExecuteAsync(console, options, cancellationToken);
        });
        return command;
    }

    /// <summary>Runs with already parsed options; returns the exit code.</summary>
    public static async Task<int> ExecuteAsync(IAnsiConsole console, RunOptions options, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(options);
        RunManifest? previous = null;
        if (options.ResumeDirectory is { } resumeDirectory)
        {
            try
            {
                (options, previous) = Resumption.Load(resumeDirectory, options);
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException or System.Text.Json.JsonException)
            {
                return Refuse(console, [new ValidationError(new SourceLocation("command line", "--resume"), "resume", e.Message, "the folder of a run bench run wrote")]);
            }
        }

        RunPlan plan;
        try
        {
            plan = RunPlan.From(options, DateTime.UtcNow);
            plan = previous is null ? plan : plan with { RunId = previous.RunId, Label = previous.Label };
            Preflight.Check(plan, options);
        }
        catch (ValidationException e)
        {
            return Refuse(console, e.Errors);
        }

        NativeTarget target;
        try
        {
            target = NativeTarget.Open(options.DataDirectory, plan.RunId, options.BackupDirectory, resume: previous is not null);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return Refuse(console, [new ValidationError(new SourceLocation("command line", "--data-dir / --backup-dir"), "data-dir", $"cannot write there: {e.Message}", "directories this user can write")]);
        }

        await using (target)
        {
            ContainerServer? container = null;
            SqlServerTarget? server = null;
            try
            {
                if (options.Target == "sqlserver")
                {
                    try
                    {
                        (container, server) = await OpenServerAsync(console, options, plan, target, cancellationToken);
                    }
                    catch (Exception e) when (e is SqlException or ServerUnusableException or ServerErrorException)
                    {
                        return RefuseServer(console, e);
                    }
                    catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
                    {
                        console.MarkupLine("[yellow]cancelled[/] before the first case: nothing was run");
                        return ExitCodes.Cancelled;
                    }
                }

                RunFolder folder;
                try
                {
                    folder = previous is null ? RunFolder.Create(options.OutDirectory, plan.RunId) : RunFolder.Resume(options.ResumeDirectory!);
                }
                catch (Exception e) when (e is IOException or UnauthorizedAccessException)
                {
                    return Refuse(console, [new ValidationError(new SourceLocation("command line", "--out"), "out", $"cannot create the run folder: {e.Message}", "a directory this user can write")]);
                }

                int exit;
                using (folder)
                {
                    exit = await RunAsync(console, plan, options, target, server, folder, previous, cancellationToken);
                }

                if (options.Report && exit is ExitCodes.Ok or ExitCodes.SomeFailed or ExitCodes.Cancelled)
                {
                    // After Ctrl+C too: the report of what finished (the run's token is cancelled by then).
                    await WriteReportAsync(console, folder.Directory, exit == ExitCodes.Cancelled, CancellationToken.None);
                }

                return exit;
            }
            finally
            {
                if (server is not null)
                {
                    await server.DisposeAsync();
                }

                if (container is not null)
                {
                    await container.DisposeAsync();
                }
            }
        }
    }

    /// <summary>Starts the container when asked, connects, and makes the sqlserver target on the run's directories.</summary>
    private static async Task<(ContainerServer? Container, SqlServerTarget Server)> OpenServerAsync(
        IAnsiConsole console, RunOptions options, RunPlan plan, NativeTarget volume, CancellationToken cancellationToken)
    {
        volume.ShareWithServer();
        ContainerServer? container = null;
        string connectionString;
        if (options.Container)
        {
            console.MarkupLineInterpolated($"  container: starting {options.Image} (trace flags 3004, 3605, 3213; {Path.GetFullPath(options.DataDirectory)} mounted at {ContainerServer.DataMount}) ...");
            container = await ContainerServer.StartAsync(
                options.Image, options.DataDirectory, options.BackupDirectory, TimeSpan.FromMinutes(3), cancellationToken);
            connectionString = container.ConnectionString;
        }
        else
        {
            connectionString = options.ConnectionOrEnvironment!;
            var builder = new SqlConnectionStringBuilder(connectionString);
            console.MarkupLineInterpolated($"  server: connecting to {builder.DataSource} (connect timeout {builder.ConnectTimeout} s) ...");
        }

        try
        {
            var server = await SqlServerTarget.OpenAsync(
                connectionString, volume, separator => ServerDirectories.Map(options, volume.Directory, volume.BackupDirectory, separator), plan.RunId,
                options.Container ? null : Path.GetFullPath(options.DataDirectory), cancellationToken);
            return (container, server);
        }
        catch
        {
            if (container is not null)
            {
                await container.DisposeAsync();
            }

            throw;
        }
    }

    private static int RefuseServer(IAnsiConsole console, Exception e)
    {
        var what = e switch
        {
            SqlException sql => $"{sql.Message} (SqlException {sql.Number}, class {sql.Class})",
            _ => e.Message,
        };
        console.MarkupLine("[red]bench run: the sqlserver target cannot run[/]");
        console.MarkupLineInterpolated($"  [red]-[/] {Secrets.Redact(what)}");
        return ExitCodes.BadInput;
    }

    private static async Task<int> RunAsync(
        IAnsiConsole console, RunPlan plan, RunOptions options, NativeTarget target, SqlServerTarget? server, RunFolder folder, RunManifest? previous,
        CancellationToken cancellationToken)
    {
        var volume = VolumeProbe.Describe(target.Directory, probeIo: true) with { Path = Path.GetFullPath(options.DataDirectory) };
        var backupVolume = options.BackupDirectory is null
            ? null
            : VolumeProbe.Describe(target.BackupDirectory, probeIo: false) with { Path = Path.GetFullPath(options.BackupDirectory) };
        RunManifest manifest;
        if (previous is null)
        {
            if (options.MatrixFile is { } matrixFile)
            {
                File.Copy(matrixFile, Path.Combine(folder.Directory, RunFiles.Matrix));
            }

            manifest = Manifests.Start(plan, target, volume, server) with { BackupVolume = backupVolume, Settings = Resumption.Settings(options) };
        }
        else
        {
            var resumed = $"Resumed at {DateTime.UtcNow:yyyy-MM-ddTHH:mm:ssZ} with {folder.Finished.Count} finished rows kept; removed what the interrupted case left: {(target.Leftovers.Count == 0 ? "nothing" : string.Join(", ", target.Leftovers))}.";
            manifest = previous with { Status = "running", EndedUtc = null, Notes = [.. previous.Notes, resumed] };
            console.MarkupLineInterpolated($"[bold]resuming[/] {folder.Directory}: {folder.Finished.Count} of {plan.Schedule.Count} rows done; removed {(target.Leftovers.Count == 0 ? "nothing" : string.Join(", ", target.Leftovers))}");
        }

        folder.Write(manifest);
        RunHeader.Print(console, plan, folder, target, volume, server);
        var baseline = previous?.Baseline;
        if (previous is null && options.BaselineBytes > 0)
        {
            try
            {
                console.MarkupLineInterpolated($"  baseline: writing then reading {ByteSize.Human(options.BaselineBytes)} with direct I/O, 1 MB x 8 in flight ...");
                baseline = await target.MeasureBaselineAsync(options.BaselineBytes, cancellationToken);
                console.MarkupLineInterpolated(CultureInfo.InvariantCulture, $"  baseline: write [bold]{baseline.WriteMbS:0} MB/s[/], read [bold]{baseline.ReadMbS:0} MB/s[/] (limit_pct in results.csv is held against these)");
                manifest = manifest with { Baseline = baseline };
                folder.Write(manifest);
            }
            catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
            {
                folder.Write(Manifests.End(manifest, RunReport.CancelledBeforeCases));
                return ExitCodes.Cancelled;
            }
            catch (IOException e)
            {
                console.MarkupLineInterpolated($"  [yellow]baseline failed:[/] {e.Message}; limit_pct stays empty");
                manifest = manifest with { Notes = [.. manifest.Notes, $"The volume baseline failed: {e.Message}"] };
            }
        }

        var counters = options.SampleIntervalMs > 0 ? CounterSources.For(volume) : default;
        if (counters.Sources is not null)
        {
            manifest = manifest with { Counters = new CountersInfo(options.SampleIntervalMs, counters.Sources.Select(s => s.Description).ToList(), counters.NoDisk is null ? [] : [counters.NoDisk]) };
            folder.Write(manifest);
            console.MarkupLineInterpolated($"  counters: every {options.SampleIntervalMs} ms to {RunFiles.Samples}: {string.Join("; ", counters.Sources.Select(s => s.Description))}");
            if (counters.NoDisk is not null)
            {
                console.MarkupLineInterpolated($"  [yellow]counters:[/] {counters.NoDisk}");
            }
        }

        Sampler? sampler = null;
        var runner = new Func<IRunObserver, Task<RunReport>>(observer =>
        {
            sampler = counters.Sources is null ? null : new Sampler(counters.Sources, options.SampleIntervalMs, folder.Samples, counters.NoDisk) { WriteMbS = observer.Sampled };
            return new MatrixRunner(plan, (ITarget?)server ?? target, folder, observer, baseline, sampler).RunAsync(cancellationToken);
        });
        RunReport report;
        try
        {
            report = console.Profile.Capabilities.Interactive
                ? await LiveProgress.ShowAsync(console, plan.Schedule.Count, runner)
                : await runner(new LineProgress(console, plan.Schedule.Count));
        }
        finally
        {
            sampler?.Dispose();
        }

        var summary = folder.WriteSummary(folder.Rows());
        folder.Write(Manifests.End(manifest, report) with { Counters = Manifests.SamplingCost(manifest.Counters, sampler) });
        SummaryView.Print(console, summary, report, folder.Directory);
        return report.Cancelled ? ExitCodes.Cancelled : report.Failed > 0 ? ExitCodes.SomeFailed : ExitCodes.Ok;
    }

    /// <summary>The run's report, in its folder; a failure to write it is reported and leaves the run as it is.</summary>
    private static async Task WriteReportAsync(IAnsiConsole console, string directory, bool cancelled, CancellationToken cancellationToken)
    {
        try
        {
            var outcome = await ReportBuilder.WriteAsync([RunData.Load(directory)], directory, [], cancelled ? null : PngRenderer.Find(), cancellationToken);
            ReportCommand.Print(console, outcome);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            console.MarkupLineInterpolated($"[yellow]the report could not be written:[/] {e.Message}; the run's files are complete (bench report {directory} retries)");
        }
    }

    private static int Refuse(IAnsiConsole console, IReadOnlyList<ValidationError> errors)
    {
        console.MarkupLine("[red]bench run: refused before any I/O[/]");
        foreach (var error in errors)
        {
            console.MarkupLineInterpolated($"  [red]-[/] {error.ToString()}");
        }

        return ExitCodes.BadInput;
    }
}
