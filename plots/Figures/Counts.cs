namespace Bench.Plots.Figures;

/// <summary>How counts of repetitions are said: "3", or "3-5" when they differ.</summary>
internal static class Counts
{
    /// <summary>"1 repetition", "3 repetitions", "1-9 repetitions": <see cref="Range"/> with its noun in the right number.</summary>
    public static string Repetitions(IEnumerable<int> values)
    {
        var all = values.ToList();
        return all.Min() == all.Max() ? Report.Counted.Of(all[0], "repetition") : $"{Range(all)} repetitions";
    }

    /// <summary>The one value, or the smallest and largest.</summary>
    public static string Range(IEnumerable<int> values)
    {
        var all = values.ToList();
        return all.Min() == all.Max()
            ? all[0].ToString(CultureInfo.InvariantCulture)
            : string.Create(CultureInfo.InvariantCulture, $"{all.Min()}-{all.Max()}");
    }

    /// <summary>
    /// "5 repetitions", or, when the IFI states were repeated differently (a fast IFI-on case gets more repetitions), each
    /// state's: "5 repetitions without IFI, 15 with it"; a range ("3-5 repetitions") when a state's own counts differ.
    /// </summary>
    public static string RepetitionsByIfi(IReadOnlyCollection<int> off, IReadOnlyCollection<int> on)
    {
        var (offs, ons) = (off.Distinct().ToList(), on.Distinct().ToList());
        return offs.Count == 1 && ons.Count == 1 && offs[0] != ons[0]
            ? string.Create(CultureInfo.InvariantCulture, $"{offs[0]} repetitions without IFI, {ons[0]} with it")
            : $"{Range([.. off, .. on])} repetitions";
    }
}
