using Bench.Plots.Charts;
using Bench.Plots.Figures;
using Bench.Results;

namespace Bench.Plots.Tests;

/// <summary>
/// The phases charts of the fixed ssd run: a bar is as long as its case's median in the tables, says its repetitions when
/// the cases' differ, and the title's share is never rounded up to all.
/// </summary>
public sealed class PhaseChartTests
{
    [Theory]
    [InlineData("create")]
    [InlineData("restore")]
    public void A_bar_is_as_long_as_its_cases_median_time_in_the_tables(string scenario)
    {
        var run = FixedRuns.Ssd;
        var chart = Assert.IsType<StackedBarChart>(RunCharts.Build(run).Single(c => c.Name == $"phases-{scenario}"));
        var ms = chart.Values.Unit switch { "ms" => 1.0, "s" => 1000.0, _ => 60_000.0 };

        Assert.Equal(PhaseFigure.Rest, chart.Segments[^1]);
        var medians = run.Summary.Where(s => s.Scenario == scenario).Select(s => Math.Round(s.MedianMs!.Value, 6)).Order().ToList();
        Assert.Equal(medians, chart.Bars.Select(b => Math.Round(b.Values.Sum() * ms, 6)).Order());
    }

    [Fact]
    public void A_phases_chart_draws_the_slowest_cases_only_so_it_stays_within_a_page_and_says_so()
    {
        var run = FixedRuns.Ssd;
        var rows = run.Rows.Where(r => r.Scenario == "restore").ToList();
        var doubled = RunSummary.Of("none", run.Manifest, [.. rows, .. rows.Select(r => r with { CaseId = Bench.Results.Cases.CaseId.Parse(r.CaseId.ToString().Replace("log_size=1MB", "log_size=2MB", StringComparison.Ordinal)) })], []);

        var chart = Assert.IsType<StackedBarChart>(RunCharts.Build(doubled).Single(c => c.Name == "phases-restore"));

        Assert.Equal(PhaseFigure.MaxBars, chart.Bars.Count);
        Assert.Contains(string.Create(System.Globalization.CultureInfo.InvariantCulture, $"the {PhaseFigure.MaxBars} slowest of {2 * rows.Select(r => r.CaseId).Distinct().Count()} cases"), chart.Subtitle, StringComparison.Ordinal);
    }

    [Fact]
    public void A_capped_phases_chart_keeps_both_twins_of_an_IFI_pair_it_draws()
    {
        // As the critic's restore: 14 IFI-on cases and one IFI-off (14.6 s) whose IFI-on twin (8.0 s) was 9th slowest and cut.
        double[] times = [29.4, 26.7, 18.1, 11.6, 10.3, 9.73, 8.9, 8.6, 8.5, 8.4, 8.3, 8.2, 8.1];
        var ids = times.Select((t, i) => (Id: Bench.Results.Cases.CaseId.Parse($"restore/size=4GB/buffer_count={i + 1}/ifi=on"), Time: t)).ToList();
        var off = (Id: Bench.Results.Cases.CaseId.Parse("restore/size=4GB/buffer_count=99/ifi=off"), Time: 14.6);
        var twin = (Id: off.Id.WithIfi(true), Time: 8.0);
        List<(Bench.Results.Cases.CaseId Id, double Time)> cases = [.. ids, off, twin];

        var kept = PhaseFigure.Capped(cases, c => c.Id, c => c.Time);

        Assert.Equal(PhaseFigure.MaxBars, kept.Count);
        Assert.Contains(off, kept);
        Assert.Contains(twin, kept);
        Assert.Equal(kept.IndexOf(off) + 1, kept.IndexOf(twin));
        Assert.Equal(kept.Select(c => c.Time).Where(t => t != 8.0), kept.Select(c => c.Time).Where(t => t != 8.0).OrderDescending());
        Assert.Equal(cases.Take(5), PhaseFigure.Capped(cases.Take(5).ToList(), c => c.Id, c => c.Time));
    }

    [Fact]
    public void Cases_of_different_repetitions_say_theirs_per_bar_not_one_count_for_all()
    {
        // The IFI-on creates ran 3 times, the IFI-off ones (here) twice, as the quick profile runs them 15 and 5 times.
        var run = FixedRuns.Ssd;
        var fewer = RunSummary.Of(run.Directory, run.Manifest, run.Rows.Where(r => !(r.Scenario == "create" && r.CaseId.Ifi == false && r.Repetition == 3)).ToList(), run.Stalls);

        var chart = Assert.IsType<StackedBarChart>(RunCharts.Build(fewer).Single(c => c.Name == "phases-create"));

        Assert.All(chart.Bars.Where(b => b.Label.Contains("IFI on", StringComparison.Ordinal)), b => Assert.EndsWith("(n = 3)", b.Label, StringComparison.Ordinal));
        Assert.All(chart.Bars.Where(b => b.Label.Contains("IFI off", StringComparison.Ordinal)), b => Assert.EndsWith("(n = 2)", b.Label, StringComparison.Ordinal));
        Assert.DoesNotContain("3 repetitions", chart.Subtitle, StringComparison.Ordinal);
    }

    [Fact]
    public void Phases_whose_medians_add_up_to_more_than_the_cases_are_drawn_in_proportion_to_end_at_its_median()
    {
        Assert.Equal([60, 30, 10], PhaseFigure.Split(100, [60, 30]));
        Assert.Equal([80, 40, 0], PhaseFigure.Split(120, [100, 50]));
    }

    [Fact]
    public void A_chart_whose_phases_were_drawn_in_proportion_says_so_and_one_whose_were_not_does_not()
    {
        // The IFI-off creates' data files made ready in twice their elapsed time: more than the case's median.
        var run = FixedRuns.Ssd;
        var over = RunSummary.Of(run.Directory, run.Manifest, run.Rows.Select(r => r.Scenario == "create" && r.CaseId.Ifi == false ? r with { AllocateMs = r.ElapsedMs * 2 } : r).ToList(), run.Stalls);
        const string Said = "phases drawn in proportion where their medians add up to more than the case's median";

        Assert.Contains(Said, Assert.IsType<StackedBarChart>(RunCharts.Build(over).Single(c => c.Name == "phases-create")).Subtitle, StringComparison.Ordinal);
        Assert.DoesNotContain(Said, Assert.IsType<StackedBarChart>(RunCharts.Build(run).Single(c => c.Name == "phases-create")).Subtitle, StringComparison.Ordinal);
    }

    [Fact]
    public void A_sqlserver_restore_whose_log_was_zeroed_during_the_copy_stacks_only_its_sequential_phases()
    {
        // As the 2012 restore of the error-log samples: the log zeroed for nearly all of the copy's time, beside it.
        var run = FixedRuns.Ssd;
        var server = RunSummary.Of(
            run.Directory,
            run.Manifest with { Target = "sqlserver" },
            run.Rows.Select(r => r with { Target = "sqlserver", LogZeroMs = r.Scenario == "restore" ? r.TransferMs * 0.99 : r.LogZeroMs }).ToList(),
            run.Stalls);

        var restore = Assert.IsType<StackedBarChart>(RunCharts.Build(server).Single(c => c.Name == "phases-restore"));
        var native = Assert.IsType<StackedBarChart>(RunCharts.Build(run).Single(c => c.Name == "phases-restore"));

        Assert.Equal(["data files made ready (zeroed without IFI)", "data copied", PhaseFigure.Rest], restore.Segments);
        Assert.Contains(PhaseFigure.LogDuringCopy, restore.Subtitle, StringComparison.Ordinal);
        Assert.Equal(native.Bars.Select(b => Math.Round(b.Values.Sum(), 6)), restore.Bars.Select(b => Math.Round(b.Values.Sum(), 6)));
        Assert.Contains("log zeroed", native.Segments);
        Assert.DoesNotContain(PhaseFigure.LogDuringCopy, native.Subtitle, StringComparison.Ordinal);
    }

    [Fact]
    public void A_native_restore_stacks_its_log_zeroing_only_in_a_run_written_before_it_zeroed_the_log_beside_the_copy()
    {
        // The fixed ssd run is such an older native run: its manifest does not say the log was zeroed beside the copy.
        var run = FixedRuns.Ssd;
        var beside = RunSummary.Of(run.Directory, run.Manifest with { RestoreLogZeroedDuringCopy = true }, run.Rows, run.Stalls);

        var now = Assert.IsType<StackedBarChart>(RunCharts.Build(beside).Single(c => c.Name == "phases-restore"));
        var older = Assert.IsType<StackedBarChart>(RunCharts.Build(run).Single(c => c.Name == "phases-restore"));

        Assert.Null(run.Manifest.RestoreLogZeroedDuringCopy);
        Assert.Equal(["data files made ready (zeroed without IFI)", "data copied", PhaseFigure.Rest], now.Segments);
        Assert.Contains(PhaseFigure.LogDuringCopy, now.Subtitle, StringComparison.Ordinal);
        Assert.Contains("log zeroed", older.Segments);
        Assert.Contains("log zeroed", Assert.IsType<StackedBarChart>(RunCharts.Build(beside).Single(c => c.Name == "phases-create")).Segments);
    }

    [Theory]
    [InlineData(0.996, "99.6%")]
    [InlineData(0.9996, "more than 99.9%")]
    [InlineData(1.0, "100%")]
    [InlineData(0.64, "64%")]
    [InlineData(0.003, "0.3%")]
    public void A_share_is_never_rounded_to_all_or_nothing(double share, string said)
    {
        Assert.Equal(said, PhaseFigure.Share(share));
    }

    [Fact]
    public void The_title_gives_the_zeroings_measured_median_not_the_segment_scaled_to_fit_the_bar()
    {
        // The IFI-off restores' log zeroed in three times their elapsed time: their phases are drawn in proportion.
        var run = FixedRuns.Ssd;
        var over = RunSummary.Of(run.Directory, run.Manifest, run.Rows.Select(r => r.Scenario == "restore" && r.CaseId.Ifi == false ? r with { LogZeroMs = r.ElapsedMs * 3 } : r).ToList(), run.Stalls);
        var measured = over.Rows.Where(r => r.Scenario == "restore" && r.CaseId.Ifi == false && r.Status == CaseStatus.Ok && r.AllocateMs is not null)
            .GroupBy(r => r.CaseId).Select(g => Bench.Plots.Report.Findings.Time(Math.Max(0, Bench.Results.Statistics.SampleSummary.Of(g.Select(r => r.AllocateMs!.Value).ToList()).Median))).ToList();

        var title = Assert.IsType<StackedBarChart>(RunCharts.Build(over).Single(c => c.Name == "phases-restore")).Title;

        Assert.Contains("without IFI", title, StringComparison.Ordinal);
        Assert.Contains(measured, m => title.Contains($"takes {m} of", StringComparison.Ordinal));
    }
}
