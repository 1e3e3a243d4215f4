using Bench.Results.Cases;

namespace Bench.Results.Comparison;

/// <summary>One row of comparison.csv: a case found in the baseline run and in another, compared by elapsed time.</summary>
/// <param name="CaseId">The case (same parameters in both runs).</param>
/// <param name="Scenario">Scenario.</param>
/// <param name="Baseline">Label of the first run given (what the others are held against).</param>
/// <param name="Label">Label of the run compared with it.</param>
/// <param name="NBaseline">Ok repetitions in the baseline.</param>
/// <param name="N">Ok repetitions in the compared run.</param>
/// <param name="MedianBaselineMs">Median elapsed ms in the baseline.</param>
/// <param name="MedianMs">Median elapsed ms in the compared run.</param>
/// <param name="Ratio">
/// Compared over baseline time, of the geometric means (2: the compared run took twice as long); of the medians when a run
/// has one repetition.
/// </param>
/// <param name="RatioCiLower">Lower bound of the ratio's 95% confidence interval.</param>
/// <param name="RatioCiUpper">Upper bound of the ratio's 95% confidence interval.</param>
/// <param name="PValue">Two-sided p-value of Welch's t-test on log times.</param>
/// <param name="DetectableRatio">The smallest ratio the test finds with 80% power at the observed variance (its power).</param>
/// <param name="Verdict">faster, slower, no_difference or too_few_repetitions (the compared run against the baseline).</param>
/// <param name="Note">Targets that differ, or why there is no verdict.</param>
/// <param name="BaselineRunId">The baseline run's id.</param>
/// <param name="RunId">The compared run's id.</param>
/// <param name="Kind">
/// What the case's time is (<see cref="ComparisonKinds"/>): timing, a database operation's, counted in the comparison's verdicts
/// and drawn; security_check, a security check's, left out of them; null before comparison.csv had the column.
/// </param>
/// <param name="Measure">
/// What the times are (<see cref="ComparisonMeasures"/>): elapsed, the case's elapsed time; end_to_end, elapsed plus the
/// writes timed apart (AUTOGROW's growth stalls plus its writes into the new space), a second row beside the case's
/// elapsed one; null before comparison.csv had the column.
/// </param>
public sealed record ComparisonRow(
    CaseId CaseId, string Scenario, string Baseline, string Label, int NBaseline, int N, double MedianBaselineMs, double MedianMs, double Ratio,
    double? RatioCiLower, double? RatioCiUpper, double? PValue, double? DetectableRatio, string Verdict, string? Note, string? BaselineRunId = null, string? RunId = null,
    string? Kind = null, string? Measure = null);
