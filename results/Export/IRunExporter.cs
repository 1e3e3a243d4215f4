namespace Bench.Results.Export;

/// <summary>
/// Writes one output of one or more runs from their <see cref="RunSummary"/>: summary.csv, manifest.json,
/// comparison.csv, the charts, report.html, report.md. Exporters only format what the summaries hold; none measures
/// or reads the run folder again.
/// </summary>
public interface IRunExporter
{
    /// <summary>Writes its files for <paramref name="runs"/> into <paramref name="directory"/> (the first run is the baseline).</summary>
    Task<ExportResult> ExportAsync(IReadOnlyList<RunSummary> runs, string directory, CancellationToken cancellationToken);
}
