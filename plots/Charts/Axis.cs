namespace Bench.Plots.Charts;

/// <summary>A linear value axis from 0 (or the data's low end) to a round top, with round ticks.</summary>
internal sealed record Axis(double Min, double Max, IReadOnlyList<double> Ticks)
{
    /// <summary>An axis holding every value, starting at zero unless values go below it.</summary>
    public static Axis For(IEnumerable<double> values)
    {
        var finite = values.Where(double.IsFinite).ToList();
        var max = finite.Count == 0 ? 1 : Math.Max(finite.Max(), 0);
        var min = finite.Count == 0 ? 0 : Math.Min(finite.Min(), 0);
        if (max <= min)
        {
            max = min + 1;
        }

        var step = NiceStep((max - min) / 5);
        var top = Math.Ceiling(max / step) * step;
        var bottom = Math.Floor(min / step) * step;
        var ticks = new List<double>();
        for (var t = bottom; t <= top + (step / 2); t += step)
        {
            ticks.Add(Math.Round(t, 10));
        }

        return new Axis(bottom, top, ticks);
    }

    /// <summary>Where <paramref name="value"/> falls between <paramref name="low"/> (at Min) and <paramref name="high"/> (at Max) pixels.</summary>
    public double Map(double value, double low, double high) => low + ((value - Min) / (Max - Min) * (high - low));

    /// <summary>A tick's label: whole numbers plain, large ones with k and M.</summary>
    public static string Label(double value) => value switch
    {
        >= 1e6 or <= -1e6 => (value / 1e6).ToString("0.#", System.Globalization.CultureInfo.InvariantCulture) + "M",
        >= 1e4 or <= -1e4 => (value / 1e3).ToString("0.#", System.Globalization.CultureInfo.InvariantCulture) + "k",
        _ => value.ToString("0.###", System.Globalization.CultureInfo.InvariantCulture),
    };

    private static double NiceStep(double raw)
    {
        var magnitude = Math.Pow(10, Math.Floor(Math.Log10(raw)));
        var fraction = raw / magnitude;
        return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10) * magnitude;
    }
}
