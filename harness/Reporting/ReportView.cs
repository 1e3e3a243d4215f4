using System.Globalization;
using Bench.Plots.Report;

namespace Bench.Harness.Reporting;

/// <summary>What a report says on the console: its executive summary, the security verdicts, its notes, and what it wrote.</summary>
public static class ReportView
{
    /// <summary>Prints <paramref name="outcome"/>.</summary>
    public static void Print(IAnsiConsole console, ReportOutcome outcome)
    {
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(outcome);
        foreach (var finding in outcome.Model.Summary)
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

    /// <summary>Prints the comparison as a table, what the report wrote, and how many cases were compared.</summary>
    public static void PrintComparison(IAnsiConsole console, ReportOutcome outcome)
    {
        ArgumentNullException.ThrowIfNull(outcome);
        var comparison = outcome.Model.Comparison;
        ArgumentNullException.ThrowIfNull(console);
        // The report's comparison table, short case titles, note included ("SQL Server reached N% of what the volume did" for a sqlserver run against a native one).
        var table = new Table().AddColumns([.. ReportTables.ComparisonHeader]);
        var titles = ReportTables.Titles(comparison.Select(c => c.CaseId));
        foreach (var row in comparison.Select(c => ReportTables.Comparison(c, titles)))
        {
            table.AddRow(row.Select(c => Markup.Escape(c.Text)).ToArray());
        }

        console.Write(table);
        Print(console, outcome);
        console.MarkupLineInterpolated(CultureInfo.InvariantCulture, $"{Counted.Of(comparison.Count, "case")} compared");
    }
}
