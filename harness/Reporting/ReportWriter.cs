using Bench.Plots.Report;
using Bench.Results;
using Bench.Results.Export;

namespace Bench.Harness.Reporting;

/// <summary>Writes the capacity report of run summaries through the report's exporters.</summary>
public static class ReportWriter
{
    /// <summary>
    /// The report of <paramref name="runs"/> (a fleet's when <paramref name="fleet"/>, with <paramref name="notes"/> said) into <paramref name="directory"/> (charts drawn in process: a stopped run's report
    /// takes as long as any other); null, after saying why, when it could not be written (the runs' own files are complete).
    /// A report that fails or is cancelled is undone (<see cref="WriteJournal"/>: the files and folders it made deleted, the
    /// files it replaced put back; nothing else in the folder is touched), says so, and, cancelled, throws
    /// <see cref="OperationCanceledException"/>; <paramref name="retry"/> is the command that writes it again (default:
    /// <c>bench report DIRECTORY</c>, a run's report into its own folder). <paramref name="journal"/>: where the report's
    /// writes are noted (a new one when null; a test's, to stop it part-way).
    /// </summary>
    public static async Task<ReportOutcome?> WriteAsync(
        IAnsiConsole console, IReadOnlyList<RunSummary> runs, string directory, IReadOnlyList<long> estimateSizes, CancellationToken cancellationToken,
        bool fleet = false, IReadOnlyList<string>? notes = null, string? retry = null, WriteJournal? journal = null)
    {
        ArgumentNullException.ThrowIfNull(console);
        journal ??= new WriteJournal();
        if (ReportBuilder.ClearLeftovers(directory) is { Count: > 0 } leftovers)
        {
            var named = leftovers.Select(f => Path.GetRelativePath(directory, f.Path) + (f.PutBackAs is { } back ? $" (put back as {Path.GetRelativePath(directory, back)}, which was missing)" : string.Empty)).ToList();
            console.MarkupLineInterpolated($"cleared {leftovers.Count} temporary {(leftovers.Count == 1 ? "file" : "files")} a report stopped hard (killed) left in {directory}: {Named(named)}");
        }

        try
        {
            var outcome = await ReportBuilder.WriteAsync(runs, directory, estimateSizes, cancellationToken, fleet, notes, journal);
            if (outcome.RemovedCharts.Count > 0)
            {
                console.MarkupLineInterpolated($"removed {outcome.RemovedCharts.Count} chart {(outcome.RemovedCharts.Count == 1 ? "file" : "files")} an earlier report drew in {directory} and this one does not: {Named(outcome.RemovedCharts)}");
            }

            return outcome;
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            console.MarkupLineInterpolated($"[yellow]cancelled:[/] the report in {directory} was not finished; {Undone(journal.Undone)}");
            throw;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            console.MarkupLineInterpolated($"[yellow]the report could not be written:[/] {e.Message.TrimEnd('.')}; {Undone(journal.Undone)}; the runs' files are complete ({retry ?? $"bench report {directory}"} retries)");
            return null;
        }
    }

    /// <summary>The first six of <paramref name="files"/>, and how many more.</summary>
    private static string Named(IReadOnlyList<string> files) =>
        string.Join(", ", files.Take(6)) + (files.Count > 6 ? $" and {files.Count - 6} more" : string.Empty);

    /// <summary>What undoing the report did, in words.</summary>
    private static string Undone(WriteJournal.UndoResult? undone) => undone switch
    {
        null or { Removed: 0, Folders: 0, Restored: 0, Left.Count: 0 } => "it had written nothing, and what was there before is as it was",
        { Left.Count: 0 } => $"removed the {undone.Removed} file(s) and {undone.Folders} folder(s) it had made and put back the {undone.Restored} file(s) it had replaced; what was there before is as it was",
        _ => $"removed the {undone.Removed} file(s) and {undone.Folders} folder(s) it had made and put back {undone.Restored} file(s) it had replaced; "
            + $"{undone.Left.Count} could not be removed or put back: {string.Join(", ", undone.Left.Take(6))}{(undone.Left.Count > 6 ? " and more" : string.Empty)}",
    };
}
