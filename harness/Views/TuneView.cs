using System.Globalization;
using Bench.Harness.Tune;
using Bench.Harness.Tuning;
using Bench.Results.Manifest;
using Bench.Results.Units;

namespace Bench.Harness.Views;

/// <summary>What a tune prints at its end: the ranked table, the best, the knee, the WITH clause to paste and where the files are.</summary>
public static class TuneView
{
    /// <summary>Most rows of the ranked table on the console (tune-ranked.csv and tune.md hold every one).</summary>
    public const int ShownRows = 15;

    /// <summary>Prints <paramref name="result"/> of the tune written to <paramref name="directory"/>.</summary>
    public static void Print(IAnsiConsole console, TuneResult result, string directory, string target = TargetNames.Native)
    {
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(result);
        var c = CultureInfo.InvariantCulture;
        var fixedAxes = result.Space.Fixed() is { Length: > 0 } f ? $", each with {f}" : string.Empty;
        var table = new Table().RoundedBorder().Title(Markup.Escape($"settings run{fixedAxes}, by the median of all their runs (transfer MB/s)"));
        foreach (var column in new[] { "#", "setting", "runs", "MB/s (95% CI)", "of limit", "buffer memory", "MB/s per MB", "role" })
        {
            table.AddColumn(column);
        }

        foreach (var r in TuneOutputs.Ranked(result).Take(ShownRows))
        {
            var mbs = TuneReport.Interval(r, "0.0");
            table.AddRow(
                Markup.Escape(r.Rank.ToString(c)), Markup.Escape(TuneReport.Label(result, r)), r.Runs.ToString(c), mbs, Percent.Whole(r.LimitPct),
                ByteSize.Human(r.BufferMemoryBytes), TuneReport.PerMb(r), TuneReport.Roles(result, r));
        }

        console.Write(table);
        if (TuneReport.RankNote(result) is { Length: > 0 } note)
        {
            console.MarkupLineInterpolated(c, $"{note}");
        }

        if (result.Ranked.Count > ShownRows)
        {
            console.MarkupLineInterpolated(c, $"[grey]{result.Ranked.Count - ShownRows} more in {TuneOutputs.RankedFile}[/]");
        }

        console.MarkupLineInterpolated(c, $"stopped: {result.StopReason.Said(result.StopDetail)}");
        console.MarkupLineInterpolated(c,
            $"case runs: {result.Used} of a budget of {result.Options.Budget}; the full grid is {result.FullGridRuns(TuneConfigBuilder.GridRepetitions)} ({result.GridFraction(TuneConfigBuilder.GridRepetitions) * 100:0.#}%)");
        if (result.FinalRound.Count > 0)
        {
            console.MarkupLineInterpolated(c, $"{TuneReport.FinalRound(result)}");
            foreach (var row in result.FinalRound)
            {
                console.MarkupLineInterpolated(c, $"  {TuneReport.Contender(result, row.Setting)}: {TuneReport.Mbs(row)}");
            }

            if (TuneReport.TooClose(result) is { Length: > 0 } close)
            {
                console.MarkupLineInterpolated(c, $"{close}");
            }
        }

        if (TuneReport.NotKnee(result) is { Length: > 0 } notKnee)
        {
            console.MarkupLineInterpolated(c, $"{notKnee}");
        }

        foreach (var (name, row) in new[] { ("best", result.Best), ("knee", result.Knee) })
        {
            if (row is not null)
            {
                console.MarkupLineInterpolated(c, $"[bold]{name}[/]: {result.Space.Label(row.Setting)}: {TuneReport.Mbs(row)}, {ByteSize.Human(row.MemoryBytes)} of buffer memory{TuneReport.Unconfirmed(result, row)}");
                console.MarkupLineInterpolated(c, $"  [bold]WITH {TuneTsql.WithClause(result.Space.Operation, row.Setting)}[/]  ({row.Setting.Stripes} backup file{(row.Setting.Stripes == 1 ? string.Empty : "s")})");
            }
        }

        if (TuneReport.Verdict(result) is { Length: > 0 } verdict)
        {
            console.MarkupLineInterpolated(c, $"[bold]{verdict}[/]");
        }

        if (TuneReport.NativeCaveat(target) is { Length: > 0 } caveat)
        {
            console.MarkupLineInterpolated(c, $"[yellow]{caveat}[/]");
        }

        console.MarkupLineInterpolated(c, $"[green]done[/]: {directory} ({TuneOutputs.ReportFile}, {TuneOutputs.RankedFile}, {TuneOutputs.PathFile}, charts/{TuneOutputs.ChartName}.svg, {TuneOutputs.GridFile})");
    }
}
