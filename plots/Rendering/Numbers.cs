namespace Bench.Plots.Rendering;

/// <summary>How numbers are written on charts: invariant culture, thousands separated, no needless digits.</summary>
internal static class Numbers
{
    /// <summary>A tick label: the round number as it is ("1,000", "0.5", "2,048").</summary>
    public static string Tick(double value) => Math.Abs(value) >= 1e9
        ? (value / 1e9).ToString("#,0.###", CultureInfo.InvariantCulture) + "G"
        : Math.Round(value, 9).ToString("#,0.######", CultureInfo.InvariantCulture);

    /// <summary>A rate as the charts' titles and the report's sentences write it: whole, thousands separated ("1,234" MB/s).</summary>
    public static string Whole(double value) => value.ToString("#,0", CultureInfo.InvariantCulture);

    /// <summary>
    /// A value with its unit, as a bar's number says it; a time in the unit that reads best, whatever its axis's: below 1 s
    /// in ms, below 10 min in s, else in min ("0.00313" s as "3.13 ms", 12,900 ms as "12.9 s").
    /// </summary>
    public static string WithUnit(double value, string? unit)
    {
        var ms = unit switch { "ms" => 1.0, "s" => 1000.0, "min" => 60_000.0, _ => 0 };
        if (ms == 0 || value == 0 || !double.IsFinite(value))
        {
            return string.IsNullOrWhiteSpace(unit) ? Value(value) : $"{Value(value)} {unit}";
        }

        var at = value * ms;
        return Math.Abs(at) switch
        {
            < 1000 => $"{Value(at)} ms",
            < 600_000 => $"{Value(at / 1000)} s",
            _ => $"{Value(at / 60_000)} min",
        };
    }

    /// <summary>A measured value to three significant digits ("68,400", "452", "3.21", "0.0452").</summary>
    public static string Value(double value)
    {
        if (value == 0 || !double.IsFinite(value))
        {
            return value.ToString(CultureInfo.InvariantCulture);
        }

        var magnitude = (int)Math.Floor(Math.Log10(Math.Abs(value)));
        if (magnitude >= 2)
        {
            var step = Math.Pow(10, magnitude - 2);
            return (Math.Round(value / step) * step).ToString("#,0", CultureInfo.InvariantCulture);
        }

        var decimals = Math.Min(12, 2 - magnitude);
        return Math.Round(value, decimals).ToString("#,0." + new string('#', decimals), CultureInfo.InvariantCulture);
    }
}
