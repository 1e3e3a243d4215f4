using Bench.Plots.Charts;
using Bench.Plots.Figures;
using Bench.Results;
using Bench.Results.Cases;
using Bench.Results.Manifest;
using Bench.Results.Samples;

namespace Bench.Plots.Tests;

/// <summary>
/// The sweep charts of a run like the user-acceptance sweep: 128 MB restores from 4 backup files with 16 buffers, one
/// setting swept at a time (MAXTRANSFERSIZE 64 KB, 1 MB, 4 MB; BLOCKSIZE 32 KB, 64 KB, not given).
/// </summary>
public sealed class SweepChartTests
{
    private const long KB = 1024;

    /// <summary>Two repetitions of each swept setting: <paramref name="parameter"/> at each of <paramref name="values"/>, 400-700 MB/s.</summary>
    private static RunSummary Sweep(string parameter, params string[] values) => Sweep(parameter, [(4, 16)], values);

    /// <summary>As <see cref="Sweep(string, string[])"/>, a line for each of <paramref name="lines"/>' backup files and buffers (more files, faster).</summary>
    private static RunSummary Sweep(string parameter, (int Files, int Buffers)[] lines, params string[] values)
    {
        var rows = new List<ResultRow>();
        foreach (var (text, i, (files, buffers)) in lines.SelectMany(l => values.Select((v, i) => (v, i, l))))
        {
            var mts = parameter == "max_transfer_size" ? CaseId.NumberOf(text)!.Value : 1024 * KB;
            var block = parameter == "block_size" && text != "default" ? CaseId.NumberOf(text) : null;
            var id = CaseId.Parse($"restore/size=128MB/files=1/stripes={files}/compression=off/max_transfer_size={(parameter == "max_transfer_size" ? text : "1MB")}/buffer_count={buffers}/block_size={(parameter == "block_size" ? text : "default")}/log_size=1MB/write_size=4MB/ifi=on");
            for (var rep = 1; rep <= 2; rep++)
            {
                rows.Add(new ResultRow
                {
                    RunId = "r",
                    CaseId = id,
                    Repetition = rep,
                    Scenario = "restore",
                    Target = "native",
                    Parameters = new CaseParameters
                    {
                        SizeBytes = 128 * KB * KB, Files = 1, Ifi = true, Stripes = files, BufferCount = buffers, MaxTransferSize = (int)mts, BlockSize = (int?)block, Compression = false,
                    },
                    Status = CaseStatus.Ok,
                    StartedUtc = DateTime.UnixEpoch,
                    ElapsedMs = 300,
                    AllocateMs = 1,
                    TransferMs = 250,
                    TransferMbS = 400 + (100 * i) + files + rep,
                    Counters = CounterSummary.None,
                });
            }
        }

        var manifest = TestManifests.Of("20261127-023952-sweep", "sweep") with { Baseline = new VolumeBaseline("/data", 1L << 30, 1 << 20, 8, 2300, 2000, true) { ReadWriteMbS = 730 } };
        return RunSummary.Of("none", manifest, rows, []);
    }

    [Fact]
    public void The_maxtransfersize_sweep_marks_the_server_default_and_keeps_its_title_to_two_lines_without_the_subtitles_settings()
    {
        var chart = Assert.IsType<LineChart>(RunCharts.Build(Sweep("max_transfer_size", "64KB", "1MB", "4MB")).Single(c => c.Name == "restore-maxtransfersize"));

        var marker = Assert.Single(chart.Markers);
        Assert.Equal(1024, marker.X);
        Assert.StartsWith("server default MAXTRANSFERSIZE", marker.Label, StringComparison.Ordinal);
        Assert.InRange(TextFit.Wrap(chart.Title, ChartStyle.TitleSize, ChartStyle.TextWidth, bold: true).Count, 1, 2);
        Assert.Contains("128 MB, 4 backup files, BUFFERCOUNT 16", chart.Subtitle, StringComparison.Ordinal);
        Assert.DoesNotContain("4 backup files", chart.Title, StringComparison.Ordinal);
        Assert.Contains(": MAXTRANSFERSIZE 4 MB reaches ", chart.Title, StringComparison.Ordinal);
    }

    [Fact]
    public void A_fastest_point_measured_once_is_not_crowned()
    {
        // Each setting run once (as a tune runs most): the fastest has no interval to be told apart by, nor runs enough.
        var run = Sweep("max_transfer_size", "64KB", "1MB", "4MB");
        var once = RunSummary.Of("none", run.Manifest, [.. run.Rows.Where(r => r.Repetition == 1)], []);

        var chart = Assert.IsType<LineChart>(RunCharts.Build(once).Single(c => c.Name == "restore-maxtransfersize"));

        Assert.Contains(": the fastest point, MAXTRANSFERSIZE 4 MB (605 MB/s), was measured once: too few runs to call it the best", chart.Title, StringComparison.Ordinal);
        Assert.DoesNotContain("MAXTRANSFERSIZE 4 MB reaches", chart.Title, StringComparison.Ordinal);
        Assert.InRange(TextFit.Wrap(chart.Title, ChartStyle.TitleSize, ChartStyle.TextWidth, bold: true).Count, 1, 2);
    }

    [Fact]
    public void A_best_whose_interval_overlaps_another_settings_is_not_crowned_and_every_point_has_its_whisker()
    {
        // Settings 100 MB/s apart, runs 300 MB/s apart: within noise.
        var run = Sweep("max_transfer_size", "64KB", "1MB", "4MB");
        var noisy = run with { Rows = [.. run.Rows.Select(r => r with { TransferMbS = r.TransferMbS + (r.Repetition == 2 ? 300 : 0) })] };
        noisy = RunSummary.Of("none", noisy.Manifest, noisy.Rows, []);

        var clear = Assert.IsType<LineChart>(RunCharts.Build(run).Single(c => c.Name == "restore-maxtransfersize"));
        var chart = Assert.IsType<LineChart>(RunCharts.Build(noisy).Single(c => c.Name == "restore-maxtransfersize"));

        Assert.Contains("reaches ", clear.Title, StringComparison.Ordinal);
        // With the fastest's share ("; the fastest reaches 104% of the volume's read + write limit") it took a third line.
        Assert.EndsWith(": no clear difference between the settings (556-756 MB/s, within the runs' spread)", chart.Title, StringComparison.Ordinal);
        Assert.InRange(TextFit.Wrap(chart.Title, ChartStyle.TitleSize, ChartStyle.TextWidth, bold: true).Count, 1, 2);
        var series = Assert.Single(chart.Series);
        Assert.Equal(3, series.Intervals.Count);
        Assert.All(series.Intervals, w => Assert.True(w.High - w.Low >= 299, "the whisker spans the runs"));
        Assert.Contains("repetitions, whiskers: the runs' range (2 runs: too few for a 95% interval)", chart.Subtitle, StringComparison.Ordinal);
    }

    [Fact]
    public void A_title_too_long_with_the_limits_share_drops_the_share_before_it_cuts_its_words()
    {
        // Settings within noise at over 1 GB/s, against the copy rate (backups on the data volume): "no clear difference
        // between the settings (1,206-1,406 MB/s, within the runs' spread); the fastest reaches 193% of the volume's read
        // + write limit" takes a third line: the title says the spread whole and leaves the share to the limit's line.
        var run = Sweep("max_transfer_size", "64KB", "1MB", "4MB");
        var noisy = RunSummary.Of("none", run.Manifest, [.. run.Rows.Select(r => r with { TransferMbS = r.TransferMbS + 650 + (r.Repetition == 2 ? 300 : 0) })], []);

        var title = Assert.IsType<LineChart>(RunCharts.Build(noisy).Single(c => c.Name == "restore-maxtransfersize")).Title;

        Assert.Equal("RESTORE DATABASE by MAXTRANSFERSIZE: no clear difference between the settings (1,206-1,406 MB/s, within the runs' spread)", title);
    }

    [Fact]
    public void When_only_some_settings_are_within_the_runs_spread_of_the_fastest_the_title_counts_those_and_gives_their_range_only()
    {
        // 100, 500, 560 and 562 MB/s: only 560 is within the runs' spread (10 MB/s either side) of 562; 100 clearly is not.
        var run = Sweep("max_transfer_size", "64KB", "256KB", "1MB", "4MB");
        var values = run.Rows.Select(r => r.CaseId).Distinct().OrderBy(c => c.Number("max_transfer_size")).ToList();
        string Title(double[] rates, double[] spreads) => Assert.IsType<LineChart>(RunCharts.Build(RunSummary.Of("none", run.Manifest, [.. run.Rows.Select(r => r with
        {
            TransferMbS = rates[values.IndexOf(r.CaseId)] + (r.Repetition == 1 ? -spreads[values.IndexOf(r.CaseId)] : spreads[values.IndexOf(r.CaseId)]),
        })], [])).Single(c => c.Name == "restore-maxtransfersize")).Title;

        var fastest = Title([100, 500, 560, 562], [2, 2, 10, 10]);
        // 400 MB/s with runs 200 MB/s either side reaches 562's spread; 500, with runs 2 MB/s apart, does not.
        var wide = Title([400, 500, 560, 562], [200, 2, 2, 10]);

        Assert.Contains(": the fastest 2 settings are within the runs' spread (560-562 MB/s); the fastest reaches ", fastest, StringComparison.Ordinal);
        Assert.DoesNotContain("no clear difference", fastest, StringComparison.Ordinal);
        Assert.Contains(": 3 of 4 settings within the runs' spread of the fastest (562, 560 and 400 MB/s); the fastest reaches ", wide, StringComparison.Ordinal);
    }

    [Fact]
    public void A_setting_hidden_behind_a_faster_one_at_the_same_place_is_not_counted_in_the_title()
    {
        // BUFFERCOUNT 8, 16, 32, 64 as in the test above (400, 500, 560, 562 MB/s), and the server default, which resolved to
        // 64 too: drawn at 64 behind the faster 64, its 555 MB/s within the runs' spread of the fastest but not on the chart.
        var one = Sweep("max_transfer_size", "1MB");
        var template = one.Rows;
        (string Text, int Recorded, double Rate, double Spread)[] settings =
            [("8", 8, 400, 200), ("16", 16, 500, 2), ("32", 32, 560, 2), ("64", 64, 562, 10), ("default", 64, 555, 10)];
        List<ResultRow> Rows(int count) => [.. settings.Take(count).SelectMany(b => template.Select(r => r with
        {
            CaseId = CaseId.Parse(r.CaseId.ToString().Replace("buffer_count=16", $"buffer_count={b.Text}", StringComparison.Ordinal)),
            Parameters = r.Parameters with { BufferCount = b.Recorded },
            TransferMbS = b.Rate + (r.Repetition == 1 ? -b.Spread : b.Spread),
        }))];
        string Title(int count) => Assert.IsType<LineChart>(RunCharts.Build(RunSummary.Of("none", one.Manifest, Rows(count), []))
            .Single(c => c.Name == "restore-buffercount")).Title;

        var hidden = Title(5);

        Assert.Contains(": 3 of 4 settings within the runs' spread of the fastest (562, 560 and 400 MB/s); the fastest reaches ", hidden, StringComparison.Ordinal);
        Assert.Equal(Title(4), hidden);
    }

    [Fact]
    public void The_subtitles_repetitions_count_only_the_settings_drawn_not_one_hidden_behind_a_faster_one_at_its_place()
    {
        // BUFFERCOUNT 8 and 64, 2 repetitions each, and the server default, resolved to 64 too and slower, with 5: drawn
        // behind the faster 64, so the chart shows 2 repetitions at every point.
        var one = Sweep("max_transfer_size", "1MB");
        (string Text, int Recorded, double Rate, int Repetitions)[] settings = [("8", 8, 400, 2), ("64", 64, 562, 2), ("default", 64, 500, 5)];
        var rows = settings.SelectMany(b => Enumerable.Range(1, b.Repetitions).Select(rep => one.Rows[0] with
        {
            CaseId = CaseId.Parse(one.Rows[0].CaseId.ToString().Replace("buffer_count=16", $"buffer_count={b.Text}", StringComparison.Ordinal)),
            Repetition = rep,
            Parameters = one.Rows[0].Parameters with { BufferCount = b.Recorded },
            TransferMbS = b.Rate + rep,
        })).ToList();

        var chart = Assert.IsType<LineChart>(RunCharts.Build(RunSummary.Of("none", one.Manifest, rows, [])).Single(c => c.Name == "restore-buffercount"));

        Assert.StartsWith("median transfer rate of 2 repetitions", chart.Subtitle, StringComparison.Ordinal);
    }

    [Fact]
    public void A_title_too_long_for_two_lines_names_its_axis_in_brief_and_never_takes_a_third()
    {
        // Three lines of the settings of the test above, 30 times as fast: on each line 256 KB (500 MB/s, runs 2 MB/s apart)
        // is clearly slower than its fastest, 4 MB; the others within its spread.
        var run = Sweep("max_transfer_size", [(4, 16), (1, 8), (9, 64)], "64KB", "256KB", "1MB", "4MB");
        var ids = run.Rows.Select(r => r.CaseId).Distinct().ToList();
        double[] rates = [400, 500, 560, 562];
        double[] spreads = [200, 2, 2, 10];
        // Backups on their own volume (no copy rate): the title's share is of the write limit.
        var wide = RunSummary.Of("none", run.Manifest with { Baseline = run.Manifest.Baseline! with { ReadWriteMbS = null } }, [.. run.Rows.Select(r => r with
        {
            TransferMbS = 30 * (rates[ids.IndexOf(r.CaseId) % 4] + ((r.Repetition == 1 ? -1 : 1) * spreads[ids.IndexOf(r.CaseId) % 4]) + ids.IndexOf(r.CaseId)),
        })], []);

        var title = Assert.IsType<LineChart>(RunCharts.Build(wide).Single(c => c.Name == "restore-maxtransfersize")).Title;

        Assert.Equal(2, TextFit.Wrap(title, ChartStyle.TitleSize, ChartStyle.TextWidth, bold: true).Count);
        Assert.Matches("^RESTORE DATABASE (throughput against|by) MAXTRANSFERSIZE: MAXTRANSFERSIZE 256 KB clearly slower than MAXTRANSFERSIZE 4 MB on every line[ ;]", title);
        Assert.Matches("; the fastest reaches [0-9]+% of the volume's write limit$", title);
    }

    [Fact]
    public void Two_sweep_charts_of_the_same_cases_each_say_what_their_own_axis_does_along_each_line()
    {
        // The same 8 cases on both charts (1 or 9 backup files x BUFFERCOUNT 8 or 64 x MAXTRANSFERSIZE 1 or 4 MB): with
        // 9 backup files BUFFERCOUNT 64 is clearly faster (700 against 500 MB/s, runs 10 MB/s either side); with 1 file no
        // setting is (runs 30 either side); MAXTRANSFERSIZE changes nothing beyond the runs' spread on any line. Pooled
        // across lines, both titles said "the fastest 2 settings are within the runs' spread (700-705 MB/s)".
        var run = Sweep("max_transfer_size", [(1, 8), (1, 64), (9, 8), (9, 64)], "1MB", "4MB");
        var rated = RunSummary.Of("none", run.Manifest, [.. run.Rows.Select(r => r with
        {
            TransferMbS = (r.Parameters.Stripes == 9 && r.Parameters.BufferCount == 64 ? 700 : 500)
                + (r.Parameters.MaxTransferSize == 4 * KB * KB ? 5 : 0)
                + ((r.Repetition == 1 ? -1 : 1) * (r.Parameters.Stripes == 9 ? 10 : 30)),
        })], []);
        var charts = RunCharts.Build(rated).OfType<LineChart>().ToDictionary(c => c.Name, c => c.Title);

        // The rates in parentheses where the title has room for them.
        Assert.Matches(": BUFFERCOUNT 8 clearly slower than BUFFERCOUNT 64 on 2 of 4 lines( \\(500-505 against 700-705 MB/s\\))?; the fastest reaches [0-9]+% of the volume's read \\+ write limit$", charts["restore-buffercount"]);
        Assert.Matches(": (no clear difference between its MAXTRANSFERSIZE settings on any of its 4 lines \\(within the runs' spread\\)|no clear MAXTRANSFERSIZE difference on any line); the fastest reaches [0-9]+% of the volume's read \\+ write limit$", charts["restore-maxtransfersize"]);
        Assert.All(charts.Values, t => Assert.InRange(TextFit.Wrap(t, ChartStyle.TitleSize, ChartStyle.TextWidth, bold: true).Count, 1, 2));
    }

    [Fact]
    public void Two_lines_far_apart_at_every_setting_are_what_the_title_says_first()
    {
        // As the ram run's backup chart: compression 10-13x slower at every backup files setting; the title said only "no
        // clear difference between its backup files settings" and the share of the read limit.
        var run = Sweep("max_transfer_size", [(1, 16), (9, 16)], "64KB", "1MB", "4MB");
        var rated = RunSummary.Of("none", run.Manifest, [.. run.Rows.Select(r => r with
        {
            TransferMbS = (r.Parameters.Stripes == 9 ? 2_000 : 160 + (r.Parameters.MaxTransferSize / (KB * KB) * 5)) + r.Repetition,
        })], []);

        var title = RunCharts.Build(rated).OfType<LineChart>().Single(c => c.Name == "restore-maxtransfersize").Title;

        Assert.Contains(": 1 backup file 11-12x slower than 9 backup files; ", title, StringComparison.Ordinal);
        Assert.InRange(TextFit.Wrap(title, ChartStyle.TitleSize, ChartStyle.TextWidth, bold: true).Count, 1, 2);
        Assert.Null(SweepFigure.LinesApart([("a", [(1, 100), (2, 100)]), ("b", [(1, 20), (2, 90)])]));
    }

    [Fact]
    public void The_volume_limits_line_says_which_rate_it_is_read_for_a_backup_write_for_a_restore()
    {
        var charts = RunCharts.Build(FixedRuns.Ssd).OfType<LineChart>().Where(c => c.References.Count > 0).ToList();

        Assert.Contains(charts, c => c.Name.StartsWith("backup-", StringComparison.Ordinal));
        Assert.All(charts, c => Assert.StartsWith(
            c.Name.StartsWith("backup-", StringComparison.Ordinal) ? "volume read limit" : "volume write limit", c.References[0].Label, StringComparison.Ordinal));
        Assert.All(charts, c => Assert.EndsWith(
            c.Name.StartsWith("backup-", StringComparison.Ordinal) ? "of the volume's read limit" : "of the volume's write limit", c.Title, StringComparison.Ordinal));
    }

    [Fact]
    public void Two_sweep_charts_of_one_scenario_never_share_a_title_each_names_the_axis_it_varies()
    {
        // A title too long for its full lead ("BACKUP DATABASE: ..." once over BUFFERCOUNT, once over backup files, alike)
        // still names its axis in brief.
        var run = Sweep("max_transfer_size", [(4, 16), (1, 8), (9, 64)], "64KB", "256KB", "1MB", "4MB");
        var charts = new[] { run, FixedRuns.Ssd }.SelectMany(r => RunCharts.Build(r)).OfType<LineChart>()
            .Where(c => c.Name.StartsWith("restore-", StringComparison.Ordinal) || c.Name.StartsWith("backup-", StringComparison.Ordinal)).ToList();

        Assert.True(charts.Count > 2, string.Join(", ", charts.Select(c => c.Name)));
        Assert.All(charts, c => Assert.Contains($" {c.X.Label}: ", c.Title, StringComparison.Ordinal));
        Assert.Equal(charts.Count, charts.Select(c => c.Title).Distinct().Count());
    }

    [Fact]
    public void A_title_no_wording_keeps_to_two_lines_is_cut_after_its_second_at_a_word()
    {
        var words = string.Join(' ', Enumerable.Repeat("throughput", 40));

        var title = SweepFigure.TwoLines([words + " one", words + " two"]);

        Assert.Equal(2, TextFit.Wrap(title, ChartStyle.TitleSize, ChartStyle.TextWidth, bold: true).Count);
        Assert.Matches("^throughput( throughput)+\\.\\.\\.$", title);
        Assert.Equal("short", SweepFigure.TwoLines(["short", "shorter"]));
    }

    [Fact]
    public void A_title_cut_after_its_second_line_is_cut_before_a_parenthesis_it_would_fall_inside()
    {
        var words = string.Join(' ', Enumerable.Repeat("throughput", 12));
        var inside = string.Join(' ', Enumerable.Repeat("range", 40));

        var title = SweepFigure.TwoLines([$"{words} ({inside}) after"]);

        Assert.Equal(words + "...", title);
    }

    [Fact]
    public void Lines_whiskered_at_one_setting_are_set_side_by_side_near_it_with_the_ticks_at_the_true_values()
    {
        var run = Sweep("max_transfer_size", [(4, 16), (1, 8), (9, 64)], "64KB", "1MB", "4MB");

        var chart = Assert.IsType<LineChart>(RunCharts.Build(run).Single(c => c.Name == "restore-maxtransfersize"));
        var alone = Assert.IsType<LineChart>(RunCharts.Build(Sweep("max_transfer_size", "64KB", "1MB", "4MB")).Single(c => c.Name == "restore-maxtransfersize"));

        double[] ticks = [64, 1024, 4096];
        Assert.Equal(ticks, chart.XTicks.Select(t => t.X));
        Assert.Equal(3, chart.Series.Count);
        foreach (var tick in ticks)
        {
            // Each line's point near this setting: all apart, each within a fifth of the way to the next setting (a doubling and more away).
            var near = chart.Series.Select(s => Assert.Single(s.Points, p => Math.Abs(Math.Log2(p.X / tick)) < 1).X).ToList();
            Assert.Equal(3, near.Distinct().Count());
            Assert.All(near, x => Assert.InRange(Math.Abs(Math.Log2(x / tick)), 0, 0.2 * 2));
            Assert.Contains(near, x => x != tick);
        }

        Assert.All(chart.Series, s => Assert.Equal(s.Points.Select(p => p.X), s.Intervals.Select(w => w.X)));
        Assert.EndsWith(SideBySide.Said, chart.Subtitle, StringComparison.Ordinal);
        Assert.Equal(ticks, Assert.Single(alone.Series).Points.Select(p => p.X));
        Assert.DoesNotContain(SideBySide.Said, alone.Subtitle, StringComparison.Ordinal);
        Assert.NotEmpty(ChartRenderer.Render(chart).Svg);
    }

    [Fact]
    public void The_x_axis_ticks_exactly_the_values_measured_sizes_in_their_words()
    {
        var chart = Assert.IsType<LineChart>(RunCharts.Build(Sweep("max_transfer_size", "64KB", "1MB", "4MB")).Single(c => c.Name == "restore-maxtransfersize"));
        var blocks = Assert.IsType<LineChart>(RunCharts.Build(Sweep("block_size", "32KB", "64KB", "default")).Single(c => c.Name == "restore-blocksize"));

        Assert.Equal([(64, "64 KB"), (1024, "1 MB"), (4096, "4 MB")], chart.XTicks);
        Assert.Null(chart.X.Unit);
        Assert.Equal(["32 KB", "64 KB"], blocks.XTicks.Select(t => t.Label));
    }

    [Fact]
    public void The_subtitle_says_each_step_doubles_only_when_each_tick_is_twice_the_one_before()
    {
        var sizes = Assert.IsType<LineChart>(RunCharts.Build(Sweep("max_transfer_size", "64KB", "1MB", "4MB")).Single(c => c.Name == "restore-maxtransfersize"));
        var doubling = Assert.IsType<LineChart>(RunCharts.Build(Sweep("max_transfer_size", "1MB", "2MB", "4MB")).Single(c => c.Name == "restore-maxtransfersize"));

        Assert.DoesNotContain("each step doubles", sizes.Subtitle, StringComparison.Ordinal);
        Assert.EndsWith("; x axis: log scale", sizes.Subtitle, StringComparison.Ordinal);
        Assert.EndsWith("; each step doubles", doubling.Subtitle, StringComparison.Ordinal);
    }

    [Fact]
    public void The_subtitle_says_IFI_off_cases_are_in_the_table_only_when_the_sweep_left_some_out()
    {
        // The run also restored with IFI off, but from 9 backup files: none of them is a case of this sweep.
        var run = Sweep("max_transfer_size", "64KB", "1MB", "4MB");
        var other = run.Rows[0];
        var off = other with
        {
            CaseId = CaseId.Parse(other.CaseId.ToString().Replace("stripes=4", "stripes=9", StringComparison.Ordinal).Replace("ifi=on", "ifi=off", StringComparison.Ordinal)),
            Parameters = other.Parameters with { Stripes = 9, Ifi = false },
        };
        var withOff = RunSummary.Of("none", run.Manifest, [.. run.Rows, off, off with { Repetition = 2 }], []);

        var chart = Assert.IsType<LineChart>(RunCharts.Build(withOff).Single(c => c.Name == "restore-maxtransfersize"));

        Assert.DoesNotContain("IFI off", chart.Subtitle, StringComparison.Ordinal);
    }

    [Fact]
    public void With_several_lines_the_title_names_the_best_points_line_and_stays_within_two_lines()
    {
        var chart = Assert.IsType<LineChart>(RunCharts.Build(Sweep("max_transfer_size", [(1, 16), (4, 256)], "64KB", "1MB", "4MB")).Single(c => c.Name == "restore-maxtransfersize"));

        Assert.Equal(2, chart.Series.Count);
        Assert.InRange(TextFit.Wrap(chart.Title, ChartStyle.TitleSize, ChartStyle.TextWidth, bold: true).Count, 1, 2);
        Assert.Contains("4 backup files, BUFFERCOUNT 256 with MAXTRANSFERSIZE 4 MB reaches ", chart.Title, StringComparison.Ordinal);
    }

    [Fact]
    public void BLOCKSIZE_not_given_is_drawn_apart_after_64_KB_labelled_default_not_at_the_1_MB_no_BLOCKSIZE_can_be()
    {
        var chart = Assert.IsType<LineChart>(RunCharts.Build(Sweep("block_size", "32KB", "64KB", "default")).Single(c => c.Name == "restore-blocksize"));

        // A doubling after 64 KB, not at 1,024 KB: the axis is not stretched through 128-512 KB, where no case is.
        Assert.Equal(new AxisApart(128, "default"), chart.XApart);
        var line = Assert.Single(chart.Series);
        Assert.Equal([[32.0, 64.0], [128.0]], line.Segments().Select(s => s.Select(p => p.X).ToArray()));
        Assert.Equal(128, Assert.Single(chart.Markers).X);

        // Drawn, its ticks are the two sizes and the word, none of the sizes between.
        var svg = System.Xml.Linq.XDocument.Parse(ChartRenderer.Render(chart).Svg).Root!;
        var texts = svg.Descendants().Where(e => e.Name.LocalName == "text").Select(t => t.Value.Trim()).ToList();
        Assert.Contains("default", texts);
        Assert.Contains("64 KB", texts);
        Assert.DoesNotContain("128", texts);
        Assert.DoesNotContain("1,024", texts);
    }
}
