using System.Xml.Linq;
using Bench.Plots.Charts;
using ScottPlot;

namespace Bench.Plots.Tests.Rendering;

public sealed class ChartRendererTests
{
    public static TheoryData<string> Kinds { get; } = new(SampleCharts.All().Select(c => c.Name));

    private static IChart Sample(string name) => SampleCharts.All().Single(c => c.Name == name);

    [Theory]
    [MemberData(nameof(Kinds))]
    public void Every_kind_is_a_png_at_twice_its_size_and_an_svg_at_its_size(string name)
    {
        var chart = ChartRenderer.Render(Sample(name));

        var picture = Picture.Decode(chart.Png);
        Assert.Equal(2, chart.Scale);
        Assert.Equal((chart.Width * 2, chart.Height * 2), (picture.Width, picture.Height));
        Assert.InRange(chart.Width, 640, 2400);
        Assert.InRange(chart.Height, 300, 4000);
        var svg = XDocument.Parse(chart.Svg).Root!;
        Assert.Equal("svg", svg.Name.LocalName);
        Assert.Equal(chart.Width.ToString(System.Globalization.CultureInfo.InvariantCulture), svg.Attribute("width")!.Value);
    }

    [Theory]
    [MemberData(nameof(Kinds))]
    public void Every_kind_draws_each_series_in_its_colour_inside_the_data_area(string name)
    {
        var spec = Sample(name);
        var chart = ChartRenderer.Render(spec);
        var picture = Picture.Decode(chart.Png);
        var (left, top, right, bottom) = Scaled(chart.DataArea, chart.Scale);

        var inked = picture.Inked(left, top, right, bottom);
        Assert.True(inked > (right - left) * (bottom - top) / 20, $"{name}: only {inked} non-white pixels in the data area");
        List<string> names = spec switch
        {
            BarChart bars => [.. bars.Groups.SelectMany(g => g.Bars).Select(b => b.Series).Distinct()],
            LineChart lines => [.. lines.Series.Select(l => l.Name)],
            StackedBarChart stacked => [.. stacked.Segments],
            _ => [],
        };
        Assert.NotEmpty(names);
        for (var s = 0; s < names.Count; s++)
        {
            var pixels = picture.Count(left, top, right, bottom, ChartStyle.For(names, s));
            Assert.True(pixels > 500, $"{name}: series {s} has {pixels} pixels of its colour in the data area");
        }
    }

    [Fact]
    public void A_phases_bars_number_carries_its_unit_a_time_under_a_second_in_ms()
    {
        // "create 50 GB, IFI on": 0.121 s on an axis in s, which read "0.121" with no unit beside "122".
        var texts = XDocument.Parse(ChartRenderer.Render(SampleCharts.Phases()).Svg).Root!.Descendants().Where(e => e.Name.LocalName == "text").Select(t => t.Value.Trim()).ToList();

        Assert.Contains("121 ms", texts);
        Assert.Contains("122 s", texts);
        Assert.DoesNotContain("0.121", texts);
    }

    [Theory]
    [MemberData(nameof(Kinds))]
    public void Nothing_reaches_the_edge_of_the_image_so_no_text_is_cut(string name)
    {
        var chart = ChartRenderer.Render(Sample(name));
        var picture = Picture.Decode(chart.Png);
        const int border = 8;

        Assert.Equal(0, picture.Inked(0, 0, picture.Width, border));
        Assert.Equal(0, picture.Inked(0, picture.Height - border, picture.Width, picture.Height));
        Assert.Equal(0, picture.Inked(0, 0, border, picture.Height));
        Assert.Equal(0, picture.Inked(picture.Width - border, 0, picture.Width, picture.Height));
    }

    [Fact]
    public void On_a_log_axis_an_ifi_on_bar_100x_below_ifi_off_is_a_solid_bar_a_third_as_tall()
    {
        var (picture, off, on) = HundredfoldBars(AxisScale.Log10);

        var onHeight = on.Bottom - on.Top;
        Assert.InRange(onHeight, (off.Bottom - off.Top) * 0.3, (off.Bottom - off.Top) * 0.4);
        Assert.True(onHeight >= 60, $"IFI on bar is {onHeight} px high");
        var pixels = (on.Right - on.Left) * onHeight;
        Assert.True(picture.Count(on.Left, on.Top, on.Right, on.Bottom, ChartStyle.IfiOn) > pixels * 0.9, "IFI on bar is not solid");
        Assert.InRange(on.Bottom - off.Bottom, -2, 2);
    }

    [Fact]
    public void On_a_linear_axis_the_same_ifi_on_bar_is_a_sliver_which_is_why_ifi_charts_use_log10()
    {
        var (_, off, on) = HundredfoldBars(AxisScale.Linear);

        Assert.True(on.Bottom - on.Top <= (off.Bottom - off.Top) / 50, $"IFI on {on.Bottom - on.Top} px vs off {off.Bottom - off.Top} px");
    }

    [Theory]
    [MemberData(nameof(Kinds))]
    public void The_svg_keeps_its_text_as_text_in_the_bundled_font_with_the_footer(string name)
    {
        var spec = Sample(name);
        var svg = XDocument.Parse(ChartRenderer.Render(spec).Svg).Root!;

        var texts = svg.Descendants().Where(e => e.Name.LocalName == "text").ToList();
        Assert.All(texts, t => Assert.Equal("DejaVu Sans", t.Attribute("font-family")!.Value));
        var words = texts.Select(t => t.Value.Trim()).ToList();
        Assert.Contains(spec.Footer.Text, words);
        Assert.Contains(words, w => spec.Title.StartsWith(w, StringComparison.Ordinal) && w.Length > 10);
    }

    [Fact]
    public void The_same_chart_renders_to_the_same_png_bytes_and_the_same_svg_but_for_clip_ids()
    {
        var first = ChartRenderer.Render(SampleCharts.IfiCreate());
        var second = ChartRenderer.Render(SampleCharts.IfiCreate());

        Assert.True(first.Png.Span.SequenceEqual(second.Png.Span));
        Assert.Equal(WithoutClipIds(first.Svg), WithoutClipIds(second.Svg));
    }

    // Skia numbers clip paths with a process-wide counter.
    private static string WithoutClipIds(string svg) => System.Text.RegularExpressions.Regex.Replace(svg, "cl_[0-9a-f]+", "cl");

    [Fact]
    public void Forty_groups_with_long_titles_turn_horizontal_and_grow_tall_instead_of_squeezing_labels()
    {
        var chart = ChartRenderer.Render(SampleCharts.ManyCases());

        Assert.True(chart.Height > 2 * chart.Width, $"{chart.Width}x{chart.Height}");
        Assert.True(chart.DataArea.Width > chart.Width / 2, "the bars get at least half the width beside their titles");
    }

    [Theory]
    [InlineData(5)]
    [InlineData(8)]
    public void The_png_legend_shows_every_series_that_the_svg_does(int count)
    {
        // A tune's BUFFERCOUNT chart: 5 series of long names wrap to 3 rows; the PNG (drawn first) measured its legend band
        // before any layout (ScottPlot's legend panel measures by the last render, then unwrapped on one row) and clipped
        // the rows past the band: the 5th series was drawn but missing from the legend.
        var names = Enumerable.Range(0, count).Select(i => $"{1 << (i % 4)} backup files, MAXTRANSFERSIZE {(64 << i) / 64} MB, series {i + 1}").ToList();
        var spec = new LineChart(
            "many-series",
            "RESTORE DATABASE throughput against BUFFERCOUNT",
            new ValueAxis("BUFFERCOUNT", null, AxisScale.Log2),
            new ValueAxis("transfer rate", "MB/s"),
            [.. names.Select((n, i) => new LineSeries(n, [(4, 500 + (10 * i)), (9, 600 + (10 * i)), (16, 550 + (10 * i))]))],
            SampleCharts.Footer);

        var chart = ChartRenderer.Render(spec);
        var picture = Picture.Decode(chart.Png);
        var top = (int)(chart.DataArea.Top * chart.Scale);

        // Above the data area only the legend uses the series' colours: each series has its symbol there.
        Assert.All(Enumerable.Range(0, count), i => Assert.True(
            picture.Count(0, 0, picture.Width, top, ChartStyle.Series(i)) > 40,
            $"series {i + 1} of {count} ({names[i]}) has no symbol in the PNG's legend"));
    }

    [Fact]
    public void A_chart_of_one_series_draws_no_legend()
    {
        var svg = XDocument.Parse(ChartRenderer.Render(SampleCharts.BlockSize()).Svg).Root!;

        Assert.DoesNotContain("backup", svg.Descendants().Where(e => e.Name.LocalName == "text").Select(t => t.Value.Trim()));
    }

    [Fact]
    public void Charts_rendered_on_several_threads_at_once_match_those_rendered_one_at_a_time()
    {
        var charts = SampleCharts.All().Take(6).ToList();
        var alone = charts.Select(c => ChartRenderer.Render(c).Png.ToArray()).ToList();

        var together = new byte[charts.Count][];
        Parallel.For(0, charts.Count, new ParallelOptions { MaxDegreeOfParallelism = 3 }, i => together[i] = ChartRenderer.Render(charts[i]).Png.ToArray());

        Assert.All(Enumerable.Range(0, charts.Count), i => Assert.True(alone[i].AsSpan().SequenceEqual(together[i]), charts[i].Name));
    }

    [Fact]
    public void A_scale_of_one_gives_a_png_at_the_logical_size()
    {
        var chart = ChartRenderer.Render(SampleCharts.Phases(), scale: 1);

        var picture = Picture.Decode(chart.Png);
        Assert.Equal((chart.Width, chart.Height), (picture.Width, picture.Height));
    }

    [Fact]
    public void A_reference_lines_label_moves_off_a_line_that_runs_just_above_it()
    {
        // A series falling to just above the volume limit and flat there: a label above the limit at the right, where it goes
        // first, would cover the series' right end.
        var spec = new LineChart(
            "label-clear-of-data",
            "restore throughput against BUFFERCOUNT",
            new ValueAxis("BUFFERCOUNT", null, AxisScale.Log2),
            new ValueAxis("transfer rate", "MB/s"),
            [new LineSeries("4 files", [(1, 1_600), (2, 1_300), (4, 1_000), (8, 1_000), (16, 1_000), (32, 1_000), (64, 1_000)])],
            SampleCharts.Footer)
        {
            References = [new ReferenceLine(960, "volume limit (fio-style baseline)")],
        };

        var chart = ChartRenderer.Render(spec);
        var picture = Picture.Decode(chart.Png);
        var (left, top, right, bottom) = Scaled(chart.DataArea, chart.Scale);
        var quarter = (right - left) / 4;

        var third = picture.Count(right - (2 * quarter), top, right - quarter, bottom, ChartStyle.Series(0));
        var fourth = picture.Count(right - quarter, top, right, bottom, ChartStyle.Series(0));
        Assert.True(third > 500, $"the series has {third} pixels in the third quarter");
        Assert.True(fourth > third * 0.8, $"the series' last quarter shows {fourth} pixels of its colour against {third} in the third, as flat: a label covers it");
        Assert.True(picture.Count(left, top, right, bottom, ChartStyle.ReferenceStyle(0).Color) > 2_000, "the limit and its label are drawn");
    }

    [Fact]
    public void A_reference_lines_label_keeps_clear_of_a_whisker_as_of_a_line()
    {
        // As a tune's sweep drew it: the right-hand point well above the copy rate, its whisker's lower cap just above it,
        // where the label goes first; the label covered the cap, hiding where the interval ends.
        var spec = new LineChart(
            "label-clear-of-whisker",
            "RESTORE DATABASE throughput against MAXTRANSFERSIZE",
            new ValueAxis("MAXTRANSFERSIZE", null, AxisScale.Log2),
            new ValueAxis("transfer rate", "MB/s"),
            [new LineSeries("64 MB", [(1, 1_491), (2, 1_933)]) { Intervals = [(1, 824, 1_976), (2, 1_404, 2_344)] }],
            SampleCharts.Footer)
        {
            References = [new ReferenceLine(2_990, "volume limit (fio-style baseline)"), new ReferenceLine(1_360, "read + write at once (backups on this volume)")],
        };

        var chart = ChartRenderer.Render(spec);
        var without = ChartRenderer.Render(spec with { References = [spec.References[0]] });
        var picture = Picture.Decode(chart.Png);
        var bare = Picture.Decode(without.Png);
        var (left, top, right, bottom) = Scaled(chart.DataArea, chart.Scale);

        var shown = picture.Count(left, top, right, bottom, ChartStyle.Series(0));
        var all = bare.Count(left, top, right, bottom, ChartStyle.Series(0));
        Assert.True(shown > all * 0.97, $"the series and its whiskers show {shown} pixels of their colour against {all} without the line and its label: the label covers part of them");
    }

    [Fact]
    public void A_limit_line_above_the_data_has_room_above_it_for_its_label_clear_of_a_whisker_below()
    {
        // A tune's restore from backups on the data volume: the copy rate (952) the one line, above every point, a whisker
        // reaching 929 under it at BUFFERCOUNT 9. The axis's headroom above the line was 2 px short of the label's box, so
        // the label went under the line, over the whisker's cap, and hid where the interval ends.
        var spec = new LineChart(
            "label-above-limit",
            "RESTORE DATABASE throughput against BUFFERCOUNT",
            new ValueAxis("BUFFERCOUNT", null, AxisScale.Log2),
            new ValueAxis("transfer rate", "MB/s"),
            [new LineSeries("2 backup files", [(4, 508), (9, 676), (16, 570)]) { Intervals = [(9, 531, 929)] }],
            SampleCharts.Footer)
        {
            References = [new ReferenceLine(952, "volume limit: read + write at once (backups on this volume; write alone 2,038 MB/s)")],
        };

        var chart = ChartRenderer.Render(spec);
        var picture = Picture.Decode(chart.Png);
        var (left, top, right, bottom) = Scaled(chart.DataArea, chart.Scale);
        var colour = ChartStyle.ReferenceStyle(0).Color;
        // The line: the row with most of its colour (dashed across the data area); its label's text is the rest.
        var line = Enumerable.Range(top, bottom - top).MaxBy(y => picture.Count(left, y, right, y + 1, colour));

        Assert.True(picture.Count(left, top, right, line - 8, colour) > 500, "the label is not above the line");
        Assert.InRange(picture.Count(left, line + 8, right, bottom, colour), 0, 20);
    }

    [Fact]
    public void A_reference_lines_label_between_two_series_hugging_its_line_moves_away_rather_than_cover_either()
    {
        // As a backup chart drew it: uncompressed just above the copy rate, compressed just below, all the way across; every
        // place on the line covered one series' right or left part with a long label.
        var spec = new LineChart(
            "label-between-series",
            "BACKUP DATABASE throughput against backup files",
            new ValueAxis("backup files", null, AxisScale.Log2),
            new ValueAxis("transfer rate", "MB/s"),
            [new LineSeries("uncompressed", [(1, 436), (4, 407)]), new LineSeries("compressed", [(1, 355), (4, 396)])],
            SampleCharts.Footer)
        {
            References = [new ReferenceLine(834, "volume limit (fio-style, median of the probes before each group)"), new ReferenceLine(401, "read + write at once (backups on this volume)")],
        };

        // Against the same chart without that reference line: each series shows (nearly) all of its pixels.
        var chart = ChartRenderer.Render(spec);
        var without = ChartRenderer.Render(spec with { References = [spec.References[0]] });
        var picture = Picture.Decode(chart.Png);
        var bare = Picture.Decode(without.Png);
        var (left, top, right, bottom) = Scaled(chart.DataArea, chart.Scale);
        foreach (var series in new[] { 0, 1 })
        {
            var shown = picture.Count(left, top, right, bottom, ChartStyle.Series(series));
            var all = bare.Count(left, top, right, bottom, ChartStyle.Series(series));
            Assert.True(shown > all * 0.95, $"series {series} shows {shown} pixels of its colour against {all} without the line and its label: the label covers part of it");
        }
    }

    [Fact]
    public void Eight_pairs_with_long_notes_are_drawn_at_the_one_width_every_chart_has_their_notes_wrapped()
    {
        // As compare-restore drew it: eight cases, two runs, a verdict over each; its canvas grew to 1,126 wide for them, so
        // its text printed smaller than every other chart's in the report.
        string[] labels = ["1 backup file, BUFFERCOUNT 2, IFI on", "1 backup file, BUFFERCOUNT 2, IFI off", "1 backup file, BUFFERCOUNT default, IFI on", "1 backup file, BUFFERCOUNT default, IFI off",
            "4 backup files, BUFFERCOUNT 2, IFI on", "4 backup files, BUFFERCOUNT 2, IFI off", "4 backup files, BUFFERCOUNT default, IFI on", "4 backup files, BUFFERCOUNT default, IFI off"];
        var spec = new BarChart(
            "compare-wide",
            "RESTORE DATABASE: ram against disk: 0 of 8 cases slower, 8 faster",
            "backup files, BUFFERCOUNT, IFI",
            new ValueAxis("elapsed time", "ms", AxisScale.Log10),
            [.. labels.Select((l, i) => new BarGroup(l, [new Bench.Plots.Charts.Bar("disk", 2_930 + (i * 500), 2_500 + (i * 500), 3_400 + (i * 500)), new Bench.Plots.Charts.Bar("ram", 503 + (i * 40), 280, 640 + (i * 40))], "9.7x faster, not significant"))],
            SampleCharts.Footer);

        var chart = ChartRenderer.Render(spec);

        Assert.Equal(ChartStyle.Width, chart.Width);
    }

    [Fact]
    public void A_limit_label_with_no_clear_place_near_its_line_raises_the_axis_rather_than_cover_the_data()
    {
        // As restore-buffercount drew it: series crossing the limit all the way across, whiskers above and below, so every
        // place on the line and up to three label heights off it covers some; the label went over the 4-file line (faded
        // under its box) and a whisker ran through its text.
        var spec = new LineChart(
            "label-no-clear-place",
            "RESTORE DATABASE throughput against BUFFERCOUNT",
            new ValueAxis("BUFFERCOUNT", null, AxisScale.Log2),
            new ValueAxis("transfer rate", "MB/s"),
            [
                new LineSeries("4 backup files", [(1, 1_500), (2, 500), (4, 1_500), (8, 500), (16, 1_500), (32, 500), (64, 1_500)])
                {
                    Intervals = [(1, 1_200, 1_700), (2, 300, 800), (64, 1_250, 1_750)],
                },
                new LineSeries("1 backup file", [(1, 500), (2, 1_500), (4, 500), (8, 1_500), (16, 500), (32, 1_500), (64, 500)]),
            ],
            SampleCharts.Footer)
        {
            References = [new ReferenceLine(1_000, "volume limit: read + write at once, median of the probes before each group")],
        };

        var chart = ChartRenderer.Render(spec);
        var picture = Picture.Decode(chart.Png);
        var (left, top, right, bottom) = Scaled(chart.DataArea, chart.Scale);
        var colour = ChartStyle.ReferenceStyle(0).Color;
        var line = Enumerable.Range(top, bottom - top).MaxBy(y => picture.Count(left, y, right, y + 1, colour));
        var clear = 4 * chart.Scale;
        // The label's text: the rows of many pixels of its colour off the line (a leader to it is a few pixels a row).
        var rows = Enumerable.Range(top, bottom - top).Where(y => Math.Abs(y - line) > clear && picture.Count(left, y, right, y + 1, colour) > 12).ToList();
        var label = picture.Box(colour, (left, rows.Min(), right, rows.Max() + 1))!.Value;
        Assert.True(label.Right - label.Left > 200 * chart.Scale, $"the label is {label.Right - label.Left} px wide: not found");

        // Under the label's box (85% white) a series shows faded; clear of the data, the box shows no series at all (the
        // faded colour matched within 2, as blended: the red text's anti-aliased edge comes within 3 of faded pink).
        foreach (var series in new[] { 0, 1 })
        {
            var full = ChartStyle.Series(series);
            var faded = new Color((byte)((full.R * 0.15) + (255 * 0.85)), (byte)((full.G * 0.15) + (255 * 0.85)), (byte)((full.B * 0.15) + (255 * 0.85)));
            var under = picture.Count(label.Left, label.Top, label.Right, label.Bottom, full) + picture.Count(label.Left, label.Top, label.Right, label.Bottom, faded, 2);
            Assert.True(under <= 5, $"series {series} has {under} pixels under the limit's label");
        }
    }

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public void A_line_is_not_drawn_across_its_break(bool broken)
    {
        // Two cases' samples, 0-2 s and 8-10 s, with nothing sampled between them; the break is where the second case starts.
        var spec = new LineChart(
            "counters-break",
            "Disk while the cases ran",
            new ValueAxis("time since the first case started", "s"),
            new ValueAxis("disk throughput", "MB/s"),
            [new LineSeries("disk write", [(0.5, 400), (1, 400), (1.5, 400), (2, 400), (8.5, 400), (9, 400), (9.5, 400), (10, 400)]) { BreaksAt = broken ? [8] : [] }],
            SampleCharts.Footer);

        var chart = ChartRenderer.Render(spec);
        var picture = Picture.Decode(chart.Png);
        var (left, top, right, bottom) = Scaled(chart.DataArea, chart.Scale);
        var width = right - left;

        // 4-6 s is the middle of the gap (the axis runs from 0 to about 10.2 s).
        var gap = picture.Count(left + (width * 4 / 10), top, left + (width * 6 / 10), bottom, ChartStyle.Series(0));
        var firstCase = picture.Count(left + (width * 5 / 100), top, left + (width * 19 / 100), bottom, ChartStyle.Series(0));
        Assert.True(firstCase > 500, $"the first case's line has {firstCase} pixels");
        if (broken)
        {
            Assert.Equal(0, gap);
        }
        else
        {
            Assert.True(gap > 500, $"without the break the line crosses the gap: {gap} pixels");
        }
    }

    [Fact]
    public void Ifi_off_and_on_keep_their_two_colours_and_runs_in_a_comparison_never_take_them()
    {
        // The same blue was IFI off in ifi-* and the first run in compare-*, a page apart in one report.
        var ifi = Picture.Decode(ChartRenderer.Render(SampleCharts.Hundredfold(AxisScale.Log10)).Png);
        var runs = new BarChart(
            "compare-create",
            "CREATE DATABASE: ram against disk",
            "case",
            new ValueAxis("elapsed time", "ms"),
            [new BarGroup("1 GB, IFI off", [new Bench.Plots.Charts.Bar("disk", 5_960), new Bench.Plots.Charts.Bar("ram", 847)], "7x faster"), new BarGroup("1 GB, IFI on", [new Bench.Plots.Charts.Bar("disk", 11), new Bench.Plots.Charts.Bar("ram", 9)], "about the same")],
            SampleCharts.Footer);
        var compared = ChartRenderer.Render(runs);
        var picture = Picture.Decode(compared.Png);
        var (left, top, right, bottom) = Scaled(compared.DataArea, compared.Scale);

        Assert.True(ifi.Count(0, 0, ifi.Width, ifi.Height, ChartStyle.IfiOff) > 2_000, "IFI off is not drawn in its colour");
        Assert.True(ifi.Count(0, 0, ifi.Width, ifi.Height, ChartStyle.IfiOn) > 2_000, "IFI on is not drawn in its colour");
        Assert.Equal(0, picture.Count(left, top, right, bottom, ChartStyle.IfiOff));
        Assert.Equal(0, picture.Count(left, top, right, bottom, ChartStyle.IfiOn));
        Assert.True(picture.Count(left, top, right, bottom, ChartStyle.For(["disk", "ram"], 0)) > 2_000, "the first run is not in the first colour of the other set");
        Assert.True(picture.Count(left, top, right, bottom, ChartStyle.For(["disk", "ram"], 1)) > 500, "the second run is not in the second colour of the other set");
    }

    /// <summary><see cref="SampleCharts.Hundredfold"/> drawn on <paramref name="scale"/>, and the boxes of its IFI off and on bars in the data area.</summary>
    private static (Picture Picture, (int Left, int Top, int Right, int Bottom) Off, (int Left, int Top, int Right, int Bottom) On) HundredfoldBars(AxisScale scale)
    {
        var chart = ChartRenderer.Render(SampleCharts.Hundredfold(scale));
        var picture = Picture.Decode(chart.Png);
        var area = Scaled(chart.DataArea, chart.Scale);
        return (picture, picture.Box(ChartStyle.IfiOff, area)!.Value, picture.Box(ChartStyle.IfiOn, area)!.Value);
    }

    private static (int Left, int Top, int Right, int Bottom) Scaled(PixelRect area, int scale) =>
        ((int)Math.Ceiling(area.Left * scale), (int)Math.Ceiling(area.Top * scale), (int)Math.Floor(area.Right * scale), (int)Math.Floor(area.Bottom * scale));

    [Fact]
    public void A_line_over_time_ends_short_of_the_right_frame_so_its_last_point_is_seen()
    {
        var chart = ChartRenderer.Render(SampleCharts.Counters());
        var picture = Picture.Decode(chart.Png);
        var (left, top, right, bottom) = Scaled(chart.DataArea, chart.Scale);

        var write = picture.Box(ChartStyle.Series(0), (left, top, right, bottom));

        Assert.NotNull(write);
        Assert.InRange(write.Value.Right, right - (0.04 * (right - left)), right - (0.01 * (right - left)));
        // Time 0 is on the left frame: the write line's start there (5 MB/s) runs under the read line (2 MB/s), drawn over it
        // as the data area's height falls, so either line's leftmost pixel shows it.
        var read = picture.Box(ChartStyle.Series(1), (left, top, right, bottom));
        var start = Math.Min(write.Value.Left, read!.Value.Left);
        Assert.True(start <= left + 3, $"time 0 is on the left frame ({start} against {left})");
    }

    [Theory]
    [InlineData(0, 100, 0, 102)]
    [InlineData(10, 110, 8, 112)]
    [InlineData(1, 100, 0, 101.98)]
    [InlineData(-5, 5, -5.2, 5.2)]
    [InlineData(3, 3, 2, 4)]
    [InlineData(0, 0, 0, 1)]
    public void A_linear_x_axis_reaches_2_percent_beyond_the_points_but_not_below_0_when_they_do_not(double low, double high, double axisLow, double axisHigh)
    {
        var (from, to) = LineChartDrawer.XRange([high, low], AxisScale.Linear);

        Assert.Equal(axisLow, from, 6);
        Assert.Equal(axisHigh, to, 6);
    }

    [Fact]
    public void A_log2_x_axis_reaches_a_third_of_a_step_beyond_the_points() =>
        Assert.Equal((0.65, 5.35), LineChartDrawer.XRange([1, 5], AxisScale.Log2));

    [Theory]
    [InlineData(1.5, 15)]
    [InlineData(5, 50)]
    [InlineData(4, 40)]
    [InlineData(2.4, 20)] // in the break between 2 and 4: the nearest point, not a line the chart does not draw
    [InlineData(3.8, 40)]
    [InlineData(0, 10)] // before the first point: the first point's
    [InlineData(7, 60)]
    public void A_marked_point_sits_on_the_line_where_it_runs_and_on_the_nearest_point_in_a_break_or_beyond_the_ends(double x, double y)
    {
        var series = new LineSeries("s", [(1, 10), (2, 20), (4, 40), (6, 60)]) { BreaksAt = [3] };

        Assert.Equal(y, LineChartDrawer.Interpolate(series, AxisScale.Linear, x), 9);
    }

    [Fact]
    public void On_a_log2_axis_a_marked_point_is_placed_straight_between_its_neighbours_on_that_scale() =>
        Assert.Equal(20, LineChartDrawer.Interpolate(new LineSeries("s", [(1, 10), (4, 30)]), AxisScale.Log2, ScaleMap.Forward(AxisScale.Log2, 2)), 9);
}
