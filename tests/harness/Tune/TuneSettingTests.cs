using static Bench.Harness.Tests.Tune.Grids;

namespace Bench.Harness.Tests.Tune;

/// <summary>A setting: the buffer memory it counts against the cap, its name, and what one run of it may return.</summary>
public sealed class TuneSettingTests
{
    [Fact]
    public void Buffer_memory_is_buffers_times_transfer_size_plus_a_transfer_per_stripe() =>
        Assert.Equal((64 * 4L * MB) + (8 * 4L * MB), new TuneSetting(8, 64, 4 << 20, 0, false).MemoryBytes);

    [Fact]
    public void Compression_counts_the_buffers_three_times_as_SQL_Server_does() =>
        Assert.Equal((3 * 64 * 4L * MB) + (8 * 4L * MB), new TuneSetting(8, 64, 4 << 20, 0, true).MemoryBytes);

    [Fact]
    public void A_setting_reads_in_the_parameter_names_of_results_csv() =>
        Assert.Equal(
            "stripes=8 buffer_count=64 max_transfer_size=4MB block_size=default compression=off",
            new TuneSetting(8, 64, 4 << 20, 0, false).ToString());

    [Fact]
    public void A_run_gives_a_positive_finite_throughput_or_says_why_it_failed()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => ProbeResult.Ok(0));
        Assert.Throws<ArgumentOutOfRangeException>(() => ProbeResult.Ok(double.NaN));
        Assert.Throws<ArgumentException>(() => ProbeResult.Failed(" "));
        Assert.False(ProbeResult.Failed("disk full").IsOk);
        Assert.Equal(120.5, ProbeResult.Ok(120.5).MegabytesPerSecond);
    }
}
