using System.CommandLine;
using Bench.Harness.Configuration;
using Bench.Harness.Runner;
using Bench.Scenarios;
using Bench.Scenarios.Matrix;
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
        var repetitionsParser = WholeNumber.Parser("--repetitions", $"a whole number from 1 to {MatrixDefinition.MaxRepetitions}");
        var repetitions = new Option<int?>("--repetitions")
        {
            Description = $"Repetitions of every case, 1 to {MatrixDefinition.MaxRepetitions} (overrides the matrix).", CustomParser = result => repetitionsParser(result),
        };
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
            CustomParser = WholeNumber.Parser("--sample-interval", $"0 (no sampling) or {RunOptions.MinSampleIntervalMs} to {RunOptions.MaxSampleIntervalMs} milliseconds"),
        };
        var server = new ServerOptions();
        var resume = new Option<string?>("--resume")
        {
            Description = "Finish an interrupted run: removes what its running case left, then runs only the cases and repetitions missing from its results.csv (its own settings are used).",
        };
        var durability = new Option<string>("--durability")
        {
            Description = "native target: sqlserver (data and log files direct and write-through, as SQL Server opens them: O_DIRECT|O_DSYNC, FILE_FLAG_WRITE_THROUGH) or none (direct only, for comparison).",
            DefaultValueFactory = _ => RunOptions.SqlServerDurability,
        };
        var fleet = new Option<string?>("--fleet") { Description = "Name of the fleet this host belongs to (recorded in the manifest; bench report --from TARGET --fleet NAME picks its runs)." };
        var noReport = new Option<bool>("--no-report") { Description = "Do not write report.html, report.md and charts/ at the end." };
        var command = new Command("run", "Run a matrix of cases and write manifest.json, results.csv, samples.csv, stalls.csv, summary.csv, charts/ and the report.\n\n"
            + "Example: ./bench run --profile quick --data-dir /mnt/ssd/bench --label ssd --repetitions 5")
        {
            profile, matrix, scenario, target, dataDir, outDir, label, repetitions, backupDir, baselineSizeOption, sampleInterval, durability, noReport, resume, fleet,
        };
        server.AddTo(command);
        command.SetAction((parsed, cancellationToken) => ExecuteAsync(console, server.ReadInto(parsed, new RunOptions(
            parsed.GetValue(profile)!, parsed.GetValue(matrix), parsed.GetValue(scenario) ?? [], parsed.GetValue(target)!,
            parsed.GetValue(dataDir)!, parsed.GetValue(outDir)!, parsed.GetValue(label), parsed.GetValue(repetitions))
        {
            BackupDirectory = parsed.GetValue(backupDir),
            BaselineSize = parsed.GetValue(baselineSizeOption)!,
            SampleIntervalMs = parsed.GetValue(sampleInterval),
            Durability = parsed.GetValue(durability)!,
            Report = !parsed.GetValue(noReport),
            ResumeDirectory = parsed.GetValue(resume),
            Fleet = parsed.GetValue(fleet),
        }), cancellationToken));
        return command;
    }

    /// <summary>Runs with parsed options: checked into one configuration, then one session; returns the exit code.</summary>
    public static async Task<int> ExecuteAsync(IAnsiConsole console, RunOptions options, CancellationToken cancellationToken)
    {
        var (config, errors) = RunConfigBuilder.Build(options, DateTime.UtcNow);
        if (config is null)
        {
            Refusal.Print(console, "run", "refused before any I/O", errors);
            return ExitCodes.BadInput;
        }

        return ExitCodes.Of(await new RunSession(config, console, new TargetFactory(console)).RunAsync(cancellationToken));
    }
}
