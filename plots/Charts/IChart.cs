namespace Bench.Plots.Charts;

/// <summary>A chart: a file name, a title, and its SVG.</summary>
public interface IChart
{
    /// <summary>File name without extension (e.g. ifi-create).</summary>
    string Name { get; }

    /// <summary>The title drawn above it.</summary>
    string Title { get; }

    /// <summary>Width in pixels.</summary>
    int Width { get; }

    /// <summary>Height in pixels.</summary>
    int Height { get; }

    /// <summary>The chart as a standalone SVG document.</summary>
    string ToSvg();
}
