namespace Bench.Plots.Figures;

/// <summary>How counts of repetitions are said: "3", or "3-5" when they differ.</summary>
internal static class Counts
{
    /// <summary>The one value, or the smallest and largest.</summary>
    public static string Range(IEnumerable<int> values)
    {
        var all = values.ToList();
        return all.Min() == all.Max()
            ? all[0].ToString(CultureInfo.InvariantCulture)
            : string.Create(CultureInfo.InvariantCulture, $"{all.Min()}-{all.Max()}");
    }
}
