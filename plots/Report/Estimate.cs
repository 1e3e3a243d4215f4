namespace Bench.Plots.Report;

/// <summary>A predicted time for a size the run did not measure, from a model fitted to what it did.</summary>
/// <param name="Run">The run's label.</param>
/// <param name="Scenario">The scenario's name (create, restore).</param>
/// <param name="Ifi">IFI on or off.</param>
/// <param name="SizeBytes">The size asked about (all data files together).</param>
/// <param name="Ms">Predicted elapsed milliseconds.</param>
/// <param name="LowerMs">Lower end of its 95% interval.</param>
/// <param name="UpperMs">Upper end of its 95% interval.</param>
/// <param name="Model">The fitted model in words, with its figures ("0.2 s + size / 610 MB/s").</param>
/// <param name="FittedOn">What it was fitted to: measurements, sizes, and the case's other settings.</param>
public sealed record Estimate(string Run, string Scenario, bool Ifi, long SizeBytes, double Ms, double LowerMs, double UpperMs, string Model, string FittedOn)
{
    /// <summary>The largest size measured, when the estimate is more than <see cref="Estimates.ExtrapolationLimit"/> times it; null otherwise.</summary>
    public long? ExtrapolatedFrom { get; init; }

    /// <summary>The setting the estimate was fitted on, in words ("9 backup files, compressed"), when the run measured several; else empty.</summary>
    public string Setting { get; init; } = string.Empty;

    /// <summary>
    /// The setting the estimate was fitted on in words, always ("every setting at its default" when no parameter but the
    /// size differs from its default): what a comparison's row names when the runs used different ones.
    /// </summary>
    public string Used { get; init; } = string.Empty;

    /// <summary>
    /// The time measured did not grow with the size (allocation without writing: an IFI-on create), so the estimate is the
    /// measured median at every size, a constant, not a rate carried to the size; null otherwise.
    /// </summary>
    public double? ConstantMs { get; init; }

    /// <summary>Whether IFI on and off measured no setting in common, so this estimate is from its own IFI state's fastest setting.</summary>
    public bool OwnSetting { get; init; }

    /// <summary>The smallest size measured, when the estimate is below it (the fitted line's fixed part, not measured there); null otherwise.</summary>
    public long? BelowFrom { get; init; }

    /// <summary>The measured volume's free space, when the size is larger; null otherwise.</summary>
    public long? FreeBytes { get; init; }

    /// <summary>Why the figure deserves caution, in words: extrapolated far past what was measured, larger than the free space.</summary>
    public IReadOnlyList<string> Flags =>
    [
        .. ExtrapolatedFrom is { } largest
            ? [string.Create(CultureInfo.InvariantCulture, $"extrapolated {SizeBytes / (double)largest:#,0}x past {ByteSize.Spoken(largest)}, the largest size measured")]
            : Array.Empty<string>(),
        .. ConstantMs is { } constant
            ? [$"the measured constant ({Findings.Time(constant)}, the median at every size measured: the time did not grow with size), not a rate"]
            : Array.Empty<string>(),
        .. BelowFrom is { } smallest ? [$"below the smallest size measured ({ByteSize.Spoken(smallest)}): extrapolated down the model"] : Array.Empty<string>(),
        .. FreeBytes is { } free ? [$"larger than the {ByteSize.Spoken(free)} free on the measured volume"] : Array.Empty<string>(),
    ];
}
