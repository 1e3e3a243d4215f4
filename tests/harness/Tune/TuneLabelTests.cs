using static Bench.Harness.Tests.Tune.Grids;

namespace Bench.Harness.Tests.Tune;

/// <summary>
/// How a tune says a setting on the console and in tune.md: the axes it searched, the fixed ones said once apart
/// (block_size=default compression=off repeated on every line said nothing), and an axis a setting is off the grid on
/// (SQL Server's default beside ranges that leave it out) said where it differs.
/// </summary>
public sealed class TuneLabelTests
{
    private static readonly TuneSetting Setting = new(4, 16, 2 * MB, TuneSetting.BlockSizeNotGiven, false);

    [Fact]
    public void A_restore_says_its_searched_axes_per_setting_and_block_size_and_compression_once()
    {
        Assert.Equal("stripes=4 buffer_count=16 max_transfer_size=2MB", Restore.Label(Setting));
        Assert.Equal("block_size=default compression=off", Restore.Fixed());
        Assert.Equal(Setting.ToString(), $"{Restore.Label(Setting)} {Restore.Fixed()}");
    }

    [Fact]
    public void A_backup_searches_compression_and_a_single_stripe_count_is_fixed()
    {
        var backup = TuneSpace.For(TuneOperation.Backup) with { Stripes = new Log2Range(2, 2) };
        var compressed = Setting with { Stripes = 2, Compression = true };

        Assert.Equal("buffer_count=16 max_transfer_size=2MB compression=on", backup.Label(compressed));
        Assert.Equal("stripes=2 block_size=default", backup.Fixed());
    }

    [Fact]
    public void The_default_off_a_fixed_transfer_size_is_said_with_it_and_named_outside_the_searched_ranges()
    {
        var space = Restore with { MaxTransferSize = new Log2Range(4 * MB, 4 * MB), BufferCount = new Log2Range(16, 1024) };
        var standard = space.DefaultAt(Setting with { MaxTransferSize = 4 * MB });

        Assert.Equal("stripes=4 buffer_count=17 max_transfer_size=1MB", space.Label(standard));
        Assert.Equal("stripes=4 buffer_count=16", space.Label(Setting with { MaxTransferSize = 4 * MB }));
        Assert.False(space.Contains(standard));
        Assert.Equal("max_transfer_size=1MB (searched: 4MB)", space.OutsideWords(standard));
        Assert.Equal(
            "buffer_count=5 (searched: 16..1024) and max_transfer_size=1MB (searched: 4MB)",
            space.OutsideWords(space.DefaultAt(Setting with { Stripes = 1 })));
        Assert.Empty(space.OutsideWords(Setting with { MaxTransferSize = 4 * MB }));
    }
}
