using Bench.Plots.Charts;

namespace Bench.Plots.Tests.Charts;

public sealed class ChartFooterTests
{
    [Fact]
    public void A_footer_says_runs_for_a_comparison_and_run_for_one_run_whatever_its_label_holds()
    {
        var at = new DateTimeOffset(2026, 11, 27, 7, 5, 0, TimeSpan.Zero);

        Assert.Equal("run ssd vs hdd · host db01 · 2026-11-27 07:05 UTC", new ChartFooter("ssd vs hdd", "db01", at).Text);
        Assert.Equal("runs ssd vs hdd · host db01 · 2026-11-27 07:05 UTC · profile quick", new ChartFooter("ssd vs hdd", "db01", at, "profile quick") { SeveralRuns = true }.Text);
    }
}
