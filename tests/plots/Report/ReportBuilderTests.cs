using Bench.Results.Comparison;
using Bench.Results.Csv;

namespace Bench.Plots.Tests.Report;

public sealed class ReportBuilderTests : TempDirectoryTest
{
    /// <summary>
    /// Review s22 M3: comparison.csv is the report's comparison, row for row: AUTOGROW's end-to-end rows (the verdicts the
    /// summary counts) beside its growth-stall rows, each named in the measure column (was: the stall rows alone).
    /// </summary>
    [Fact]
    public async Task Comparison_csv_is_the_reports_comparison_with_autogrow_end_to_end_beside_its_growth_stalls()
    {
        var outcome = await ReportBuilder.WriteAsync(CompareSummaryTests.AutogrowRuns(fill: true), Temp.Path, [], TestContext.Current.CancellationToken);

        var csv = CsvTableReader.ReadAll<ComparisonRow>(outcome.Comparison!);
        Assert.EndsWith(",kind,measure", File.ReadLines(outcome.Comparison!).First(), StringComparison.Ordinal);
        Assert.Equal(
            outcome.Model.Comparison.Select(c => (c.CaseId.ToString(), c.Measure, c.Verdict, c.MedianMs)),
            csv.Select(c => (c.CaseId.ToString(), c.Measure, c.Verdict, c.MedianMs)));
        Assert.Equal(2, csv.Count(c => c.Scenario == "autogrow" && c.Measure == ComparisonMeasures.EndToEnd));
    }

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
        Assert.DoesNotMatch("href=\"[^#]", html);
        Assert.DoesNotContain("<?xml", html, StringComparison.Ordinal);
        Assert.Contains("<svg", html, StringComparison.Ordinal);
        Assert.Contains("<title>Storage capacity report: ssd, hdd</title>", html, StringComparison.Ordinal);
        Assert.Contains("@font-face", html, StringComparison.Ordinal);
        Assert.True(html.IndexOf("<h2 id=\"summary\">Summary</h2>", StringComparison.Ordinal) < html.IndexOf("<h2 id=\"comparison\">Comparison</h2>", StringComparison.Ordinal), "the summary comes first");
        Texts.ContainAll(
            System.Text.RegularExpressions.Regex.Replace(html, "<span class=\"nw\">|</span>", string.Empty),
            "On hdd, IFI saves ",
            "On hdd, creating 500 GB would take about",
            "hdd vs ssd: the volumes differ in allocation unit 64 KB vs 4 KB.",
            "Welch&#39;s t-test on log times",
            "<td title=\"create/size=4096MB/ifi=off\">4 GB, IFI off</td>");

        var md = await File.ReadAllTextAsync(outcome.Markdown, TestContext.Current.CancellationToken);
        Texts.ContainAll(
            md,
            "](charts/compare-create.png)",
            "](charts/20261122-000000-ssd/ifi-create.png)",
            "| run | ssd | hdd |\n|---|---|---|\n| target | ",
            ": `create/size=4096MB/ifi=off`");
        Assert.DoesNotContain("| create/size=", md, StringComparison.Ordinal);
        Assert.Single(System.Text.RegularExpressions.Regex.Matches(md, "Median: the Harrell-Davis estimate"));
    }

    [Fact]
    public async Task The_comparison_tables_ratio_interval_carries_its_x_in_both_report_md_and_report_html()
    {
        var token = TestContext.Current.CancellationToken;
        var outcome = await ReportBuilder.WriteAsync([Runs.Make("ssd"), Runs.Make("hdd", scale: 4, allocationUnit: 65536)], Temp.Path, [], token);
        var compared = CsvTableReader.ReadAll<ComparisonRow>(outcome.Comparison!).First(c => c.RatioCiLower is not null && c.RatioCiUpper is not null);
        var (low, high) = (Bench.Plots.Rendering.Numbers.Value(compared.RatioCiLower!.Value), Bench.Plots.Rendering.Numbers.Value(compared.RatioCiUpper!.Value));

        var md = await File.ReadAllTextAsync(outcome.Markdown, token);
        var html = System.Text.RegularExpressions.Regex.Replace(await File.ReadAllTextAsync(outcome.Html, token), "<span class=\"nw\">|</span>", string.Empty);

        Assert.Contains($" | {low}x to {high}x | ", md, StringComparison.Ordinal);
        Assert.Contains($">{low}x to {high}x</td>", html, StringComparison.Ordinal);
        Assert.DoesNotContain($" | {low} to {high} | ", md, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Written_again_it_removes_the_charts_it_listed_and_does_not_draw_again_and_nothing_else()
    {
        var token = TestContext.Current.CancellationToken;
        var first = await ReportBuilder.WriteAsync([Runs.Make("ssd")], Temp.Path, [], token);
        var charts = Path.Combine(Temp.Path, "charts");
        var list = Path.Combine(charts, PreviousCharts.FileName);
        var drawn = Directory.GetFiles(charts, "*.*", SearchOption.AllDirectories).Where(f => f != list).Order().ToList();
        Assert.Equal(drawn.Select(f => Path.GetRelativePath(Temp.Path, f).Replace('\\', '/')), File.ReadAllLines(list).Select(l => l.Split('\t')[0]).Order());

        // As if the earlier report had drawn gone.png and gone.svg (a chart this one no longer draws), edited.png (since
        // changed by the user), and listed a path out of charts/; beside them a user's image, linked from report.md.
        string Listed(string path)
        {
            File.WriteAllText(path, "chart");
            var info = new FileInfo(path);
            return $"{Path.GetRelativePath(Temp.Path, path).Replace('\\', '/')}\t{info.Length}\t{info.LastWriteTimeUtc.Ticks}";
        }

        var earlier = new[]
        {
            Listed(Path.Combine(charts, "gone.png")), Listed(Path.Combine(charts, "gone.svg")), Listed(Path.Combine(charts, "edited.png")),
            Listed(Path.Combine(Temp.Path, "outside.png")).Replace("outside.png", "charts/../outside.png", StringComparison.Ordinal),
        };
        File.AppendAllLines(list, earlier);
        File.AppendAllText(Path.Combine(charts, "edited.png"), " and the user's change");
        File.WriteAllText(Path.Combine(charts, "mine.png"), "the user's");
        File.AppendAllText(first.Markdown, "![mine](charts/mine.png)\n");

        var again = await ReportBuilder.WriteAsync([Runs.Make("ssd")], Temp.Path, [], token);

        Assert.Equal(["charts/gone.png", "charts/gone.svg"], again.RemovedCharts);
        Assert.False(File.Exists(Path.Combine(charts, "gone.png")));
        Assert.False(File.Exists(Path.Combine(charts, "gone.svg")));
        Assert.True(File.Exists(Path.Combine(charts, "edited.png")), "a listed file changed since is no longer the harness's as it wrote it");
        Assert.True(File.Exists(Path.Combine(charts, "mine.png")), "a file not on the list is not the harness's");
        Assert.True(File.Exists(Path.Combine(Temp.Path, "outside.png")), "only files under charts/ are removed");
        Assert.NotEmpty(drawn);
        Assert.All(drawn, f => Assert.True(File.Exists(f), $"{f} is drawn again and stays"));
        Assert.DoesNotContain("gone.png", File.ReadAllText(list), StringComparison.Ordinal);
        Assert.Empty(first.RemovedCharts);
    }

    [Fact]
    public async Task A_folder_an_earlier_version_wrote_without_the_list_loses_nothing()
    {
        var token = TestContext.Current.CancellationToken;
        var charts = Path.Combine(Temp.Path, "charts");
        Directory.CreateDirectory(charts);
        File.WriteAllText(Path.Combine(charts, "counters-create.png"), "an earlier version's chart, no list");
        File.WriteAllText(Path.Combine(Temp.Path, "report.md"), "![old](charts/counters-create.png)\n");

        var outcome = await ReportBuilder.WriteAsync([Runs.Make("ssd")], Temp.Path, [], token);

        Assert.Empty(outcome.RemovedCharts);
        Assert.True(File.Exists(Path.Combine(charts, "counters-create.png")));
        Assert.True(File.Exists(Path.Combine(charts, PreviousCharts.FileName)));
    }

    [Fact]
    public void Leftovers_are_cleared_in_the_folder_and_its_charts_but_not_through_a_charts_folder_that_is_a_link()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "symbolic links need a privilege on Windows");
        var dead = $"bench-{Bench.Results.Export.JournalLeftovers.Host}-2147483647-0123456789ab.tmp";
        var elsewhere = Temp["elsewhere"];
        Directory.CreateDirectory(elsewhere);
        File.WriteAllText(Path.Combine(elsewhere, $"a.svg.{dead}"), "elsewhere's");
        Directory.CreateDirectory(Temp["out"]);
        File.WriteAllText(Temp[$"out/report.html.{dead}"], "left");
        Directory.CreateSymbolicLink(Temp["out/charts"], elsewhere);

        var cleared = ReportBuilder.ClearLeftovers(Temp["out"]);

        Assert.Equal([Temp[$"out/report.html.{dead}"]], cleared.Select(c => c.Path));
        Assert.Equal("elsewhere's", File.ReadAllText(Path.Combine(elsewhere, $"a.svg.{dead}")));
    }
}
