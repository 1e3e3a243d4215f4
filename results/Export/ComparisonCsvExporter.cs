using Bench.Results.Comparison;
using Bench.Results.Csv;

namespace Bench.Results.Export;

/// <summary>comparison.csv: every later run held against the first, case by case (<see cref="RunComparer"/>); nothing for one run.</summary>
public sealed class ComparisonCsvExporter : IRunExporter
{
    /// <summary>The file's name.</summary>
    public const string FileName = "comparison.csv";

    /// <summary>The comparison of <paramref name="runs"/>: each labelled (label and id when two share a label), first one the baseline.</summary>
    public static IReadOnlyList<ComparisonRow> Compare(IReadOnlyList<RunSummary> runs)
    {
        ArgumentNullException.ThrowIfNull(runs);
        return RunComparer.Compare(runs.Select(r => (Unique(runs, r), r.Manifest.Target, r.Rows)).ToList());
    }

    /// <inheritdoc/>
    public Task<ExportResult> ExportAsync(IReadOnlyList<RunSummary> runs, string directory, CancellationToken cancellationToken)
    {
        var comparison = Compare(runs);
        if (comparison.Count == 0)
        {
            return Task.FromResult(runs.Count > 1 ? new ExportResult([], ["the runs share no case with an ok row: nothing to compare"]) : ExportResult.None);
        }

        var path = Path.Combine(directory, FileName);
        File.Delete(path);
        using (var writer = new CsvTableWriter<ComparisonRow>(path))
        {
            writer.AppendAll(comparison);
        }

        return Task.FromResult(ExportResult.Of(path));
    }

    /// <summary>The run's label, or label and id when two runs share a label.</summary>
    private static string Unique(IReadOnlyList<RunSummary> runs, RunSummary run) =>
        runs.Count(r => r.Label == run.Label) > 1 ? $"{run.Label} ({run.Manifest.RunId})" : run.Label;
}
