using Bench.Harness.Configuration;
using Bench.Harness.Volume;
using Bench.Results.Manifest;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Tests.Configuration;

/// <summary>A directory on a volume mounted read-only is refused as one that cannot be written, not for its free space.</summary>
public sealed class ReadOnlyVolumeTests
{
    private static VolumeInfo Volume(bool? readOnly) =>
        new("/mnt/ro/data", "/mnt/ro", "tmpfs", "tmpfs", 4096, null, null, null, 4096, 0, null, null, []) { ReadOnly = readOnly };

    [Fact]
    public void A_read_only_volume_is_refused_as_not_writable_whatever_its_free_space()
    {
        var error = SpaceValidator.ReadOnly("/mnt/ro/data", Volume(readOnly: true), SourceLocation.CommandLine("--data-dir"));

        Assert.NotNull(error);
        Assert.EndsWith(
            "--data-dir: cannot write there: /mnt/ro/data is on /mnt/ro, mounted read-only. Allowed: a directory this user can write.",
            error.ToString(), StringComparison.Ordinal);
        Assert.DoesNotContain("fits in", error.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_writable_volume_or_one_not_known_is_left_to_the_space_check()
    {
        Assert.Null(SpaceValidator.ReadOnly("/mnt/ro/data", Volume(readOnly: false), SourceLocation.CommandLine("--data-dir")));
        Assert.Null(SpaceValidator.ReadOnly("/mnt/ro/data", Volume(readOnly: null), SourceLocation.CommandLine("--data-dir")));
        if (OperatingSystem.IsLinux())
        {
            Assert.False(VolumeProbe.Describe(Path.GetTempPath(), probeIo: false).ReadOnly, "a temporary directory is writable");
        }
    }
}
