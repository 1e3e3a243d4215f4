using Bench.Results.Manifest;
using Bench.Scenarios;

namespace Bench.Plots.Tests.Report;

public sealed class ReportTablesTests
{
    [Theory]
    [InlineData(52.55, "53%")]
    [InlineData(104.4, "104%")]
    [InlineData(0.4, "0%")]
    public void The_summary_gives_the_share_of_the_limit_in_whole_percent_as_the_console_does(double pct, string expected)
    {
        var run = FixedRuns.Ssd;
        var row = run.Summary.First(s => s.LimitPctMedian is not null) with { LimitPctMedian = pct };

        var cells = ReportTables.Summary(row, new Dictionary<Bench.Results.Cases.CaseId, string> { [row.CaseId] = "a restore" });

        Assert.Equal(expected, cells[ReportTables.SummaryHeader.ToList().IndexOf(ReportTables.LimitColumn)].Text);
    }

    [Fact]
    public void A_run_that_shared_its_machine_says_so_after_what_ran_in_the_summary_and_in_its_host_cell()
    {
        var run = FixedRuns.Ssd;
        var busy = run with { Manifest = run.Manifest with { Cpu = new CpuInfo(1000, 500, 1L << 30, 1.4) { MachineBusyPct = 73, OthersBusyPct = 61 } } };
        var quiet = run with { Manifest = run.Manifest with { Cpu = new CpuInfo(1000, 500, 1L << 30, 1.4) { MachineBusyPct = 20, OthersBusyPct = 4 } } };

        // After the takeaways, as it bears on every one of them.
        var summary = ExecutiveSummary.Of([busy], [], []);
        var careful = summary.ToList().FindIndex(s => s.StartsWith("Read with care: other processes kept this machine's CPUs 61% busy", StringComparison.Ordinal));
        Assert.True(careful > 0 && summary.Take(careful).All(s => !s.StartsWith("Read with care", StringComparison.Ordinal)), string.Join("\n", summary));
        Assert.DoesNotContain(ExecutiveSummary.Of([quiet], [], []), s => s.Contains("other processes", StringComparison.Ordinal));
        Assert.EndsWith("; other processes 4% busy during the run", ReportTables.Environment(quiet)[2].Text, StringComparison.Ordinal);
    }

    [Fact]
    public void A_field_the_run_could_not_learn_says_unknown_in_the_environment_table_not_a_question_mark()
    {
        var run = FixedRuns.Ssd;
        var tmpfs = run with { Manifest = run.Manifest with { Volume = run.Manifest.Volume with { Device = null, FileSystem = null, AllocationUnitBytes = null, Rotational = null }, Host = run.Manifest.Host with { Cpu = null } } };

        var cells = ReportTables.Environment(tmpfs).Select(c => c.Text).ToList();

        Assert.DoesNotContain(cells, c => c.Contains('?', StringComparison.Ordinal));
        Assert.Equal(["unknown", "unknown", "unknown"], cells[4..7]);
        Assert.Contains(" on unknown;", cells[3], StringComparison.Ordinal);
        Assert.Contains("CPU unknown", cells[2], StringComparison.Ordinal);
    }

    [Fact]
    public void Volumes_that_differ_in_a_field_one_run_could_not_learn_say_unknown_not_a_question_mark()
    {
        var ssd = FixedRuns.Ssd;
        var tmpfs = ssd with { Manifest = ssd.Manifest with { Volume = ssd.Manifest.Volume with { Device = null, Rotational = null } } };

        var said = string.Join(" ", Findings.VolumeDifferences([ssd, tmpfs]));

        Assert.DoesNotContain("?", said, StringComparison.Ordinal);
        Assert.Contains($"device unknown vs {ssd.Manifest.Volume.Device}", said, StringComparison.Ordinal);
    }

    [Fact]
    public void A_native_run_says_first_that_no_SQL_Server_ran_and_a_sqlserver_run_which_server_did()
    {
        var native = FixedRuns.Ssd;
        var server = native with { Manifest = native.Manifest with { Target = "sqlserver", SqlServer = "SQL Server 2022 (16.0.4135.4) Developer Edition" } };

        Assert.Equal("No SQL Server ran: bench performed on this volume the file operations SQL Server performs.", ExecutiveSummary.HowToRead([native])[0]);
        Assert.Equal("SQL Server ran the operations (SQL Server 2022 (16.0.4135.4) Developer Edition).", ExecutiveSummary.HowToRead([server])[0]);
        Assert.Equal("native: no SQL Server ran: bench performed on this volume the file operations SQL Server performs", ReportTables.Environment(native)[1].Text);
    }

    [Fact]
    public void Who_ran_is_said_once_for_runs_alike_and_per_run_when_they_differ()
    {
        var hdd = FixedRuns.Ssd with { Manifest = FixedRuns.Ssd.Manifest with { Label = "hdd" } };
        var server = FixedRuns.Ssd with { Manifest = FixedRuns.Ssd.Manifest with { Label = "sql", Target = "sqlserver", SqlServer = "SQL Server 2022" } };

        var alike = ExecutiveSummary.HowToRead([FixedRuns.Ssd, hdd]);
        var differing = ExecutiveSummary.HowToRead([FixedRuns.Ssd, hdd, server]);

        Assert.Single(alike, s => s.Contains("SQL Server ran", StringComparison.Ordinal));
        Assert.Equal("No SQL Server ran: bench performed on this volume the file operations SQL Server performs.", alike[0]);
        Assert.Equal($"On {FixedRuns.Ssd.Label} and hdd, no SQL Server ran: bench performed on this volume the file operations SQL Server performs.", differing[0]);
        Assert.Equal("On sql, SQL Server ran the operations (SQL Server 2022).", differing[1]);
    }

    [Fact]
    public void An_interval_that_is_the_runs_range_is_marked_and_the_note_under_the_table_says_how_often_it_covers_the_median()
    {
        var row = FixedRuns.Ssd.Summary.First(s => s.Ci95LowerMs is not null) with { N = 3, MinMs = 7100, MaxMs = 9500, Ci95LowerMs = 7100, Ci95UpperMs = 9500 };
        var inside = row with { N = 9, Ci95LowerMs = 7400 };
        var titles = new Dictionary<Bench.Results.Cases.CaseId, string> { [row.CaseId] = "a case" };

        Assert.Equal("7.1 s to 9.5 s (range)", ReportTables.Summary(row, titles)[3].Text);
        Assert.Equal("7.4 s to 9.5 s", ReportTables.Summary(inside, titles)[3].Text);
        var (note, said) = ReportTables.IntervalNote([row, inside], nameEstimator: true);
        Texts.ContainAll(note!, "Median: the Harrell-Davis estimate", "(range): the interval reached past the runs at both ends, so it is the runs' range, not a 95% interval", "(75% with 3 runs)", "from 6 runs");
        Assert.Null(ReportTables.IntervalNote([inside], nameEstimator: false).Note);
        Assert.Equal([3], said);
    }

    [Fact]
    public void The_range_is_explained_in_full_once_per_number_of_runs_and_in_a_line_under_later_tables()
    {
        var row = FixedRuns.Ssd.Summary.First(s => s.Ci95LowerMs is not null) with { N = 3, MinMs = 7100, MaxMs = 9500, Ci95LowerMs = 7100, Ci95UpperMs = 9500 };
        var (_, said) = ReportTables.IntervalNote([row], nameEstimator: false);

        var (again, _) = ReportTables.IntervalNote([row], nameEstimator: false, said);
        var (other, both) = ReportTables.IntervalNote([row with { N = 5 }], nameEstimator: false, said);

        Assert.Equal("(range): the runs' range, not a 95% interval, as said under the first table with one.", again);
        Texts.ContainAll(other!, "the range covers the median only", "(93.8% with 5 runs)");
        Assert.Equal([3, 5], both.Order());
    }

    [Fact]
    public void A_native_exposure_check_says_what_its_zeros_cannot_show_and_its_table_gives_no_timing_ratio()
    {
        var run = Runs.Make("ssd");
        var row = run.Rows.First(r => r.Scenario == "create" && r.Parameters.Ifi == true);
        var exposure = ZerosRead(row, 2);
        var withExposure = Bench.Results.RunSummary.Of("none", run.Manifest, [.. run.Rows, .. exposure], []);

        var said = Findings.Security([withExposure]);

        Assert.Contains(said, s => s.Contains("reads back as zeros (2 of 2)", StringComparison.Ordinal));
        Assert.Contains(said, s => s.Contains("zeros here say nothing of SQL Server with IFI on Windows", StringComparison.Ordinal) && s.EndsWith("It does not show that IFI is safe.", StringComparison.Ordinal));
        var exposed = withExposure.Summary.First(s => s.Scenario == "exposure") with { IfiOffOnRatio = 367 };
        Assert.DoesNotContain(Findings.Security([Native(withExposure, "Microsoft Windows 10.0.22631", "NTFS", exposure)]), s => s.Contains("what this check can show", StringComparison.Ordinal));
        Assert.DoesNotContain(Findings.Security([Native(withExposure, "Linux", "ntfs", exposure)]), s => s.Contains("what this check can show", StringComparison.Ordinal));
        var found = exposure.Select(r => r with { Exposure = new Bench.Results.ExposureResult { ExposureVerdict = "stale data visible", MarkerBytesFound = 4096 } }).ToList();
        Assert.DoesNotContain(Findings.Security([Native(withExposure, "Linux", "ext4", found)]), s => s.Contains("what this check can show", StringComparison.Ordinal));
        Assert.DoesNotContain(Findings.Security([Native(withExposure, null!, "ext4", exposure)]), s => s.Contains("what this check can show", StringComparison.Ordinal));
        Assert.Equal("-", ReportTables.Summary(exposed, new Dictionary<Bench.Results.Cases.CaseId, string> { [exposed.CaseId] = "IFI on" })[^1].Text);
    }

    [Fact]
    public void An_exposure_check_gives_its_verdict_over_the_rows_whose_ifi_was_proven_and_none_when_no_row_was()
    {
        // The report said "IFI on: ... reads back as zeros (15 of 15)" of 15 rows the summary had left out.
        var run = Runs.Make("ssd");
        var row = run.Rows.First(r => r.Scenario == "create" && r.Parameters.Ifi == true);
        var exposure = ZerosRead(row, 3).Select(r => r with
        {
            IfiEffective = r.Repetition == 1 ? true : r.Repetition == 2 ? false : null,
            Note = r.Repetition == 3 ? "ifi_effective unknown: ..." : null,
        }).ToList();
        Bench.Results.RunSummary With(IEnumerable<Bench.Results.ResultRow> rows) => Bench.Results.RunSummary.Of("none", run.Manifest, [.. run.Rows, .. rows], []);

        var some = Findings.Security([With(exposure)]);
        var none = Findings.Security([With(exposure.Skip(1))]);

        Assert.Contains(some, s => s.Contains("reads back as zeros (1 of 1)", StringComparison.Ordinal) && s.Contains("2 more rows are left out: IFI was not what the case asked for", StringComparison.Ordinal));
        var unproven = Assert.Single(none, s => s.Contains("IFI on", StringComparison.Ordinal));
        Assert.Contains("IFI on: no verdict: on all 2 of its rows IFI was not what the case asked for", unproven, StringComparison.Ordinal);
        Assert.DoesNotContain("reads back as zeros", unproven, StringComparison.Ordinal);
        Assert.DoesNotContain(none, s => s.Contains("what this check can show", StringComparison.Ordinal));
    }

    /// <summary><paramref name="count"/> repetitions of an IFI-on exposure check like <paramref name="row"/>, each reading back zeros.</summary>
    private static List<Bench.Results.ResultRow> ZerosRead(Bench.Results.ResultRow row, int count) => Enumerable.Range(1, count).Select(rep => row with
    {
        CaseId = Bench.Results.Cases.CaseId.Parse("exposure/size=256MB/ifi=on"),
        Scenario = "exposure",
        Repetition = rep,
        Exposure = new Bench.Results.ExposureResult { ExposureVerdict = "reads back as zeros", MarkerBytesFound = 0 },
    }).ToList();

    /// <summary><paramref name="run"/> on <paramref name="os"/> and <paramref name="fileSystem"/>, its exposure rows <paramref name="exposure"/>.</summary>
    private static Bench.Results.RunSummary Native(Bench.Results.RunSummary run, string os, string fileSystem, IReadOnlyList<Bench.Results.ResultRow> exposure) => Bench.Results.RunSummary.Of(
        "none",
        run.Manifest with { Host = run.Manifest.Host with { Os = os }, Volume = run.Manifest.Volume with { FileSystem = fileSystem } },
        [.. run.Rows.Where(r => r.Scenario != "exposure"), .. exposure],
        []);

    [Fact]
    public void The_tables_share_of_the_limit_is_the_median_rate_over_the_scenarios_limit_as_the_titles_hold_it()
    {
        var row = FixedRuns.Ssd.Summary.First(s => s.LimitPctMedian is not null) with { TransferMbSMedian = 580, LimitPctMedian = 66 };
        var column = ReportTables.SummaryHeader.ToList().IndexOf(ReportTables.LimitColumn);

        var cells = ReportTables.Summary(row, new Dictionary<Bench.Results.Cases.CaseId, string> { [row.CaseId] = "a restore" }, [row], 1000);

        Assert.Equal("58%", cells[column].Text);
        Assert.Contains("1,000 MB/s", ReportTables.LimitNote([row], 1000, measured: true), StringComparison.Ordinal);
        Assert.Contains("limit_pct", ReportTables.LimitNote([row], 1000, measured: true), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(50.4, true)]
    [InlineData(112.2, false)]
    public void A_shared_volumes_limit_note_names_the_older_one_direction_rule_where_summary_csv_followed_it_not_the_probes(double csvPct, bool older)
    {
        // A restore of a run with probes, its backups on the data volume (20261127-202451-native): 611 MB/s against a write
        // alone of 1,223 MB/s and a copy of 545; summary.csv held it to the write alone (50%) before limit_pct held it to
        // the copy (112%), and the note said the two differed for the probes.
        var row = FixedRuns.Ssd.Summary.First(s => s.LimitPctMedian is not null) with
        {
            TransferMbSMedian = 611.5, LimitMbSMedian = 1_222.6, ReadWriteLimitMbSMedian = 545.2, LimitPctMedian = csvPct,
        };
        var titles = new Dictionary<Bench.Results.Cases.CaseId, string> { [row.CaseId] = "a restore" };

        var note = ReportTables.LimitNote([row], 560, measured: true, titles, copy: true)!;

        Assert.Equal(older, note.Contains("summary.csv's limit_pct_median is another figure: each repetition against the volume's speed in one direction alone, measured just before its own group (this run was made before limit_pct held a transfer whose backups share the volume to the copy rate)", StringComparison.Ordinal));
        Assert.Equal(!older, note.Contains("summary.csv's limit_pct_median is another figure: each repetition against the speed measured just before its own group, then the median of those", StringComparison.Ordinal));
    }

    [Theory]
    [InlineData(104.4, "104")]
    [InlineData(1523.6, "1,524")]
    [InlineData(32.71, "32.7")]
    [InlineData(56.51, "56.5")]
    [InlineData(5.123, "5.12")]
    [InlineData(0.5234, "0.523")]
    public void A_rate_in_a_table_has_three_significant_figures_as_the_rest_of_its_column(double rate, string expected) =>
        Assert.Equal(expected, ReportTables.F(rate));

    [Fact]
    public void An_ifi_saving_within_noise_is_printed_not_significant_not_as_a_saving()
    {
        // The ram run's restore, 1 backup file: IFI saved 40 ms over an off/on ratio's interval of 0.59x-2.36x.
        var rows = FixedRuns.Ssd.Summary.Where(s => s.Scenario == "restore").ToList();
        var off = rows.First(s => s.CaseId.Ifi == false && s.IfiOffOnRatio is not null);
        var noisy = rows.Select(s => s == off ? s with { IfiRatioCi95Lower = 0.59, IfiRatioCi95Upper = 2.36 } : s).ToList();
        var clear = rows.Select(s => s == off ? s with { IfiRatioCi95Lower = 1.2, IfiRatioCi95Upper = 2.36 } : s).ToList();
        var titles = CaseTitles.Of(rows.Select(s => s.CaseId));
        var on = rows.Single(s => s.CaseId.Equals(off.CaseId.WithIfi(true)));

        Assert.All(new[] { off, on }, s => Assert.Equal(ReportTables.NotSignificant, ReportTables.Summary(noisy.Single(n => n.CaseId.Equals(s.CaseId)), titles, noisy, saved: true)[^1].Text));
        Assert.NotEqual(ReportTables.NotSignificant, ReportTables.Summary(clear.Single(n => n.CaseId.Equals(off.CaseId)), titles, clear, saved: true)[^1].Text);
    }
}
