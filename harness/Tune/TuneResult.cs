namespace Bench.Harness.Tune;

/// <summary>What a search found: every setting it ran (ranked), the best, the knee, the path and why it stopped.</summary>
public sealed record TuneResult
{
    /// <summary>The grid searched.</summary>
    public required TuneSpace Space { get; init; }

    /// <summary>The limits and rule it ran with.</summary>
    public required TuneOptions Options { get; init; }

    /// <summary>Every setting run, by median MB/s, highest first (settings with no run that worked last).</summary>
    public required IReadOnlyList<MeasuredSetting> Ranked { get; init; }

    /// <summary>
    /// The answer: the final round's pick (<see cref="FinalRound"/>) with its runs there alone, measured beside its rivals;
    /// without a final round, where the search stopped, with all its runs; null when the start failed.
    /// </summary>
    public required MeasuredSetting? Best { get; init; }

    /// <summary>
    /// The cheapest setting (least memory, then fewest stripes) whose median is within <see cref="TuneOptions.Tolerance"/>
    /// below the best's figure and not above it (the best itself when none is cheaper); null when the start failed.
    /// </summary>
    public required MeasuredSetting? Knee { get; init; }

    /// <summary>Every case run in order.</summary>
    public required IReadOnlyList<PathStep> Path { get; init; }

    /// <summary>
    /// The final round's settings with their side-by-side runs only, by median, highest first (the first is the best);
    /// empty when no rival came close enough or the budget left had no room for the round.
    /// </summary>
    public IReadOnlyList<MeasuredSetting> FinalRound { get; init; } = [];

    /// <summary>The best against SQL Server's default at its stripes, side by side in the final round; null when the start failed or it was not asked for.</summary>
    public VersusDefault? VersusDefault { get; init; }

    /// <summary>
    /// The final round's settings its highest median leads by no more than <see cref="TuneOptions.MinGain"/> nor beyond
    /// <see cref="Significance.Margin"/> (too close to call), that one first; the best is the least memory of them. Empty
    /// when the highest was ahead of all, or without a final round.
    /// </summary>
    public IReadOnlyList<TuneSetting> TooClose { get; init; } = [];

    /// <summary>Why it stopped.</summary>
    public required StopReason StopReason { get; init; }

    /// <summary>Why it stopped, in words with the figures.</summary>
    public required string StopDetail { get; init; }

    /// <summary>The pooled run-to-run spread at the end (standard deviation of ln MB/s).</summary>
    public required double Noise { get; init; }

    /// <summary>Case runs used.</summary>
    public int Used => Path.Count;

    /// <summary>Case runs of the full grid under the memory cap with <paramref name="repetitions"/> each: what a matrix run of the same axes costs.</summary>
    public long FullGridRuns(int repetitions) => Space.Points().LongCount(p => p.MemoryBytes <= Options.MaxMemoryBytes) * repetitions;

    /// <summary>Case runs used over <see cref="FullGridRuns"/>.</summary>
    public double GridFraction(int repetitions) => (double)Used / FullGridRuns(repetitions);
}
