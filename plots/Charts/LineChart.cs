namespace Bench.Plots.Charts;

/// <summary>
/// Lines over an x axis that is either categorical (the distinct x values evenly spaced: buffer counts 1, 4, 16,
/// 64) or linear (time in seconds).
/// </summary>
/// <param name="Name">File name.</param>
/// <param name="Title">Title.</param>
/// <param name="XLabel">x axis label.</param>
/// <param name="YLabel">y axis label.</param>
/// <param name="Series">The lines.</param>
/// <param name="Categorical">Space the distinct x values evenly instead of to scale.</param>
public sealed record LineChart(string Name, string Title, string XLabel, string YLabel, IReadOnlyList<LineSeries> Series, bool Categorical) : IChart
{
    /// <inheritdoc/>
    public int Width => 760;

    /// <inheritdoc/>
    public int Height => 400;

    /// <inheritdoc/>
    public string ToSvg()
    {
        var xs = Series.SelectMany(s => s.Points).Select(p => p.X).Distinct().Order().ToList();
        var frame = new Frame(Width, Height, Title, YLabel, Axis.For(Series.SelectMany(s => s.Points).Select(p => p.Y)), Categorical ? xs.Select(Charts.Axis.Label).ToList() : []);
        frame.Legend(Series.Select(s => s.Name).ToList());
        frame.XLabel(XLabel);
        Func<double, double> mapX;
        if (Categorical)
        {
            var slot = frame.PlotWidth / Math.Max(1, xs.Count);
            mapX = x => frame.Left + (slot * (xs.IndexOf(x) + 0.5));
            foreach (var x in xs)
            {
                frame.CategoryLabel(mapX(x), Charts.Axis.Label(x));
            }
        }
        else
        {
            var axis = Charts.Axis.For(xs);
            mapX = x => axis.Map(x, frame.Left, frame.PlotRight);
            foreach (var tick in axis.Ticks)
            {
                frame.CategoryLabel(mapX(tick), Charts.Axis.Label(tick));
            }
        }

        for (var i = 0; i < Series.Count; i++)
        {
            var points = Series[i].Points.OrderBy(p => p.X).Select(p => (mapX(p.X), frame.Y(p.Y))).ToList();
            frame.Canvas.Polyline(points, Svg.Palette.Of(i));
            if (points.Count <= 40)
            {
                foreach (var (x, y) in points)
                {
                    frame.Canvas.Circle(x, y, 3.5, Svg.Palette.Of(i));
                }
            }
        }

        return frame.Canvas.ToString();
    }
}
