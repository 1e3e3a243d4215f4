using System.CommandLine;
using Bench.Harness.Reporting;
using Spectre.Console;

namespace Bench.Harness.Cli;

/// <summary>
/// <c>bench compare A B...</c>: cases matched across runs by their parameters, each later run against the first
/// (ratio with its 95% interval and verdict by Welch's t-test on log times); writes comparison.csv, the charts and the report.
/// </summary>
public static class CompareCommand
{
    /// <summary>The verb with its options.</summary>
    public static Command Create(IAnsiConsole console)
    {
        var runs = new Argument<string[]>("RUN_DIR") { Description = "Two or more run folders; the first is the baseline.", Arity = new ArgumentArity(2, 64) };
        var outDir = new Option<string>("--out") { Description = "Where comparison.csv, charts/ and the report go.", DefaultValueFactory = _ => "comparison" };
        var command = new Command("compare", "Compare runs case by case: comparison.csv, grouped charts by run label, report.html and report.md.")
        {
            runs, outDir,
        };
        command.SetAction(async (parsed, cancellationToken) =>
            ExitCodes.Of(await Reports.CompareAsync(console, parsed.GetValue(runs)!, parsed.GetValue(outDir)!, cancellationToken)));
        return command;
    }
}
