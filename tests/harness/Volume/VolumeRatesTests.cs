using System.Text;
using Bench.Harness.Volume;
using Bench.Scenarios;
using Bench.Scenarios.Matrix;

namespace Bench.Harness.Tests.Volume;

/// <summary>
/// The forecast's model of a flow: many small requests are bounded by how many the volume and the processor serve per
/// second, whatever the depth (a 512-byte BLOCKSIZE restore: 2,048 requests per 1 MB buffer), large ones by bandwidth.
/// </summary>
public sealed class VolumeRatesTests : TempDirectoryTest
{
    // 1000 MB/s both ways, 0.1 ms per request alone, 40,000 small requests a second.
    private static readonly VolumeRates Rates = new(1000, 1000, 0.1, 0.1, 0, 0, 0, 100, 100, 2, "test") { SmallRequestsPerSecond = 40_000 };

    [Fact]
    public void A_flow_of_small_requests_takes_at_least_its_requests_at_the_small_request_rate_whatever_its_depth()
    {
        var flow = IoFlow.Reads(512L << 20, 512, depth: 32);

        // 1,048,576 requests at 40,000 a second: 26.2 s (the depth alone would give 1,048,576 x 0.1 ms / 32 = 3.3 s).
        Assert.Equal((512L << 20) / 512 / 40_000.0, Rates.Seconds(flow), 3);
        Assert.Equal(3.3, (Rates with { SmallRequestsPerSecond = 0 }).Seconds(flow), 1);
    }

    [Fact]
    public void Small_writes_are_not_held_to_the_read_ceiling()
    {
        // Measured with reads; a flow of small writes is priced by its latency and depth: 1,048,576 x (0.1 ms + 512 B at
        // 1000 MB/s) / 32 = 3.3 s, where the read ceiling would say 26.2 s.
        var flow = IoFlow.Writes(512L << 20, 512, depth: 32);

        Assert.Equal(3.3, Rates.Seconds(flow), 1);
    }

    [Fact]
    public void A_flow_of_large_requests_is_still_bounded_by_bandwidth()
    {
        var flow = IoFlow.Reads(512L << 20, 1 << 20, depth: 8);

        Assert.Equal((512L << 20) / 1e9, Rates.Seconds(flow), 3);
    }

    [Fact]
    public void A_restores_log_zeroing_runs_beside_its_copy_free_where_the_codec_holds_the_copy_back()
    {
        // IFI on, compressed: the copy waits on decompression, 1 GiB at 100 MB/s on 2 cores (5.37 s); the log's 512 MiB
        // (0.54 s at 1000 MB/s) fit beside it in the bandwidth the copy leaves, and add nothing.
        var work = Restore("""{ "scenario": "restore", "size": "1GB", "log_size": "512MB", "ifi": "on", "compression": "on" }""");

        Assert.Equal((1L << 30) / 200e6, Rates.Seconds(work), 3);
        Assert.Equal((1L << 30) + (512L << 20), work.BytesWritten);
    }

    [Fact]
    public void A_restores_log_zeroing_beside_its_preparation_and_copy_takes_its_bytes_at_the_bandwidth_where_the_disk_is_the_limit()
    {
        // IFI off: 1 GiB zeroed, 1 GiB read and 1 GiB written by the copy, 512 MiB of log, all sharing 1000 MB/s: 3.76 s,
        // where the log's zeroing as a step of its own would add its request latencies too.
        var work = Restore("""{ "scenario": "restore", "size": "1GB", "log_size": "512MB", "write_size": "4MB", "ifi": "off" }""");

        Assert.Equal(3.5 * (1L << 30) / 1e9, Rates.Seconds(work), 3);
    }

    [Fact]
    public void A_step_that_ends_with_its_first_stream_takes_the_fastest_streams_time_the_others_moving_their_share_by_then()
    {
        // Reads of 512 MiB at 1000 MB/s alone (0.54 s) finish first; by then the 1 MiB writes of 1 GiB (1.07 s alone) have
        // moved half their bytes: 512 MiB + 512 MiB at the shared 1000 MB/s = 1.07 s, not the 1.61 s of every byte.
        var streams = new[] { IoFlow.Reads(512L << 20, 1 << 20, depth: 8), IoFlow.Writes(1L << 30, 1 << 20, depth: 8) };

        Assert.Equal(1.5 * (1L << 30) / 1e9, Rates.Seconds(new WorkStep(streams)), 3);
        Assert.Equal((1L << 30) / 1e9, Rates.Seconds(new WorkStep(streams) { EndsWithFirst = true }), 3);
    }

    /// <summary>The planned work of the one restore case of <paramref name="json"/>.</summary>
    private static CaseWork Restore(string json) =>
        Assert.Single(MatrixPlanner.Plan(MatrixFile.Parse("m", Encoding.UTF8.GetBytes($$"""{ "cases": [ {{json}} ] }""")))).Work;

    [Fact]
    public void The_rate_probe_measures_small_requests_on_the_volume_and_leaves_nothing_behind()
    {
        using var workspace = Workspace.Create(Temp["data"], "run1");
        var baseline = BaselineProbe.Measure(workspace, 8L << 20, readWhileWriting: false, TestContext.Current.CancellationToken);

        var rates = RateProbe.Measure(workspace, baseline, TestContext.Current.CancellationToken);

        Assert.True(rates.SmallRequestsPerSecond > 0, $"small requests {rates.SmallRequestsPerSecond}/s");
        Assert.Equal([Workspace.MarkerName], Directory.EnumerateFiles(workspace.Directory).Select(Path.GetFileName));
    }
}
