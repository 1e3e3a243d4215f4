using Bench.Harness.Volume;

namespace Bench.Harness.Tests.Volume;

public sealed class BaselineProbeTests : TempDirectoryTest
{
    [Fact]
    public void With_backups_on_the_volume_the_baseline_also_copies_its_file_and_leaves_nothing_behind()
    {
        using var workspace = Workspace.Create(Temp["data"], "run1");

        var baseline = BaselineProbe.Measure(workspace, 8L << 20, readWhileWriting: true, TestContext.Current.CancellationToken);

        Assert.Equal(8L << 20, baseline.FileBytes);
        Assert.True(baseline.WriteMbS > 0 && baseline.ReadMbS > 0, $"write {baseline.WriteMbS}, read {baseline.ReadMbS}");
        Assert.True(baseline.ReadWriteMbS > 0, $"read while writing {baseline.ReadWriteMbS}");
        Assert.Equal([Workspace.MarkerName], Directory.EnumerateFiles(workspace.Directory).Select(Path.GetFileName));
    }

    [Fact]
    public void With_backups_elsewhere_the_copy_is_not_measured()
    {
        using var workspace = Workspace.Create(Temp["data"], "run1");

        var baseline = BaselineProbe.Measure(workspace, 4L << 20, readWhileWriting: false, TestContext.Current.CancellationToken);

        Assert.Null(baseline.ReadWriteMbS);
    }
}
