using System.Globalization;
using Bench.Plots.Report;
using Bench.Results.Comparison;
using Bench.Scenarios;

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
        console.MarkupLineInterpolated(CultureInfo.InvariantCulture, $"{Compared(comparison)}");
    }

    /// <summary>
    /// "18 cases compared, and the 2 rows of IFI EXPOSURE CHECK, a security check the table keeps": how many cases the
    /// comparison counts (the summary's slower and faster), a security check's rows (<see cref="ScenarioInfo.IsSecurityCheck"/>) said apart.
    /// </summary>
    public static string Compared(IReadOnlyList<ComparisonRow> comparison)
    {
        ArgumentNullException.ThrowIfNull(comparison);
        var timings = ExecutiveSummary.Timings(comparison).ToList();
        var checks = comparison.Except(timings).ToList();
        // A case is counted once: AUTOGROW's growth-stall row and its end-to-end row are one case (the summary's count).
        var timed = $"{Counted.Of(ComparisonMeasures.Judged(timings).Count, "case")} compared";
        if (checks.Count == 0)
        {
            return timed;
        }

        var titles = checks.Select(c => ScenarioCatalog.Info(c.Scenario)!.Title).Distinct().ToList();
        var what = titles.Count > 1 ? "security checks" : "a security check";
        return $"{timed}, and the {Counted.Of(checks.Count, "row")} of {string.Join(" and ", titles)}, {what} the table keeps (no timing of a database operation: in no count)";
    }
}
