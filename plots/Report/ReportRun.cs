using Bench.Plots.Charts;
using Bench.Results;

namespace Bench.Plots.Report;

/// <summary>One run in the report: its data, its charts, and where their files are (relative to the report).</summary>
/// <param name="Data">The run.</param>
/// <param name="Charts">Its charts.</param>
/// <param name="ChartFolder">Folder of the chart files, relative to the report.</param>
public sealed record ReportRun(RunSummary Data, IReadOnlyList<IChart> Charts, string ChartFolder);
