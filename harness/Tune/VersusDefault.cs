namespace Bench.Harness.Tune;

/// <summary>
/// The answer against SQL Server's default at its stripes (<see cref="TuneSpace.DefaultAt"/>), from their runs side by
/// side in the final round: the best's median over the default's, with the interval the search's noise gives that ratio,
/// exp(+-Z sigma sqrt(1/n_best + 1/n_default)), and whether the gain is clear by the search's own rule
/// (<see cref="Significance.Margin"/>, as <see cref="Judgement.Better"/>).
/// </summary>
public sealed record VersusDefault
{
    /// <summary>SQL Server's default at the best's stripes.</summary>
    public required TuneSetting Default { get; init; }

    /// <summary>How the two compare.</summary>
    public required DefaultOutcome Outcome { get; init; }

    /// <summary>The best's median over the default's, minus one (0.37: 37% faster); null unless they ran side by side.</summary>
    public double? Gain { get; init; }

    /// <summary>The lower bound of <see cref="Gain"/>'s interval.</summary>
    public double? GainLower { get; init; }

    /// <summary>The upper bound of <see cref="Gain"/>'s interval.</summary>
    public double? GainUpper { get; init; }

    /// <summary>The best's runs in the final round.</summary>
    public int BestRuns { get; init; }

    /// <summary>The default's runs in the final round.</summary>
    public int DefaultRuns { get; init; }

    /// <summary>Why they were not compared side by side (<see cref="DefaultOutcome.NotCompared"/>); empty otherwise.</summary>
    public string WhyNot { get; init; } = string.Empty;

    /// <summary>
    /// The comparison of <paramref name="best"/>'s final-round runs with <paramref name="standard"/>'s, at the pooled
    /// <paramref name="noise"/>; <paramref name="standardRuns"/> empty: not compared, for <paramref name="whyNot"/>.
    /// </summary>
    internal static VersusDefault Of(
        TuneSetting best, IReadOnlyList<double> bestRuns, TuneSetting standard, IReadOnlyList<double> standardRuns, double noise, TuneOptions options, string whyNot)
    {
        if (best == standard)
        {
            return new VersusDefault { Default = standard, Outcome = DefaultOutcome.BestIsDefault };
        }

        if (bestRuns.Count == 0 || standardRuns.Count == 0)
        {
            return new VersusDefault { Default = standard, Outcome = DefaultOutcome.NotCompared, WhyNot = whyNot };
        }

        var ratio = Significance.Median(bestRuns) / Significance.Median(standardRuns);
        var spread = Math.Exp(Significance.Z * noise * Math.Sqrt((1.0 / bestRuns.Count) + (1.0 / standardRuns.Count)));
        var clear = ratio > 1 + Significance.Margin(bestRuns.Count, standardRuns.Count, noise, options.MinGain);
        return new VersusDefault
        {
            Default = standard,
            Outcome = clear ? DefaultOutcome.Better : DefaultOutcome.NoClearDifference,
            Gain = ratio - 1,
            GainLower = (ratio / spread) - 1,
            GainUpper = (ratio * spread) - 1,
            BestRuns = bestRuns.Count,
            DefaultRuns = standardRuns.Count,
        };
    }
}

/// <summary>How the answer compares with SQL Server's default (<see cref="VersusDefault"/>).</summary>
public enum DefaultOutcome
{
    /// <summary>The answer is the default itself.</summary>
    BestIsDefault,

    /// <summary>Faster than the default beyond the noise, side by side.</summary>
    Better,

    /// <summary>Side by side, the difference is within the noise.</summary>
    NoClearDifference,

    /// <summary>The default did not run beside the best (no final round, it failed, or it needs more buffer memory than the cap).</summary>
    NotCompared,
}
