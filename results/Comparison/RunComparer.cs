using System.Globalization;
using Bench.Results.Cases;
using Bench.Results.Manifest;

namespace Bench.Results.Comparison;

/// <summary>
/// Matches cases across runs by their id (the scenario and every parameter) and compares each later run with the
/// first by elapsed time (<see cref="TwoSampleComparison"/>: Welch's t-test on log times). Runs of different targets
/// compare too: a sqlserver run against a native run of the same volume says, case by case, "SQL Server reached N% of
/// what the volume did".
/// </summary>
public static class RunComparer
{
    /// <summary>Compares every run after the first with the first.</summary>
    /// <param name="runs">Label, target and rows of each run; the first is the baseline.</param>
    /// <param name="endToEnd">
    /// The scenarios that time their writes into the new space apart (AUTOGROW): each of their cases gets a second row,
    /// <see cref="ComparisonMeasures.EndToEnd"/>, its repetitions' elapsed plus fill times, when both runs have them.
    /// </param>
    public static IReadOnlyList<ComparisonRow> Compare(IReadOnlyList<(string Label, string Target, IReadOnlyList<ResultRow> Rows)> runs, IReadOnlySet<string>? endToEnd = null)
    {
        ArgumentNullException.ThrowIfNull(runs);
        if (runs.Count < 2)
        {
            return [];
        }

        var baseline = runs[0];
        var baseTimes = Times(baseline.Rows);
        var baseTotals = Totals(baseline.Rows, endToEnd);
        var compared = new List<ComparisonRow>();
        foreach (var run in runs.Skip(1))
        {
            var totals = Totals(run.Rows, endToEnd);
            foreach (var (caseId, (scenario, times)) in Times(run.Rows))
            {
                if (!baseTimes.TryGetValue(caseId, out var before))
                {
                    continue;
                }

                compared.Add(Row(baseline, run, caseId, scenario, before.Times, times, ComparisonMeasures.Elapsed));
                if (baseTotals.TryGetValue(caseId, out var beforeTotal) && totals.TryGetValue(caseId, out var total))
                {
                    compared.Add(Row(baseline, run, caseId, scenario, beforeTotal, total, ComparisonMeasures.EndToEnd));
                }
            }
        }

        return compared;
    }

    /// <summary>
    /// For a sqlserver run held against a native run of the same volume (either order): "SQL Server reached N% of
    /// what the volume did", N being the native median time over the sqlserver one (the storage's pace as the limit);
    /// null for any other pair of targets.
    /// </summary>
    /// <param name="baselineTarget">Target of the first run.</param>
    /// <param name="target">Target of the run held against it.</param>
    /// <param name="ratio">Its median time over the first run's.</param>
    public static string? ServerShare(string baselineTarget, string target, double ratio)
    {
        double? share = (baselineTarget, target) switch
        {
            (TargetNames.Native, TargetNames.SqlServer) => 100 / ratio,
            (TargetNames.SqlServer, TargetNames.Native) => 100 * ratio,
            _ => null,
        };
        return share is { } s && double.IsFinite(s) && s > 0
            ? string.Create(CultureInfo.InvariantCulture, $"SQL Server reached {s:0.#}% of what the volume did")
            : null;
    }

    private static ComparisonRow Row(
        (string Label, string Target, IReadOnlyList<ResultRow> Rows) baseline, (string Label, string Target, IReadOnlyList<ResultRow> Rows) run,
        CaseId caseId, string scenario, List<double> before, List<double> times, string measure)
    {
        var c = TwoSampleComparison.Of(before, times);
        string? note = null;
        if (run.Target != baseline.Target)
        {
            note = ServerShare(baseline.Target, run.Target, c.Ratio) ?? $"{run.Target} against {baseline.Target}: the times are of different targets";
        }
        else if (c.Verdict == Verdict.TooFewRepetitions)
        {
            note = string.Create(CultureInfo.InvariantCulture, $"{c.A.N} and {c.B.N} repetitions: a test needs 2 or more a side");
        }

        return new ComparisonRow(
            caseId, scenario, baseline.Label, run.Label, c.A.N, c.B.N, Math.Round(c.A.Median, 3), Math.Round(c.B.Median, 3), Math.Round(c.Ratio, 4),
            Finite(c.RatioLower), Finite(c.RatioUpper), Finite(c.PValue), Finite(c.DetectableRatio), VerdictText(c.Verdict), note,
            baseline.Rows.Count > 0 ? baseline.Rows[0].RunId : null, run.Rows.Count > 0 ? run.Rows[0].RunId : null, Measure: measure);
    }

    /// <summary>Each case's end-to-end times (elapsed plus fill) of the <paramref name="endToEnd"/> scenarios, of the ok repetitions that have both.</summary>
    private static Dictionary<CaseId, List<double>> Totals(IEnumerable<ResultRow> rows, IReadOnlySet<string>? endToEnd) =>
        endToEnd is null or { Count: 0 }
            ? []
            : rows.Where(r => r.Status == CaseStatus.Ok && endToEnd.Contains(r.Scenario) && r.ElapsedMs is > 0 && r.FillMs is > 0)
                .GroupBy(r => r.CaseId)
                .ToDictionary(g => g.Key, g => g.Select(r => r.ElapsedMs!.Value + r.FillMs!.Value).ToList());

    private static Dictionary<CaseId, (string Scenario, List<double> Times)> Times(IEnumerable<ResultRow> rows) =>
        rows.Where(r => r.Status == CaseStatus.Ok && r.ElapsedMs is > 0)
            .GroupBy(r => r.CaseId)
            .ToDictionary(g => g.Key, g => (g.First().Scenario, g.Select(r => r.ElapsedMs!.Value).ToList()));

    /// <summary>What comparison.csv's verdict column writes for <paramref name="verdict"/>: faster, slower, no_difference or too_few_repetitions.</summary>
    public static string VerdictText(Verdict verdict) => verdict switch
    {
        Verdict.Faster => "faster",
        Verdict.Slower => "slower",
        Verdict.NoDifference => "no_difference",
        _ => "too_few_repetitions",
    };

    /// <summary>A ratio, p-value or bound as comparison.csv gives it: rounded to 4 decimals, null when it is not finite (one repetition a side).</summary>
    public static double? Finite(double value) => double.IsFinite(value) ? Math.Round(value, 4) : null;
}
