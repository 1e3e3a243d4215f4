using Bench.Harness.Reporting;

namespace Bench.Harness.Cli;

/// <summary>
/// <c>bench report RUN...</c>, <c>bench report --runs DIR</c>, <c>bench report --from TARGET [--fleet NAME] [--since DATE]</c>:
/// the capacity report (report.html, report.md, charts/) of one or more runs, of a fleet's hosts side by side.
/// </summary>
public static class ReportCommand
{
    /// <summary>The verb with its options.</summary>
    public static Command Create(IAnsiConsole console)
    {
        var runs = new Argument<string[]>("RUN_DIR") { Description = "Run folders (the first is the baseline of the comparison).", Arity = ArgumentArity.ZeroOrMore };
        var runsDir = new Option<string?>("--runs") { Description = "A folder of run folders (any depth), e.g. what a fleet's hosts sent back: hosts side by side." };
        var from = new Option<string?>("--from") { Description = "A store bench publish wrote: a DuckDB file or a SQL Server connection string (its password is never printed)." };
        var fleet = new Option<string?>("--fleet") { Description = "With --from: only the runs of this fleet." };
        var since = new Option<string?>("--since") { Description = "With --from: only the runs started on or after this date (UTC), e.g. 2026-11-01." };
        var outDir = new Option<string?>("--out") { Description = "Where the report goes (default: the run folder for one run, ./report for several)." };
        var estimate = new Option<string?>("--estimate") { Description = "Sizes to predict create and restore times for, each with its unit, e.g. 50GB,500GB,1TB (default: the profiles' sizes the runs did not measure)." };
        var command = new Command("report", "Write the capacity report: report.html (self-contained), report.md, charts/ (PNG and SVG), comparison.csv.\n\n"
            + "Example: ./bench report runs/20261123-101500-ssd --estimate 50GB,500GB,1TB")
        {
            runs, outDir, estimate, runsDir, from, fleet, since,
        };
        command.SetAction(async (parsed, cancellationToken) => ExitCodes.Of(
            await Reports.ReportAsync(
                console,
                new RunSelection(parsed.GetValue(runs) ?? [], parsed.GetValue(runsDir), parsed.GetValue(from), parsed.GetValue(fleet), parsed.GetValue(since)),
                parsed.GetValue(outDir), parsed.GetValue(estimate), cancellationToken)));
        return command;
    }
}
