using Bench.Plots.Figures;
using Bench.Results;
using Bench.Results.Cases;
using Bench.Scenarios;

namespace Bench.Plots.Tests.Report;

/// <summary>
/// The report's headline claims, on the figures of a native standard-profile run (20261127-184451-native, its autogrow rows
/// and stalls as results.csv and stalls.csv hold them): what IFI saves end to end, the tables' native column and limit,
/// the seeds quoted beside the sweeps, and a summary a manager reads.
/// </summary>
public sealed class HeadlineTests
{
    private const string Growth = "autogrow/initial_size=8MB/growth=1GB/growths=3/log_size=1MB/write_size=4MB/ifi=";

    private static readonly double[] OnElapsed = [1.73, 1.843, 1.758, 1.746, 1.705, 1.976, 1.535, 1.636, 1.624];
    private static readonly double[] OnFill = [6517.044, 2310.377, 7393.331, 2684.89, 2504.591, 6896.47, 3747.959, 5673.208, 9034.837];
    private static readonly double[] OffElapsed = [3044.834, 1943.154, 6520.863];
    private static readonly double[] OffFill = [3927.81, 1148.874, 1396.613];
    private static readonly double[][] OffStalls = [[1025.279, 1211.709, 807.846], [630.381, 637.445, 675.327], [2493.76, 2019.592, 2007.511]];
    private static readonly double[][] OnStalls =
    [
        [0.586, 0.562, 0.581], [0.746, 0.564, 0.533], [0.522, 0.535, 0.702], [0.514, 0.633, 0.6], [0.54, 0.608, 0.557],
        [0.776, 0.651, 0.549], [0.511, 0.513, 0.512], [0.544, 0.523, 0.569], [0.549, 0.535, 0.54],
    ];

    /// <summary>The run's autogrow pair (9 repetitions with IFI, 3 without), on the native target.</summary>
    private static RunSummary Autogrow(string target = "native") => Autogrow(target, (8, 1));

    /// <summary>
    /// The run's autogrow pair at each initial size (MB) given, as a custom matrix of several sizes holds them: the writes
    /// without IFI times <c>OffFillTimes</c> (the same figures otherwise).
    /// </summary>
    private static RunSummary Autogrow(string target, params (int InitialMb, double OffFillTimes)[] sizes)
    {
        var rows = new List<ResultRow>();
        var stalls = new List<GrowthStallRow>();
        foreach (var (initialMb, offFillTimes) in sizes)
        {
            rows.AddRange(Pair(initialMb, offFillTimes, target, stalls));
        }

        return RunSummary.Of("none", TestManifests.Of("20261127-184451-native", "native", target), rows, stalls);
    }

    private static List<ResultRow> Pair(int initialMb, double offFillTimes, string target, List<GrowthStallRow> stalls)
    {
        var rows = new List<ResultRow>();
        foreach (var (ifi, elapsed, fill, each) in new[] { (true, OnElapsed, OnFill, OnStalls), (false, OffElapsed, OffFill.Select(f => f * offFillTimes).ToArray(), OffStalls) })
        {
            var id = CaseId.Parse(Growth.Replace("initial_size=8MB", $"initial_size={initialMb}MB", StringComparison.Ordinal) + (ifi ? "on" : "off"));
            for (var i = 0; i < elapsed.Length; i++)
            {
                rows.Add(new ResultRow
                {
                    RunId = "r",
                    CaseId = id,
                    Repetition = i + 1,
                    Scenario = "autogrow",
                    Target = target,
                    Parameters = new CaseParameters { SizeBytes = (long)initialMb << 20, Files = 1, GrowthBytes = 1L << 30, Growths = 3, Ifi = ifi },
                    Status = CaseStatus.Ok,
                    StartedUtc = DateTime.UnixEpoch,
                    ElapsedMs = elapsed[i],
                    AllocateMs = elapsed[i],
                    FillMs = fill[i],
                });
                stalls.AddRange(each[i].Select((ms, g) => new GrowthStallRow
                {
                    CaseId = id, Repetition = i + 1, Growth = g + 1, SizeBeforeBytes = ((long)initialMb << 20) + (g * (1L << 30)), SizeAfterBytes = ((long)initialMb << 20) + ((g + 1) * (1L << 30)), StallMs = ms,
                }));
            }
        }

        return rows;
    }

    private static ScenarioInfo Info => ScenarioCatalog.Info("autogrow")!;

    [Fact]
    public void The_autogrow_headline_is_end_to_end_the_stall_saving_and_the_write_cost_its_two_parts_within_the_runs_spread()
    {
        var said = ScenarioFindings.Ifi(Autogrow(), Info)!;

        // Was "IFI saves 3.7 s growing a file by 3 x 1 GB (1.7 ms instead of 3.7 s)": the stalls only.
        Assert.StartsWith("IFI saves 500 ms growing a file by 3 x 1 GB end to end, the growth stalls and the writes into the new space together (5.2 s instead of 5.7 s: growth stalls 3.7 s shorter, writes into the new space 3.2 s longer), within the runs' spread", said, StringComparison.Ordinal);
        Assert.DoesNotContain("saves 3.7 s", said, StringComparison.Ordinal);
        var brief = ScenarioFindings.IfiBrief(Autogrow(), Info)!;
        Assert.StartsWith("IFI saves 500 ms growing a file by 3 x 1 GB end to end (5.2 s instead of 5.7 s: growth stalls 3.7 s shorter, writes into the new space 3.2 s longer), not a clear difference", brief, StringComparison.Ordinal);
    }

    [Fact]
    public void The_seeds_per_growth_figure_is_held_against_each_growths_stall_not_the_total_of_three()
    {
        var said = ScenarioFindings.Ifi(Autogrow(), Info)!;

        Assert.Contains("(seed 002: a 1 GB growth in 13 s against under a second; each growth here stalled writers 1.2 s without IFI, 0.6 ms with it)", said, StringComparison.Ordinal);
    }

    [Fact]
    public void The_autogrow_chart_titles_the_stalls_it_draws_and_gives_end_to_end_in_its_subtitle()
    {
        var chart = IfiFigure.For(Autogrow(), Info)!;

        // The title makes the bars' point (the stalls); end to end, which the bars are not, is the subtitle's.
        Assert.Equal("AUTOGROW, growth stalls: instant file initialization saves 3.7 s", chart.Title);
        Assert.Contains("end to end, the stalls drawn plus the writes into the new space: IFI saves 500 ms (5.2 s instead of 5.7 s), within the runs' spread; the writes took 3.2 s longer with IFI (5.2 s, 2 s without)", chart.Subtitle, StringComparison.Ordinal);
        Assert.Contains("each growth here: 1.2 s without IFI, 0.6 ms with it", chart.Subtitle, StringComparison.Ordinal);
        Assert.Equal("growth stalls: 3.7 s saved", Assert.Single(chart.Groups).Note);
    }

    [Fact]
    public void With_several_autogrow_sizes_the_summary_line_and_the_chart_title_are_end_to_end_for_the_pair_the_section_leads_with()
    {
        // A custom matrix of two initial sizes: the section leads with the larger, end to end; so do the summary and the chart.
        var run = Autogrow("native", (8, 1), (64, 2));

        var said = ScenarioFindings.Ifi(run, Info)!;
        Assert.StartsWith("IFI saves 2.5 s growing a file by 3 x 1 GB end to end, the growth stalls and the writes into the new space together (5.2 s instead of 7.7 s: growth stalls 3.7 s shorter, writes into the new space 1.2 s longer)", said, StringComparison.Ordinal);
        var brief = ScenarioFindings.IfiBrief(run, Info)!;
        Assert.StartsWith("IFI saves 2.5 s growing a file by 3 x 1 GB end to end (5.2 s instead of 7.7 s: growth stalls 3.7 s shorter, writes into the new space 1.2 s longer)", brief, StringComparison.Ordinal);
        var chart = IfiFigure.For(run, Info)!;
        Assert.StartsWith("AUTOGROW, growth stalls: instant file initialization saves ", chart.Title, StringComparison.Ordinal);
        Assert.Contains("end to end at initial size 64 MB, the stalls drawn plus the writes into the new space: IFI saves 2.5 s (5.2 s instead of 7.7 s)", chart.Subtitle, StringComparison.Ordinal);
        Assert.All(chart.Groups, g => Assert.StartsWith("growth stalls: ", g.Note, StringComparison.Ordinal));
    }

    [Fact]
    public void The_write_cost_says_the_difference_and_that_it_is_within_the_runs_spread_by_the_medians_it_gives_not_no_measurable_cost()
    {
        var said = Assert.Single(Findings.FirstWriteCosts([Autogrow()], Info));

        Assert.Contains("took 5.2 s just after IFI allocated it, against 2 s into zeroed space: +3.2 s, but within the runs' spread (", said, StringComparison.Ordinal);
        Assert.Contains("into allocated space, 1.1 s to 3.9 s (range) into zeroed space: they overlap), so not clearly a price of", said, StringComparison.Ordinal);
        Assert.DoesNotContain("no measurable cost", said, StringComparison.Ordinal);
        Assert.DoesNotContain("geometric", said, StringComparison.Ordinal);
    }

    [Fact]
    public void A_native_table_gives_the_time_IFI_saved_where_a_sqlserver_table_gives_the_ratio()
    {
        var native = Autogrow();
        var server = Autogrow("sqlserver") with { Manifest = native.Manifest with { Target = "sqlserver" } };
        var rows = native.Summary.ToList();
        var titles = CaseTitles.Of(rows.Select(r => r.CaseId));

        Assert.Equal(ReportTables.SavedColumn, ReportTables.SummaryHeaderOf(native)[^1]);
        Assert.Equal("IFI off/on", ReportTables.SummaryHeaderOf(server)[^1]);
        Assert.All(rows, r => Assert.Equal("3.7 s (growth stalls)", ReportTables.Summary(r, titles, rows, saved: true)[^1].Text));
        Assert.All(rows, r => Assert.EndsWith("x", ReportTables.Summary(r, titles, rows)[^1].Text, StringComparison.Ordinal));
    }

    [Fact]
    public void The_native_saved_column_note_holds_for_a_restore_whose_ifi_on_time_is_a_copy_not_a_bare_allocation()
    {
        var report = ReportLayout.Render(new CapacityReport([]).ModelOf([FixedRuns.Ssd]), new MarkdownReport((_, _) => null));
        var notes = report.Split('\n').Where(l => l.StartsWith($"{ReportTables.SavedColumn}: ", StringComparison.Ordinal)).ToList();

        Assert.NotEmpty(notes);
        Assert.Contains("RESTORE", report, StringComparison.Ordinal);
        Assert.All(notes, n => Assert.Contains(ReportTables.SavedNotRatio, n, StringComparison.Ordinal));
        Assert.All(notes, n => Assert.DoesNotContain("bare allocation", n, StringComparison.Ordinal));
    }

    [Fact]
    public void The_tables_limit_column_says_which_limit_and_the_note_where_summary_csvs_other_figure_comes_from()
    {
        var row = FixedRuns.Ssd.Summary.First(s => s.LimitPctMedian is not null) with { TransferMbSMedian = 805, LimitPctMedian = 76 };
        var titles = new Dictionary<CaseId, string> { [row.CaseId] = "9 backup files, MAXTRANSFERSIZE 4 MB" };

        Assert.Contains("% of scenario's median limit", ReportTables.SummaryHeader);
        Assert.DoesNotContain("% of limit", ReportTables.SummaryHeader);
        var note = ReportTables.LimitNote([row], 1167, measured: true, titles)!;
        Assert.StartsWith("% of scenario's median limit: the case's median transfer MB/s over one limit for the whole scenario, 1,167 MB/s (the median of the volume's speed measured before each group of its cases", note, StringComparison.Ordinal);
        Assert.EndsWith("summary.csv's limit_pct_median is another figure: each repetition against the speed measured just before its own group, then the median of those (they differ most for 9 backup files, MAXTRANSFERSIZE 4 MB: 76% there, 69% here).", note, StringComparison.Ordinal);
    }

    [Fact]
    public void Seed_001_is_quoted_with_its_figures_beside_this_runs_sweeps_and_native_blocksize_is_called_a_storage_model()
    {
        var restore = ScenarioCatalog.Info("restore")!;
        var said = string.Join("\n", ScenarioFindings.Seeds(FixedRuns.Ssd, restore));

        Assert.Contains("seed 001 restored 642 GB in 19 min 46 s from 1 backup file and in 445 s from 9", said, StringComparison.Ordinal);
        var all = string.Join("\n", ScenarioCatalog.Infos.SelectMany(i => i.SeedSweeps).Select(s => s.Seed + s.NativeModel));
        Texts.ContainAll(all, "445 s to 340 s (5 min 40 s, 1,934 MB/s: 454 MB/s more)", "more than 8 min with BLOCKSIZE 65536 and more than 10 min with BLOCKSIZE 32768",
            "36 min 38 s", "605 s (1,087 MB/s)", "native's BLOCKSIZE is a storage model, the size of its requests");
    }

    [Fact]
    public void The_summary_leads_with_one_line_takeaways_and_leaves_who_ran_and_the_words_to_how_to_read()
    {
        var summary = ExecutiveSummary.Of([FixedRuns.Ssd], [], []);

        Assert.InRange(summary.Count, 3, 6);
        Assert.All(summary, line => Assert.True(line.Split(' ').Length <= 60, $"{line.Split(' ').Length} words: {line}"));
        Assert.All(summary, line => Assert.DoesNotContain("runs' spread", line, StringComparison.Ordinal));
        Assert.All(summary, line => Assert.DoesNotContain("groups", line, StringComparison.Ordinal));
        Assert.StartsWith("IFI saves", summary[0], StringComparison.Ordinal);
        var howTo = ExecutiveSummary.HowToRead([FixedRuns.Ssd]);
        Assert.Equal("No SQL Server ran: bench performed on this volume the file operations SQL Server performs.", howTo[0]);
        Assert.Contains(howTo, l => l.StartsWith("Within the runs' spread: ", StringComparison.Ordinal));
        // An engineer checking "size / rate" needs the units: binary sizes, decimal rates.
        Assert.Contains(howTo, l => l.Contains("1 GB = 2^30 bytes", StringComparison.Ordinal) && l.Contains("MB/s = 10^6 bytes per second", StringComparison.Ordinal));

        // A DBA who checks a median with a spreadsheet's MEDIAN gets the middle run: the report says its median is another estimate.
        Assert.Contains(howTo, l => l.Contains("Harrell-Davis", StringComparison.Ordinal) && l.Contains("MEDIAN", StringComparison.Ordinal));
    }
}
