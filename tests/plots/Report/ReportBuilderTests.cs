using Bench.Results.Comparison;
using Bench.Results.Csv;

namespace Bench.Plots.Tests.Report;

public sealed class ReportBuilderTests : TempDirectoryTest
{
    [Fact]
    public async Task Two_runs_give_a_comparison_with_verdicts_charts_and_a_self_contained_report()
    {
        var outcome = await ReportBuilder.WriteAsync([Runs.Make("ssd"), Runs.Make("hdd", scale: 4, allocationUnit: 65536)], Temp.Path, [500L << 30], TestContext.Current.CancellationToken);

        var comparison = CsvTableReader.ReadAll<ComparisonRow>(outcome.Comparison!);
        Assert.Equal(12, comparison.Count);
        var off4g = Assert.Single(comparison, c => c.CaseId.ToString() == "create/size=4096MB/ifi=off");
        Assert.Equal(4, off4g.Ratio, 1);
        Assert.Equal("slower", off4g.Verdict);
        Assert.True(off4g.DetectableRatio > 1);
        Assert.True(File.Exists(Path.Combine(Temp.Path, "charts", "compare-create.png")));
        Assert.True(File.Exists(Path.Combine(Temp.Path, "charts", "compare-create.svg")));
        Assert.True(File.Exists(Path.Combine(Temp.Path, "charts", "20261122-000000-hdd", "ifi-create.png")));

        var html = await File.ReadAllTextAsync(outcome.Html, TestContext.Current.CancellationToken);
        Assert.DoesNotContain("<script", html, StringComparison.OrdinalIgnoreCase);
        Assert.DoesNotContain("src=", html, StringComparison.Ordinal);
        Assert.DoesNotContain("href=", html, StringComparison.Ordinal);
        Assert.DoesNotContain("<?xml", html, StringComparison.Ordinal);
        Assert.Contains("<svg", html, StringComparison.Ordinal);
        Assert.Contains("@font-face", html, StringComparison.Ordinal);
        Assert.True(html.IndexOf("<h2>Summary</h2>", StringComparison.Ordinal) < html.IndexOf("<h2>Comparison</h2>", StringComparison.Ordinal), "the summary comes first");
        Texts.ContainAll(
            html,
            "On hdd, IFI makes creating a 4 GB database",
            "On hdd, creating 500 GB would take about",
            "hdd vs ssd: the volumes differ in allocation unit 64 KB vs 4 KB.",
            "Welch&#39;s t-test on log times",
            "<td title=\"create/size=4096MB/ifi=off\">4 GB, IFI off</td>");

        var md = await File.ReadAllTextAsync(outcome.Markdown, TestContext.Current.CancellationToken);
        Texts.ContainAll(
            md,
            "](charts/compare-create.png)",
            "](charts/20261122-000000-ssd/ifi-create.png)",
            "| run | target |",
            ": `create/size=4096MB/ifi=off`");
        Assert.DoesNotContain("| create/size=", md, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Written_again_it_removes_the_charts_the_earlier_report_drew_and_it_does_not_and_nothing_else()
    {
        var token = TestContext.Current.CancellationToken;
        var first = await ReportBuilder.WriteAsync([Runs.Make("ssd")], Temp.Path, [], token);
        var charts = Path.Combine(Temp.Path, "charts");
        // An earlier report's chart that this one no longer draws (as a one-dot counters chart was), a file of the user's
        // beside the charts, and a link of the earlier page that leads out of charts/.
        foreach (var file in (string[])["gone.png", "gone.svg", "mine.png"])
        {
            await File.WriteAllTextAsync(Path.Combine(charts, file), "x", token);
        }

        await File.WriteAllTextAsync(Path.Combine(Temp.Path, "outside.png"), "x", token);
        await File.AppendAllTextAsync(first.Markdown, "![Gone (old)](charts/gone.png)\n\n![Out](charts/../outside.png)\n", token);
        var drawn = Directory.GetFiles(charts, "*", SearchOption.AllDirectories).Where(f => !Path.GetFileName(f).StartsWith("gone", StringComparison.Ordinal) && !f.EndsWith("mine.png", StringComparison.Ordinal)).Order().ToList();

        var again = await ReportBuilder.WriteAsync([Runs.Make("ssd")], Temp.Path, [], token);

        Assert.Equal(["charts/gone.png", "charts/gone.svg"], again.RemovedCharts);
        Assert.False(File.Exists(Path.Combine(charts, "gone.png")));
        Assert.False(File.Exists(Path.Combine(charts, "gone.svg")));
        Assert.True(File.Exists(Path.Combine(charts, "mine.png")), "a file the earlier page did not link is not the harness's");
        Assert.True(File.Exists(Path.Combine(Temp.Path, "outside.png")), "only files under charts/ are removed");
        Assert.NotEmpty(drawn);
        Assert.All(drawn, f => Assert.True(File.Exists(f), $"{f} is drawn again and stays"));
        Assert.Empty(first.RemovedCharts);
    }
}
