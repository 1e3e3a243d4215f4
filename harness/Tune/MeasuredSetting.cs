using Bench.Results.Statistics;

namespace Bench.Harness.Tune;

/// <summary>One row of the ranked table: a setting the search ran, with what it gave and what it costs.</summary>
public sealed record MeasuredSetting
{
    private const double MB = 1 << 20;

    /// <summary>The setting.</summary>
    public required TuneSetting Setting { get; init; }

    /// <summary>Its throughputs in MB/s, in the order run.</summary>
    public required IReadOnlyList<double> Samples { get; init; }

    /// <summary>Why its failed runs failed.</summary>
    public required IReadOnlyList<string> Failures { get; init; }

    /// <summary>Median with its 95% confidence interval (Harrell-Davis, Maritz-Jarrett; NaN bounds below two runs); null without a run that worked.</summary>
    public SampleSummary? Summary { get; init; }

    /// <summary>Median MB/s, or null.</summary>
    public double? MedianMbS => Summary?.Median;

    /// <summary>Median as a percentage of the volume's limit, or null without a baseline.</summary>
    public double? LimitPct { get; init; }

    /// <summary>Buffer memory (<see cref="TuneSetting.MemoryBytes"/>).</summary>
    public long MemoryBytes => Setting.MemoryBytes;

    /// <summary>Median MB/s per MB of buffer memory: what the memory buys.</summary>
    public double? MbSPerMemoryMb => MedianMbS / (MemoryBytes / MB);

    /// <summary>The row of <paramref name="setting"/>, held against <paramref name="baselineMbS"/> when known.</summary>
    public static MeasuredSetting Of(TuneSetting setting, IReadOnlyList<double> samples, IReadOnlyList<string> failures, double? baselineMbS)
    {
        ArgumentNullException.ThrowIfNull(samples);
        ArgumentNullException.ThrowIfNull(failures);
        var summary = samples.Count == 0 ? null : SampleSummary.Of(samples);
        return new MeasuredSetting
        {
            Setting = setting,
            Samples = samples.ToList(),
            Failures = failures.ToList(),
            Summary = summary,
            LimitPct = summary?.Median * 100 / baselineMbS,
        };
    }
}
