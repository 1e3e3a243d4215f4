using System.Globalization;
using Bench.Results;
using Bench.Results.Statistics;
using Bench.Scenarios;

namespace Bench.Plots.Report;

/// <summary>
/// Fits elapsed time = fixed cost + size / rate to the cases of every scenario whose time grows with the data size
/// (<see cref="ScenarioInfo.EstimatedBySize"/>; IFI on and off apart, the other parameters held to the set measured at
/// the most sizes) and predicts the sizes the user names.
/// </summary>
public static class Estimates
{
    /// <summary>The predictions, and why a scenario could not be fitted.</summary>
    public static (IReadOnlyList<Estimate> Estimates, IReadOnlyList<string> Notes) For(RunSummary run, IReadOnlyList<long> sizes)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(sizes);
        var estimates = new List<Estimate>();
        var notes = new List<string>();
        if (sizes.Count == 0)
        {
            return (estimates, notes);
        }

        foreach (var scenario in ScenarioCatalog.Infos.Where(s => s.EstimatedBySize).Select(s => s.Name))
        {
            foreach (var ifi in new[] { false, true })
            {
                var rows = run.Rows.Where(r => r.Status == CaseStatus.Ok && r.Scenario == scenario && r.Parameters.Ifi == ifi && r.ElapsedMs is not null && r.Parameters.SizeBytes is not null).ToList();
                if (rows.Count == 0)
                {
                    continue;
                }

                var best = rows.GroupBy(r => r.Parameters with { SizeBytes = null, Files = null })
                    .OrderByDescending(g => g.Select(Bytes).Distinct().Count())
                    .First();
                var fit = LinearFit.Of(best.Select(r => ((double)Bytes(r), r.ElapsedMs!.Value)).ToList());
                var what = $"{scenario} IFI {(ifi ? "on" : "off")}";
                if (fit is null)
                {
                    notes.Add($"{run.Label}: {what} not estimated: it needs three or more measurements at two or more sizes");
                    continue;
                }

                if (fit.Slope <= 0)
                {
                    // The time does not grow with the size (allocation without writing): the estimate is the median, whatever the size.
                    var flat = SampleSummary.Of(best.Select(r => r.ElapsedMs!.Value).ToList());
                    var measured = string.Create(CultureInfo.InvariantCulture, $"{flat.N} at {best.Select(Bytes).Distinct().Count()} sizes; no growth with size");
                    estimates.AddRange(sizes.Select(size => new Estimate(
                        run.Label, scenario, ifi, size, flat.Median, double.IsFinite(flat.CiLower) ? flat.CiLower : flat.Min, double.IsFinite(flat.CiUpper) ? flat.CiUpper : flat.Max, flat.Median, double.PositiveInfinity, measured)));
                    continue;
                }

                var points = string.Create(CultureInfo.InvariantCulture, $"{fit.N} at {best.Select(Bytes).Distinct().Count()} sizes");
                foreach (var size in sizes)
                {
                    var (ms, lower, upper) = fit.At(size);
                    estimates.Add(new Estimate(run.Label, scenario, ifi, size, ms, Math.Max(0, lower), upper, fit.Intercept, 1 / fit.Slope / 1e6 * 1000, points));
                }
            }
        }

        return (estimates, notes);
    }

    private static long Bytes(ResultRow row) => row.Parameters.SizeBytes!.Value * (row.Parameters.Files ?? 1);
}
