namespace Bench.Plots.Report;

/// <summary>
/// A chart the report did not draw but shows: one already in the folder's charts/ (the search path a tune drew, from data
/// the plots module does not see), embedded by its name as the report's own charts are. <see cref="ChartsExporter"/> never
/// draws it, so a report written again neither redraws nor removes it.
/// </summary>
/// <param name="Name">Its file name without extension, under charts/.</param>
/// <param name="Title">What it shows (the Markdown page's alternative text).</param>
/// <param name="Footer">The run it came from.</param>
public sealed record DrawnChart(string Name, string Title, ChartFooter Footer) : IChart
{
    /// <inheritdoc/>
    public string? Subtitle => null;
}
