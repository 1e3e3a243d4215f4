using Bench.Results.Manifest;

namespace Bench.Store.Folder;

/// <summary>Who ran a run, as the store's runs table holds it: the manifest's fleet section, the fleet possibly given at publish time.</summary>
/// <param name="Fleet">The fleet it was published into, or null.</param>
/// <param name="Host">The host name.</param>
/// <param name="MachineId">The machine id, or null for a run written before it was recorded.</param>
/// <param name="VolumeId">The volume's identity, or null for a run written before it was recorded.</param>
/// <param name="MatrixHash">Hash of the run's matrix.</param>
public sealed record FleetIdentity(string? Fleet, string Host, string? MachineId, string? VolumeId, string MatrixHash)
{
    /// <summary>The identity of <paramref name="manifest"/> (<see cref="FleetInfo.Of"/>); <paramref name="fleet"/>, given at publish time, wins over the manifest's.</summary>
    public static FleetIdentity Of(RunManifest manifest, string? fleet)
    {
        var info = FleetInfo.Of(manifest);
        return new FleetIdentity(
            string.IsNullOrWhiteSpace(fleet) ? info.Fleet : fleet,
            info.Host,
            info.MachineIdSource == FleetInfo.Unrecorded ? null : info.MachineId,
            info.VolumeIdSource == FleetInfo.Unrecorded ? null : info.VolumeId,
            info.MatrixHash);
    }
}
