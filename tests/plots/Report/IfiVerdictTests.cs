using Bench.Plots.Charts;
using Bench.Plots.Figures;
using Bench.Results;
using Bench.Results.Cases;
using Bench.Results.Comparison;
using Bench.Scenarios;

namespace Bench.Plots.Tests.Report;

/// <summary>
/// A ratio of IFI off over on whose 95% interval holds 1x is noise: the chart says "not significant" under it, as the
/// compare charts do, and neither the chart's title nor the report's headline is made of it (the fixed ssd run's four
/// restore pairs: 1.4x, 1.1x, 1.7x and 2.4x by their medians, given intervals here).
/// </summary>
public sealed class IfiVerdictTests
{
    private static readonly ScenarioInfo Restore = ScenarioCatalog.Info("restore")!;

    /// <summary>The ssd run with only the 1.4x pair (1 backup file, BUFFERCOUNT 2) beyond noise; the largest, 2.4x, within it.</summary>
    private static RunSummary OnePairBeyondNoise() => FixedRuns.Ssd with
    {
        Summary = FixedRuns.Ssd.Summary.Select(s => s.Scenario != "restore" ? s : s with
        {
            IfiRatioCi95Lower = s.CaseId.ToString().Contains("stripes=1/", StringComparison.Ordinal) && s.CaseId.ToString().Contains("buffer_count=2/", StringComparison.Ordinal) ? 1.5 : 0.8,
            IfiRatioCi95Upper = 9,
        }).ToList(),
    };

    [Fact]
    public void A_pair_whose_ratio_interval_holds_one_is_written_not_significant_as_the_compare_charts_write_it()
    {
        var chart = Assert.IsType<BarChart>(RunCharts.Build(OnePairBeyondNoise()).Single(c => c.Name == "ifi-restore"));

        var notes = chart.Groups.ToDictionary(g => g.Label, g => g.Note);
        // The fixed run is native: the time saved without its ratio, the difference of the printed 2.5 s and 1.8 s as the sentence gives it.
        Assert.Equal("700 ms saved", notes["1 backup file, BUFFERCOUNT 2"]);
        Assert.Equal("2.4x faster, not significant\n(0.8x-9x)", notes["4 backup files, BUFFERCOUNT default"]);
        Assert.EndsWith("instant file initialization saves 700 ms in 1 of 4 cases, no significant difference in the other 3", chart.Title, StringComparison.Ordinal);
        Assert.Contains("not significant: the off/on ratio's interval from the runs' ranges includes 1x", chart.Subtitle, StringComparison.Ordinal);
        Assert.Contains("median of 3 repetitions, whiskers: the runs' range (3 runs: too few for a 95% interval)", chart.Subtitle, StringComparison.Ordinal);
    }

    [Fact]
    public void When_the_IFI_states_were_repeated_differently_the_subtitle_gives_each_states_count_not_a_range()
    {
        var run = FixedRuns.Ssd with { Summary = [.. FixedRuns.Ssd.Summary.Select(s => s.Scenario == "restore" && s.CaseId.Ifi == true ? s with { N = 9 } : s)] };

        var chart = Assert.IsType<BarChart>(RunCharts.Build(run).Single(c => c.Name == "ifi-restore"));

        Assert.StartsWith("median of 3 repetitions without IFI, 9 with it", chart.Subtitle, StringComparison.Ordinal);
        Assert.Equal("3 repetitions", Counts.RepetitionsByIfi([3, 3], [3, 3]));
        Assert.Equal("3-9 repetitions", Counts.RepetitionsByIfi([3, 5], [9, 9]));
    }

    [Fact]
    public void With_intervals_that_are_not_their_runs_ranges_the_whiskers_and_the_ratios_are_95_percent_intervals_and_both_are_said_when_mixed()
    {
        var run = OnePairBeyondNoise();
        var narrow = run with { Summary = [.. run.Summary.Select(s => s.Scenario != "restore" ? s : s with { MinMs = s.Ci95LowerMs - 1, MaxMs = s.Ci95UpperMs + 1 })] };
        var mixed = run with { Summary = [.. run.Summary.Select(s => s.Scenario != "restore" || s.CaseId.Ifi == true ? s : s with { MinMs = s.Ci95LowerMs - 1, MaxMs = s.Ci95UpperMs + 1 })] };

        var ninetyFive = Assert.IsType<BarChart>(RunCharts.Build(narrow).Single(c => c.Name == "ifi-restore")).Subtitle;
        var both = Assert.IsType<BarChart>(RunCharts.Build(mixed).Single(c => c.Name == "ifi-restore")).Subtitle;

        Assert.Contains("median of 3 repetitions, whiskers: 95% interval of the median;", ninetyFive, StringComparison.Ordinal);
        Assert.Contains("not significant: the off/on ratio's 95% interval includes 1x", ninetyFive, StringComparison.Ordinal);
        Assert.Contains("whiskers: 95% interval of the median, or the runs' range with 3 runs (too few for one);", both, StringComparison.Ordinal);
        Assert.Contains("not significant: the off/on ratio's 95% interval includes 1x", both, StringComparison.Ordinal);
    }

    [Fact]
    public void A_significant_difference_within_five_percent_is_about_the_same_on_the_IFI_and_compare_charts_alike_never_1x_faster()
    {
        var ssd = FixedRuns.Ssd.Summary.First(s => s.Scenario == "restore" && s.CaseId.Ifi == false);
        var (off, on) = (ssd with { MedianMs = 1030, IfiRatioCi95Lower = 1.01, IfiRatioCi95Upper = 1.05 }, ssd with { MedianMs = 1000 });
        var compared = new ComparisonRow(CaseId.Parse("restore/size=512MB/ifi=on"), "restore", "a", "b", 3, 3, 1000, 970, 0.97, 0.95, 0.99, 0.01, 1.02, "faster", null);

        Assert.Equal(Ratios.AboutTheSame, IfiFigure.Note(off, on));
        Assert.Equal(Ratios.AboutTheSame, CompareFigure.Note(compared, named: false));
        Assert.Equal("no difference", CompareFigure.Note(compared with { Verdict = "no_difference" }, named: false));
        Assert.Equal("b 1.1x faster", CompareFigure.Note(compared with { Ratio = 0.9, MedianMs = 900 }, named: false));
    }

    [Fact]
    public void A_compare_note_gives_the_ratio_of_the_medians_drawn_not_of_the_geometric_means()
    {
        // c1 M3: CREATE 1 GB, IFI off, disk against ram: bars of 5,960 and 847 ms (7x) under "9.9x faster" (geometric means).
        var create = new ComparisonRow(CaseId.Parse("create/size=1GB/ifi=off"), "create", "disk", "ram", 5, 5, 5960, 847, 0.101, 0.05, 0.2, 0.001, 9.9, "faster", null);

        Assert.Equal("ram 7x faster", CompareFigure.Note(create, named: false));
        Assert.Equal("ram: 7x faster", CompareFigure.Note(create, named: true));
    }

    [Fact]
    public void A_compared_case_without_a_detectable_difference_is_labelled_with_no_way_to_quote_as_a_gain_and_its_interval()
    {
        var compared = new ComparisonRow(CaseId.Parse("restore/size=512MB/ifi=on"), "restore", "a", "b", 5, 5, 1000, 1600, 1.6, 0.9, 2.9, 0.2, 2.1, "no_difference", null);

        Assert.Equal("b 1.6x slower, not significant\n(0.9x-2.9x)", CompareFigure.Note(compared, named: false));
        Assert.Equal("b 1.6x slower, not significant", CompareFigure.Note(compared with { RatioCiLower = null }, named: false));
    }

    /// <summary>
    /// The critic's ssd-vs-hdd autogrow and exposure cases with IFI on, where hdd was faster but not significantly: the
    /// chart wrote "1.8x, not significant (0.8x-4x)" and "1.2x (0.4x-4x)" under a subtitle saying "the time ratio
    /// against ssd", which reads as hdd taking 1.8 times as long; the note gives the ratio as comparison.csv and the
    /// report's table give it (0.544x, 0.251x to 1.18x), two significant digits below 1.
    /// </summary>
    [Fact]
    public void A_not_significant_ratio_is_worded_the_way_round_a_significant_one_is_with_its_interval_turned_to_match()
    {
        // c1 M3: compare-backup wrote "7.6x faster" beside "0.88x, not significant", which reads as a loss though ram was faster.
        var autogrow = new ComparisonRow(CaseId.Parse("autogrow/initial_size=8MB/ifi=on"), "autogrow", "ssd", "hdd", 15, 15, 3.961, 1.615, 0.5438, 0.251, 1.1781, 0.1169, 2.9866, "no_difference", null);

        Assert.Equal("hdd 2.5x faster, not significant\n(0.85x-4x)", CompareFigure.Note(autogrow, named: false));
        Assert.Equal("hdd: 1.2x faster, not significant\n(0.36x-4x)", CompareFigure.Note(autogrow with { MedianMs = 3.3, Ratio = 0.8324, RatioCiLower = 0.25, RatioCiUpper = 2.7717 }, named: true));
        var backup = autogrow with { Scenario = "backup", MedianBaselineMs = 1000, MedianMs = 880, Ratio = 0.88, RatioCiLower = 0.6, RatioCiUpper = 1.3 };
        Assert.Equal("hdd 1.1x faster, not significant\n(0.77x-1.7x)", CompareFigure.Note(backup, named: false));
        Assert.Equal("hdd 7.6x faster", CompareFigure.Note(backup with { MedianMs = 1000 / 7.6, Ratio = 1 / 7.6, Verdict = "faster" }, named: false));
        Assert.Equal("0.54x", Ratios.Text(0.5438));
        Assert.Equal("0.05x", Ratios.Text(0.0504));
        Assert.Equal("1x", Ratios.Text(0.998));
        Assert.Equal("1.2x", Ratios.Text(1.1781));
    }

    /// <summary>
    /// An IFI pair not beyond noise is written by its off/on ratio, as the report's tables and summary.csv give it, whichever
    /// way it lies: a pair IFI made slower (off/on 0.77) was written by its on/off ratio, "1.3x, not significant (0.5x-3.3x)",
    /// the reverse of one it made faster.
    /// </summary>
    [Fact]
    public void An_IFI_pair_not_beyond_noise_is_written_by_its_off_on_ratio_whichever_way_it_lies()
    {
        var ssd = FixedRuns.Ssd.Summary.First(s => s.Scenario == "restore" && s.CaseId.Ifi == false);

        Assert.Equal("1.3x slower, not significant\n(0.5x-3.3x)", IfiFigure.Note(ssd with { MedianMs = 1000, IfiRatioCi95Lower = 0.3, IfiRatioCi95Upper = 2 }, ssd with { MedianMs = 1300 }));
        Assert.Equal("1.3x faster, not significant\n(0.5x-3.3x)", IfiFigure.Note(ssd with { MedianMs = 1300, IfiRatioCi95Lower = 0.5, IfiRatioCi95Upper = 3.3 }, ssd with { MedianMs = 1000 }, native: true));
    }

    [Fact]
    public void The_headline_names_the_case_whose_difference_is_beyond_noise_and_says_the_others_are_not()
    {
        var said = ScenarioFindings.Ifi(OnePairBeyondNoise(), Restore);

        Assert.Equal(
            "IFI saves 700 ms restoring a 512 MB database with 1 backup file, BUFFERCOUNT 2 (1.8 s instead of 2.5 s); no significant difference in the other 3 cases (1.1-2.4x apart by the medians, each 95% interval of the ratio including 1x).",
            said);
    }

    [Fact]
    public void When_no_difference_is_beyond_noise_the_headline_says_so_and_the_title_claims_no_speed_up()
    {
        var noise = FixedRuns.Ssd with
        {
            Summary = FixedRuns.Ssd.Summary.Select(s => s.Scenario != "restore" ? s : s with { IfiRatioCi95Lower = 0.8, IfiRatioCi95Upper = 9 }).ToList(),
        };

        Assert.StartsWith("IFI makes no significant difference to restoring a 512 MB database: its medians are 1.1-2.4x apart in the 4 cases", ScenarioFindings.Ifi(noise, Restore), StringComparison.Ordinal);
        Assert.EndsWith(": instant file initialization on vs off, no significant difference", RunCharts.Build(noise).Single(c => c.Name == "ifi-restore").Title, StringComparison.Ordinal);
    }

    [Fact]
    public void A_pair_whose_intervals_are_both_their_runs_ranges_gives_the_ratio_of_the_ranges_not_a_95_percent_interval()
    {
        // One restore pair only, each case's interval its three runs' range.
        var off = FixedRuns.Ssd.Summary.First(s => s.Scenario == "restore" && s.CaseId.Ifi == false);
        var on = FixedRuns.Ssd.Summary.First(s => s.CaseId.Equals(off.CaseId.WithIfi(true)));
        var run = FixedRuns.Ssd with
        {
            Summary =
            [
                off with { N = 3, MinMs = 9000, MaxMs = 10600, Ci95LowerMs = 9000, Ci95UpperMs = 10600, IfiRatioCi95Lower = 0.88, IfiRatioCi95Upper = 1.66 },
                on with { N = 3, MinMs = 6300, MaxMs = 10300, Ci95LowerMs = 6300, Ci95UpperMs = 10300 },
            ],
        };

        var said = ScenarioFindings.Ifi(run, Restore)!;

        Assert.StartsWith("IFI makes no significant difference to restoring a ", said, StringComparison.Ordinal);
        Assert.Contains(" apart by the medians (interval of the ratio from the runs' ranges, not a 95% interval with so few runs, 0.88x to 1.66x, which includes 1x).", said, StringComparison.Ordinal);
        Assert.DoesNotContain("faster", said, StringComparison.Ordinal);
    }
}
