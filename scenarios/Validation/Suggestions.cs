namespace Bench.Scenarios.Validation;

/// <summary>Finds the name a user probably meant ("did you mean size?").</summary>
public static class Suggestions
{
    /// <summary>The closest of <paramref name="known"/> to <paramref name="given"/>, when it is close enough.</summary>
    public static string? Closest(string given, IEnumerable<string> known)
    {
        ArgumentNullException.ThrowIfNull(given);
        ArgumentNullException.ThrowIfNull(known);
        var best = known
            .Select(name => (Name: name, Distance: Distance(given.ToUpperInvariant(), name.ToUpperInvariant())))
            .OrderBy(candidate => candidate.Distance)
            .FirstOrDefault();
        return best.Name is not null && best.Distance <= Math.Max(2, given.Length / 3) ? best.Name : null;
    }

    /// <summary>" Did you mean X?" or nothing.</summary>
    public static string DidYouMean(string given, IEnumerable<string> known) =>
        Closest(given, known) is { } name ? $"; did you mean '{name}'?" : string.Empty;

    private static int Distance(string a, string b)
    {
        var previous = new int[b.Length + 1];
        var current = new int[b.Length + 1];
        for (var j = 0; j <= b.Length; j++)
        {
            previous[j] = j;
        }

        for (var i = 1; i <= a.Length; i++)
        {
            current[0] = i;
            for (var j = 1; j <= b.Length; j++)
            {
                var cost = a[i - 1] == b[j - 1] ? 0 : 1;
                current[j] = Math.Min(Math.Min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
            }

            (previous, current) = (current, previous);
        }

        return previous[b.Length];
    }
}
