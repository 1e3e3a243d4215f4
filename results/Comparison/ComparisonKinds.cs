namespace Bench.Results.Comparison;

/// <summary>The kinds comparison.csv's kind column gives a case (<see cref="ComparisonRow.Kind"/>).</summary>
public static class ComparisonKinds
{
    /// <summary>A database operation's time: counted in the comparison's verdicts (faster, slower) and drawn in its charts.</summary>
    public const string Timing = "timing";

    /// <summary>
    /// A security check's time (the exposure check: what a new file shows), no database operation's: compared as any case, but
    /// left out of the comparison's counts and charts.
    /// </summary>
    public const string SecurityCheck = "security_check";
}
