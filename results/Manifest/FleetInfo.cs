namespace Bench.Results.Manifest;

/// <summary>
/// Who ran a run, for setting hosts of a fleet side by side: the host, a machine id that survives renaming it, the
/// volume under test, and the matrix (runs of one matrix share its hash, so their cases can be compared).
/// </summary>
/// <param name="Host">The host name.</param>
/// <param name="MachineId">A stable id of the machine (a hash of the system's own id, never the id itself).</param>
/// <param name="MachineIdSource">Where <paramref name="MachineId"/> came from, or the fallback used and why.</param>
/// <param name="VolumeId">The identity of the volume under test (file system UUID, Windows volume GUID, or the fallback).</param>
/// <param name="VolumeIdSource">Where <paramref name="VolumeId"/> came from, or the fallback used and why.</param>
/// <param name="MatrixHash">The matrix's hash (<see cref="MatrixHash"/>).</param>
public sealed record FleetInfo(string Host, string MachineId, string MachineIdSource, string VolumeId, string VolumeIdSource, string MatrixHash)
{
    /// <summary>The fleet the run belongs to (<c>bench run --fleet NAME</c>), or null.</summary>
    public string? Fleet { get; init; }

    /// <summary>What <see cref="MachineIdSource"/> and <see cref="VolumeIdSource"/> say of a run written before the manifest had a fleet section.</summary>
    public const string Unrecorded = "not recorded: the run was written before bench recorded fleet identity";

    /// <summary>
    /// The fleet identity of <paramref name="manifest"/>: its own, or for a run written before there was one, the host
    /// name, the computed matrix hash, and ids that say they were not recorded.
    /// </summary>
    public static FleetInfo Of(RunManifest manifest)
    {
        ArgumentNullException.ThrowIfNull(manifest);
        return manifest.Fleet ?? new FleetInfo(
            manifest.Host.MachineName, "unknown", Unrecorded, "unknown", Unrecorded, Manifest.MatrixHash.Of(manifest.Cases.Select(c => Manifest.MatrixHash.CaseKey(c.CaseId, c.Repetitions)), manifest.Repetitions));
    }
}
