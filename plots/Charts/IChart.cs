namespace Bench.Plots.Charts;

/// <summary>
/// A chart as plain data: what it shows (values, labels, units, the run it came from), not how it is drawn.
/// <see cref="Rendering.ChartRenderer"/> decides sizes, fonts, colours and layout.
/// </summary>
public interface IChart
{
    /// <summary>File name without extension (e.g. ifi-create): lower-case letters, digits, '-', '_' and '.'.</summary>
    string Name { get; }

    /// <summary>What was measured, in words (drawn bold above the chart).</summary>
    string Title { get; }

    /// <summary>How to read it (statistic, interval, what the notes mean), drawn under the title; null for none.</summary>
    string? Subtitle { get; }

    /// <summary>The run it came from, drawn at the bottom.</summary>
    ChartFooter Footer { get; }
}
