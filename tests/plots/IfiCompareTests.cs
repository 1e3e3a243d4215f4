using Bench.Plots.Charts;
using Bench.Plots.Figures;
using Bench.Results;
using Bench.Results.Export;

namespace Bench.Plots.Tests;

/// <summary>
/// A comparison shows what IFI saves on each run's volume side by side (seed 004: IFI matters more on slow storage), and the
/// report sets the seeds' IFI figures in a table beside each run's, measured or estimated, with the seed's hardware.
/// </summary>
public sealed class IfiCompareTests
{
    private static readonly RunSummary[] Runs = [FixedRuns.Ssd, FixedRuns.Hdd];
    private static readonly string[] TimeUnits = ["ms", "s", "min"];

    [Fact]
    public void A_comparison_draws_the_time_IFI_saved_per_pair_a_bar_per_run_in_run_colours()
    {
        var chart = Assert.IsType<BarChart>(RunCharts.Compare(Runs, ComparisonCsvExporter.Compare(Runs)).Single(c => c.Name == IfiCompareFigure.Name));
        var labels = Runs.Select(r => r.Label).ToList();

        // The pairs both runs measured: a CREATE per size, the AUTOGROW end to end, a RESTORE per setting.
        Assert.Contains(chart.Groups, g => g.Label.StartsWith("CREATE DATABASE", StringComparison.Ordinal));
        // These fixed runs predate fill_ms: their AUTOGROW pair is its growth stalls, said so (a run with it: end to end).
        Assert.Contains(chart.Groups, g => g.Label.StartsWith("AUTOGROW", StringComparison.Ordinal) && g.Label.EndsWith(", growth stalls", StringComparison.Ordinal));
        Assert.True(chart.Groups.Count(g => g.Label.StartsWith("RESTORE DATABASE", StringComparison.Ordinal)) > 1);
        // A bar per run, named by its label (run colours), never the IFI pair's series.
        Assert.All(chart.Groups.SelectMany(g => g.Bars), b => Assert.Contains(b.Series, labels));
        Assert.DoesNotContain(chart.Groups.SelectMany(g => g.Bars), b => b.Series is ChartStyle.IfiOffName or ChartStyle.IfiOnName);
        Assert.Equal("time IFI saved", chart.Values.Label);
        Assert.Contains(chart.Values.Unit, TimeUnits);
        Assert.True(chart.Legend);
        // Savings tenfold apart (a disk's seconds beside a fast volume's ms): a log axis, so the small one stays a bar.
        var values = chart.Groups.SelectMany(g => g.Bars).Select(b => b.Value).ToList();
        Assert.Equal(values.Max() / values.Min() >= 10 ? AxisScale.Log10 : AxisScale.Linear, chart.Values.Scale);
        // The hdd run's disk saves more than the ssd's: the note says by how much and on which.
        Assert.Contains(chart.Groups, g => g.Note!.Contains("more on hdd", StringComparison.Ordinal));
        Assert.NotNull(ChartRenderer.Render(chart));
    }

    /// <summary>
    /// The notes above the pairs are in a band of their own: the log axis ends near the largest saving, not decades past it
    /// (the fixed runs' axis ran to about 200,000 ms for a largest saving of 10.6 s, the bars reaching 60% of it).
    /// </summary>
    [Fact]
    public void The_notes_take_no_room_on_the_value_axis_and_the_tallest_bar_reaches_near_its_top()
    {
        var chart = IfiCompareFigure.For(Runs)!;
        Assert.Equal(AxisScale.Log10, chart.Values.Scale);
        Assert.Contains(chart.Groups, g => !string.IsNullOrEmpty(g.Note));

        var rendered = ChartRenderer.Render(chart);
        var picture = Bench.Plots.Tests.Rendering.Picture.Decode(rendered.Png);
        var scale = rendered.Scale;
        var area = rendered.DataArea;
        var (left, top, right, bottom) = ((int)Math.Ceiling(area.Left * scale), (int)Math.Ceiling(area.Top * scale), (int)Math.Floor(area.Right * scale), (int)Math.Floor(area.Bottom * scale));
        var series = chart.Groups.SelectMany(g => g.Bars).Select(b => b.Series).Distinct().ToList();
        var bars = series.Select((_, i) => picture.Box(ChartStyle.For(series, i), (left, top, right, bottom), tolerance: 2)).OfType<(int Left, int Top, int Right, int Bottom)>().ToList();

        // Vertical bars stand on the axis at the data area's bottom; horizontal ones start at its left edge.
        var vertical = bars.All(b => b.Bottom >= bottom - 3);
        var longest = vertical ? (double)(bottom - bars.Min(b => b.Top)) / (bottom - top) : (double)(bars.Max(b => b.Right) - left) / (right - left);
        Assert.True(longest >= 0.75, $"the longest bar reaches {longest:P0} of the value axis ({(vertical ? "vertical" : "horizontal")}): the axis runs on past it");
        // Every note is still drawn, whole.
        var texts = System.Xml.Linq.XDocument.Parse(rendered.Svg).Root!.Descendants().Where(e => e.Name.LocalName == "text").Select(t => t.Value).ToList();
        var drawn = string.Join(' ', texts);
        Assert.All(chart.Groups.Where(g => g.Note is not null).SelectMany(g => g.Note!.Split('\n', ' ')), word => Assert.Contains(word, drawn, StringComparison.Ordinal));
    }

    /// <summary>
    /// Review s22 M4: one run timed its autogrow writes (fill_ms), the other predates them. The pair is labelled "growth
    /// stalls", so every run's saving is the stalls' (was: the first run's end to end beside the second's stalls).
    /// </summary>
    [Fact]
    public void A_pair_where_one_run_lacks_the_timed_writes_compares_the_growth_stalls_on_every_run()
    {
        var rows = FixedRuns.Ssd.Rows.Select(r => r.Scenario == "autogrow" ? r with { FillMs = (r.Parameters.Ifi == true ? 3000 : 2000) + r.Repetition } : r).ToList();
        var ssd = RunSummary.Of(FixedRuns.Ssd.Directory, FixedRuns.Ssd.Manifest, rows, FixedRuns.Ssd.Stalls);
        RunSummary[] runs = [ssd, FixedRuns.Hdd];

        var pair = Assert.Single(IfiCompareFigure.Pairs(runs), p => p.Scenario.Name == "autogrow");

        Assert.False(pair.EndToEnd);
        Assert.All(pair.Savings, s => Assert.False(s.EndToEnd));
        var off = ssd.Summary.Single(s => s.CaseId.Equals(pair.Twin.WithIfi(false)));
        var on = ssd.Summary.Single(s => s.CaseId.Equals(pair.Twin.WithIfi(true)));
        Assert.Equal(Findings.Difference(off.MedianMs!.Value, on.MedianMs!.Value), pair.Savings[0].SavedMs);
        // With the writes on both runs, the pair is end to end on both.
        var both = IfiCompareFigure.Pairs([ssd, ssd]).Single(p => p.Scenario.Name == "autogrow");
        Assert.True(both.EndToEnd);
        Assert.All(both.Savings, s => Assert.True(s.EndToEnd));
    }

    [Fact]
    public void A_saving_within_the_noise_or_a_cost_is_said_above_its_pair()
    {
        var create = Bench.Scenarios.ScenarioCatalog.Info("create")!;
        var twin = FixedRuns.Ssd.Summary.First(s => s.Scenario == "create").CaseId.Twin;
        var pair = new IfiCompareFigure.Pair(create, twin, false, [new("disk", 12_000, true), new("ram", 300, false), new("tmp", -5, true)]);

        var note = IfiCompareFigure.Note(pair);

        Assert.Contains("40x more on disk", note, StringComparison.Ordinal);
        Assert.Contains("ram: not significant", note, StringComparison.Ordinal);
        Assert.Contains("tmp: IFI cost 5 ms", note, StringComparison.Ordinal);
    }

    [Fact]
    public void Two_runs_whose_savings_are_both_within_the_noise_take_two_lines_not_three()
    {
        var create = Bench.Scenarios.ScenarioCatalog.Info("create")!;
        var twin = FixedRuns.Ssd.Summary.First(s => s.Scenario == "create").CaseId.Twin;
        var pair = new IfiCompareFigure.Pair(create, twin, false, [new("disk", 4_600, false), new("ram", 2_000, false)]);

        var note = IfiCompareFigure.Note(pair);

        Assert.Equal(["2.3x more on disk", "not significant on any run"], note.Split('\n'));
    }

    [Fact]
    public void The_comparison_report_gives_one_sentence_of_what_IFI_saved_run_by_run()
    {
        var finding = IfiCompareFigure.Finding(Runs);

        Assert.NotNull(finding);
        Assert.StartsWith($"What IFI saves, run by run (chart {IfiCompareFigure.Name}): hdd saved more in ", finding, StringComparison.Ordinal);
        Assert.Null(IfiCompareFigure.Finding([FixedRuns.Ssd]));
        Assert.Null(IfiCompareFigure.For([FixedRuns.Ssd]));
    }

    /// <summary>Review s22 L11: where IFI cost time in every pair, no chart is drawn, and no sentence names one.</summary>
    [Fact]
    public void No_sentence_names_the_chart_when_IFI_cost_time_in_every_pair_and_no_chart_is_drawn()
    {
        static RunSummary Costly(RunSummary run)
        {
            var rows = run.Rows.Select(r => r.Parameters.Ifi == true ? r with { ElapsedMs = 1e7 + r.Repetition, FillMs = r.FillMs is null ? null : 1e7 } : r).ToList();
            return RunSummary.Of(run.Directory, run.Manifest, rows, run.Stalls);
        }

        RunSummary[] runs = [Costly(FixedRuns.Ssd), Costly(FixedRuns.Hdd)];

        Assert.NotEmpty(IfiCompareFigure.Pairs(runs));
        Assert.Null(IfiCompareFigure.For(runs));
        Assert.Null(IfiCompareFigure.Finding(runs));
    }

    /// <summary>Review s22 L12: two runs under one label stay two names in the seeds' table, as everywhere else (was: both "ssd").</summary>
    [Fact]
    public void The_seeds_table_tells_two_runs_of_one_label_apart()
    {
        var first = FixedRuns.Ssd;
        var second = first with { Manifest = first.Manifest with { RunId = first.Manifest.RunId + "-again" } };
        RunSummary[] runs = [first, second];

        var rows = SeedTable.Rows(runs, Estimates.For(first, [10L << 30, 50L << 30]).Estimates);

        var names = rows.Select(r => r[5].Text).Distinct().ToList();
        Assert.Equal(runs.Select(r => ComparisonCsvExporter.LabelOf(runs, r)).Order(), names.Order());
        Assert.Equal(2, names.Count);
    }

    [Fact]
    public void The_seeds_IFI_figures_are_written_once_and_quoted_from_there()
    {
        var create = Bench.Scenarios.ScenarioCatalog.Info("create")!;
        var autogrow = Bench.Scenarios.ScenarioCatalog.Info("autogrow")!;

        Assert.Equal(string.Join("; ", create.SeedIfiFigures), create.SeedIfi);
        Assert.Equal("seed 002: 10 GB in 2 min 6 s against 4 s, 31x; seed 000: 50 GB in about 5 min 50 s against under 2 s, about 175x", create.SeedIfi);
        Assert.Equal("seed 002: a 1 GB growth in 13 s against under a second", autogrow.SeedIfi);
        Assert.All(create.SeedIfiFigures.Concat(autogrow.SeedIfiFigures), s => Assert.False(string.IsNullOrWhiteSpace(s.Hardware)));
    }

    [Fact]
    public void The_seeds_table_sets_each_seed_figure_beside_the_runs_measured_or_estimated_with_the_seeds_hardware()
    {
        var run = FixedRuns.Ssd;
        var create = Bench.Scenarios.ScenarioCatalog.Info("create")!;
        var estimates = Estimates.For(run, [10L << 30, 50L << 30]).Estimates;

        var rows = SeedTable.Rows([run], estimates);

        // The quick run measured 256 MB and 1 GB: 10 and 50 GB are the what-if model's, marked so; the growth is measured.
        var tenGb = Assert.Single(rows, r => r[0].Text == create.Title && r[3].Text == "10 GB");
        Assert.StartsWith(SeedTable.Estimated, tenGb[7].Text, StringComparison.Ordinal);
        Assert.Equal("2 min 6 s, 4 s", tenGb[4].Text);
        Assert.Contains("virtual machine", tenGb[2].Text, StringComparison.Ordinal);
        Assert.Contains(rows, r => r[3].Text == "50 GB" && r[2].Text.Contains("RAID 10", StringComparison.Ordinal));
        var growth = Assert.Single(rows, r => r[3].Text == "a 1 GB growth");
        Assert.StartsWith(SeedTable.Measured + ", per growth of 256 MB", growth[7].Text, StringComparison.Ordinal);
        Assert.All(rows, r => Assert.Equal(SeedTable.Header.Count, r.Count));

        // At a size the run measured, its medians, marked measured.
        var oneGb = create.SeedIfiFigures[0] with { Bytes = 1L << 30 };
        var measured = SeedTable.Figure(run, create, oneGb, estimates);
        Assert.Equal(SeedTable.Measured, measured!.Value.Kind);
        var off = run.Summary.Single(s => s.Scenario == "create" && s.CaseId.Ifi == false && s.Parameters.SizeBytes == 1L << 30);
        Assert.Equal(off.MedianMs, measured.Value.Off);
    }

    /// <summary>
    /// Seed 001's restore path (1 backup file in 19 min 46 s, 9 files in 445 s, 9 files with a larger BUFFERCOUNT in 340 s)
    /// was missing from the seeds' table: a row per step and run, the seed's figures quoted exactly with the setting each
    /// came from, beside the run's restore with that setting, or "not in this run".
    /// </summary>
    [Fact]
    public void The_seeds_table_sets_seed_001s_restore_path_beside_the_runs_matching_restores()
    {
        var run = FixedRuns.Ssd;

        var rows = SeedTable.RestoreRows([run]);

        Assert.Equal(["1 backup file, BUFFERCOUNT at its default", "9 backup files, BUFFERCOUNT at its default", "9 backup files, a larger BUFFERCOUNT (its value not given)"], rows.Select(r => r[0].Text));
        // Quoted as the seed writes them: "19 minutes and 46 seconds", "445.191 seconds", "340.330 seconds (1934.423 MB/sec)".
        Assert.StartsWith("19 minutes and 46 seconds", rows[0][1].Text, StringComparison.Ordinal);
        Assert.StartsWith("445.191 seconds", rows[1][1].Text, StringComparison.Ordinal);
        Assert.Contains("1479 MB/sec", rows[1][1].Text, StringComparison.Ordinal);
        Assert.Equal("340.330 seconds (1934.423 MB/sec)", rows[2][1].Text);
        Assert.All(rows, r => Assert.Equal(SeedTable.RestoreHeader.Count, r.Count));

        // The quick run restored from 1 and 4 files, BUFFERCOUNT 2 or its default: the 1-file default restore (IFI on, as
        // the seed's), and no 9-file restore.
        var one = run.Summary.Single(s => s.Scenario == "restore" && s.Parameters.Stripes == 1 && s.CaseId.ValueText("buffer_count") == "default" && s.Parameters.Ifi == true);
        Assert.Equal("1 backup file, BUFFERCOUNT default, 512 MB, IFI on", rows[0][3].Text);
        Assert.StartsWith(Findings.Time(one.MedianMs!.Value), rows[0][4].Text, StringComparison.Ordinal);
        Assert.Equal(SeedTable.NotInRun, rows[1][3].Text);
        Assert.Equal(SeedTable.NotInRun, rows[2][3].Text);

        // A run that restored from 9 files with BUFFERCOUNT set: its largest setting beside the seed's larger BUFFERCOUNT.
        var nine = run with { Summary = [.. run.Summary.Select(s => s.Scenario == "restore" && s.Parameters.Stripes == 4 ? s with { Parameters = s.Parameters with { Stripes = 9 } } : s)] };
        var path = SeedTable.RestoreRows([nine]);
        Assert.Equal("9 backup files, BUFFERCOUNT default, 512 MB, IFI on", path[1][3].Text);
        Assert.Equal("9 backup files, BUFFERCOUNT 2, 512 MB, IFI on", path[2][3].Text);
        Assert.Empty(SeedTable.RestoreRows([FixedRuns.Ssd with { Summary = [.. run.Summary.Where(s => s.Scenario != "restore")] }]));
    }
}
