namespace Bench.Plots.Report;

/// <summary>One run in the report: its data, its charts scenario by scenario, and where their files are (relative to the report).</summary>
/// <param name="Data">The run.</param>
/// <param name="Sections">Its charts, by the scenario they belong to.</param>
/// <param name="ChartFolder">Folder of the chart files, relative to the report.</param>
public sealed record ReportRun(RunSummary Data, IReadOnlyList<(ScenarioInfo Scenario, IReadOnlyList<IChart> Charts)> Sections, string ChartFolder)
{
    /// <summary>Every chart of the run.</summary>
    public IEnumerable<IChart> Charts => Sections.SelectMany(s => s.Charts);

    /// <summary>The run's charts of <paramref name="scenario"/>.</summary>
    public IReadOnlyList<IChart> ChartsOf(ScenarioInfo scenario) => Sections.FirstOrDefault(s => s.Scenario == scenario).Charts ?? [];
}
