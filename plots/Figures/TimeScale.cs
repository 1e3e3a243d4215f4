namespace Bench.Plots.Figures;

/// <summary>The unit a set of durations reads best in: ms below 10 s, s below 10 min, min above.</summary>
/// <param name="Unit">ms, s or min.</param>
/// <param name="Ms">Milliseconds in one unit.</param>
internal sealed record TimeScale(string Unit, double Ms)
{
    /// <summary>The unit for durations whose largest is <paramref name="largestMs"/>.</summary>
    public static TimeScale For(double largestMs) => largestMs switch
    {
        < 10_000 => new("ms", 1),
        < 600_000 => new("s", 1000),
        _ => new("min", 60_000),
    };

    /// <summary>
    /// The unit for <paramref name="values"/> (milliseconds): by the largest on a linear axis; by the smallest on a log axis,
    /// whose ticks span decades (8 ms to 10,600 ms reads better than 0.008 s to 10.6 s).
    /// </summary>
    public static TimeScale For(IEnumerable<double> values, bool log = false)
    {
        var finite = values.Where(v => double.IsFinite(v) && v > 0).DefaultIfEmpty(0).ToList();
        return For(log ? finite.Min() : finite.Max());
    }

    /// <summary><paramref name="ms"/> in this unit.</summary>
    public double Of(double ms) => ms / Ms;

    /// <summary><paramref name="ms"/> in this unit, or null when there is none or it is not a finite positive number.</summary>
    public double? OfPositive(double? ms) => ms is { } v && double.IsFinite(v) && v > 0 ? v / Ms : null;
}
