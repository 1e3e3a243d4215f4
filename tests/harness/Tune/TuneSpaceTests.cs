using static Bench.Harness.Tests.Tune.Grids;

namespace Bench.Harness.Tests.Tune;

/// <summary>The grid of a search: its axes, its start, its steps, and the ranges it refuses.</summary>
public sealed class TuneSpaceTests
{
    [Fact]
    public void The_default_restore_grid_is_stripes_1_to_16_buffer_counts_1_to_1024_and_the_estimate_transfers_64KB_to_4MB()
    {
        Assert.Equal([1, 2, 4, 8, 16], Restore.Stripes.Values());
        Assert.Equal([1, 2, 4, 8, 9, 16, 32, 64, 128, 256, 512, 1024], Restore.BufferCountsFor(2));
        Assert.Equal([64 * KB, 128 * KB, 256 * KB, 512 * KB, MB, 2 * MB, 4 * MB], Restore.MaxTransferSize.Values());
        Assert.Equal([TuneSetting.BlockSizeNotGiven], Restore.BlockSizes());
        Assert.Equal(5 * 12 * 7, Restore.Points().Count());
        Assert.Equal([TuneAxis.Stripes, TuneAxis.MaxTransferSize, TuneAxis.BufferCount], Restore.SearchedAxes());
    }

    [Fact]
    public void A_backup_grid_also_searches_compression_off_then_on()
    {
        var backup = TuneSpace.For(TuneOperation.Backup);

        Assert.Equal([false, true], backup.Compression);
        Assert.Equal(2 * Restore.Points().Count(), backup.Points().Count());
        Assert.Contains(TuneAxis.Compression, backup.SearchedAxes());
    }

    [Fact]
    public void BLOCKSIZE_runs_from_512_to_64KB_then_not_given_as_the_largest_request()
    {
        var space = Restore with { BlockSize = new Log2Range(512, 64 * KB) };
        var at64 = new TuneSetting(1, 5, MB, 64 * KB, false);

        Assert.Equal([512, 1024, 2048, 4096, 8192, 16384, 32768, 65536, 0], space.BlockSizes());
        Assert.Equal(at64 with { BlockSize = TuneSetting.BlockSizeNotGiven }, space.Step(at64, TuneAxis.BlockSize, +1));
        Assert.Null(space.Step(at64 with { BlockSize = 0 }, TuneAxis.BlockSize, +1));
    }

    [Fact]
    public void The_start_is_SQL_Servers_default_one_file_the_estimated_buffers_1MB_and_no_BLOCKSIZE() =>
        Assert.Equal(new TuneSetting(1, 5, MB, 0, false), Restore.DefaultStart(1L << 30));

    [Fact]
    public void Under_a_small_cap_the_start_gives_up_buffers_before_transfer_size()
    {
        var start = Restore.DefaultStart(4 * MB)!;

        Assert.Equal(new TuneSetting(1, 2, MB, 0, false), start);
        Assert.True(start.MemoryBytes <= 4 * MB);
        Assert.Null(Restore.DefaultStart(64 * KB));
    }

    [Fact]
    public void Giving_up_buffers_to_fit_the_cap_stops_at_the_first_value_that_fits_even_one_near_the_estimate() =>
        Assert.Equal(new TuneSetting(1, 4, MB, 0, false), Restore.DefaultStart(5 * MB));

    [Fact]
    public void More_stripes_keep_the_default_estimate_as_the_estimate_and_a_power_of_two_as_it_is()
    {
        var estimate = new TuneSetting(2, 9, MB, 0, false);

        Assert.Equal(estimate with { Stripes = 4, BufferCount = 17 }, Restore.Step(estimate, TuneAxis.Stripes, +1));
        Assert.Equal(estimate with { Stripes = 4, BufferCount = 64 }, Restore.Step(estimate with { BufferCount = 64 }, TuneAxis.Stripes, +1));
        Assert.Equal(estimate with { BufferCount = 16 }, Restore.Step(estimate, TuneAxis.BufferCount, +1));
        Assert.Null(Restore.Step(estimate with { Stripes = 16, BufferCount = 65 }, TuneAxis.Stripes, +1));
    }

    [Fact]
    public void A_step_up_that_would_pass_over_a_near_value_to_one_above_the_cap_takes_the_near_value_when_it_fits()
    {
        var eight = new TuneSetting(2, 8, MB, 0, false);

        // 16 buffers and a transfer a stripe need 18 MB; the estimate's 9 buffers 11 MB.
        Assert.Equal(eight with { BufferCount = 16 }, Restore.Step(eight, TuneAxis.BufferCount, +1, maxMemory: 18 * MB));
        Assert.Equal(eight with { BufferCount = 9 }, Restore.Step(eight, TuneAxis.BufferCount, +1, maxMemory: 17 * MB));
        Assert.Equal(eight with { BufferCount = 16 }, Restore.Step(eight, TuneAxis.BufferCount, +1, maxMemory: 10 * MB));
        Assert.Equal(eight with { BufferCount = 4 }, Restore.Step(eight with { BufferCount = 9 }, TuneAxis.BufferCount, -1, maxMemory: 10 * MB));
    }

    [Fact]
    public void A_step_passes_over_a_value_less_than_a_factor_of_root_two_away_unless_it_is_the_last_or_a_trade_asks_for_every_value()
    {
        var estimate = new TuneSetting(2, 9, MB, 0, false);

        Assert.Equal(estimate with { BufferCount = 4 }, Restore.Step(estimate, TuneAxis.BufferCount, -1));
        Assert.Equal(estimate with { BufferCount = 16 }, Restore.Step(estimate with { BufferCount = 8 }, TuneAxis.BufferCount, +1));
        Assert.Equal(estimate with { BufferCount = 8 }, Restore.Step(estimate, TuneAxis.BufferCount, -1, passNear: false));
        Assert.Equal(estimate with { BufferCount = 8 }, Restore.Step(estimate with { BufferCount = 4 }, TuneAxis.BufferCount, +1));
        var narrow = TuneSpace.For(TuneOperation.Restore) with { BufferCount = new Log2Range(8, 16) };
        Assert.Equal(estimate with { BufferCount = 8 }, narrow.Step(estimate, TuneAxis.BufferCount, -1));
    }

    [Fact]
    public void Only_points_on_every_axis_grid_belong_to_it()
    {
        Assert.True(Restore.Contains(new TuneSetting(16, 65, 4 * MB, 0, false)));
        Assert.False(Restore.Contains(new TuneSetting(9, 64, MB, 0, false)));
        Assert.False(Restore.Contains(new TuneSetting(8, 65, MB, 0, false)));
        Assert.False(Restore.Contains(new TuneSetting(8, 64, MB, 0, true)));
    }

    [Fact]
    public void Ranges_off_SQL_Servers_limits_or_off_the_log2_grid_are_named_with_what_is_allowed()
    {
        var space = Restore with
        {
            Files = 0,
            Stripes = new Log2Range(1, 128),
            BufferCount = new Log2Range(16, 8),
            MaxTransferSize = new Log2Range(32 * KB, MB),
            BlockSize = new Log2Range(512, 96 * KB),
            Compression = [true, false],
        };

        var problems = space.Problems();

        Assert.Equal(["files", "stripes", "buffer_count", "max-transfer-size", "block_size", "compression"], problems.Select(p => p.Field));
        Assert.Contains("1 to 64 backup files", problems[1].Allowed, StringComparison.Ordinal);

        // MAXTRANSFERSIZE in the unit --max-transfer-size takes (64KB..4MB), never in bytes.
        Assert.Equal("32KB..1MB is not within 64KB..4MB with the smaller first", problems[3].Problem);
        Assert.Equal("powers of two from 64KB to 4MB, e.g. 64KB..4MB or 1MB", problems[3].Allowed);
        Assert.Empty(Restore.Problems());
    }

    [Fact]
    public void A_range_that_is_not_of_powers_of_two_is_refused() =>
        Assert.Contains("powers of two", new Log2Range(3, 16).Problem(1, 64), StringComparison.Ordinal);
}
