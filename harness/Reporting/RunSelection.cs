namespace Bench.Harness.Reporting;

/// <summary>Which runs <c>bench report</c> and <c>bench compare</c> were given: run folders, a folder of run folders, or a store.</summary>
/// <param name="Directories">Run folders named one by one.</param>
/// <param name="RunsDirectory">--runs: a folder searched for run folders (any depth), or null.</param>
/// <param name="From">--from: a DuckDB file or a SQL Server connection string, or null.</param>
/// <param name="Fleet">--fleet: only the store's runs of this fleet.</param>
/// <param name="Since">--since: only the store's runs started on or after this date (as given).</param>
public sealed record RunSelection(IReadOnlyList<string> Directories, string? RunsDirectory = null, string? From = null, string? Fleet = null, string? Since = null)
{
    /// <summary>Whether the runs come from more than the folders named (a fleet: --runs or --from).</summary>
    public bool IsFleet => RunsDirectory is not null || From is not null;
}
