using Bench.Results;

namespace Bench.Plots.Tests;

/// <summary>
/// Two real run folders checked in under FixedRun/ (the quick profile on a RAM-backed ext4, label ssd, and on the same
/// throttled to 150 MiB/s and 150 IOPS, label hdd: benchmarks/ssd-vs-hdd.sh), read as bench report reads them.
/// </summary>
internal static class FixedRuns
{
    /// <summary>The folder holding the fixed runs (copied beside the test assembly).</summary>
    public static string Folder { get; } = Path.Combine(AppContext.BaseDirectory, "FixedRun");

    /// <summary>The ssd run.</summary>
    public static RunSummary Ssd => RunSummaryReader.Load(Path.Combine(Folder, "ssd"));

    /// <summary>The hdd run.</summary>
    public static RunSummary Hdd => RunSummaryReader.Load(Path.Combine(Folder, "hdd"));
}
