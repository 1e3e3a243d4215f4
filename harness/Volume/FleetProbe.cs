using Bench.Results.Manifest;

namespace Bench.Harness.Volume;

/// <summary>The manifest's fleet section: who runs this run, on which volume, of which matrix.</summary>
public static class FleetProbe
{
    /// <summary>The fleet identity of a run of <paramref name="caseIds"/> x <paramref name="repetitions"/> on <paramref name="volume"/>.</summary>
    public static FleetInfo Describe(VolumeInfo volume, IEnumerable<string> caseIds, int repetitions, string? fleet)
    {
        var (machineId, machineSource) = MachineIdProbe.Describe();
        var (volumeId, volumeSource) = VolumeIdProbe.Describe(volume, machineId);
        return new FleetInfo(Environment.MachineName, machineId, machineSource, volumeId, volumeSource, MatrixHash.Of(caseIds, repetitions)) { Fleet = fleet };
    }
}
