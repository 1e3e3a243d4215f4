using System.CommandLine;
using Bench.Plots;
using Bench.Plots.Report;
using Bench.Results.Units;
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
        var estimate = new Option<string?>("--estimate") { Description = "Sizes to predict create and restore times for, e.g. 50GB,500GB,1TB." };
        var command = new Command("report", "Write the capacity report: report.html (self-contained), report.md, charts/ (SVG, PNG with Chromium), comparison.csv.")
        {
            runs, outDir, estimate,
        };
        command.SetAction((parsed, cancellationToken) =>
            ExecuteAsync(console, parsed.GetValue(runs)!, parsed.GetValue(outDir), parsed.GetValue(estimate), cancellationToken));
        return command;
    }

    /// <summary>Writes the report; returns the exit code.</summary>
    public static async Task<int> ExecuteAsync(IAnsiConsole console, IReadOnlyList<string> runDirectories, string? outDirectory, string? estimate, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(runDirectories);
        if (!TryParseSizes(estimate, out var sizes, out var bad))
        {
            console.MarkupLineInterpolated($"[red]bench report: refused[/]\n  [red]-[/] estimate: '{bad}' is not a size. Allowed: sizes separated by commas, e.g. 50GB,500GB,1TB");
            return ExitCodes.BadInput;
        }

        if (RunLoader.Load(console, "report", runDirectories) is not { } loaded)
        {
            return ExitCodes.BadInput;
        }

        var target = outDirectory ?? (loaded.Count == 1 ? loaded[0].Directory : "report");
        var outcome = await ReportBuilder.WriteAsync(loaded, target, sizes, PngRenderer.Find(), cancellationToken);
        Print(console, outcome);
        return ExitCodes.Ok;
    }

    /// <summary>Says what the report wrote.</summary>
    internal static void Print(IAnsiConsole console, ReportOutcome outcome)
    {
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

    private static bool TryParseSizes(string? text, out IReadOnlyList<long> sizes, out string? bad)
    {
        var parsed = new List<long>();
        sizes = parsed;
        bad = null;
        foreach (var part in (text ?? string.Empty).Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries))
        {
            if (!ByteSize.TryParse(part, out var size) || size.Bytes <= 0)
            {
                bad = part;
                return false;
            }

            parsed.Add(size.Bytes);
        }

        return true;
    }
}
