namespace Bench.Plots.Figures;

/// <summary>How ratios are written on charts and in sentences: "72x", "1.4x", and ranges "27-72x".</summary>
internal static class Ratios
{
    /// <summary>Two significant digits below 10 (1.4x, 0.54x), whole numbers to 999 (72x), three significant digits above (8,180x).</summary>
    public static string Text(double ratio) => ratio switch
    {
        >= 999.5 => (Math.Round(ratio / Math.Pow(10, Math.Floor(Math.Log10(ratio)) - 2)) * Math.Pow(10, Math.Floor(Math.Log10(ratio)) - 2)).ToString("#,0", CultureInfo.InvariantCulture) + "x",
        >= 9.95 => ratio.ToString("#,0", CultureInfo.InvariantCulture) + "x",
        >= 0.995 or <= 0 or double.NaN => ratio.ToString("0.#", CultureInfo.InvariantCulture) + "x",
        _ => Math.Round(ratio, 1 - (int)Math.Floor(Math.Log10(ratio))).ToString("0.##########", CultureInfo.InvariantCulture) + "x",
    };

    /// <summary>
    /// The plain median of <paramref name="values"/> (at least one; ratios here, and the runs' times and the probes' rates a
    /// report names): the middle value, or the mean of the two middle values of an even count, as a spreadsheet's MEDIAN.
    /// </summary>
    public static double Median(IEnumerable<double> values)
    {
        var sorted = values.Order().ToList();
        return sorted.Count % 2 == 1 ? sorted[sorted.Count / 2] : (sorted[(sorted.Count / 2) - 1] + sorted[sorted.Count / 2]) / 2;
    }

    /// <summary>"72x" or "27-72x" for the smallest and largest of <paramref name="ratios"/>.</summary>
    public static string Range(IReadOnlyCollection<double> ratios)
    {
        var (low, high) = (ratios.Min(), ratios.Max());
        var (lowText, highText) = (Text(low), Text(high));
        return lowText == highText ? highText : $"{lowText.TrimEnd('x')}-{highText}";
    }

    /// <summary>What a chart writes under a ratio whose difference its test did not find significant.</summary>
    public const string NotSignificant = "not significant";

    /// <summary>What a chart or a sentence writes for two times within 5% of each other that differ beyond noise (or are untested), as <see cref="Faster"/> does.</summary>
    public const string AboutTheSame = "about the same";

    /// <summary>
    /// A time ratio with its test's verdict, as every chart writes it above a group (the IFI charts and the compare charts
    /// alike): "4.1x slower", "2x faster", "about the same" within 5% (never "1x faster"); when the difference is not
    /// significant, worded the same way round as a significant one, with the verdict after it, so that a chart never says
    /// "7.6x faster" beside "0.88x" for the same direction: "1.1x faster, not significant" over the 95% interval turned the
    /// same way round, "(0.9x-2.9x)", when it is known ("no difference" within 5%).
    /// </summary>
    /// <param name="ratio">The time after over the time before (above 1: slower).</param>
    /// <param name="significant">Whether the difference is significant at the 5% level.</param>
    /// <param name="lower">The lower bound of <paramref name="ratio"/>'s 95% interval, when known.</param>
    /// <param name="upper">Its upper bound, when known.</param>
    public static string Change(double ratio, bool significant, double? lower = null, double? upper = null)
    {
        var slower = ratio >= 1;
        var (factor, way) = slower ? (ratio, "slower") : (1 / ratio, "faster");
        if (factor < 1.05)
        {
            return significant ? AboutTheSame : "no difference";
        }

        if (significant)
        {
            return $"{Text(factor)} {way}";
        }

        var interval = lower is double low && upper is double high && low > 0 && high > 0 && double.IsFinite(low) && double.IsFinite(high)
            ? slower ? $"\n({Text(low)}-{Text(high)})" : $"\n({Text(1 / high)}-{Text(1 / low)})"
            : string.Empty;
        return $"{Text(factor)} {way}, {NotSignificant}{interval}";
    }

    /// <summary>"72x faster", "1.3x slower", "same" (within 5%), for a time ratio of <paramref name="before"/> over <paramref name="after"/>.</summary>
    public static string Faster(double before, double after) => Compared(before, after, "faster", "slower");

    /// <summary>"1,990x shorter", "1.3x longer", "about the same" (within 5%), for a wait of <paramref name="before"/> against <paramref name="after"/>: a stall is shorter, not faster.</summary>
    public static string Shorter(double before, double after) => Compared(before, after, "shorter", "longer");

    private static string Compared(double before, double after, string less, string more)
    {
        var ratio = before / after;
        return ratio switch
        {
            >= 1.05 => $"{Text(ratio)} {less}",
            <= 1 / 1.05 => $"{Text(1 / ratio)} {more}",
            _ => AboutTheSame,
        };
    }
}
