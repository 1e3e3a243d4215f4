using Bench.Results.Tune;

namespace Bench.Plots.Report;

/// <summary>
/// The report of a <c>bench tune</c> folder: its answer first, from the folder's tune-result.json
/// (<see cref="TuneAnswer"/>), so that the report and <c>bench report</c> of the folder give tune.md's answer and no other:
/// the setting, its median, the WITH clause, the answer against SQL Server's default, the native target's caveat, the
/// knee, what the search cost, and the search-path chart the tune drew. A tune cancelled or stopped before its answer
/// has none: the section says so and how to run the rest, and names no best in its place.
/// </summary>
public static class TuneSection
{
    /// <summary>The section's heading.</summary>
    public const string Heading = "Tune: the answer";

    /// <summary>The search-path chart's name (charts/tune-path.svg), drawn by the tune.</summary>
    public const string ChartName = "tune-path";

    /// <summary>The summary's sentences: the answer, its WITH clause, the answer against the default, the caveat in brief; or that there is no answer.</summary>
    public static IReadOnlyList<string> Summary(TuneReport report)
    {
        ArgumentNullException.ThrowIfNull(report);
        if (report.Answer is not { } tune)
        {
            return [$"{NoAnswer(report)}."];
        }

        var said = new List<string>();
        said.Add(tune.Best is { } best
            ? $"bench tune {tune.Mode}'s answer for this volume: {Figure(best)}; WITH {best.With}{Unconfirmed(best)}."
            : $"bench tune {tune.Mode} found no answer: {tune.StopDetail}.");
        if (tune.VersusDefault is { } versus)
        {
            said.Add(versus.Verdict);
        }

        if (tune.Caveat is not null)
        {
            said.Add("Native target: no SQL Server ran; the Tune section says what its figures leave out: check the answer on a real server (--target sqlserver) before changing production jobs.");
        }

        return said;
    }

    /// <summary>Writes the section into <paramref name="format"/>: the words, then the search-path chart from <paramref name="run"/>'s charts/.</summary>
    public static void Write(TuneReport report, ReportRun run, IReportFormat format)
    {
        ArgumentNullException.ThrowIfNull(report);
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(format);
        format.Heading(2, Heading);
        if (report.Answer is { } tune)
        {
            Answer(tune, run, format);
        }
        else
        {
            format.Paragraph($"{NoAnswer(report)}. tune.md and the search-path chart are written when a tune ends.");
        }

        format.Paragraph(
            "The sections below give every setting the tune ran by the median of all its runs (n: how often the search ran it), measured at different times as the volume drifts: "
            + "the fastest row there is not the answer, and a setting measured once is too few runs to name. Left out as they do not apply to a tune: what-if estimates at other sizes (a tune measures one size) "
            + "and the time IFI saved (a tune runs IFI on only).");
    }

    /// <summary>
    /// "No answer: the tune was cancelled after 9 case runs of its budget of 16; bench tune restore --resume RUN_DIR (this
    /// folder) runs the rest" (the console's resume command, the folder left for the reader to give).
    /// </summary>
    private static string NoAnswer(TuneReport report)
    {
        var ran = string.Create(CultureInfo.InvariantCulture, $"{Counted.Of(report.CaseRuns, "case run")} of its budget of {report.Budget}");
        return report.Status == "complete"
            ? $"No answer: the tune ended after {ran}, but its folder holds no readable {TuneAnswer.FileName}"
            : $"No answer: the tune was {Ended(report.Status)} after {ran}; {report.Command} --resume RUN_DIR (this folder) runs the rest";
    }

    /// <summary>How a tune that is not complete ended, from its manifest's status.</summary>
    private static string Ended(string status) => status switch
    {
        "cancelled" => "cancelled",
        "stopped" => "stopped by its target",
        _ => "cancelled (or stopped)",
    };

    /// <summary>The section's words and chart for a tune with an answer.</summary>
    private static void Answer(TuneAnswer tune, ReportRun run, IReportFormat format)
    {
        if (tune.Best is { } best)
        {
            format.Paragraph($"Answer: {Figure(best)}, {ByteSize.Human(best.BufferMemoryBytes)} of buffer memory{Unconfirmed(best)}. The tune's answer is the winner of its final round, whose contenders ran side by side, in turn; it is this report's one best.");
            format.Paragraph($"Use it: {Verb(tune.Mode)} ... WITH {best.With}");
        }
        else
        {
            format.Paragraph($"No answer: {tune.StopDetail}.");
        }

        if (tune.VersusDefault is { } versus)
        {
            format.Paragraph(versus.Verdict);
        }

        if (tune.Caveat is not null)
        {
            format.Paragraph(tune.Caveat);
        }

        if (tune.Knee is { } knee && knee.Setting != tune.Best?.Setting)
        {
            format.Paragraph($"Knee (the least buffer memory within a few percent below the answer): {Figure(knee)}, {ByteSize.Human(knee.BufferMemoryBytes)} of buffer memory; WITH {knee.With}.");
        }

        format.Paragraph($"The search: {tune.CaseRuns} case runs of a budget of {tune.Budget}; stopped: {tune.StopDetail}. tune.md gives the final round, the ranked table and why the knee is what it is.");
        format.Charts(run, [new DrawnChart(ChartName, $"bench tune {tune.Mode}: the search path, the answer and SQL Server's default marked", Figures.Footers.Of(run.Data))]);
    }

    /// <summary>"stripes=1 buffer_count=128 ...: 580.6 MB/s (553.9 .. 607.4, 2 runs)".</summary>
    private static string Figure(TuneAnswerSetting s) =>
        string.Create(CultureInfo.InvariantCulture, $"{s.Setting}: {s.MedianMbS:#,0.0} MB/s")
        + (s.CiLowerMbS is { } low && s.CiUpperMbS is { } high
            ? string.Create(CultureInfo.InvariantCulture, $" ({low:#,0.0} .. {high:#,0.0}, {s.Runs} runs)")
            : string.Create(CultureInfo.InvariantCulture, $" ({Counted.Of(s.Runs, "run")})"));

    /// <summary>" (measured 2 times only, not the 3 runs of a confirmed answer: ...)": the tune's own warning, from tune-result.json, for an answer of fewer runs than a confirmed one's.</summary>
    private static string Unconfirmed(TuneAnswerSetting s) => s.Unconfirmed is { Length: > 0 } said ? $" ({said})" : string.Empty;

    /// <summary>The statement a tune's mode tunes ("RESTORE DATABASE"): its scenario's title.</summary>
    private static string Verb(string mode) => ScenarioCatalog.Info(mode)?.Title ?? mode;
}
