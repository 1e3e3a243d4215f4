using Bench.Plots.Rendering;

namespace Bench.Plots.Figures;

/// <summary>
/// Lines whose whiskers would stand on one another, set side by side: at each x where several lines have a point, each
/// line's point (with its whisker and marker) is moved a little left or right of it, in the lines' order, as grouped
/// bars stand. Each moves at most a fifth of the way to the next value, so a point stays nearer its own value than any
/// other; the axis keeps its ticks at the true values, and the subtitle says the points were set apart.
/// </summary>
internal static class SideBySide
{
    /// <summary>What the subtitle says when points were moved.</summary>
    public const string Said = "lines' points at one setting drawn side by side";

    /// <summary>The step between neighbours, as a share of the axis's span (its scale's units): about 25 pixels.</summary>
    private const double Share = 0.03;

    /// <summary>
    /// <paramref name="chart"/> with its series' points, whiskers and markers moved apart where several series share an x,
    /// and whether any moved; unchanged when none has a whisker (nothing stands on anything).
    /// </summary>
    public static (LineChart Chart, bool Moved) Of(LineChart chart)
    {
        ArgumentNullException.ThrowIfNull(chart);
        var scale = chart.X.Scale;
        var shared = chart.Series.SelectMany((s, i) => s.Points.Select(p => (Series: i, p.X))).GroupBy(p => p.X).Where(g => g.Count() > 1).ToList();
        if (shared.Count == 0 || chart.Series.All(s => s.Intervals.Count == 0))
        {
            return (chart, false);
        }

        var places = chart.Series.SelectMany(s => s.Points).Select(p => ScaleMap.Forward(scale, p.X)).Distinct().Order().ToList();
        var span = places[^1] - places[0];
        var gap = places.Zip(places.Skip(1)).Select(p => p.Second - p.First).DefaultIfEmpty(double.PositiveInfinity).Min();
        var most = shared.Max(g => g.Count());
        var step = Math.Min(Share * (span > 0 ? span : 1), 0.4 * gap / (most - 1));
        var moved = shared
            .SelectMany(g => g.Select((p, rank) => (p.Series, p.X, To: ScaleMap.Inverse(scale, ScaleMap.Forward(scale, p.X) + ((rank - ((g.Count() - 1) / 2.0)) * step)))))
            .ToDictionary(p => (p.Series, p.X), p => p.To);
        double At(int series, double x) => moved.TryGetValue((series, x), out var to) ? to : x;
        var names = chart.Series.Select((s, i) => (s.Name, i)).ToDictionary(s => s.Name, s => s.i, StringComparer.Ordinal);
        return (chart with
        {
            Series = [.. chart.Series.Select((s, i) => s with
            {
                Points = [.. s.Points.Select(p => (At(i, p.X), p.Y))],
                Intervals = [.. s.Intervals.Select(w => (At(i, w.X), w.Low, w.High))],
            })],
            Markers = [.. chart.Markers.Select(m => names.TryGetValue(m.Series, out var i) ? m with { X = At(i, m.X) } : m)],
        }, true);
    }
}
