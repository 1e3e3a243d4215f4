namespace Bench.Plots.Figures;

/// <summary>Seed 003's I/O mix: MB/s of each stream (log writes, data writes, data reads), a bar per case.</summary>
internal static class WorkloadFigure
{
    private static readonly (string Name, Func<ResultRow, double?> MbS)[] Streams =
    [
        ("log writes (60 KB, flushed)", r => r.Workload.LogWriteMbS),
        ("data writes (8-256 KB)", r => r.Workload.DataWriteMbS),
        ("data reads (64 KB)", r => r.Workload.DataReadMbS),
    ];

    /// <summary>The chart, or null when the run has no rows of <paramref name="scenario"/> with stream figures.</summary>
    public static BarChart? For(RunSummary run, ScenarioInfo scenario)
    {
        var cases = run.Rows.Where(r => r.Status == CaseStatus.Ok && r.Scenario == scenario.Name && r.Workload.LogWriteMbS is not null)
            .GroupBy(r => r.CaseId).Take(RunCharts.MaxLines).ToList();
        if (cases.Count == 0)
        {
            return null;
        }

        var titles = CaseTitles.Of(cases.Select(c => c.Key));
        var groups = Streams.Select(s => new BarGroup(s.Name, cases.Select(c => new Charts.Bar(titles[c.Key], Median(c, s.MbS))).ToList())).ToList();
        return new BarChart(
            $"streams-{scenario.Name}",
            $"{scenario.Title}: throughput of each stream of seed 003's insert mix",
            "stream",
            new ValueAxis("throughput", "MB/s"),
            groups,
            Footers.Of(run)) { Subtitle = "median over the repetitions; the three streams run at once" };
    }

    private static double Median(IEnumerable<ResultRow> rows, Func<ResultRow, double?> value)
    {
        var values = rows.Select(value).OfType<double>().ToList();
        return values.Count == 0 ? 0 : SampleSummary.Of(values).Median;
    }
}
