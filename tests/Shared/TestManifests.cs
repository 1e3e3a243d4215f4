using Bench.Results.Manifest;

namespace Bench.Tests;

/// <summary>Manifests of made-up runs: what tests of reading, reporting and resuming runs need, and nothing more.</summary>
internal static class TestManifests
{
    /// <summary>A complete native run's manifest on an ext4 disk of <paramref name="allocationUnit"/> bytes.</summary>
    public static RunManifest Of(string runId, string label, string target = "native", long allocationUnit = 4096) => new()
    {
        RunId = runId,
        Label = label,
        Target = target,
        HarnessVersion = "test",
        Host = new HostInfo("host", "Linux", "cpu", 2, 1L << 34, ".NET"),
        Volume = new VolumeInfo("/data", "/", "/dev/vda", "ext4", allocationUnit, 512, false, "disk", 1L << 40, 1L << 39, true, true, []),
        IoMode = "direct",
        IfiState = "native: fallocate",
        MatrixSource = "test",
        Repetitions = 3,
        Cases = [],
        StartedUtc = DateTime.UnixEpoch,
        Status = "complete",
    };
}
