namespace Bench.Plots.Report;

/// <summary>The report's sections, in order, written through any <see cref="IReportFormat"/>.</summary>
public static class ReportLayout
{
    /// <summary>Writes <paramref name="model"/> in <paramref name="format"/>.</summary>
    public static string Render(ReportModel model, IReportFormat format)
    {
        ArgumentNullException.ThrowIfNull(model);
        ArgumentNullException.ThrowIfNull(format);
        format.Heading(1, "Storage capacity report");
        format.Paragraph($"{model.Runs.Count} run(s): {string.Join(", ", model.Runs.Select(r => r.Data.Label))}. Made by bench.");
        if (model.Findings.Count > 0)
        {
            format.Heading(2, "What it means");
            format.List(model.Findings);
        }

        if (model.Security.Count > 0)
        {
            format.Heading(2, "Security");
            format.Paragraph("With IFI, a new data file is not zeroed: whatever the disk held before may be read through it (seed 002). The exposure check wrote a file full of a marker, deleted it, made a database in its place and read it back.");
            format.List(model.Security);
        }

        format.Heading(2, "Environment");
        format.Table(ReportTables.EnvironmentHeader, model.Runs.Select(r => ReportTables.Environment(r.Data)));
        if (model.Comparison.Count > 0)
        {
            format.Heading(2, "Comparison");
            format.Table(ReportTables.ComparisonHeader, model.Comparison.Select(ReportTables.Comparison));
            format.Charts(null, model.ComparisonCharts);
        }

        if (model.Estimates.Count > 0)
        {
            format.Heading(2, "Estimates");
            format.Paragraph("Fitted as fixed cost + size / rate to the run's measurements; the interval is the 95% confidence interval of the fitted line.");
            format.Table(ReportTables.EstimateHeader, model.Estimates.Select(ReportTables.Estimate));
        }

        foreach (var run in model.Runs)
        {
            format.Heading(2, $"Run {run.Data.Label} ({run.Data.Manifest.RunId})");
            format.Table(ReportTables.SummaryHeader, run.Data.Summary.Select(ReportTables.Summary));
            format.Charts(run, run.Charts);
        }

        if (model.Notes.Count > 0)
        {
            format.Heading(2, "Notes");
            format.List(model.Notes);
        }

        return format.Finish();
    }
}
