namespace Bench.Plots.Charts;

/// <summary>
/// Grouped vertical bars: one group per category, one bar per series, each bar's value written above it and an
/// optional note above each group. Serves IFI on vs off (log scale, ratio as note), compare (a bar per run label,
/// ratio and verdict as note), autogrowth stall per growth, BLOCKSIZE and the workload mix.
/// </summary>
/// <param name="Name">File name.</param>
/// <param name="Title">Title.</param>
/// <param name="Categories">What the groups are (the category axis title, e.g. "database size").</param>
/// <param name="Values">The value axis (label, unit, linear or log10).</param>
/// <param name="Groups">The groups, left to right.</param>
/// <param name="Footer">The run it came from.</param>
public sealed record BarChart(string Name, string Title, string Categories, ValueAxis Values, IReadOnlyList<BarGroup> Groups, ChartFooter Footer) : IChart
{
    /// <inheritdoc/>
    public string? Subtitle { get; init; }

    /// <summary>
    /// Name the series in a legend even when there is one (a fleet's hosts: a chart with one host's bars still says
    /// whose they are); false: a legend only for two or more.
    /// </summary>
    public bool Legend { get; init; }

    /// <summary>
    /// Each group's note in a band of its own beside the data area (above it; right of it when the bars are horizontal), not
    /// past the group's bars: the notes take no room on the value axis, so they never set its range (a log axis grew by
    /// decades to hold notes above its bars: compare-ifi's to 10,000,000 ms).
    /// </summary>
    public bool NotesApart { get; init; }
}
