using System.Globalization;

namespace Bench.Harness.Tune;

/// <summary>A count of case runs in words: "1 case run", "8 case runs".</summary>
public static class CaseRuns
{
    /// <summary>"1 case run" or "<paramref name="count"/> case runs".</summary>
    public static string Of(int count) => count == 1 ? "1 case run" : string.Create(CultureInfo.InvariantCulture, $"{count} case runs");
}
