using Bench.Plots.Charts;
using Bench.Plots.Figures;

namespace Bench.Plots.Tests;

/// <summary>
/// The IFI charts lead with the time IFI saved, not its ratio: on the native target an IFI-on CREATE is a bare allocation
/// of a few ms, so "1,790x faster" is a ratio no server reproduces (seed 002's 10 GB CREATE: 2 min 6 s against 4 s, 31x).
/// </summary>
public sealed class IfiChartTests
{
    [Fact]
    public void The_title_and_each_pair_lead_with_the_time_saved_its_ratio_after_it()
    {
        var server = FixedRuns.Ssd with { Manifest = FixedRuns.Ssd.Manifest with { Target = "sqlserver" } };
        var chart = Assert.IsType<BarChart>(RunCharts.Build(server).Single(c => c.Name == "ifi-create"));

        Assert.Matches("^CREATE DATABASE: instant file initialization saves [0-9.]+( ms| s)?-[0-9.]+ (ms|s)$", chart.Title);
        Assert.All(chart.Groups, g => Assert.Matches("^[0-9.]+ (ms|s) saved \\([0-9.,]+x\\)$", g.Note!));
        Assert.DoesNotContain("faster", chart.Title, StringComparison.Ordinal);
    }

    [Fact]
    public void A_time_saved_is_written_with_its_unit_and_a_range_with_the_unit_once()
    {
        Assert.Equal("12.9 s saved (1,790x)", IfiFigure.Saved(12_900, 7.2));
        Assert.Equal("1.3 s saved (2,440x)", StallFigure.Note(1_280, 0.524));
        Assert.Equal("1.3 s saved", StallFigure.Note(1_280, 0.524, native: true));
        Assert.Equal("1.3x longer", StallFigure.Note(1_000, 1_300));
        Assert.Equal("1.5-12.9 s", IfiFigure.SavedRange([1_497, 12_893]));
        Assert.Equal("350 ms-12.9 s", IfiFigure.SavedRange([350, 12_893]));
        Assert.Equal("12.9 s", IfiFigure.SavedRange([12_893]));
    }

    [Fact]
    public void On_the_native_target_the_subtitle_says_the_times_are_the_storages_part_only_on_sqlserver_it_does_not()
    {
        var native = FixedRuns.Ssd with { Manifest = FixedRuns.Ssd.Manifest with { Target = "native" } };
        var server = FixedRuns.Ssd with { Manifest = FixedRuns.Ssd.Manifest with { Target = "sqlserver" } };

        var said = Assert.IsType<BarChart>(RunCharts.Build(native).Single(c => c.Name == "ifi-create")).Subtitle;
        var none = Assert.IsType<BarChart>(RunCharts.Build(server).Single(c => c.Name == "ifi-create")).Subtitle;

        Assert.Contains("the storage's part only, a server adds fixed costs to each CREATE DATABASE (seed 002: 10 GB in 2 min 6 s against 4 s, 31x; seed 000:", said, StringComparison.Ordinal);
        Assert.DoesNotContain("storage's part only", none, StringComparison.Ordinal);
    }

    [Fact]
    public void A_chart_of_one_pair_names_its_axis_not_a_bare_case()
    {
        var run = FixedRuns.Ssd;
        var one = run.Summary.First(s => s.Scenario == "create" && s.CaseId.Ifi == false).CaseId.Twin;
        var single = run with { Summary = [.. run.Summary.Where(s => s.Scenario != "create" || s.CaseId.Twin.Equals(one))] };

        var chart = Assert.IsType<BarChart>(RunCharts.Build(single).Single(c => c.Name == "ifi-create"));

        Assert.Single(chart.Groups);
        Assert.Equal(IfiFigure.OneCase, chart.Categories);
    }

    [Fact]
    public void The_time_saved_is_the_difference_of_the_two_times_as_printed_as_the_sentence_gives_it()
    {
        // 12,854 ms prints 12.9 s and 7.17 ms prints 7.2 ms: saved 12.9 s, not 12.8 s (12,846.83 ms).
        Assert.StartsWith("12.9 s saved (", IfiFigure.Saved(12_854, 7.17), StringComparison.Ordinal);
        Assert.Equal("12.9 s", IfiFigure.SavedRange([IfiFigure.SavedMs(12_854, 7.17)]));
        Assert.Equal("1 s", Bench.Plots.Report.Findings.Time(Bench.Plots.Report.Findings.Shown(2_340) - Bench.Plots.Report.Findings.Shown(1_260)));
    }

    [Fact]
    public void On_the_native_target_a_pair_says_the_time_saved_without_its_ratio_on_sqlserver_with_it()
    {
        var native = FixedRuns.Ssd with { Manifest = FixedRuns.Ssd.Manifest with { Target = "native" } };
        var server = FixedRuns.Ssd with { Manifest = FixedRuns.Ssd.Manifest with { Target = "sqlserver" } };

        var bare = Assert.IsType<BarChart>(RunCharts.Build(native).Single(c => c.Name == "ifi-create"));
        var full = Assert.IsType<BarChart>(RunCharts.Build(server).Single(c => c.Name == "ifi-create"));

        Assert.All(bare.Groups, g => Assert.Matches("^[0-9.]+ (ms|s) saved$", g.Note!));
        Assert.All(full.Groups, g => Assert.Matches("^[0-9.]+ (ms|s) saved \\([0-9.,]+x\\)$", g.Note!));
        Assert.DoesNotContain("x faster)", Bench.Plots.Report.ScenarioFindings.Ifi(native, Bench.Scenarios.ScenarioCatalog.Info("create")!)!, StringComparison.Ordinal);
        Assert.Contains("x faster)", Bench.Plots.Report.ScenarioFindings.Ifi(server, Bench.Scenarios.ScenarioCatalog.Info("create")!)!, StringComparison.Ordinal);
    }

    [Fact]
    public void The_storage_only_note_gives_the_scenarios_own_seed_figures_and_nothing_without_them()
    {
        var native = FixedRuns.Ssd with { Manifest = FixedRuns.Ssd.Manifest with { Target = "native" } };
        var autogrow = Bench.Scenarios.ScenarioCatalog.Info("autogrow")!;

        Assert.EndsWith($"({autogrow.SeedIfi})", IfiFigure.StorageOnly(native, autogrow), StringComparison.Ordinal);
        Assert.Equal(string.Empty, IfiFigure.StorageOnly(native, autogrow with { SeedIfiFigures = [] }));
    }
}
