namespace Bench.Plots.Rendering;

/// <summary>A chart drawn: its PNG (for print, at <see cref="Scale"/> times the logical size) and its SVG (logical size).</summary>
/// <param name="Name">The chart's file name without extension.</param>
/// <param name="Width">Logical width in pixels (the SVG's width).</param>
/// <param name="Height">Logical height in pixels.</param>
/// <param name="Scale">How many PNG pixels per logical pixel.</param>
/// <param name="Png">The PNG file's bytes.</param>
/// <param name="Svg">The SVG document.</param>
public sealed record RenderedChart(string Name, int Width, int Height, int Scale, ReadOnlyMemory<byte> Png, string Svg)
{
    /// <summary>Where the data area is, in logical pixels (the tests look for the bars there).</summary>
    internal ScottPlot.PixelRect DataArea { get; init; }
}
