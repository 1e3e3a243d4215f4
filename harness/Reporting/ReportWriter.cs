using Bench.Plots.Report;
using Bench.Results;

namespace Bench.Harness.Reporting;

/// <summary>Writes the capacity report of run summaries through the report's exporters.</summary>
public static class ReportWriter
{
    /// <summary>
    /// The report of <paramref name="runs"/> (a fleet's when <paramref name="fleet"/>, with <paramref name="notes"/> said) into <paramref name="directory"/> (charts drawn in process: a stopped run's report
    /// takes as long as any other); null, after saying why, when it could not be written (the runs' own files are complete).
    /// </summary>
    public static async Task<ReportOutcome?> WriteAsync(
        IAnsiConsole console, IReadOnlyList<RunSummary> runs, string directory, IReadOnlyList<long> estimateSizes, CancellationToken cancellationToken,
        bool fleet = false, IReadOnlyList<string>? notes = null)
    {
        ArgumentNullException.ThrowIfNull(console);
        try
        {
            var outcome = await ReportBuilder.WriteAsync(runs, directory, estimateSizes, cancellationToken, fleet, notes);
            if (outcome.RemovedCharts.Count > 0)
            {
                var named = string.Join(", ", outcome.RemovedCharts.Take(6)) + (outcome.RemovedCharts.Count > 6 ? $" and {outcome.RemovedCharts.Count - 6} more" : string.Empty);
                console.MarkupLineInterpolated($"removed {outcome.RemovedCharts.Count} chart {(outcome.RemovedCharts.Count == 1 ? "file" : "files")} an earlier report drew in {directory} and this one does not: {named}");
            }

            return outcome;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            console.MarkupLineInterpolated($"[yellow]the report could not be written:[/] {e.Message}; the run's files are complete (bench report {directory} retries)");
            return null;
        }
    }
}
