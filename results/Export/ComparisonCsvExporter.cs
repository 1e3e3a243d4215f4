using Bench.Results.Comparison;
using Bench.Results.Csv;

namespace Bench.Results.Export;

/// <summary>
/// comparison.csv: every later run held against the first, case by case (<see cref="RunComparer"/>), each row of a kind
/// (<see cref="ComparisonKinds"/>): a security check's rows say they are left out of the comparison's counts and charts;
/// nothing for one run. A scenario that times its writes apart (AUTOGROW) has two rows a case, each named by its measure
/// (<see cref="ComparisonMeasures"/>): its elapsed time (the growth stalls) and end to end.
/// </summary>
/// <param name="journal">What the report has written: the file is written whole (a temporary file renamed over it), and can be undone.</param>
/// <param name="securityChecks">The scenarios whose cases are a security check, not a timing of a database operation.</param>
/// <param name="compare">The comparison of the runs, the report's own (so the file, its table and its summary give one verdict a row); <see cref="Compare"/> without end-to-end rows when null.</param>
public sealed class ComparisonCsvExporter(WriteJournal journal, IReadOnlySet<string> securityChecks, Func<IReadOnlyList<RunSummary>, IReadOnlyList<ComparisonRow>>? compare = null) : IRunExporter
{
    /// <summary>The file's name.</summary>
    public const string FileName = "comparison.csv";

    /// <summary>The comparison of <paramref name="runs"/>: each labelled (label and id when two share a label), first one the baseline.</summary>
    /// <param name="runs">The runs.</param>
    /// <param name="endToEnd">The scenarios whose cases also get an end-to-end row (<see cref="RunComparer.Compare"/>).</param>
    public static IReadOnlyList<ComparisonRow> Compare(IReadOnlyList<RunSummary> runs, IReadOnlySet<string>? endToEnd = null)
    {
        ArgumentNullException.ThrowIfNull(runs);
        return RunComparer.Compare(runs.Select(r => (LabelOf(runs, r), r.Manifest.Target, r.Rows)).ToList(), endToEnd);
    }

    /// <inheritdoc/>
    public async Task<ExportResult> ExportAsync(IReadOnlyList<RunSummary> runs, string directory, CancellationToken cancellationToken)
    {
        var comparison = compare is null ? Compare(runs) : compare(runs);
        if (comparison.Count == 0)
        {
            return runs.Count > 1 ? new ExportResult([], ["the runs share no case with an ok row: nothing to compare"]) : ExportResult.None;
        }

        var path = Path.Combine(directory, FileName);
        await journal.WriteAsync(path, (temporary, _) =>
        {
            using (var writer = new CsvTableWriter<ComparisonRow>(temporary))
            {
                writer.AppendAll(comparison.Select(c => c with { Kind = securityChecks.Contains(c.Scenario) ? ComparisonKinds.SecurityCheck : ComparisonKinds.Timing }));
            }

            return Task.CompletedTask;
        }, cancellationToken);
        return ExportResult.Of(path);
    }

    /// <summary>What the comparison calls <paramref name="run"/>: its label, or label and id when two of <paramref name="runs"/> share a label.</summary>
    public static string LabelOf(IReadOnlyList<RunSummary> runs, RunSummary run)
    {
        ArgumentNullException.ThrowIfNull(runs);
        ArgumentNullException.ThrowIfNull(run);
        return runs.Count(r => r.Label == run.Label) > 1 ? $"{run.Label} ({run.Manifest.RunId})" : run.Label;
    }
}
