using Bench.Results.Cases;

namespace Bench.Scenarios.Restore;

/// <summary>
/// One step of seed 001's restore path (642 GB restored on its own hardware, IFI on): the setting it restored with and the
/// time it gives for it, quoted exactly as the seed writes them, for the report's table that sets them beside a run's
/// matching restores.
/// </summary>
/// <param name="Setting">The setting the figure came from, as a reader names it ("1 backup file, BUFFERCOUNT at its default").</param>
/// <param name="Stripes">The backup files it read.</param>
/// <param name="LargerBufferCount">It named a BUFFERCOUNT larger than the default (its value not given); false: the default.</param>
/// <param name="Time">Its time, word for word as the seed gives it.</param>
public sealed record SeedRestoreStep(string Setting, int Stripes, bool LargerBufferCount, string Time);

/// <summary>Seed 001's restore of 642 GB: from 1 backup file, from 9, and from 9 with a larger BUFFERCOUNT.</summary>
public static class SeedRestorePath
{
    /// <summary>Which seed.</summary>
    public const string Seed = "seed 001";

    /// <summary>The scenario whose cases the steps are set beside.</summary>
    public const string Scenario = "restore";

    /// <summary>The size the seed restored, as it gives it.</summary>
    public const string Size = "642 GB";

    /// <summary>The BUFFERCOUNT a case set; null when it left it at the server's default.</summary>
    public static long? BufferCount(CaseId caseId)
    {
        ArgumentNullException.ThrowIfNull(caseId);
        return caseId.Number(BackupOptions.BufferCountParameter.Name);
    }

    /// <summary>Seed 001's test system, as it describes it.</summary>
    public const string Hardware = "a 96-core Unisys ES7000 with DSI 3500 and DSI 3600 solid state storage; SQL Server 2008 R2; 642 GB of data in 96 files, its compressed backup 317 GB; IFI on";

    /// <summary>The steps, in the seed's order, each faster than the one before.</summary>
    public static IReadOnlyList<SeedRestoreStep> Steps { get; } =
    [
        new("1 backup file, BUFFERCOUNT at its default", 1, false, "19 minutes and 46 seconds (writes on average 600 MB/sec)"),
        new("9 backup files, BUFFERCOUNT at its default", 9, false, "445.191 seconds (writes from 600 MB/sec to 1479 MB/sec)"),
        new("9 backup files, a larger BUFFERCOUNT (its value not given)", 9, true, "340.330 seconds (1934.423 MB/sec)"),
    ];
}
