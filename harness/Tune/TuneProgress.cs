namespace Bench.Harness.Tune;

/// <summary>
/// Reported after every case run, once the search has decided what the run changes: how much of the budget is used and
/// the best after it, so that the run that makes a new best shows it on its own line.
/// </summary>
/// <param name="Used">Case runs so far.</param>
/// <param name="Budget">Case runs allowed.</param>
/// <param name="Last">The run that just ended.</param>
/// <param name="Best">The best setting after it.</param>
/// <param name="BestMedianMbS">Its median MB/s (Harrell-Davis) over all its runs so far; NaN before any.</param>
public sealed record TuneProgress(int Used, int Budget, PathStep Last, TuneSetting Best, double BestMedianMbS)
{
    /// <summary>The runs <see cref="BestMedianMbS"/> is the median of.</summary>
    public int BestRuns { get; init; }

    /// <summary>Whether the search made <see cref="Best"/> the best after <see cref="Last"/> (which was held against the one before it).</summary>
    public bool Moved { get; init; }

    /// <summary>
    /// Whether <see cref="Last"/> was reported already: the search moved the best a second time after the same run, so
    /// this report says the new best alone, with no run of its own.
    /// </summary>
    public bool Again { get; init; }
}
