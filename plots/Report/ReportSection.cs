namespace Bench.Plots.Report;

/// <summary>One scenario's part of the report: the scenario, and what its numbers mean in sentences.</summary>
/// <param name="Scenario">The scenario.</param>
/// <param name="Findings">Sentences computed from the runs (IFI, limits, flat curves, figures above the limit).</param>
public sealed record ReportSection(ScenarioInfo Scenario, IReadOnlyList<string> Findings);
