using Bench.Harness.Configuration;
using Bench.Harness.Runner;
using Bench.Harness.Views;
using Bench.Scenarios;
using Bench.Scenarios.Matrix;

namespace Bench.Harness.Cli;

/// <summary><c>bench run</c>: runs a matrix (a profile or a file) and leaves a run folder.</summary>
public static class RunCommand
{
    /// <summary>What --repetitions takes (bench run and bench matrix).</summary>
    public static string RepetitionsAllowed { get; } = $"a whole number from 1 to {MatrixDefinition.MaxRepetitions}";

    /// <summary>What --sample-interval takes.</summary>
    public static string SampleIntervalAllowed { get; } = $"0 (no sampling) or {RunOptions.MinSampleIntervalMs} to {RunOptions.MaxSampleIntervalMs} milliseconds";

    /// <summary>The verb with its options.</summary>
    public static Command Create(IAnsiConsole console)
    {
        var profile = Words.Of(new Option<string>("--profile") { Description = $"Preset matrix: {string.Join(", ", Profiles.Names)}.", DefaultValueFactory = _ => "quick" }, Profiles.Names);
        var matrix = new Option<string?>("--matrix") { Description = "A matrix file (JSON) instead of a profile." };
        var scenario = Words.Of(new Option<string[]>("--scenario") { Description = $"Only this scenario (repeatable): {string.Join(", ", ScenarioCatalog.Names)}.", AllowMultipleArgumentsPerToken = false }, ScenarioCatalog.Names);
        var repetitions = new Option<int?>("--repetitions")
        {
            Description = $"Repetitions of every case, 1 to {MatrixDefinition.MaxRepetitions} (overrides the matrix).", CustomParser = WholeNumber.Parse,
        };
        var sampleInterval = new Option<int>("--sample-interval")
        {
            Description = $"Milliseconds between performance counter samples ({RunOptions.MinSampleIntervalMs} to {RunOptions.MaxSampleIntervalMs}), or 0 for none.",
            DefaultValueFactory = _ => RunOptions.Default.SampleIntervalMs,
            CustomParser = WholeNumber.Parser(RunOptions.Default.SampleIntervalMs),
        };
        var fleet = new Option<string?>("--fleet") { Description = "Name of the fleet this host belongs to (recorded in the manifest; bench report --from TARGET --fleet NAME picks its runs)." };
        var session = new SessionOptions(
            RunOptions.Default,
            "Finish an interrupted run: removes what its running case left, then runs only the cases and repetitions missing from its results.csv (its own settings are used).",
            "Do not write report.html, report.md and charts/ at the end.");
        var command = session.Verb(
            "run",
            "Run a matrix of cases and write manifest.json, results.csv, samples.csv, stalls.csv, summary.csv, charts/ and the report.\n\n"
            + "Example: ./bench run --profile quick --data-dir /mnt/ssd/bench --label ssd",
            profile, matrix, scenario, repetitions, sampleInterval, fleet);
        command.SetAction((parsed, cancellationToken) => ExecuteAsync(console, session.ReadInto(parsed, RunOptions.Default with
        {
            Profile = parsed.GetValue(profile)!,
            MatrixFile = parsed.GetValue(matrix),
            Scenarios = parsed.GetValue(scenario) ?? [],
            Repetitions = WholeNumber.Value(parsed, repetitions),
            SampleIntervalMs = parsed.GetValue(sampleInterval),
            Fleet = parsed.GetValue(fleet),
            InputErrors = WholeNumber.Problems(parsed, (repetitions, RepetitionsAllowed), (sampleInterval, SampleIntervalAllowed)),
        }), cancellationToken));
        return command;
    }

    /// <summary>
    /// Runs with parsed options: checked into one configuration, then one session on the console, its report written
    /// as it ends unless --no-report; returns the exit code.
    /// </summary>
    public static Task<int> ExecuteAsync(IAnsiConsole console, RunOptions options, CancellationToken cancellationToken) =>
        SessionVerb.RunAsync(
            console,
            "run",
            RunConfigBuilder.Build(options, DateTime.UtcNow),
            (config, targets) => new RunSession(config, new RunSessionView(console), targets, config.Options.Report ? run => SessionVerb.ReportAsync(console, run) : null).RunAsync(cancellationToken));
}
