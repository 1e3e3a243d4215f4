namespace Bench.Plots.Report;

/// <summary>A count with its noun in the right number: "1 row", "2 rows".</summary>
public static class Counted
{
    /// <summary>"1 <paramref name="one"/>" or "<paramref name="count"/> <paramref name="many"/>" (<paramref name="one"/> with an s when not given).</summary>
    public static string Of(long count, string one, string? many = null) =>
        count == 1 ? $"1 {one}" : string.Create(CultureInfo.InvariantCulture, $"{count} {many ?? one + "s"}");
}
