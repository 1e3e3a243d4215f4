using System.Globalization;
using Bench.Harness.Runner;
using Bench.Plots.Report;
using Bench.Results;
using Bench.Results.Cases;
using Bench.Results.Manifest;
using Bench.Results.Statistics;
using Bench.Results.Units;
using Bench.Scenarios;

namespace Bench.Harness.Views;

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
        var table = Table(summary, console.Profile.Width, run);
        // The IFI lines name the scenario also when the run had one alone, whose titles drop it: "IFI saves: 11.2 s for
        // size=1GB" was the one line a reader pasted, and it did not say create.
        var twins = CaseId.Titles(summary.Select(s => s.CaseId.Twin))
            .ToDictionary(t => t.Key, t => t.Value == t.Key.Scenario || t.Value.StartsWith(t.Key.Scenario + " ", StringComparison.Ordinal) ? t.Value : $"{t.Key.Scenario} {t.Value}");
        if (summary.Count > 0)
        {
            console.Write(table);
            if (table.Columns.Count < WideColumns.Length)
            {
                console.MarkupLine("[grey](narrow terminal: min, max and MB/s left out; summary.csv has every column)[/]");
            }
        }

        var saidSaved = false;
        foreach (var off in summary.Where(SaysIfiRatio))
        {
            if (off.Target == TargetNames.Native && ScenarioCatalog.Info(off.Scenario) is { FillTimedApart: true } scenario
                && Twin(summary, off) is { } on
                && EndToEnd.Of(run, scenario, off, on) is { } whole)
            {
                // An autogrow's elapsed time is its growth stalls; what IFI changed is the stalls and the writes into the new space.
                // Both figures are named where they stand ("end to end" here, "growth stalls" in the table's cell): a reader
                // saw 6.8 s in the row and 4.5 s on this line, neither said which, and copied one by chance.
                var (verb, time) = Findings.Saving(whole.SavedMs);
                console.MarkupLineInterpolated(CultureInfo.InvariantCulture,
                    $"IFI {verb} end to end: [bold]{time}[/] for {twins[off.CaseId.Twin]} ({Findings.Time(whole.OnTotal.Ms)} with IFI on instead of {Findings.Time(whole.OffTotal.Ms)}: {whole.Parts}; {(whole.BeyondSpread ? "beyond" : "within")} the runs' spread; the table's IFI saves is the growth stalls alone)");
                saidSaved = true;
                continue;
            }

            if (Saved(summary, off) is { } saved)
            {
                console.MarkupLineInterpolated(CultureInfo.InvariantCulture,
                    $"IFI {saved.Verb}: [bold]{saved.Time}[/] for {twins[off.CaseId.Twin]} (median {Findings.Time(off.MedianMs!.Value)} with IFI off, {Findings.Time(saved.OnMs)} with IFI on)");
                saidSaved = true;
                continue;
            }

            var interval = off.IfiRatioCi95Lower is { } lower ? string.Create(CultureInfo.InvariantCulture, $", 95% CI {lower:0.0}x .. {off.IfiRatioCi95Upper:0.0}x") : string.Empty;
            console.MarkupLineInterpolated(CultureInfo.InvariantCulture,
                $"IFI off/on: [bold]{off.IfiOffOnRatio:0.0}x[/] for {twins[off.CaseId.Twin]} (median {off.MedianMs:0.0} ms with IFI off{interval})");
        }

        if (IfiPairs.LeftOut(summary) is { } leftOut)
        {
            console.MarkupLine($"[yellow]{Markup.Escape(leftOut)}[/]");
        }

        if (saidSaved)
        {
            console.MarkupLine($"[grey](native target: {ReportTables.SavedNotRatio}; the report gives the seeds')[/]");
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

    private static readonly string[] WideColumns = ["case", "n", "median", "min", "max", "95% CI of median", "MB/s", "transfer MB/s", "of limit", "IFI off/on"];

    /// <summary>
    /// The table of <paramref name="summary"/> for a console <paramref name="width"/> characters wide: every column when
    /// they fit on one line each, else the narrow one (case, n, median, its interval, the share of the limit and the IFI
    /// ratio, under short headers), whose case names wrap between their parameters, never inside one (an 80-column
    /// terminal split "ifi=of" / "f" and cut the last header to "off/…").
    /// </summary>
    /// <param name="summary">The rows.</param>
    /// <param name="width">The console's width.</param>
    /// <param name="run">
    /// The run, whose scenarios' limits give the "of limit" column as the report's table gives it
    /// (<see cref="ReportTables.LimitPct(RunSummary, SummaryRow)"/>: over the median of the probes before the scenario's
    /// groups); without it, summary.csv's limit_pct_median (each repetition against the probe before its own group).
    /// </param>
    internal static Table Table(IReadOnlyList<SummaryRow> summary, int width, RunSummary? run = null)
    {
        ArgumentNullException.ThrowIfNull(summary);
        var titles = CaseId.Titles(summary.Select(s => s.CaseId));
        var rows = summary.Select(row => (Case: titles[row.CaseId], Aside: Aside(row), Cells: new[]
        {
            row.N.ToString(CultureInfo.InvariantCulture),
            Ms(row.MedianMs),
            Ms(row.MinMs),
            Ms(row.MaxMs),
            row.Ci95LowerMs is null ? "-" : $"{Ms(row.Ci95LowerMs)} .. {Ms(row.Ci95UpperMs)}",
            row.ThroughputMbSMedian?.ToString("0", CultureInfo.InvariantCulture) ?? "-",
            row.TransferMbSMedian?.ToString("0", CultureInfo.InvariantCulture) ?? "-",
            Percent.Whole(run is null ? row.LimitPctMedian : ReportTables.LimitPct(run, row)),
            // The exposure check's IFI-off row: a security check, whose times are no saving; blank read as missing.
            row.CaseId.Ifi == false && ScenarioCatalog.Info(row.Scenario) is { ComparesIfi: false } ? "n/a (a check)"
            : !SaysIfiRatio(row) ? string.Empty
                : Saved(summary, row) is { } saved ? (saved.Verb == "costs" ? "-" : string.Empty) + saved.Time + (ScenarioCatalog.Info(row.Scenario) is { FillTimedApart: true } ? " growth stalls" : string.Empty)
                : $"{row.IfiOffOnRatio!.Value.ToString("0.0", CultureInfo.InvariantCulture)}x",
        })).ToList();

        // Each column as wide as its widest cell (or header), a border and a space either side: what one line a row needs.
        var wideWidth = 1 + WideColumns.Select((header, i) => 3 + Math.Max(header.Length, rows.Select(r => i == 0 ? r.Case.Length + r.Aside.Length : r.Cells[i - 1].Length).DefaultIfEmpty(0).Max())).Sum();
        int[] kept = wideWidth <= width ? [.. Enumerable.Range(0, WideColumns.Length)] : [0, 1, 2, 5, 8, 9];
        string[] narrowHeaders = ["case", "n", "median", "min", "max", "95% CI", "MB/s", "transfer MB/s", "limit", "off/on"];
        var headers = (wideWidth <= width ? WideColumns : narrowHeaders).ToArray();
        if (summary.Any(r => r.Target == TargetNames.Native))
        {
            headers[^1] = "IFI saves";
        }

        // One scenario alone: its cases' titles drop its name, so the title says it.
        var scenarios = summary.Select(r => r.CaseId.Scenario).Distinct(StringComparer.Ordinal).ToList();
        var table = new Table().Border(TableBorder.Rounded).Title(scenarios.Count == 1 ? $"{scenarios[0]}: elapsed per case (ms)" : "elapsed per case (ms)");
        foreach (var i in kept)
        {
            var column = new TableColumn(headers[i]) { Alignment = i == 0 ? Justify.Left : Justify.Right };
            if (i > 0)
            {
                // Numbers never wrap: the case column gives way, between its parameters.
                column.NoWrap();
            }

            table.AddColumn(column);
        }

        foreach (var (caseTitle, aside, cells) in rows)
        {
            var title = Markup.Escape(caseTitle) + (aside.Length > 0 ? $"[yellow]{Markup.Escape(aside)}[/]" : string.Empty);
            table.AddRow([title, .. kept.Skip(1).Select(i => i == 9 && cells[8].Length > 0 ? $"[bold]{cells[8]}[/]" : Markup.Escape(cells[i - 1]))]);
        }

        return table;
    }

    /// <summary>
    /// What a case's n leaves out, after its title: " (2 not ok)" for repetitions that failed or were skipped, " (3 left out)"
    /// for ok ones whose IFI was not what the case asked for or could not be verified (<see cref="SummaryRow.IfiLeftOut"/>),
    /// so that a case with n 0 and "-" says why; empty when n holds every repetition.
    /// </summary>
    private static string Aside(SummaryRow row)
    {
        var notOk = row.NotOk > 0 ? $"{row.NotOk} not ok" : null;
        var leftOut = row.IfiLeftOut > 0 ? $"{row.IfiLeftOut} left out" : null;
        return notOk is null && leftOut is null ? string.Empty : $" ({string.Join(", ", new[] { notOk, leftOut }.OfType<string>())})";
    }

    /// <summary>
    /// On the native target, what IFI saved (or cost) an IFI-off case against its IFI-on twin, as the report and charts
    /// say it: the difference of the two medians as printed, not their ratio (an IFI-on CREATE there is the allocation
    /// alone, where a server's carries seconds of its own); null on a server, or without the twin's median.
    /// </summary>
    internal static (string Verb, string Time, double OnMs)? Saved(IReadOnlyList<SummaryRow> summary, SummaryRow off)
    {
        if (off.Target != TargetNames.Native || Twin(summary, off)?.MedianMs is not { } onMs || ReportTables.IfiSaved(off, summary) is not { } saved)
        {
            return null;
        }

        var (verb, time) = ReportTables.IfiSavingSignificant(off, summary) ? Findings.Saving(saved) : ("saves", ReportTables.NotSignificant);
        return (verb, time, onMs);
    }

    /// <summary>The IFI-on twin of an IFI-off <paramref name="off"/> in <paramref name="summary"/>; null when it has none.</summary>
    private static SummaryRow? Twin(IReadOnlyList<SummaryRow> summary, SummaryRow off) =>
        summary.FirstOrDefault(s => s.CaseId.Equals(off.CaseId.WithIfi(true)));

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
        var connection = settings is { Target: TargetNames.SqlServer, Container: false } ? " --connection ..." : string.Empty;
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
