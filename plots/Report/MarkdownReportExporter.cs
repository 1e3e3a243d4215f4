using Bench.Results;
using Bench.Results.Export;

namespace Bench.Plots.Report;

/// <summary>report.md: the report for wikis, charts linked as the PNG files beside it, or SVG where there is no PNG (<see cref="MarkdownReport"/>).</summary>
/// <param name="report">The report.</param>
public sealed class MarkdownReportExporter(CapacityReport report) : IRunExporter
{
    /// <summary>The file's name.</summary>
    public const string FileName = "report.md";

    /// <inheritdoc/>
    public async Task<ExportResult> ExportAsync(IReadOnlyList<RunSummary> runs, string directory, CancellationToken cancellationToken)
    {
        var path = Path.Combine(directory, FileName);
        await File.WriteAllTextAsync(path, MarkdownReport.Render(report.ModelOf(runs), (run, name) =>
        {
            var folder = run?.ChartFolder ?? "charts";
            var file = Path.Combine(folder, name + ".png");
            return (File.Exists(Path.Combine(directory, file)) ? file : Path.Combine(folder, name + ".svg")).Replace('\\', '/');
        }), cancellationToken);
        return ExportResult.Of(path);
    }
}
