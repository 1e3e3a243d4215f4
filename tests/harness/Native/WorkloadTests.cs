using Bench.Scenarios.Workload;

namespace Bench.Harness.Tests.Native;

public sealed class WorkloadTests : TempDirectoryTest
{
    [Fact]
    public async Task The_replay_moves_each_stream_s_bytes_in_requests_of_seed_003_s_sizes_and_removes_its_files()
    {
        const long bytes = 8L << 20;
        await using var scratch = ScratchTarget.Open(Temp.Path, "w1");
        var target = scratch.Target;

        var done = await target.RunWorkloadAsync(new WorkloadSpec("bench_00001", bytes, 24), new Progress<double>(), TestContext.Current.CancellationToken);

        Assert.Equal(bytes, done.LogWrites.Bytes);
        Assert.Equal((bytes + (60 * 1024) - 1) / (60 * 1024), done.LogWrites.Operations);
        Assert.Equal(bytes, done.DataWrites.Bytes);
        Assert.InRange(done.DataWrites.Operations, bytes / (256 * 1024), bytes / (8 * 1024));
        Assert.Equal(bytes, done.DataReads.Bytes);
        Assert.Equal(bytes / (64 * 1024), done.DataReads.Operations);
        Assert.True(done.LogWrites.MbS > 0 && done.DataWrites.MbS > 0 && done.DataReads.MbS > 0);
        Assert.Equal([".bench-run"], Directory.EnumerateFileSystemEntries(target.Directory).Select(Path.GetFileName));
    }
}
