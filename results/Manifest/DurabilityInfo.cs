namespace Bench.Results.Manifest;

/// <summary>How a target's writes were made durable, per kind of file (native target; the sqlserver target's server opens its own files).</summary>
/// <param name="Mode">sqlserver (data and log files write-through, as SQL Server opens them) or none (for comparison).</param>
/// <param name="Files">Each kind of file: data, log, backup.</param>
public sealed record DurabilityInfo(string Mode, IReadOnlyList<FileDurability> Files)
{
    /// <summary>What the operating system reported for a data file opened this way at the start of the run (Linux: /proc/self/fdinfo).</summary>
    public string? Verified { get; init; }
}
