namespace Bench.Plots.Tests.Rendering;

/// <summary>A chart printed from report.html, scaled from <see cref="ChartStyle.Width"/> to an A4 page's width, keeps its subtitle readable.</summary>
public sealed class PrintSizeTests
{
    [Fact]
    public void A_subtitle_prints_at_8_pt_or_more_on_A4()
    {
        // A4 is 210 mm wide; with the browser's print margins about 180 mm of it holds the chart. 1 pt = 1/72 in, 1 px = 1/96 in.
        const double printedMm = 180;
        var printedPx = printedMm / 25.4 * 96;
        var points = ChartStyle.SubtitleSize * (printedPx / ChartStyle.Width) * 72 / 96;

        Assert.True(points >= 8, $"{points:0.0} pt");
    }
}
