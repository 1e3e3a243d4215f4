using Bench.Plots.Report;
using Bench.Results.Comparison;
using Bench.Results.Csv;

namespace Bench.Plots.Tests.Report;

public sealed class ReportBuilderTests : TempDirectoryTest
{
    [Fact]
    public async Task Two_runs_give_a_comparison_charts_and_a_self_contained_report()
    {
        var outcome = await ReportBuilder.WriteAsync([Runs.Make("ssd"), Runs.Make("hdd", scale: 4, allocationUnit: 65536)], Temp.Path, [500L << 30], png: null, TestContext.Current.CancellationToken);

        var comparison = CsvTableReader.ReadAll<ComparisonRow>(outcome.Comparison!);
        Assert.Equal(12, comparison.Count);
        var off4g = Assert.Single(comparison, c => c.CaseId.ToString() == "create/size=4096MB/ifi=off");
        Assert.Equal(4, off4g.Ratio, 1);
        Assert.Equal("too_few_repetitions", off4g.Verdict);
        Assert.True(File.Exists(Path.Combine(Temp.Path, "charts", "compare.svg")));
        Assert.True(File.Exists(Path.Combine(Temp.Path, "charts", "20261122-000000-hdd", "ifi-create.svg")));

        var html = await File.ReadAllTextAsync(outcome.Html, TestContext.Current.CancellationToken);
        Assert.DoesNotContain("<script", html, StringComparison.OrdinalIgnoreCase);
        Assert.DoesNotContain("src=", html, StringComparison.Ordinal);
        Assert.DoesNotContain("href=", html, StringComparison.Ordinal);
        Assert.Contains("<svg", html, StringComparison.Ordinal);
        Assert.Contains("hdd: with IFI, creating a 4 GB database took", html, StringComparison.Ordinal);
        Assert.Contains("creating 500 GB is estimated at", html, StringComparison.Ordinal);
        Assert.Contains(PngRenderer.Missing, html, StringComparison.Ordinal);
        Assert.Contains("hdd vs ssd: the volumes differ in allocation unit 64 KB vs 4 KB.", html, StringComparison.Ordinal);

        var md = await File.ReadAllTextAsync(outcome.Markdown, TestContext.Current.CancellationToken);
        Assert.Contains("![", md, StringComparison.Ordinal);
        Assert.Contains("charts/compare.svg", md, StringComparison.Ordinal);
        Assert.Contains("| run | target |", md, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Chart_files_are_valid_svg_and_png_when_chromium_is_there()
    {
        var png = PngRenderer.Find();
        Assert.SkipWhen(png is null, PngRenderer.Missing);

        var (svgs, pngs, note) = await ChartFiles.WriteAsync(RunCharts.Build(Runs.Make("ssd")).Select(c => (Temp.Path, c)).ToList(), png, TestContext.Current.CancellationToken);

        Assert.Null(note);
        Assert.Equal(svgs.Count, pngs);
        Assert.All(svgs, s => System.Xml.Linq.XDocument.Load(s));
        Assert.All(svgs, s => Assert.True(PngImage.HasSignature(File.ReadAllBytes(Path.ChangeExtension(s, ".png")))));
    }
}
