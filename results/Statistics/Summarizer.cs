using Bench.Results.Cases;

namespace Bench.Results.Statistics;

/// <summary>Turns a run's rows into per-case summaries, with the IFI off/on ratio of each pair of twins.</summary>
public static class Summarizer
{
    /// <summary>One summary per case, in the order the cases first appear.</summary>
    public static IReadOnlyList<SummaryRow> Summarize(IEnumerable<ResultRow> rows)
    {
        ArgumentNullException.ThrowIfNull(rows);
        var summaries = rows
            .GroupBy(row => row.CaseId)
            .Select(SummarizeCase)
            .ToList();

        var medians = summaries
            .Where(s => s.CaseId.Ifi is not null && s.MedianMs is not null)
            .ToLookup(s => (s.Target, Twin: s.CaseId.Twin));
        return summaries.Select(s => Ratio(s, medians)).ToList();
    }

    /// <summary>
    /// The case's BUFFERCOUNT: the count its rows recorded most often (a sqlserver default records per row what the server
    /// chose, none when trace flag 3213 said nothing that time), not the first row's alone.
    /// </summary>
    private static int? BufferCount(IEnumerable<ResultRow> rows) =>
        rows.Select(r => r.Parameters.BufferCount).OfType<int>().GroupBy(c => c).OrderByDescending(g => g.Count()).ThenBy(g => g.Key).Select(g => (int?)g.Key).FirstOrDefault();

    private static SummaryRow SummarizeCase(IGrouping<CaseId, ResultRow> rows)
    {
        var first = rows.First();
        // A row whose IFI was not what the case asked for, or could not be verified, measured another case, or none known:
        // it stays in results.csv with its note, outside the case's figures and so outside every IFI on/off pair.
        var ok = rows.Where(r => r.Summarized() && r.ElapsedMs is not null).ToList();
        var summary = new SummaryRow
        {
            CaseId = rows.Key,
            Scenario = first.Scenario,
            Target = first.Target,
            Parameters = first.Parameters with { BufferCount = BufferCount(rows) },
            N = ok.Count,
            IfiLeftOut = rows.Count(r => r.IfiUnproven()),
            NotOk = rows.Count(r => !(r.Status == CaseStatus.Ok && r.ElapsedMs is not null)),
            RunId = first.RunId,
        };
        if (ok.Count == 0)
        {
            return summary;
        }

        var s = SampleSummary.Of(ok.Select(r => r.ElapsedMs!.Value).ToList());

        return summary with
        {
            MedianMs = Round(s.Median),
            MinMs = Round(s.Min),
            MaxMs = Round(s.Max),
            MeanMs = Round(s.Mean),
            StddevMs = Round(s.StdDev),
            Cv = Math.Round(s.CoefficientOfVariation, 4),
            Ci95LowerMs = double.IsNaN(s.CiLower) ? null : Round(s.CiLower),
            Ci95UpperMs = double.IsNaN(s.CiUpper) ? null : Round(s.CiUpper),
            ThroughputMbSMedian = Median(ok, r => r.ThroughputMbS),
            TransferMbSMedian = Median(ok, r => r.TransferMbS),
            LimitPctMedian = Median(ok, r => r.LimitPct),
            LimitMbSMedian = Median(ok, r => r.LimitMbS),
            ReadWriteLimitMbSMedian = Median(ok, r => r.ReadWriteLimitMbS),
        };
    }

    /// <summary><paramref name="row"/> with the IFI off/on ratio of its pair of twins and that ratio's interval, when both have a median.</summary>
    private static SummaryRow Ratio(SummaryRow row, ILookup<(string, CaseId), SummaryRow> byTwin)
    {
        if (row.CaseId.Ifi is null || row.MedianMs is null)
        {
            return row;
        }

        var pair = byTwin[(row.Target, row.CaseId.Twin)].ToList();
        var off = pair.FirstOrDefault(p => p.CaseId.Ifi == false);
        var on = pair.FirstOrDefault(p => p.CaseId.Ifi == true);
        if (off?.MedianMs is not { } offMs || on?.MedianMs is not { } onMs || onMs <= 0)
        {
            return row;
        }

        row = row with { IfiOffOnRatio = Math.Round(offMs / onMs, 2) };
        return off.Ci95LowerMs is { } offLower && off.Ci95UpperMs is { } offUpper && on.Ci95LowerMs is { } onLower && on.Ci95UpperMs is { } onUpper && onLower > 0
            ? row with { IfiRatioCi95Lower = Math.Round(offLower / onUpper, 2), IfiRatioCi95Upper = Math.Round(offUpper / onLower, 2) }
            : row;
    }

    private static double? Median(List<ResultRow> rows, Func<ResultRow, double?> value)
    {
        var values = rows.Select(value).OfType<double>().ToList();
        return values.Count == 0 ? null : Round(SampleSummary.Of(values).Median);
    }

    private static double Round(double value) => Math.Round(value, 3);
}
