using System.CommandLine;
using Bench.Harness.Reporting;
using Spectre.Console;

namespace Bench.Harness.Cli;

/// <summary><c>bench report RUN...</c>: the capacity report (report.html, report.md, charts/) of one or more runs.</summary>
public static class ReportCommand
{
    /// <summary>The verb with its options.</summary>
    public static Command Create(IAnsiConsole console)
    {
        var runs = new Argument<string[]>("RUN_DIR") { Description = "Run folders (the first is the baseline of the comparison).", Arity = ArgumentArity.OneOrMore };
        var outDir = new Option<string?>("--out") { Description = "Where the report goes (default: the run folder for one run, ./report for several)." };
        var estimate = new Option<string?>("--estimate") { Description = "Sizes to predict create and restore times for, each with its unit, e.g. 50GB,500GB,1TB (default: the profiles' sizes the runs did not measure)." };
        var command = new Command("report", "Write the capacity report: report.html (self-contained), report.md, charts/ (PNG and SVG), comparison.csv.\n\n"
            + "Example: ./bench report runs/20261123-101500-ssd --estimate 50GB,500GB,1TB")
        {
            runs, outDir, estimate,
        };
        command.SetAction(async (parsed, cancellationToken) => ExitCodes.Of(
            await Reports.ReportAsync(console, parsed.GetValue(runs)!, parsed.GetValue(outDir), parsed.GetValue(estimate), cancellationToken)));
        return command;
    }
}
