using Bench.Plots.Report;
using Spectre.Console;

namespace Bench.Harness.Reporting;

/// <summary>What a report says on the console: its findings, the security verdicts, its notes, and what it wrote.</summary>
public static class ReportView
{
    /// <summary>Prints <paramref name="outcome"/>.</summary>
    public static void Print(IAnsiConsole console, ReportOutcome outcome)
    {
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(outcome);
        foreach (var finding in outcome.Model.Findings)
        {
            console.MarkupLineInterpolated($"  {finding}");
        }

        foreach (var line in outcome.Model.Security)
        {
            console.MarkupLineInterpolated($"  [bold]security:[/] {line}");
        }

        foreach (var note in outcome.Model.Notes)
        {
            console.MarkupLineInterpolated($"  [yellow]note:[/] {note}");
        }

        console.MarkupLineInterpolated($"[green]report[/]: {outcome.Html} and {Path.GetFileName(outcome.Markdown)}, {outcome.Charts} chart files{(outcome.Comparison is null ? string.Empty : $", {Path.GetFileName(outcome.Comparison)}")}");
    }
}
