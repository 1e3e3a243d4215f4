using Bench.Results.Cases;

namespace Bench.Results.Comparison;

/// <summary>One row of comparison.csv: a case found in the baseline run and in another, compared by elapsed time.</summary>
public sealed record ComparisonRow
{
    /// <summary>The case (same parameters in both runs).</summary>
    public required CaseId CaseId { get; init; }

    /// <summary>Scenario.</summary>
    public required string Scenario { get; init; }

    /// <summary>Label of the first run given (what the others are held against).</summary>
    public required string Baseline { get; init; }

    /// <summary>Label of the run compared with it.</summary>
    public required string Label { get; init; }

    /// <summary>Ok repetitions in the baseline.</summary>
    public required int NBaseline { get; init; }

    /// <summary>Ok repetitions in the compared run.</summary>
    public required int N { get; init; }

    /// <summary>Median elapsed ms in the baseline.</summary>
    public required double MedianBaselineMs { get; init; }

    /// <summary>Median elapsed ms in the compared run.</summary>
    public required double MedianMs { get; init; }

    /// <summary>Compared median over baseline median (2: the compared run took twice as long).</summary>
    public required double Ratio { get; init; }

    /// <summary>Lower bound of the ratio's 95% confidence interval.</summary>
    public double? RatioCiLower { get; init; }

    /// <summary>Upper bound of the ratio's 95% confidence interval.</summary>
    public double? RatioCiUpper { get; init; }

    /// <summary>Two-sided Mann-Whitney p-value.</summary>
    public double? PValue { get; init; }

    /// <summary>faster, slower, no_difference or too_few_repetitions (the compared run against the baseline).</summary>
    public required string Verdict { get; init; }

    /// <summary>Targets that differ, or why there is no verdict.</summary>
    public string? Note { get; init; }
}
