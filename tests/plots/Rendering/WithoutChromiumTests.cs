using System.Xml.Linq;

namespace Bench.Plots.Tests.Rendering;

/// <summary>PATH is the process's: nothing else runs while these tests change it.</summary>
[Collection(nameof(RunsAlone))]
public sealed class WithoutChromiumTests : TempDirectoryTest
{
    private static readonly string[] Browsers = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome", "headless_shell"];

    [Fact]
    public async Task A_report_writes_every_chart_as_png_and_svg_with_no_browser_on_the_path()
    {
        var charts = await WithoutBrowserAsync(() => ReportBuilder.WriteAsync([FixedRuns.Ssd, FixedRuns.Hdd], Temp.Path, [], TestContext.Current.CancellationToken));

        var pngs = Directory.GetFiles(Temp["charts"], "*.png", SearchOption.AllDirectories);
        var svgs = Directory.GetFiles(Temp["charts"], "*.svg", SearchOption.AllDirectories);
        Assert.Equal(charts.Charts, pngs.Length + svgs.Length);
        Assert.True(pngs.Length >= 20, $"{pngs.Length} PNGs");
        Assert.Equal(pngs.Select(Path.GetFileNameWithoutExtension).Order(), svgs.Select(Path.GetFileNameWithoutExtension).Order());
        Assert.All(pngs, png => Assert.True(Picture.Decode(File.ReadAllBytes(png)).Width >= 1400, png));
        Assert.All(svgs, svg => Assert.Equal("svg", XDocument.Load(svg).Root!.Name.LocalName));
    }

    [Fact]
    public async Task Every_sample_chart_is_written_as_png_and_svg_with_no_browser_on_the_path()
    {
        await WithoutBrowserAsync(async () =>
        {
            foreach (var chart in SampleCharts.All())
            {
                var (png, svg) = await ChartExport.WriteAsync(Temp.Path, chart, TestContext.Current.CancellationToken);

                Assert.Equal(Path.Combine(Temp.Path, chart.Name + ".png"), png);
                Assert.True(Picture.Decode(await File.ReadAllBytesAsync(png, TestContext.Current.CancellationToken)).Width > 1000);
                Assert.StartsWith("<?xml", await File.ReadAllTextAsync(svg, TestContext.Current.CancellationToken), StringComparison.Ordinal);
            }

            return 0;
        });
    }

    private static async Task<T> WithoutBrowserAsync<T>(Func<Task<T>> action)
    {
        var empty = Directory.CreateTempSubdirectory("bench-no-browser-");
        var path = Environment.GetEnvironmentVariable("PATH");
        var given = Environment.GetEnvironmentVariable("BENCH_CHROMIUM");
        try
        {
            Environment.SetEnvironmentVariable("PATH", empty.FullName);
            Environment.SetEnvironmentVariable("BENCH_CHROMIUM", null);
            Assert.DoesNotContain(
                (Environment.GetEnvironmentVariable("PATH") ?? string.Empty).Split(Path.PathSeparator).SelectMany(d => Browsers.Select(b => Path.Combine(d, b))),
                File.Exists);
            return await action();
        }
        finally
        {
            Environment.SetEnvironmentVariable("PATH", path);
            Environment.SetEnvironmentVariable("BENCH_CHROMIUM", given);
            empty.Delete(recursive: true);
        }
    }
}
