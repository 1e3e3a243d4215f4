using System.Globalization;
using Bench.Results;
using Bench.Results.Cases;
using Bench.Results.Manifest;
using Bench.Results.Statistics;
using Bench.Results.Units;
using Bench.Scenarios;

namespace Bench.Harness.Runner;

/// <summary>The table printed at the end of a run: median, min, max and CI per case, and the IFI off/on ratios.</summary>
public static class SummaryView
{
    /// <summary>
    /// Prints the summary of <paramref name="run"/> (every row of its folder) and how the session that wrote
    /// <paramref name="report"/> ended: its rows, and the run's when earlier sessions wrote some; how to go on when it was cancelled.
    /// </summary>
    public static void Print(IAnsiConsole console, RunSummary run, RunReport report)
    {
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(report);
        var summary = run.Summary;
        var table = new Table().Border(TableBorder.Rounded).Title("elapsed per case (ms)");
        foreach (var column in new[] { "case", "n", "median", "min", "max", "95% CI of median", "MB/s", "transfer MB/s", "of limit", "IFI off/on" })
        {
            table.AddColumn(new TableColumn(column) { Alignment = column == "case" ? Justify.Left : Justify.Right });
        }

        var titles = CaseId.Titles(summary.Select(s => s.CaseId));
        var twins = CaseId.Titles(summary.Select(s => s.CaseId.Twin));
        foreach (var row in summary)
        {
            table.AddRow(
                Markup.Escape(titles[row.CaseId]) + (row.NotOk > 0 ? $" [yellow]({row.NotOk} not ok)[/]" : string.Empty),
                row.N.ToString(CultureInfo.InvariantCulture),
                Ms(row.MedianMs),
                Ms(row.MinMs),
                Ms(row.MaxMs),
                row.Ci95LowerMs is null ? "-" : $"{Ms(row.Ci95LowerMs)} .. {Ms(row.Ci95UpperMs)}",
                row.ThroughputMbSMedian?.ToString("0", CultureInfo.InvariantCulture) ?? "-",
                row.TransferMbSMedian?.ToString("0", CultureInfo.InvariantCulture) ?? "-",
                Percent.Whole(row.LimitPctMedian),
                SaysIfiRatio(row) && row.IfiOffOnRatio is { } ratio ? $"[bold]{ratio.ToString("0.0", CultureInfo.InvariantCulture)}x[/]" : string.Empty);
        }

        if (summary.Count > 0)
        {
            console.Write(table);
        }

        foreach (var off in summary.Where(SaysIfiRatio))
        {
            var interval = off.IfiRatioCi95Lower is { } lower ? string.Create(CultureInfo.InvariantCulture, $", 95% CI {lower:0.0}x .. {off.IfiRatioCi95Upper:0.0}x") : string.Empty;
            console.MarkupLineInterpolated(CultureInfo.InvariantCulture,
                $"IFI off/on: [bold]{off.IfiOffOnRatio:0.0}x[/] for {twins[off.CaseId.Twin]} (median {off.MedianMs:0.0} ms with IFI off{interval})");
        }

        if (report.Overhead is { } overhead)
        {
            console.MarkupLineInterpolated(CultureInfo.InvariantCulture,
                $"harness overhead per case (scheduling, CSV, progress): median {overhead.MedianMs:0.00} ms, max {overhead.MaxMs:0.00} ms; file deletion by the file system: median {overhead.CleanupMedianMs:0.00} ms, max {overhead.CleanupMaxMs:0.00} ms ({overhead.Cases} cases)");
        }

        var state = report.Cancelled ? "[yellow]cancelled[/]" : report.Stopped is not null ? $"[red]stopped[/] ({report.Failed} failed)" : report.Failed > 0 ? $"[red]{report.Failed} failed[/]" : "[green]done[/]";
        var rows = run.Rows.Count == report.Rows
            ? $"{report.Rows} rows ({report.Skipped} skipped) in"
            : $"{report.Rows} rows this session ({report.Skipped} skipped), {run.Rows.Count} in the run, in";
        var resume = report.Cancelled || report.Stopped is not null ? $"; {Markup.Escape(ResumeCommand(run.Directory, run.Manifest.Settings))} runs the rest" : string.Empty;
        if (report.Stopped is { } why)
        {
            console.MarkupLineInterpolated($"[red]stopped:[/] {why}");
        }

        console.MarkupLine($"{state}: {rows} {Markup.Escape(run.Directory)}{resume}");
    }

    /// <summary>
    /// Whether the row's IFI off/on ratio is printed: an IFI-off case with a ratio, of a scenario whose timings compare IFI
    /// (not the exposure check, a security test whose table in the report gives no timing ratio either).
    /// </summary>
    public static bool SaysIfiRatio(SummaryRow row)
    {
        ArgumentNullException.ThrowIfNull(row);
        return row.CaseId.Ifi == false && row.IfiOffOnRatio is not null && ScenarioCatalog.Info(row.Scenario) is not { ComparesIfi: false };
    }

    /// <summary>
    /// The command that finishes the run in <paramref name="directory"/>, to copy and paste: the folder quoted when a
    /// shell would split it, and, for a run against a server it did not start (<paramref name="settings"/>' target
    /// sqlserver without a container), " --connection ...": the connection string is never stored, so it is given again.
    /// </summary>
    public static string ResumeCommand(string directory, RunSettings? settings) => ResumeCommand(directory, settings, "bench run");

    /// <summary>As <see cref="ResumeCommand(string, RunSettings?)"/>, with its own <paramref name="verb"/>: <c>bench tune restore</c>.</summary>
    public static string ResumeCommand(string directory, RunSettings? settings, string verb)
    {
        ArgumentNullException.ThrowIfNull(directory);
        var connection = settings is { Target: "sqlserver", Container: false } ? " --connection ..." : string.Empty;
        return $"{verb} --resume {ShellWord(directory)}{connection}";
    }

    /// <summary><paramref name="word"/> as one word of a shell: as it is when it holds only characters no shell treats apart, else quoted.</summary>
    internal static string ShellWord(string word)
    {
        if (word.Length > 0 && word.All(c => char.IsAsciiLetterOrDigit(c) || "/._-+,:=@".Contains(c, StringComparison.Ordinal) || (c == '\\' && OperatingSystem.IsWindows())))
        {
            return word;
        }

        // Windows' shells take double quotes (a path holds none); POSIX shells take single quotes, a quote inside closed, escaped and reopened.
        return OperatingSystem.IsWindows() ? $"\"{word}\"" : $"'{word.Replace("'", "'\\''", StringComparison.Ordinal)}'";
    }

    private static string Ms(double? value) => value?.ToString("0.0", CultureInfo.InvariantCulture) ?? "-";
}
