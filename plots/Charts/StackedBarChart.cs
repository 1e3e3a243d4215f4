using System.Globalization;

namespace Bench.Plots.Charts;

/// <summary>One bar per category made of stacked segments (e.g. allocate, log zero, transfer).</summary>
/// <param name="Name">File name.</param>
/// <param name="Title">Title.</param>
/// <param name="YLabel">Value axis label.</param>
/// <param name="Segments">Segment names, bottom first.</param>
/// <param name="Categories">Each category and its segment values, in <paramref name="Segments"/> order.</param>
public sealed record StackedBarChart(string Name, string Title, string YLabel, IReadOnlyList<string> Segments, IReadOnlyList<(string Label, IReadOnlyList<double> Values)> Categories) : IChart
{
    /// <inheritdoc/>
    public int Width => Math.Clamp(160 + (Categories.Count * 44), 640, 1600);

    /// <inheritdoc/>
    public int Height => 440;

    /// <inheritdoc/>
    public string ToSvg()
    {
        var frame = new Frame(Width, Height, Title, YLabel, Axis.For(Categories.Select(c => c.Values.Sum())), Categories.Select(c => c.Label).ToList());
        frame.Legend(Segments);
        var slot = frame.PlotWidth / Math.Max(1, Categories.Count);
        var width = Math.Min(56, slot * 0.7);
        for (var c = 0; c < Categories.Count; c++)
        {
            var (label, values) = Categories[c];
            var center = frame.Left + (slot * (c + 0.5));
            var bottom = 0.0;
            for (var s = 0; s < values.Count; s++)
            {
                var y0 = frame.Y(bottom);
                var y1 = frame.Y(bottom + values[s]);
                frame.Canvas.Rect(center - (width / 2), y1, width, y0 - y1, Svg.Palette.Of(s), string.Create(CultureInfo.InvariantCulture, $"{label} {Segments[s]}: {values[s]:0.###}"));
                bottom += values[s];
            }

            frame.CategoryLabel(center, label);
        }

        return frame.Canvas.ToString();
    }
}
