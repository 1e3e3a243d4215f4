using Bench.Results;
using Bench.Results.Export;

namespace Bench.Plots.Report;

/// <summary>report.html: the report as one self-contained page (<see cref="HtmlReport"/>).</summary>
/// <param name="report">The report.</param>
public sealed class HtmlReportExporter(CapacityReport report) : IRunExporter
{
    /// <summary>The file's name.</summary>
    public const string FileName = "report.html";

    /// <inheritdoc/>
    public async Task<ExportResult> ExportAsync(IReadOnlyList<RunSummary> runs, string directory, CancellationToken cancellationToken)
    {
        var path = Path.Combine(directory, FileName);
        await File.WriteAllTextAsync(path, HtmlReport.Render(report.ModelOf(runs)), cancellationToken);
        return ExportResult.Of(path);
    }
}
