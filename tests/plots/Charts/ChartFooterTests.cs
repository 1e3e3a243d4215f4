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

    [Fact]
    public void A_comparisons_footer_gives_the_span_its_runs_started_in_not_the_later_start_alone()
    {
        // The disk run started 06:00, the ram run 06:10: the footer said 06:10 UTC for both.
        var disk = new DateTimeOffset(2026, 11, 28, 6, 0, 31, TimeSpan.Zero);
        var ram = new DateTimeOffset(2026, 11, 28, 6, 10, 44, TimeSpan.Zero);

        Assert.Equal("runs disk vs ram · host vm · 2026-11-28 06:00-06:10 UTC", new ChartFooter("disk vs ram", "vm", disk) { SeveralRuns = true, Until = ram }.Text);
        Assert.Equal("runs disk vs ram · host vm · 2026-11-27 23:50 UTC to 2026-11-28 06:10 UTC", new ChartFooter("disk vs ram", "vm", disk.AddMinutes(-370)) { SeveralRuns = true, Until = ram }.Text);
        Assert.Equal("runs disk vs ram · host vm · 2026-11-28 06:00 UTC", new ChartFooter("disk vs ram", "vm", disk) { SeveralRuns = true, Until = disk }.Text);
        var runs = new[] { FixedRuns.Ssd, FixedRuns.Hdd };
        var footer = Bench.Plots.Figures.Footers.Of(runs);
        Assert.Equal((runs.Min(r => r.Manifest.StartedUtc), runs.Max(r => r.Manifest.StartedUtc)), (footer.Date, footer.Until!.Value));
    }
}
