using System.Text.RegularExpressions;
using System.Globalization;
using Bench.Plots.Charts;
using Bench.Plots.Figures;
using Bench.Results.Comparison;
using Bench.Results.Manifest;
using Bench.Scenarios;

namespace Bench.Plots.Tests.Report;

/// <summary>
/// What an acceptance test of a report found: a chart and its sentence that did not say which IFI they show, a share
/// that was not the table's, a ratio rounded twice, bars too short to see, compare notes without their way, footers that
/// did not say what was run, boundary labels cut off, a what-if line with its fixed cost written as 0 ms.
/// </summary>
public sealed class AcceptanceFindingsTests
{
    private static readonly ScenarioInfo Restore = ScenarioCatalog.Info("restore")!;

    [Fact]
    public void A_restore_sweep_left_without_its_ifi_off_cases_says_it_is_ifi_on_and_what_ifi_off_reached()
    {
        // The fixed ssd run's restores ran IFI on and off; the sweep holds IFI on only.
        var run = FixedRuns.Ssd;

        var chart = Assert.IsType<LineChart>(RunCharts.Build(run).Single(c => c.Name == "restore-buffercount"));
        var finding = ScenarioFindings.Limit(run, Restore)!;

        Assert.Contains(SweepFigure.IfiOnOnly, chart.Subtitle, StringComparison.Ordinal);
        Assert.Contains(", IFI on (", finding, StringComparison.Ordinal);
        var off = run.Summary.Where(s => s.Scenario == "restore" && s.CaseId.Ifi == false).Select(s => s.LimitPctMedian!.Value).ToList();
        Assert.Contains(string.Create(CultureInfo.InvariantCulture, $"with IFI off, copying into the files zeroed first reached {off.Min():0}-{off.Max():0}%"), finding, StringComparison.Ordinal);
    }

    [Fact]
    public void The_finding_and_the_sweep_title_give_the_share_of_the_limit_they_print_not_the_per_repetition_limit_pct()
    {
        // limit_pct_median is the median of each repetition's share: not the median rate over the median limit. Neither the
        // finding nor the chart's title gives it: each gives the best's median rate over the limit it prints or draws, which a reader can check.
        var run = FixedRuns.Ssd;
        var best = run.Summary.Where(s => s.Scenario == "restore" && s.TransferMbSMedian > 0 && s.CaseId.Ifi != false).MaxBy(s => s.TransferMbSMedian)!;
        var pct = 77.4;
        var drawn = (best.TransferMbSMedian!.Value / RunLimits.Limit(run, Restore)!.Value).ToString("0%", CultureInfo.InvariantCulture);
        Assert.NotEqual("77%", drawn);
        var changed = run with { Summary = run.Summary.Select(s => s.CaseId.Equals(best.CaseId) ? s with { LimitPctMedian = pct } : s).ToList() };

        var chart = Assert.IsType<LineChart>(RunCharts.Build(changed).Single(c => c.Name == "restore-buffercount"));
        var finding = ScenarioFindings.Limit(changed, Restore)!;

        Assert.Contains($"reaches {drawn} of the volume's write limit", chart.Title, StringComparison.Ordinal);
        Assert.Equal(RunLimits.Limit(run, Restore), chart.References[0].Value);
        // The finding's share is the rate it prints over the limit it prints, whatever the per-repetition limit_pct says.
        var said = Regex.Match(finding, @"reaches (?<pct>[0-9]+)% of the volume's write limit \((?<limit>[0-9,]+) MB/s[^)]*\) in its fastest case, .*? \((?<rate>[0-9,]+) MB/s\)");
        Assert.True(said.Success, finding);
        double Number(string group) => double.Parse(said.Groups[group].Value, NumberStyles.AllowThousands, CultureInfo.InvariantCulture);
        Assert.Equal((Number("rate") / Number("limit")).ToString("0%", CultureInfo.InvariantCulture), said.Groups["pct"].Value + "%");
        Assert.DoesNotContain("reaches 77% of the volume's write limit", finding, StringComparison.Ordinal);
        // And the limit it prints is the line the chart draws.
        Assert.Equal(RunLimits.Limit(run, Restore)!.Value.ToString("#,0", CultureInfo.InvariantCulture), said.Groups["limit"].Value);
    }

    [Fact]
    public void The_tables_ifi_ratio_is_rounded_once_from_the_medians_as_the_sentences_are()
    {
        // 2005.3 / 704.1 = 2.848: summary.csv writes 2.85, which printed 2.9x beside the summary's 2.8x.
        var run = FixedRuns.Ssd;
        var off = run.Summary.First(s => s.Scenario == "create" && s.CaseId.Ifi == false) with { MedianMs = 2005.3, IfiOffOnRatio = 2.85 };
        var on = run.Summary.First(s => s.CaseId.Ifi == true && s.CaseId.Twin.Equals(off.CaseId.Twin)) with { MedianMs = 704.1, IfiOffOnRatio = 2.85 };
        var titles = new Dictionary<Bench.Results.Cases.CaseId, string> { [off.CaseId] = "off", [on.CaseId] = "on" };
        var column = ReportTables.SummaryHeader.ToList().IndexOf("IFI off/on");

        Assert.Equal("2.8x", ReportTables.Summary(off, titles, [off, on])[column].Text);
        Assert.Equal("2.8x", ReportTables.Summary(on, titles, [off, on])[column].Text);
        Assert.Equal("2.8x", Ratios.Text(off.MedianMs!.Value / on.MedianMs!.Value));
    }

    [Fact]
    public void A_bar_too_short_to_see_is_drawn_at_the_least_visible_length_and_the_subtitle_says_so()
    {
        Assert.Equal([2_220.0], StackedBarChart.Drawn([2_220], 2_220));
        var drawn = StackedBarChart.Drawn([4, 2], 2_220);
        Assert.Equal(StackedBarChart.MinVisibleShare * 2_220, drawn.Sum(), 6);
        Assert.Equal(2, drawn[0] / drawn[1], 6);

        // The fixed ssd run's creates: IFI on in ms beside IFI off in seconds.
        var chart = Assert.IsType<StackedBarChart>(RunCharts.Build(FixedRuns.Ssd).Single(c => c.Name == "phases-create"));
        Assert.Contains("drawn that long so they show, their numbers as measured", chart.Subtitle, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(17, "b 17x slower\nuntested")]
    [InlineData(0.5, "b 2x faster\nuntested")]
    [InlineData(1.01, "about the same\nuntested")]
    public void An_untested_comparison_says_slower_or_faster(double ratio, string expected)
    {
        var row = new ComparisonRow(FixedRuns.Ssd.Summary[0].CaseId, "create", "a", "b", 1, 1, 10, 10 * ratio, ratio, null, null, null, null, "too_few_repetitions", null);
        Assert.Equal(expected, CompareFigure.Note(row, named: false));
    }

    [Fact]
    public void A_footer_says_the_scenarios_and_repetitions_a_run_was_narrowed_to_and_names_two_runs_of_one_label_by_id()
    {
        var run = FixedRuns.Ssd;
        var narrowed = run with
        {
            Manifest = run.Manifest with
            {
                RunId = "20261127-041200-ssd",
                Settings = new RunSettings("quick", null, ["restore", "autogrow"], "native", "/d", null, 3, 1 << 30, 250),
            },
        };

        Assert.Equal($"{run.Manifest.MatrixSource}, only restore + autogrow, 3 repetitions", Footers.Matrix(narrowed));
        var footer = Footers.Of([run, narrowed]);
        Assert.StartsWith($"runs ssd ({run.Manifest.RunId}) vs ssd (20261127-041200-ssd) · ", footer.Text, StringComparison.Ordinal);
        Assert.Contains("20261127-041200-ssd: profile quick, only restore + autogrow, 3 repetitions", footer.Text, StringComparison.Ordinal);
    }

    [Fact]
    public void A_boundary_label_without_room_after_its_line_goes_before_it_whole()
    {
        const string label = "final round: 3 settings side by side";
        var width = TextFit.Width(label, LineChartDrawer.BoundaryTextSize);

        Assert.Equal((label, false), LineChartDrawer.Side(label, width + 1, 0));
        Assert.Equal((label, true), LineChartDrawer.Side(label, 40, width + 1));
        Assert.EndsWith("…", LineChartDrawer.Side(label, 60, 40).Text, StringComparison.Ordinal);
    }

    [Fact]
    public void A_reference_label_moved_off_its_line_gets_a_leader_from_the_line()
    {
        var (from, to) = LineChartDrawer.Leader(542, above: true, away: 96, new ScottPlot.PixelRect(0, 1000, 1000, 0), top: 1000);
        Assert.Equal(542, from);
        Assert.Equal(642, to, 3);
    }

    [Fact]
    public void A_what_if_line_whose_fixed_cost_fits_below_zero_is_not_written_as_0_ms_and_a_restore_names_its_case()
    {
        // IFI-off creates as an acceptance run measured them (a slow repetition at 1 GB): the line's fixed cost comes out
        // below 0, and was written "0 ms + size / 404 MB/s", slower than every case's median rate.
        var run = FixedRuns.Ssd;
        var times = new Queue<double>([413, 1_737, 507, 4_386, 596, 2_111]);
        var rows = run.Rows.Select(r => r.Scenario == "create" && r.Parameters.Ifi == false ? r with { ElapsedMs = times.Dequeue() } : r).ToList();
        Assert.Empty(times);
        var (estimates, _) = Estimates.For(run with { Rows = rows }, [50L << 30]);

        var create = estimates.Single(e => e.Scenario == "create" && !e.Ifi);
        Assert.DoesNotContain("0 ms +", create.Model, StringComparison.Ordinal);
        Assert.Contains("fixed cost came out below 0", create.Model, StringComparison.Ordinal);
        var restore = estimates.First(e => e.Scenario == "restore");
        Assert.Contains(" settings, ", restore.FittedOn, StringComparison.Ordinal);
        Assert.Contains("backup file", restore.FittedOn, StringComparison.Ordinal);
    }
}
