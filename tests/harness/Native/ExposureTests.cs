using Bench.Harness.Native;
using Bench.Harness.Volume;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Tests.Native;

public sealed class ExposureTests : TempDirectoryTest
{
    [Fact]
    public void The_scanner_finds_the_marker_in_a_file_that_still_holds_it()
    {
        var marker = StaleData.New();
        var file = new byte[64 * 1024];
        marker.Fill(file.AsSpan(0, 40 * 1024));

        Assert.Equal((40L * 1024, 0L), marker.Scan(file));
    }

    [Fact]
    public void The_scanner_reports_zero_for_zeros_and_counts_other_data_apart()
    {
        var marker = StaleData.New();
        var file = new byte[8192];
        Assert.Equal((0L, 0L), marker.Scan(file));

        file[1000] = 7;
        StaleData.New().Fill(file.AsSpan(4096, 1024));

        Assert.Equal((0L, 3L * 512), marker.Scan(file));
    }

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public async Task The_native_target_reads_back_a_database_made_where_a_marker_file_was(bool ifi)
    {
        const long size = 32L << 20;
        await using var scratch = ScratchTarget.Open(Temp.Path, ifi ? "on" : "off");
        var target = scratch.Target;
        var spec = new DatabaseSpec("bench_00001", 1, size, 1 << 20, 64 << 20, ifi, 1 << 20);

        var found = await target.ExposeAsync(spec, size, new Progress<double>(), TestContext.Current.CancellationToken);
        await target.DropDatabaseAsync(spec, TestContext.Current.CancellationToken);

        Assert.Equal(size, found.BytesScanned);
        Assert.Equal(ifi, found.Create.IfiEffective);
        var fileSystem = VolumeProbe.Describe(Temp.Path, probeIo: false).FileSystem;
        if (!ifi || fileSystem is "ext4" or "xfs" or "tmpfs" or "btrfs")
        {
            // Zeroed files, and Linux file systems' unwritten extents, read back as zeros.
            Assert.Equal("reads back as zeros", found.Verdict);
            Assert.Equal(0, found.MarkerBytes);
        }

        Assert.Equal(["bench-" + (ifi ? "on" : "off")], Directory.EnumerateFileSystemEntries(Temp.Path).Select(Path.GetFileName));
    }
}
