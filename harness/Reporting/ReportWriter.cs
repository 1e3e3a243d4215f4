using Bench.Plots.Report;
using Bench.Results;

namespace Bench.Harness.Reporting;

/// <summary>Writes the capacity report of run summaries through the report's exporters.</summary>
public static class ReportWriter
{
    /// <summary>
    /// The report of <paramref name="runs"/> (a fleet's when <paramref name="fleet"/>, with <paramref name="notes"/> said) into <paramref name="directory"/> (charts drawn in process: a stopped run's report
    /// takes as long as any other); null, after saying why, when it could not be written (the runs' own files are complete).
    /// A report that fails or is cancelled removes what it had written (<see cref="PartialReport"/>), says so, and, cancelled,
    /// throws <see cref="OperationCanceledException"/>; <paramref name="retry"/> is the command that writes it again
    /// (default: <c>bench report DIRECTORY</c>, a run's report into its own folder).
    /// </summary>
    public static async Task<ReportOutcome?> WriteAsync(
        IAnsiConsole console, IReadOnlyList<RunSummary> runs, string directory, IReadOnlyList<long> estimateSizes, CancellationToken cancellationToken,
        bool fleet = false, IReadOnlyList<string>? notes = null, string? retry = null)
    {
        ArgumentNullException.ThrowIfNull(console);
        var partial = PartialReport.Before(directory);
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
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            console.MarkupLineInterpolated($"[yellow]cancelled:[/] the report in {directory} was not finished; {Removed(partial.Remove())}");
            throw;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            console.MarkupLineInterpolated($"[yellow]the report could not be written:[/] {e.Message.TrimEnd('.')}; {Removed(partial.Remove())}; the runs' files are complete ({retry ?? $"bench report {directory}"} retries)");
            return null;
        }
    }

    /// <summary>What removing the report's partial files did, in words.</summary>
    private static string Removed((int Files, int Folders) removed) =>
        (removed.Files, removed.Folders) is (0, 0)
            ? "it had written nothing to remove, and what was there before is as it was"
            : $"removed the {removed.Files} file(s) and {removed.Folders} folder(s) it had written; what was there before is as it was";
}
