using static Bench.Harness.Tests.Tune.Grids;

namespace Bench.Harness.Tests.Tune;

/// <summary>The moves along several axes that the search tries when no single step improves.</summary>
public sealed class MovesTests
{
    [Fact]
    public void The_diagonals_step_all_three_parallel_axes_then_each_pair_then_requests_are_traded_against_buffers_at_the_same_bytes_in_flight()
    {
        var from = new TuneSetting(4, 64, MB, 0, false);

        var moves = Moves.Combined(Restore, from, [], 1L << 30);

        Assert.Equal(
            [
                new TuneSetting(8, 128, 2 * MB, 0, false),
                new TuneSetting(8, 64, 2 * MB, 0, false),
                new TuneSetting(8, 128, MB, 0, false),
                new TuneSetting(4, 128, 2 * MB, 0, false),
                new TuneSetting(4, 32, 2 * MB, 0, false),
                new TuneSetting(4, 128, MB / 2, 0, false),
            ],
            moves);
    }

    [Fact]
    public void An_axis_stopped_by_the_cap_is_traded_against_another_until_it_fits()
    {
        var from = new TuneSetting(4, 32, 2 * MB, 0, false);
        const long cap = (32 + 4) * 2L * MB;

        var moves = Moves.Combined(Restore, from, [TuneAxis.BufferCount], cap);

        // Twice the buffers at half the transfer size; fewer stripes cannot make room, and every diagonal passes the cap.
        // The trade at the same 64 MB in flight, 16 buffers of 4 MB, passes the cap with the stripes' larger buffers.
        Assert.Equal([new TuneSetting(4, 64, MB, 0, false)], moves);
        Assert.Contains(new TuneSetting(4, 16, 4 * MB, 0, false), Moves.Combined(Restore, from, [TuneAxis.BufferCount], 1L << 30));
    }

    [Fact]
    public void The_trade_ends_are_the_largest_and_smallest_requests_at_no_more_bytes_in_flight()
    {
        var from = new TuneSetting(2, 16, MB, 0, false);

        // 16 MB in flight: 4 buffers of 4 MB, and at 64 KB the most buffers of the grid whose 16 MB fit (256).
        Assert.Equal(
            [new TuneSetting(2, 4, 4 * MB, 0, false), new TuneSetting(2, 256, 64 * 1024, 0, false)],
            Moves.TradeEnds(Restore, from, 1L << 30));

        // From the large end, only the small one is a move.
        Assert.Equal([new TuneSetting(2, 256, 64 * 1024, 0, false)], Moves.TradeEnds(Restore, new TuneSetting(2, 4, 4 * MB, 0, false), 1L << 30));
    }

    [Fact]
    public void A_trade_end_keeps_no_more_bytes_in_flight_fits_the_cap_and_needs_two_values_on_each_axis()
    {
        // 2 MB in flight: 4 MB requests would need half a buffer, so only the small end (32 buffers of 64 KB).
        var from = new TuneSetting(1, 2, MB, 0, false);
        Assert.Equal([new TuneSetting(1, 32, 64 * 1024, 0, false)], Moves.TradeEnds(Restore, from, 1L << 30));

        // Under a cap with room for the large end's media buffers (a MAXTRANSFERSIZE per backup file: 24 MB in all against
        // the start's 18), both ends as without one; under one that the small end's 256 buffers pass, fewer buffers.
        var start = new TuneSetting(2, 16, MB, 0, false);
        Assert.Equal([new TuneSetting(2, 4, 4 * MB, 0, false), new TuneSetting(2, 256, 64 * 1024, 0, false)], Moves.TradeEnds(Restore, start, start.MemoryBytes + (8L * MB)));
        var tight = Moves.TradeEnds(Restore, new TuneSetting(2, 4, 4 * MB, 0, false), new TuneSetting(2, 128, 64 * 1024, 0, false).MemoryBytes);
        Assert.Equal([new TuneSetting(2, 128, 64 * 1024, 0, false)], tight);

        // One value on an axis: no trade (with MAXTRANSFERSIZE 1 MB alone, 9 buffers would otherwise trade to 8 at 1 MB).
        Assert.Empty(Moves.TradeEnds(Restore with { BufferCount = new Log2Range(16, 16) }, start, 1L << 30));
        Assert.Empty(Moves.TradeEnds(Restore with { MaxTransferSize = new Log2Range(MB, MB) }, new TuneSetting(2, 9, MB, 0, false), 1L << 30));
    }
}
