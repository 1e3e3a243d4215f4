using System.Globalization;

namespace Bench.Results.Cases;

/// <summary>How a run's cases and their repetitions are told in one phrase: "20 cases x 5 repetitions (6 of them x 15)".</summary>
public static class CaseCounts
{
    /// <summary>
    /// <paramref name="own"/> (one item a case: its own repetitions, or null for the run's) told with the run's
    /// <paramref name="repetitions"/>, those of cases that run another number named after them.
    /// </summary>
    public static string Describe(int repetitions, IReadOnlyCollection<int?> own)
    {
        ArgumentNullException.ThrowIfNull(own);
        var text = string.Create(CultureInfo.InvariantCulture, $"{own.Count} {(own.Count == 1 ? "case" : "cases")} x {repetitions} {(repetitions == 1 ? "repetition" : "repetitions")}");
        var others = own
            .Where(r => r is { } count && count != repetitions)
            .GroupBy(r => r!.Value)
            .OrderBy(g => g.Key)
            .Select(g => string.Create(CultureInfo.InvariantCulture, $"{g.Count()} of them x {g.Key}"))
            .ToList();
        return others.Count == 0 ? text : $"{text} ({string.Join(", ", others)})";
    }
}
