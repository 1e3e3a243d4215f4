using Bench.Plots;
using Bench.Plots.Report;
using Bench.Results.Manifest;
using Bench.Harness.Reporting;
using Spectre.Console;

namespace Bench.Harness.Runner;

/// <summary>What a run leaves when its cases are done: summary.csv, the final manifest, the console's summary, and the report.</summary>
public static class RunOutputs
{
    /// <summary>Writes summary.csv from the folder's rows and the final manifest, and prints the summary.</summary>
    public static void WriteSummary(IAnsiConsole console, string directory, RunManifest manifest, RunReport report)
    {
        var summary = RunFolder.WriteSummary(directory);
        ManifestFile.Write(directory, manifest);
        SummaryView.Print(console, summary, report, directory);
    }

    /// <summary>The run's report, in its folder; a failure to write it is reported and leaves the run as it is.</summary>
    public static async Task WriteReportAsync(IAnsiConsole console, string directory, bool cancelled, CancellationToken cancellationToken)
    {
        try
        {
            var outcome = await ReportBuilder.WriteAsync([RunData.Load(directory)], directory, [], cancelled ? null : PngRenderer.Find(), cancellationToken);
            ReportView.Print(console, outcome);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            console.MarkupLineInterpolated($"[yellow]the report could not be written:[/] {e.Message}; the run's files are complete (bench report {directory} retries)");
        }
    }
}
