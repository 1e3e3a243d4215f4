namespace Bench.Plots.Report;

/// <summary>
/// What IFI changed end to end in a scenario whose writes into the space it made ready are timed apart from its elapsed
/// time (<see cref="ScenarioInfo.FillTimedApart"/>: an autogrow's elapsed_ms is its growth stalls, its fill_ms the page
/// writes between them): the stalls plus the writes, IFI on against off, with the stall saving and the write cost as its
/// two parts. One statistic throughout: each part's Harrell-Davis median (as the tables give them) with its interval
/// (Maritz-Jarrett, or the runs' range with few runs); the totals are the sums of the parts as printed, so the arithmetic
/// checks, and a total's interval the sum of its parts' ends (wider than the total's own, never narrower).
/// </summary>
/// <param name="OnStallMs">IFI on: the growth stalls' median (the table's median).</param>
/// <param name="OffStallMs">IFI off: the growth stalls' median.</param>
/// <param name="OnFillMs">IFI on: the median of the writes into the space allocated without writing.</param>
/// <param name="OffFillMs">IFI off: the median of the writes into zeroed space.</param>
/// <param name="OnTotal">IFI on: stalls plus writes, with its interval.</param>
/// <param name="OffTotal">IFI off: stalls plus writes, with its interval.</param>
public sealed record EndToEnd(double OnStallMs, double OffStallMs, double OnFillMs, double OffFillMs, (double Ms, double Low, double High) OnTotal, (double Ms, double Low, double High) OffTotal)
{
    /// <summary>The time IFI saved end to end, of the totals as printed (negative: IFI cost that much).</summary>
    public double SavedMs => Findings.Difference(OffTotal.Ms, OnTotal.Ms);

    /// <summary>The time IFI saved in the growth stalls, as printed.</summary>
    public double StallSavedMs => Findings.Difference(OffStallMs, OnStallMs);

    /// <summary>What the writes into the space IFI allocated cost more than into zeroed space, as printed (negative: less).</summary>
    public double FillCostMs => Findings.Difference(OnFillMs, OffFillMs);

    /// <summary>Whether the totals differ beyond the runs' spread: their intervals do not overlap.</summary>
    public bool BeyondSpread => OnTotal.High < OffTotal.Low || OffTotal.High < OnTotal.Low;

    /// <summary>"saves 500 ms" or "costs 1.2 s": the end-to-end difference.</summary>
    public string Saves => Findings.Saves(SavedMs);

    /// <summary>"within the runs' spread (their intervals overlap), so not a clear gain" or "beyond the runs' spread".</summary>
    public string Spread => BeyondSpread
        ? "beyond the runs' spread (their intervals do not overlap)"
        : "within the runs' spread (their intervals overlap), so not a clear " + (SavedMs >= 0 ? "gain" : "loss");

    /// <summary>
    /// "growth stalls 3.7 s shorter, writes into the new space 3.2 s longer": the two parts of <see cref="SavedMs"/>.
    /// </summary>
    public string Parts =>
        $"growth stalls {Findings.Time(Math.Abs(StallSavedMs))} {(StallSavedMs >= 0 ? "shorter" : "longer")}, writes into the new space {Findings.Time(Math.Abs(FillCostMs))} {(FillCostMs >= 0 ? "longer" : "shorter")}";

    /// <summary>
    /// The end-to-end figures of <paramref name="scenario"/>'s pair <paramref name="off"/>/<paramref name="on"/>; null when
    /// the scenario does not time its writes apart or a side lacks them.
    /// </summary>
    public static EndToEnd? Of(RunSummary run, ScenarioInfo scenario, SummaryRow off, SummaryRow on)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        ArgumentNullException.ThrowIfNull(off);
        ArgumentNullException.ThrowIfNull(on);
        if (!scenario.FillTimedApart || off.MedianMs is not > 0 || on.MedianMs is not > 0
            || Fill(run, off) is not { } offFill || Fill(run, on) is not { } onFill)
        {
            return null;
        }

        (double, double, double) Total(SummaryRow stalls, SampleSummary fill)
        {
            var ms = Findings.Shown(Findings.Shown(stalls.MedianMs!.Value) + Findings.Shown(fill.Median));
            return (ms, (stalls.Ci95LowerMs ?? stalls.MedianMs!.Value) + fill.CiLower, (stalls.Ci95UpperMs ?? stalls.MedianMs!.Value) + fill.CiUpper);
        }

        return new EndToEnd(on.MedianMs!.Value, off.MedianMs!.Value, onFill.Median, offFill.Median, Total(on, onFill), Total(off, offFill));
    }

    /// <summary>
    /// The pair <see cref="ScenarioFindings.Ifi"/> gives end to end: the only one at the largest size
    /// (<see cref="AtLargest"/>) of a scenario that times its writes apart; null when none, or several share that size.
    /// </summary>
    public static (SummaryRow Off, SummaryRow On)? LeadPair(RunSummary run, ScenarioInfo scenario)
    {
        ArgumentNullException.ThrowIfNull(scenario);
        return scenario.FillTimedApart && AtLargest(run, scenario) is [var only] ? only : null;
    }

    /// <summary>
    /// The IFI pairs (off, on; both medians above zero) of <paramref name="scenario"/> at its largest size, each data file's
    /// size times the files: what <see cref="ScenarioFindings.Ifi"/> leads with; empty when the run has no pair.
    /// </summary>
    public static List<(SummaryRow Off, SummaryRow On)> AtLargest(RunSummary run, ScenarioInfo scenario)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        var pairs = run.Summary
            .Where(s => s.Scenario == scenario.Name && s.CaseId.Ifi == false && s.MedianMs > 0)
            .Select(s => (Off: s, On: run.Summary.FirstOrDefault(o => o.CaseId.Equals(s.CaseId.WithIfi(true)) && o.MedianMs > 0)!))
            .Where(p => p.On is not null)
            .ToList();
        static long Bytes(SummaryRow row) => (row.Parameters.SizeBytes ?? 0) * (row.Parameters.Files ?? 1);
        return pairs.Count == 0 ? pairs : pairs.Where(p => Bytes(p.Off) == pairs.Max(q => Bytes(q.Off))).ToList();
    }

    /// <summary>
    /// "3.7 s without IFI, 0.6 ms with it": each growth's stall (the median over repetitions of each growth, then over the
    /// growths: the stalls chart's title's figures), which is what a seed's per-growth figure compares with; null without stalls.
    /// </summary>
    public static (double Off, double On)? PerGrowth(RunSummary run, SummaryRow off, SummaryRow on)
    {
        ArgumentNullException.ThrowIfNull(run);
        double? Each(SummaryRow row)
        {
            var medians = run.Stalls.Where(s => s.CaseId.Equals(row.CaseId) && s.StallMs >= 0).GroupBy(s => s.Growth)
                .Select(g => Math.Max(0.001, SampleSummary.Of(g.Select(s => s.StallMs).ToList()).Median)).ToList();
            return medians.Count == 0 ? null : SampleSummary.Of(medians).Median;
        }

        return Each(off) is { } a && Each(on) is { } b ? (a, b) : null;
    }

    /// <summary>The summary of a case's ok repetitions' fill_ms; null when it has none.</summary>
    private static SampleSummary? Fill(RunSummary run, SummaryRow row)
    {
        var fills = RowSamples.Of(run, row, r => r.FillMs);
        if (fills.Count == 0)
        {
            return null;
        }

        var s = SampleSummary.Of(fills);
        return double.IsFinite(s.CiLower) && double.IsFinite(s.CiUpper) ? s : s with { CiLower = s.Median, CiUpper = s.Median };
    }
}
