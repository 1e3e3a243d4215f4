using Bench.Plots.Tests.Rendering;

namespace Bench.Plots.Tests.Report;

/// <summary>
/// report.html in a real browser: headless Chromium takes a screenshot, kept as artifacts/report-screenshot.png (or
/// under BENCH_ARTIFACTS) for CI, and the charts must show in it: the series' colours cover real areas of the page.
/// </summary>
public sealed class BrowserScreenshotTests : TempDirectoryTest
{
    private static string ArtifactDirectory()
    {
        if (Environment.GetEnvironmentVariable("BENCH_ARTIFACTS") is { Length: > 0 } given)
        {
            return given;
        }

        var root = new DirectoryInfo(AppContext.BaseDirectory);
        while (root is not null && !File.Exists(Path.Combine(root.FullName, "bench.sln")))
        {
            root = root.Parent;
        }

        return Path.Combine(root?.FullName ?? AppContext.BaseDirectory, "artifacts");
    }

    [Fact]
    public async Task The_report_renders_in_headless_chromium_with_its_charts_drawn()
    {
        var chromium = HeadlessChromium.Find();
        Assert.SkipWhen(chromium is null, HeadlessChromium.Missing);
        var outcome = await ReportBuilder.WriteAsync([FixedRuns.Ssd, FixedRuns.Hdd], Temp.Path, [], TestContext.Current.CancellationToken);
        var artifacts = ArtifactDirectory();
        Directory.CreateDirectory(artifacts);
        var screenshot = Path.Combine(artifacts, "report-screenshot.png");

        Assert.True(await chromium!.ScreenshotAsync(outcome.Html, screenshot, 1280, 9000, TestContext.Current.CancellationToken), "Chromium took the screenshot");

        var page = Picture.Decode(await File.ReadAllBytesAsync(screenshot, TestContext.Current.CancellationToken));
        Assert.Equal(1280, page.Width);
        var bands = Enumerable.Range(0, page.Height / 500).Where(band => page.Count(0, band * 500, page.Width, (band + 1) * 500, ChartStyle.Series(0), tolerance: 12) > 2000).ToList();
        Assert.True(page.Count(0, 0, page.Width, page.Height, ChartStyle.Series(0), tolerance: 12) > 20_000, "the first series' colour covers real areas");
        Assert.True(page.Count(0, 0, page.Width, page.Height, ChartStyle.Series(1), tolerance: 12) > 5_000, "the second series' colour too");
        Assert.True(bands.Count >= 4, $"charts drawn in {bands.Count} bands of 500 px down the page");
    }
}
