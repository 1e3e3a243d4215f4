using Bench.Harness.Views;

namespace Bench.Harness.Tests.Views;

public sealed class RemainingColumnTests
{
    [Fact]
    public void A_speed_near_zero_shows_stars_where_spectres_own_column_overflows()
    {
        // 165 s of work left at 1e-12 a second: 1.65e14 s, past TimeSpan's range (Spectre's column throws OverflowException).
        Assert.Throws<OverflowException>(() => TimeSpan.FromSeconds(165 / 1e-12));

        Assert.Equal("**:**:**", RemainingColumn.Text(finished: false, left: 165, speed: 1e-12));
        Assert.Equal("**:**:**", RemainingColumn.Text(finished: false, left: 165, speed: double.Epsilon));
    }

    [Fact]
    public void Remaining_time_is_hours_minutes_seconds_unknown_without_a_speed_and_zero_when_finished()
    {
        Assert.Equal("00:02:45", RemainingColumn.Text(finished: false, left: 165, speed: 1));
        Assert.Equal("26:00:00", RemainingColumn.Text(finished: false, left: 26 * 3600, speed: 1));
        Assert.Equal("--:--:--", RemainingColumn.Text(finished: false, left: 165, speed: null));
        Assert.Equal("--:--:--", RemainingColumn.Text(finished: false, left: 165, speed: 0));
        Assert.Equal("00:00:00", RemainingColumn.Text(finished: true, left: 165, speed: null));
    }
}
