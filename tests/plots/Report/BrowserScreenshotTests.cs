using Bench.Plots.Report;

namespace Bench.Plots.Tests.Report;

/// <summary>
/// report.html in a real browser: headless Chromium takes a screenshot, kept as artifacts/report-screenshot.png
/// (or under BENCH_ARTIFACTS), and the charts must show in it: the bars' colours cover real areas of the page.
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
        var chromium = PngRenderer.Find();
        Assert.SkipWhen(chromium is null, PngRenderer.Missing);
        var outcome = await ReportBuilder.WriteAsync([Runs.Make("ssd"), Runs.Make("hdd", scale: 4)], Temp.Path, [], png: null, TestContext.Current.CancellationToken);
        var artifacts = ArtifactDirectory();
        Directory.CreateDirectory(artifacts);
        var screenshot = Path.Combine(artifacts, "report-screenshot.png");

        Assert.True(await chromium!.RenderAsync(outcome.Html, screenshot, 1280, 6000, TestContext.Current.CancellationToken), "Chromium took the screenshot");

        var image = PngImage.Decode(await File.ReadAllBytesAsync(screenshot, TestContext.Current.CancellationToken));
        Assert.Equal(1280, image.Width);
        var blue = 0;
        var orange = 0;
        var rowsWithChart = new HashSet<int>();
        for (var y = 0; y < image.Height; y += 2)
        {
            for (var x = 0; x < image.Width; x += 2)
            {
                var (r, g, b) = image[x, y];
                if (Near(r, g, b, (0x00, 0x72, 0xB2)))
                {
                    blue++;
                    rowsWithChart.Add(y / 400);
                }
                else if (Near(r, g, b, (0xE6, 0x9F, 0x00)))
                {
                    orange++;
                }
            }
        }

        Assert.True(blue > 2000, $"{blue} sampled pixels of the first series' colour");
        Assert.True(orange > 500, $"{orange} sampled pixels of the second series' colour");
        Assert.True(rowsWithChart.Count >= 4, $"charts drawn in {rowsWithChart.Count} bands of 400 px down the page");
    }

    private static bool Near(byte r, byte g, byte b, (int R, int G, int B) colour) =>
        Math.Abs(r - colour.R) < 12 && Math.Abs(g - colour.G) < 12 && Math.Abs(b - colour.B) < 12;
}
