using Bench.Plots.Charts;
using Bench.Plots.Tests.Rendering;
using Bench.Results.Cases;
using Bench.Results.Export;
using ScottPlot;

namespace Bench.Plots.Tests;

/// <summary>Every chart kind drawn from the fixed run folders, as bench report draws them, and its image checked.</summary>
public sealed class RunChartsTests
{
    private static readonly Lazy<IReadOnlyList<IChart>> Charts = new(() =>
    {
        var runs = new[] { FixedRuns.Ssd, FixedRuns.Hdd };
        return [.. RunCharts.Build(runs[0]), .. RunCharts.Compare(runs, ComparisonCsvExporter.Compare(runs))];
    });

    public static TheoryData<string> Names { get; } = new(Charts.Value.Select(c => c.Name));

    [Fact]
    public void The_quick_profile_gets_every_kind_of_chart_chosen_from_the_scenarios_descriptors()
    {
        var names = Charts.Value.Select(c => c.Name).ToList();

        // Every kind: IFI bars (log), sweeps (log2 x, limits, default marked), phases (stacked), stalls, counters (time,
        // right axis, case starts), compare (a bar per run label). Counter charts come where the cases were sampled (4 times
        // or more in their median repetition: this run's creates and restores were too short).
        Assert.Subset(
            names.ToHashSet(),
            new HashSet<string>(StringComparer.Ordinal) { "ifi-create", "ifi-autogrow", "ifi-restore", "restore-buffercount", "backup-backup-files", "phases-create", "phases-restore", "stalls-autogrow",
             "counters-autogrow", "counters-backup", "compare-create", "compare-autogrow", "compare-backup", "compare-restore" });
        // The exposure check is a security check, not a timing of a database operation: the runs' comparison draws no chart of it.
        Assert.DoesNotContain("compare-exposure", names);
        Assert.All(names.Where(n => n.StartsWith("counters-", StringComparison.Ordinal)), n => Assert.IsType<LineChart>(Charts.Value.Single(c => c.Name == n)));
        Assert.All(Charts.Value, c => Assert.False(string.IsNullOrWhiteSpace(c.Footer.Run)));
    }

    [Fact]
    public void Every_chart_of_a_run_and_of_a_comparison_is_drawn_at_one_width_so_prints_at_one_text_size()
    {
        Assert.All(Charts.Value, c => Assert.True(ChartRenderer.Render(c).Width == ChartStyle.Width, $"{c.Name}: {ChartRenderer.Render(c).Width} wide"));
    }

    [Fact]
    public void A_stall_charts_bars_have_whiskers_and_its_title_gives_the_stalls_drawn()
    {
        var run = FixedRuns.Ssd;
        var autogrow = Bench.Scenarios.ScenarioCatalog.Info("autogrow")!;
        var chart = Assert.IsType<BarChart>(Bench.Plots.Figures.StallFigure.For(run, autogrow));
        var bars = chart.Groups.SelectMany(g => g.Bars).ToList();

        // Like the IFI charts: each median's interval (every growth has several repetitions' stalls), said in the subtitle.
        Assert.All(bars, b => Assert.True(b.Lower is { } low && b.Upper is { } high && low <= b.Value && b.Value <= high, $"{b.Series} {b.Value}: no whisker"));
        Assert.Contains(", whiskers: ", chart.Subtitle, StringComparison.Ordinal);
        // The title's figures are the bars' (smallest to largest of each IFI state), not a median of them no bar shows.
        foreach (var state in new[] { "IFI off", "IFI on" })
        {
            var drawn = bars.Where(b => b.Series == state).Select(b => b.Value).ToList();
            var unit = chart.Values.Unit == "s" ? 1000 : 1;
            var said = Bench.Plots.Figures.IfiFigure.SavedRange([.. drawn.Select(v => v * unit)]);
            Assert.Contains(said, chart.Title, StringComparison.Ordinal);
        }
    }

    [Fact]
    public void A_counters_chart_draws_each_cases_median_repetition_benchs_own_cpu_and_leaves_out_cases_with_too_few_samples()
    {
        var run = FixedRuns.Ssd;
        var create = Bench.Scenarios.ScenarioCatalog.Info("create")!;
        var cases = run.Rows.Where(r => r.Scenario == "create").Select(r => r.CaseId).Distinct().ToList();
        var median = cases.ToDictionary(c => c, c => Bench.Plots.Figures.CounterFigure.MedianRepetition(run, c));
        var rows = cases.Select(c => run.Rows.Single(r => r.CaseId.Equals(c) && r.Repetition == median[c])).OrderBy(r => r.StartedUtc).ToList();
        // The median by elapsed time, not repetition 1 (a cold first run drew a 2.3 s create whose median was 847 ms).
        Assert.All(cases, c =>
        {
            var times = run.Rows.Where(r => r.CaseId.Equals(c)).OrderBy(r => r.ElapsedMs).ToList();
            Assert.Equal(times[(times.Count - 1) / 2].Repetition, median[c]);
        });
        // Every case sampled 6 times but the last, sampled twice: 2 isolated points, not drawn.
        var samples = rows.Select((r, i) => (r, n: i == rows.Count - 1 ? 2 : 6)).ToDictionary(
            p => p.r.CaseId,
            p => Bench.Plots.Figures.CounterFigure.Counters.ToDictionary(
                c => c.Counter, c => Enumerable.Range(1, p.n).Select(i => (p.r.StartedUtc.AddTicks(1_000 * i), 10.0 * i)).ToList()));

        var chart = Bench.Plots.Figures.CounterFigure.For(run, create, samples)!;

        Assert.Contains(chart.Series, s => s.Name == Bench.Plots.Figures.CounterFigure.OwnCpu && s.RightAxis);
        Assert.Contains("median by elapsed time", chart.Subtitle, StringComparison.Ordinal);
        Assert.DoesNotContain("repetition 1 of each case", chart.Subtitle, StringComparison.Ordinal);
        Assert.Contains($"1 with fewer than {Bench.Plots.Figures.CounterFigure.MinPoints} samples not drawn", chart.Subtitle, StringComparison.Ordinal);
        Assert.All(chart.Series, s => Assert.All(s.Segments(), segment => Assert.Equal(6, segment.Count)));
    }

    [Fact]
    public void A_compare_charts_subtitle_says_its_whiskers_are_the_runs_ranges_when_every_drawn_interval_is_one()
    {
        var chart = Assert.IsType<BarChart>(Charts.Value.Single(c => c.Name == "compare-restore"));
        var rows = new[] { FixedRuns.Ssd, FixedRuns.Hdd }.SelectMany(r => r.Summary).Where(s => s.Scenario == "restore" && s.Ci95LowerMs > 0).ToList();

        Assert.All(rows, s => Assert.True(s.IntervalIsRange()));
        Assert.StartsWith("median elapsed time, whiskers: the runs' range (3 runs: too few for a 95% interval); above each case:", chart.Subtitle, StringComparison.Ordinal);
    }

    [Fact]
    public void A_compare_of_several_runs_against_the_baseline_counts_its_verdicts_as_comparisons_not_cases()
    {
        var other = FixedRuns.Hdd with { Manifest = FixedRuns.Hdd.Manifest with { Label = "hdd2", RunId = FixedRuns.Hdd.Manifest.RunId + "2" } };
        var runs = new[] { FixedRuns.Ssd, FixedRuns.Hdd, other };
        var comparison = ComparisonCsvExporter.Compare(runs);

        var chart = RunCharts.Compare(runs, comparison).Single(c => c.Name == "compare-restore");
        var restores = comparison.Count(c => c.Scenario == "restore");
        var cases = comparison.Where(c => c.Scenario == "restore").Select(c => c.CaseId).Distinct().Count();

        Assert.True(restores > cases, $"{restores} verdicts over {cases} cases");
        Assert.Contains($" of {restores} comparisons slower, ", chart.Title, StringComparison.Ordinal);
        var pair = ComparisonCsvExporter.Compare(runs[..2]);
        Assert.Contains($" of {pair.Count(c => c.Scenario == "restore")} cases slower, ", RunCharts.Compare(runs[..2], pair).Single(c => c.Name == "compare-restore").Title, StringComparison.Ordinal);
    }

    [Fact]
    public void A_stall_chart_says_a_stall_is_shorter_and_counts_each_IFI_states_repetitions_when_they_differ()
    {
        var run = FixedRuns.Ssd;
        var autogrow = Bench.Scenarios.ScenarioCatalog.Info("autogrow")!;
        var chart = Assert.IsType<BarChart>(Bench.Plots.Figures.StallFigure.For(run, autogrow));
        // A native run's stall saved is given without its ratio (a bare allocation's is no server's), as the IFI charts do; a sqlserver run's keeps it.
        Assert.All(chart.Groups, g => Assert.Matches(@"^[\d.]+ (ms|s) saved$|^[\d,.]+x longer$|^about the same$", g.Note));
        var server = Assert.IsType<BarChart>(Bench.Plots.Figures.StallFigure.For(run with { Manifest = run.Manifest with { Target = "sqlserver" } }, autogrow));
        Assert.All(server.Groups, g => Assert.Matches(@"^[\d.]+ (ms|s) saved \([\d,.]+x\)$|^[\d,.]+x longer$|^about the same$", g.Note));
        var same = run.Stalls.Where(s => s.CaseId.Scenario == "autogrow").GroupBy(s => s.CaseId).Select(c => c.Select(s => s.Repetition).Distinct().Count()).Distinct().Single();
        Assert.StartsWith($"median over {same} repetitions", chart.Subtitle, StringComparison.Ordinal);

        // The IFI-on case repeated more often (a fast case gets more repetitions): each state's count, not "5-15".
        var extra = run.Stalls.Where(s => s.CaseId.Scenario == "autogrow" && s.CaseId.Ifi == true).Select(s => s with { Repetition = s.Repetition + 100 });
        var uneven = Bench.Plots.Figures.StallFigure.For(run with { Stalls = [.. run.Stalls, .. extra] }, autogrow)!;
        Assert.StartsWith($"median over {same} repetitions without IFI, {same * 2} with it", uneven.Subtitle, StringComparison.Ordinal);
    }

    [Fact]
    public void A_scenario_whose_cases_were_sampled_fewer_than_four_times_gets_no_counters_chart_only_dots()
    {
        var run = FixedRuns.Ssd;
        var autogrow = Bench.Scenarios.ScenarioCatalog.Info("autogrow")!;
        var first = run.Rows.First(r => r.Scenario == "autogrow" && r.Repetition == Bench.Plots.Figures.CounterFigure.MedianRepetition(run, r.CaseId));
        Dictionary<CaseId, Dictionary<string, List<(DateTime Time, double Value)>>> Sampled(int n) => new()
        {
            [first.CaseId] = Bench.Plots.Figures.CounterFigure.Counters.ToDictionary(
                c => c.Counter, c => Enumerable.Range(0, n).Select(i => (first.StartedUtc.AddSeconds(i), 100.0 + i)).ToList()),
        };

        Assert.Null(Bench.Plots.Figures.CounterFigure.For(run, autogrow, Sampled(3)));
        Assert.NotNull(Bench.Plots.Figures.CounterFigure.For(run, autogrow, Sampled(4)));
    }

    [Fact]
    public void A_counters_chart_of_one_sampled_case_names_it_and_promises_no_case_start_lines()
    {
        var run = FixedRuns.Ssd;
        var create = Bench.Scenarios.ScenarioCatalog.Info("create")!;
        var first = run.Rows.First(r => r.Scenario == "create" && r.Repetition == Bench.Plots.Figures.CounterFigure.MedianRepetition(run, r.CaseId));
        var all = run.Rows.Where(r => r.Scenario == "create").Select(r => r.CaseId).Distinct().Count();
        var samples = new Dictionary<CaseId, Dictionary<string, List<(DateTime Time, double Value)>>>
        {
            [first.CaseId] = Bench.Plots.Figures.CounterFigure.Counters.ToDictionary(
                c => c.Counter, c => Enumerable.Range(1, 4).Select(i => (first.StartedUtc.AddMilliseconds(250 * i), 100.0 * i)).ToList()),
        };

        var chart = Bench.Plots.Figures.CounterFigure.For(run, create, samples)!;

        Assert.Empty(chart.Boundaries);
        Assert.DoesNotContain("dotted lines", chart.Subtitle, StringComparison.Ordinal);
        var title = Bench.Scenarios.CaseTitles.Of(run.Rows.Where(r => r.Scenario == "create").Select(r => r.CaseId))[first.CaseId];
        Assert.Contains($"only {title}, of {all} cases (the others too short to be sampled)", chart.Subtitle, StringComparison.Ordinal);
    }

    [Fact]
    public void A_counters_chart_joins_the_samples_of_one_case_only_and_names_its_interval()
    {
        var run = FixedRuns.Ssd with { Manifest = FixedRuns.Ssd.Manifest with { Counters = new Bench.Results.Manifest.CountersInfo(250, [], []) } };
        var restore = Bench.Scenarios.ScenarioCatalog.Info("restore")!;
        var rows = run.Rows.Where(r => r.Scenario == "restore" && r.Repetition == Bench.Plots.Figures.CounterFigure.MedianRepetition(run, r.CaseId)).OrderBy(r => r.StartedUtc).Take(2).ToList();
        var samples = rows.ToDictionary(
            r => r.CaseId,
            r => Bench.Plots.Figures.CounterFigure.Counters.ToDictionary(
                c => c.Counter, c => Enumerable.Range(1, 4).Select(i => (r.StartedUtc.AddMilliseconds(250 * i), 100.0 * i)).ToList()));

        var chart = Bench.Plots.Figures.CounterFigure.For(run, restore, samples)!;

        Assert.All(chart.Series, s => Assert.Equal([4, 4], s.Segments().Select(segment => segment.Count)));
        Assert.StartsWith("sampled every 0.25 s;", chart.Subtitle, StringComparison.Ordinal);
        Assert.Contains("dotted lines: a case starts", chart.Subtitle, StringComparison.Ordinal);
        Assert.Equal(2, chart.Boundaries.Count);
        var all = run.Rows.Where(r => r.Scenario == "restore").Select(r => r.CaseId).Distinct().Count();
        Assert.Contains($"2 of {all} cases (the others too short to be sampled)", chart.Subtitle, StringComparison.Ordinal);
    }

    [Fact]
    public void A_counters_chart_leaves_out_the_time_none_of_its_cases_ran_with_a_break_and_ticks_saying_the_times_as_they_were()
    {
        // Two restores 10 s long, the second starting 400 s after the first (other repetitions ran between): the axis
        // spanned 0-410 s with 380 s of nothing in it.
        var chart = TwoRestores(secondAfterSeconds: 400);

        Assert.InRange(chart.Series.Max(s => s.Points.Max(p => p.X)), 20, 25);
        Assert.InRange(Assert.Single(chart.XBreaks), 10, chart.Boundaries[1].X);
        Assert.Contains((chart.Boundaries[1].X, "400"), chart.XTicks);
        Assert.Contains((0.0, "0"), chart.XTicks);
        Assert.Contains("the time axis leaves out 10-400 s (at //), when none of these cases ran", chart.Subtitle, StringComparison.Ordinal);
    }

    [Fact]
    public void A_short_pause_between_the_cases_stays_on_the_time_axis_unbroken()
    {
        // A second or so between two groups' cases (the quick profile's restores: "leaves out 5-6 s") is no gap worth a
        // break mark: only a span longer than 2 s is left out.
        var chart = TwoRestores(secondAfterSeconds: 11.5);

        Assert.Empty(chart.XBreaks);
        Assert.DoesNotContain("leaves out", chart.Subtitle, StringComparison.Ordinal);
        Assert.InRange(chart.Series.Max(s => s.Points.Max(p => p.X)), 21, 22);
    }

    /// <summary>
    /// Cases a few seconds long whose median repetitions ran far apart (set-up, other repetitions between): six restores of
    /// 3 s, 9 s apart, were drawn over 48 s of axis with 30 s of it empty (a span was cut only past half the time they ran).
    /// Every idle span past 2 s is cut now, and the samples fill the width.
    /// </summary>
    [Fact]
    public void Cases_far_apart_in_time_are_drawn_side_by_side_their_samples_filling_the_width()
    {
        var chart = Restores(6, seconds: 3, apart: 9);

        Assert.Equal(5, chart.XBreaks.Count);
        var end = chart.Series.Max(s => s.Points.Max(p => p.X));
        var sampled = chart.Series[0].Segments().Sum(s => s[^1].X - s[0].X);
        Assert.True(sampled / end >= 0.8, $"the samples span {sampled / end:P0} of the time axis drawn");
        Assert.Contains("the time axis leaves out 5 spans longer than 2 s (at //,", chart.Subtitle, StringComparison.Ordinal);
        // The ticks keep apart: none nearer its neighbour than a twentieth of the axis.
        Assert.All(chart.XTicks.Zip(chart.XTicks.Skip(1)), p => Assert.True(p.Second.X - p.First.X >= end / 20, $"ticks {p.First.Label} and {p.Second.Label} crowd"));
        Assert.NotNull(ChartRenderer.Render(chart));
    }

    // Two restores' repetition 1, each sampled for 10 s, the second starting secondAfterSeconds after the first.
    private static Bench.Plots.Charts.LineChart TwoRestores(double secondAfterSeconds) => Restores(2, seconds: 10, apart: secondAfterSeconds);

    // count restores' repetition 1, each sampled every 250 ms for the given seconds, each starting apart seconds after the one before.
    private static Bench.Plots.Charts.LineChart Restores(int count, double seconds, double apart)
    {
        var restore = Bench.Scenarios.ScenarioCatalog.Info("restore")!;
        var rows = FixedRuns.Ssd.Rows.Where(r => r.Scenario == "restore" && r.Repetition == 1).OrderBy(r => r.StartedUtc).Take(count).ToList();
        var moved = rows.Select((r, i) => r with { StartedUtc = rows[0].StartedUtc.AddSeconds(i * apart) }).ToList();
        var run = FixedRuns.Ssd with { Rows = [.. FixedRuns.Ssd.Rows.Where(r => !rows.Contains(r)), .. moved] };
        var samples = moved.ToDictionary(
            r => r.CaseId,
            r => Bench.Plots.Figures.CounterFigure.Counters.ToDictionary(
                c => c.Counter, c => Enumerable.Range(1, (int)(seconds * 4)).Select(i => (r.StartedUtc.AddMilliseconds(250 * i), 100.0)).ToList()));

        return Bench.Plots.Figures.CounterFigure.For(run, restore, samples)!;
    }

    [Fact]
    public void Cases_sampled_once_each_get_no_counters_chart_and_thinning_never_averages_across_a_case_start()
    {
        var run = FixedRuns.Ssd;
        var restore = Bench.Scenarios.ScenarioCatalog.Info("restore")!;
        var rows = run.Rows.Where(r => r.Scenario == "restore" && r.Repetition == 1).OrderBy(r => r.StartedUtc).Take(3).ToList();
        var once = rows.ToDictionary(
            r => r.CaseId,
            r => Bench.Plots.Figures.CounterFigure.Counters.ToDictionary(c => c.Counter, c => new List<(DateTime Time, double Value)> { (r.StartedUtc.AddMilliseconds(250), 100.0) }));

        Assert.Null(Bench.Plots.Figures.CounterFigure.For(run, restore, once)); // three dots, no course over time

        // 2,000 samples in each of two cases, the second starting 0.1 ms after the first's last: the bucket of 2 s / 1,200
        // from 1.0000 to 1.0017 s would hold samples of both.
        var points = Enumerable.Range(0, 2000).Select(i => (i * 1.0007 / 1999, 100.0))
            .Concat(Enumerable.Range(0, 2000).Select(i => (1.0008 + (i / 2000.0), 900.0))).ToList();
        var thinned = Bench.Plots.Figures.CounterFigure.Thin(points, [0, 1.0008]);

        Assert.InRange(thinned.Count, 2, Bench.Plots.Figures.CounterFigure.MaxPoints + 2);
        Assert.All(thinned, p => Assert.True(p.X < 1.0008 ? p.Y == 100 : p.Y == 900, $"({p.X}, {p.Y}) mixes the two cases"));
    }

    [Theory]
    [MemberData(nameof(Names))]
    public void A_line_charts_vertical_axis_titles_fit_beside_its_data_area_and_do_not_reach_the_footer(string name)
    {
        if (Charts.Value.Single(c => c.Name == name) is not LineChart spec)
        {
            return;
        }

        var chart = Bench.Plots.Rendering.ChartRenderer.Render(spec);

        // ScottPlot centres a vertical axis title on the data area: one longer than the area runs past its ends, down
        // beside the x axis's title and the footer (the counters charts' "disk throughput, whole device vda, all processes").
        foreach (var axis in new[] { spec.Y, spec.RightY }.OfType<ValueAxis>())
        {
            var width = Bench.Plots.Rendering.TextFit.Width(axis.Title, Bench.Plots.Rendering.ChartStyle.AxisTitleSize);
            Assert.True(width <= chart.DataArea.Height, $"{name}: the axis title '{axis.Title}' is {width:0} px long beside a data area {chart.DataArea.Height:0} px tall");
        }
    }

    [Theory]
    [MemberData(nameof(Names))]
    public void Each_chart_is_a_png_at_twice_its_size_whose_data_area_holds_every_series(string name)
    {
        var spec = Charts.Value.Single(c => c.Name == name);
        var chart = ChartRenderer.Render(spec);
        var picture = Picture.Decode(chart.Png);
        var (left, top, right, bottom) = Scaled(chart.DataArea, chart.Scale);

        Assert.Equal((chart.Width * 2, chart.Height * 2), (picture.Width, picture.Height));
        Assert.InRange(chart.Width, 700, 2000);
        Assert.InRange(chart.Height, 320, 3000);
        Assert.True(right - left > picture.Width / 2, $"{name}: the data area is {right - left} of {picture.Width} px wide");
        var inked = picture.Inked(left, top, right, bottom);
        Assert.True(inked > (right - left) * (bottom - top) / 50, $"{name}: only {inked} non-white pixels in the data area");
        foreach (var s in Series(spec))
        {
            var pixels = picture.Count(left, top, right, bottom, ChartStyle.For(SeriesNames(spec), s));
            Assert.True(pixels > 200, $"{name}: series {s} has {pixels} pixels of its colour in the data area");
        }

        const int border = 8;
        Assert.Equal(0, picture.Inked(0, 0, picture.Width, border) + picture.Inked(0, picture.Height - border, picture.Width, picture.Height));
        Assert.Equal(0, picture.Inked(0, 0, border, picture.Height) + picture.Inked(picture.Width - border, 0, picture.Width, picture.Height));
    }

    [Fact]
    public void The_ifi_on_bar_of_a_create_a_hundred_times_faster_is_a_visible_bar()
    {
        var spec = (BarChart)Charts.Value.Single(c => c.Name == "ifi-create");
        var (index, group) = spec.Groups.Select((g, i) => (i, g)).MaxBy(p => p.g.Bars[0].Value / p.g.Bars[1].Value);
        var ratio = group.Bars[0].Value / group.Bars[1].Value;
        Assert.True(ratio >= 100, $"the fixed run's largest IFI ratio is {ratio:0}x; the test needs 100x or more");

        var chart = ChartRenderer.Render(spec);
        var picture = Picture.Decode(chart.Png);
        var (left, top, right, bottom) = Scaled(chart.DataArea, chart.Scale);
        var slot = (right - left) / spec.Groups.Count;
        var area = (left + (index * slot), top, left + ((index + 1) * slot), bottom);

        var off = picture.Box(ChartStyle.IfiOff, area)!.Value;
        var on = picture.Box(ChartStyle.IfiOn, area)!.Value;
        var (offHeight, onHeight) = (off.Bottom - off.Top, on.Bottom - on.Top);
        Assert.True(onHeight >= 40, $"IFI on is {onHeight} px high ({ratio:0}x below IFI off at {offHeight} px)");
        Assert.True(onHeight >= offHeight / 10, $"IFI on {onHeight} px vs off {offHeight} px");
        Assert.True(picture.Count(on.Left, on.Top, on.Right, on.Bottom, ChartStyle.IfiOn) > (on.Right - on.Left) * onHeight * 0.8, "the IFI on bar is solid");
        Assert.InRange(on.Bottom - off.Bottom, -2, 2);
    }

    /// <summary>The series (colour indexes) whose colour the data area must show.</summary>
    /// <summary>The chart's series names in colour order (<see cref="ChartStyle.For"/>).</summary>
    private static List<string> SeriesNames(IChart spec) => spec switch
    {
        BarChart bars => [.. bars.Groups.SelectMany(g => g.Bars).Select(b => b.Series).Distinct()],
        LineChart lines => [.. lines.Series.Select(l => l.Name)],
        StackedBarChart stacked => [.. stacked.Segments],
        _ => [],
    };

    private static IEnumerable<int> Series(IChart spec) => spec switch
    {
        BarChart bars => Enumerable.Range(0, bars.Groups.SelectMany(g => g.Bars).Select(b => b.Series).Distinct().Count()),
        LineChart lines => Enumerable.Range(0, lines.Series.Count),
        // Segments long enough to see: over all bars at least 1% of the longest (a case's rest beyond its phases may be a
        // sliver throughout).
        StackedBarChart stacked => Enumerable.Range(0, stacked.Segments.Count).Where(i => stacked.Bars.Sum(b => b.Values[i]) >= 0.01 * stacked.Bars.Max(b => b.Values.Sum())),
        _ => [],
    };

    private static (int Left, int Top, int Right, int Bottom) Scaled(PixelRect area, int scale) =>
        ((int)Math.Ceiling(area.Left * scale), (int)Math.Ceiling(area.Top * scale), (int)Math.Floor(area.Right * scale), (int)Math.Floor(area.Bottom * scale));
}
