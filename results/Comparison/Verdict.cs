namespace Bench.Results.Comparison;

/// <summary>What a comparison concludes about the second run against the first.</summary>
public enum Verdict
{
    /// <summary>The second run's times are lower, and the difference is significant.</summary>
    Faster,

    /// <summary>The second run's times are higher, and the difference is significant.</summary>
    Slower,

    /// <summary>No significant difference, with enough repetitions to have seen one.</summary>
    NoDifference,

    /// <summary>Too few repetitions for the test to reach significance at all.</summary>
    TooFewRepetitions,
}
