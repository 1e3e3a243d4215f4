using Bench.Results.Cases;

namespace Bench.Results.Statistics;

/// <summary>One row of summary.csv: one case across its repetitions (elapsed_ms of the ok rows).</summary>
public sealed record SummaryRow
{
    /// <summary>The case.</summary>
    public required CaseId CaseId { get; init; }

    /// <summary>Scenario name.</summary>
    public required string Scenario { get; init; }

    /// <summary>Target name.</summary>
    public required string Target { get; init; }

    /// <summary>The case's parameters.</summary>
    public required CaseParameters Parameters { get; init; }

    /// <summary>Repetitions that ended ok (the ones summarised).</summary>
    public required int N { get; init; }

    /// <summary>Repetitions that failed or were skipped.</summary>
    public required int NotOk { get; init; }

    /// <summary>Median elapsed time.</summary>
    public double? MedianMs { get; init; }

    /// <summary>Smallest elapsed time.</summary>
    public double? MinMs { get; init; }

    /// <summary>Largest elapsed time.</summary>
    public double? MaxMs { get; init; }

    /// <summary>Mean elapsed time.</summary>
    public double? MeanMs { get; init; }

    /// <summary>Standard deviation of the elapsed time.</summary>
    public double? StddevMs { get; init; }

    /// <summary>Coefficient of variation (stddev / mean).</summary>
    public double? Cv { get; init; }

    /// <summary>Lower bound of the 95% confidence interval of the median.</summary>
    public double? Ci95LowerMs { get; init; }

    /// <summary>Upper bound of the 95% confidence interval of the median.</summary>
    public double? Ci95UpperMs { get; init; }

    /// <summary>Median throughput of the ok repetitions.</summary>
    public double? ThroughputMbSMedian { get; init; }

    /// <summary>Median of transfer_mb_s.</summary>
    public double? TransferMbSMedian { get; init; }

    /// <summary>Median of limit_pct.</summary>
    public double? LimitPctMedian { get; init; }

    /// <summary>Median of limit_mb_s: the volume's limit measured before the case's groups.</summary>
    public double? LimitMbSMedian { get; init; }

    /// <summary>Median of read_write_limit_mb_s: what the volume copied reading and writing at once before the case's groups.</summary>
    public double? ReadWriteLimitMbSMedian { get; init; }

    /// <summary>Median IFI-off time over median IFI-on time of the pair this case belongs to.</summary>
    public double? IfiOffOnRatio { get; init; }

    /// <summary>
    /// Lower bound of the 95% interval of <see cref="IfiOffOnRatio"/>: the IFI-off median's lower bound over the IFI-on
    /// median's upper bound (conservative, as bench compare builds its ratios' intervals); empty below two repetitions a side.
    /// </summary>
    public double? IfiRatioCi95Lower { get; init; }

    /// <summary>Upper bound of the 95% interval of <see cref="IfiOffOnRatio"/>: the IFI-off upper bound over the IFI-on lower bound.</summary>
    public double? IfiRatioCi95Upper { get; init; }

    /// <summary>The run the case belongs to (empty in summary.csv of runs written before it was recorded).</summary>
    public string? RunId { get; init; }

    /// <summary>
    /// Ok repetitions of an IFI case left out of its summary, and so of the IFI on/off pair (<see cref="ResultRow.IfiUnproven"/>):
    /// IFI was not what the case asked for, or could not be verified. summary.csv's last column, after run_id: added after
    /// the others, so the columns before it keep their order.
    /// </summary>
    public int IfiLeftOut { get; init; }

    /// <summary>
    /// Whether the row's 95% interval is its runs' full range (<see cref="SampleSummary.IsRangeOf"/>), which covers the median
    /// only <see cref="SampleSummary.RangeCoverage"/> of the time (75% with 3 runs). A method, not a property: the row's
    /// properties are summary.csv's columns.
    /// </summary>
    public bool IntervalIsRange() => SampleSummary.IsRangeOf(N, Ci95LowerMs, Ci95UpperMs, MinMs, MaxMs);
}
