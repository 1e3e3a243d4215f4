using Bench.Plots;
using Bench.Plots.Report;
using Bench.Results;
using Spectre.Console;

namespace Bench.Harness.Reporting;

/// <summary>Writes the capacity report of run summaries through the report's exporters.</summary>
public static class ReportWriter
{
    /// <summary>Why a stopped run's report has no PNGs.</summary>
    public const string StoppedNoPng = "the run was stopped: charts written as SVG only, without waiting for a browser to render PNGs (bench report RUN_DIR renders them)";

    /// <summary>
    /// The report of <paramref name="runs"/> into <paramref name="directory"/>, PNGs rendered unless the run was
    /// <paramref name="stopped"/>; null, after saying why, when it could not be written (the runs' own files are complete).
    /// </summary>
    public static async Task<ReportOutcome?> WriteAsync(
        IAnsiConsole console, IReadOnlyList<RunSummary> runs, string directory, IReadOnlyList<long> estimateSizes, bool stopped, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(console);
        try
        {
            var outcome = await ReportBuilder.WriteAsync(
                runs, directory, estimateSizes, stopped ? null : PngRenderer.Find(), cancellationToken, stopped ? StoppedNoPng : null);
            return outcome;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            console.MarkupLineInterpolated($"[yellow]the report could not be written:[/] {e.Message}; the run's files are complete (bench report {directory} retries)");
            return null;
        }
    }
}
