namespace Bench.Harness.Tune;

/// <summary>Reported after every case run: how much of the budget is used and the current best.</summary>
/// <param name="Used">Case runs so far.</param>
/// <param name="Budget">Case runs allowed.</param>
/// <param name="Last">The run that just ended.</param>
/// <param name="Best">The current best setting.</param>
/// <param name="BestMedianMbS">Its median MB/s so far.</param>
public sealed record TuneProgress(int Used, int Budget, PathStep Last, TuneSetting Best, double BestMedianMbS)
{
    /// <summary>
    /// Reported when the search makes <see cref="Best"/> the best, right after the run that decided it (<see cref="Last"/>,
    /// already reported with the best before it): no run of its own.
    /// </summary>
    public bool Moved { get; init; }
}
