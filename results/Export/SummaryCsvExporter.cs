using Bench.Results.Csv;
using Bench.Results.Statistics;

namespace Bench.Results.Export;

/// <summary>summary.csv: one row per case across its repetitions (<see cref="SummaryRow"/>), of one run, into its folder.</summary>
public sealed class SummaryCsvExporter : IRunExporter
{
    /// <inheritdoc/>
    public Task<ExportResult> ExportAsync(IReadOnlyList<RunSummary> runs, string directory, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(runs);
        ArgumentNullException.ThrowIfNull(directory);
        var path = Path.Combine(directory, RunFiles.Summary);
        File.Delete(path);
        using (var writer = new CsvTableWriter<SummaryRow>(path))
        {
            writer.AppendAll(runs.Single().Summary);
        }

        return Task.FromResult(ExportResult.Of(path));
    }
}
