namespace Bench.Harness.Tests.Counters;

public sealed class DiskDeltaTests
{
    private static readonly DiskCounters Before = new(Reads: 100, ReadSectors: 800, ReadMs: 50, Writes: 1000, WriteSectors: 1_000_000, WriteMs: 2000, InFlight: 0);

    [Fact]
    public void Bytes_rates_sizes_per_io_and_latency_come_from_the_differences()
    {
        var after = Before with { Reads = 110, ReadSectors = 880, ReadMs = 60, Writes = 1100, WriteSectors = 1_000_000 + 409_600, WriteMs = 2400, InFlight = 7 };

        var delta = DiskDelta.Between(Before, after, seconds: 0.5);

        Assert.Equal(40_960UL, delta.ReadBytes);
        Assert.Equal(209_715_200UL, delta.WriteBytes);
        Assert.Equal(419.4304, delta.WriteMbS, 6);
        Assert.Equal(200, delta.WritesPerS);
        Assert.Equal(2_097_152, delta.AvgWriteBytes);
        Assert.Equal(4096, delta.AvgReadBytes);
        Assert.Equal(4, delta.WriteLatencyMs);
        Assert.Equal(1, delta.ReadLatencyMs);
        Assert.Equal(7UL, delta.InFlight);
    }

    [Fact]
    public void No_io_gives_no_size_per_io_rather_than_zero()
    {
        var delta = DiskDelta.Between(Before, Before, 1);

        Assert.Null(delta.AvgWriteBytes);
        Assert.Null(delta.WriteLatencyMs);
        Assert.Equal(0, delta.WriteMbS);
    }

    [Fact]
    public void A_32_bit_counter_that_wrapped_counts_on_from_zero()
    {
        var before = Before with { WriteMs = uint.MaxValue - 9 };
        var after = Before with { WriteMs = 20 };

        Assert.Equal(30UL, DiskDelta.Between(before, after, 1).WriteMs);
    }

    [Fact]
    public void A_64_bit_counter_that_wrapped_counts_on_from_zero()
    {
        var before = Before with { WriteSectors = ulong.MaxValue - 99 };
        var after = Before with { WriteSectors = 100 };

        Assert.Equal(200UL * 512, DiskDelta.Between(before, after, 1).WriteBytes);
    }

    [Fact]
    public void Members_deltas_add_up()
    {
        var a = new DiskDelta(1, 10, 20, 1, 2, 3, 4, 5);

        Assert.Equal(new DiskDelta(1, 20, 40, 2, 4, 6, 8, 10), a + a);
    }
}
