namespace Bench.Plots.Figures;

/// <summary>
/// A scenario's I/O mix (<see cref="ScenarioInfo.Streams"/>, e.g. seed 003's): MB/s of each stream (log writes, data
/// writes, data reads), a bar per case.
/// </summary>
internal static class WorkloadFigure
{
    /// <summary>The chart, or null when <paramref name="scenario"/> has no streams or the run no rows of it with stream figures.</summary>
    public static BarChart? For(RunSummary run, ScenarioInfo scenario)
    {
        if (scenario.Streams is not { } mix)
        {
            return null;
        }

        var cases = run.Rows.Where(r => r.Status == CaseStatus.Ok && r.Scenario == scenario.Name && mix.Streams[0].MbS(r) is not null)
            .GroupBy(r => r.CaseId).Take(RunCharts.MaxLines).ToList();
        if (cases.Count == 0)
        {
            return null;
        }

        var titles = CaseTitles.Of(cases.Select(c => c.Key));
        var groups = mix.Streams.Select(s => new BarGroup(s.Name, cases.Select(c => new Charts.Bar(titles[c.Key], Median(c, s.MbS))).ToList())).ToList();
        return new BarChart(
            $"streams-{scenario.Name}",
            $"{scenario.Title}: throughput of each stream of {mix.Title}",
            "stream",
            new ValueAxis("throughput", "MB/s"),
            groups,
            Footers.Of(run)) { Subtitle = $"median over the repetitions; {mix.Note}" };
    }

    private static double Median(IEnumerable<ResultRow> rows, Func<ResultRow, double?> value)
    {
        var values = rows.Select(value).OfType<double>().ToList();
        return values.Count == 0 ? 0 : SampleSummary.Of(values).Median;
    }
}
