namespace Bench.Plots.Report;

/// <summary>The report's fleet section: the hosts, each in its own column (never summed), their charts and what they say.</summary>
/// <param name="Hosts">One row per run: its column name, host, run id, fleet, machine id, volume id, when it started.</param>
/// <param name="Cases">One row per headline case: the case, then each host's median.</param>
/// <param name="CasesHeader">The header of <paramref name="Cases"/>: case, then one column per host.</param>
/// <param name="Charts">Per host: the headline cases, the IFI off/on ratio, the transfer MB/s of each scenario that moves data.</param>
/// <param name="Findings">Hosts held against each other, in sentences ("sql-03 restores at 40% of sql-01").</param>
public sealed record FleetSection(
    IReadOnlyList<IReadOnlyList<string>> Hosts,
    IReadOnlyList<IReadOnlyList<string>> Cases,
    IReadOnlyList<string> CasesHeader,
    IReadOnlyList<IChart> Charts,
    IReadOnlyList<string> Findings)
{
    /// <summary>The header of <see cref="Hosts"/>.</summary>
    public static IReadOnlyList<string> HostsHeader { get; } = ["column", "host", "run", "fleet", "machine id", "volume id", "started (UTC)"];
}
