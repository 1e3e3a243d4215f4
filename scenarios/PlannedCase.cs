using Bench.Results;

namespace Bench.Scenarios;

/// <summary>A case of the matrix, checked and ready to run.</summary>
/// <param name="CaseId">Stable id: the scenario and every parameter, e.g. <c>create/size=1GB/files=1/log_size=1MB/write_size=4MB/ifi=on</c>.</param>
/// <param name="Scenario">The scenario that runs it.</param>
/// <param name="Parameters">Its typed parameters.</param>
/// <param name="DiskBytesNeeded">Most space it holds on the volume at once.</param>
public sealed record PlannedCase(string CaseId, IScenario Scenario, CaseParameters Parameters, long DiskBytesNeeded)
{
    /// <summary>Short title for progress lines and tables (see <see cref="CaseTitles"/>).</summary>
    public string Title { get; init; } = CaseId.Replace('/', ' ');
}
