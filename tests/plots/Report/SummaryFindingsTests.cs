using Bench.Results;
using Bench.Scenarios;

namespace Bench.Plots.Tests.Report;

/// <summary>
/// The summary's findings a DBA checks against the table and the seeds: the time IFI saves before its ratio (with what a
/// native ratio is), why backup files made no difference on a shared volume, and which settings are clearly slower.
/// </summary>
public sealed class SummaryFindingsTests
{
    private static readonly ScenarioInfo Create = ScenarioCatalog.Info("create")!;
    private static readonly ScenarioInfo Backup = ScenarioCatalog.Info("backup")!;
    private static readonly ScenarioInfo Restore = ScenarioCatalog.Info("restore")!;

    [Fact]
    public void Ifi_leads_with_the_time_saved_then_the_ratio_and_on_native_says_the_ratio_is_the_storages_part_with_the_seeds_beside_it()
    {
        var run = FixedRuns.Ssd;

        var native = ScenarioFindings.Ifi(run, Create)!;
        var server = ScenarioFindings.Ifi(run with { Manifest = run.Manifest with { Target = "sqlserver" } }, Create)!;

        Assert.StartsWith("IFI saves 3.2 s creating a 1 GB database (8.2 ms instead of 3.2 s).", native, StringComparison.Ordinal);
        Assert.StartsWith("IFI saves 3.2 s creating a 1 GB database (8.2 ms instead of 3.2 s: 395x faster).", server, StringComparison.Ordinal);
        Texts.ContainAll(native, "storage's part only", "seed 002: 10 GB in 2 min 6 s against 4 s, 31x");
        Assert.DoesNotMatch("storage's part|seed 00", server);
    }

    [Fact]
    public void The_time_saved_is_the_difference_of_the_times_the_sentence_prints()
    {
        // 12,854.7 ms less 7.2 ms is 12.85 s, printed 12.8 s beside "12.9 s": the printed times' difference is 12.9 s.
        var off = FixedRuns.Ssd.Summary.First(s => s.Scenario == "create" && s.CaseId.Ifi == false) with { MedianMs = 12_854.7 };
        var on = FixedRuns.Ssd.Summary.First(s => s.CaseId.Equals(off.CaseId.WithIfi(true))) with { MedianMs = 7.168 };

        Assert.Equal("saves 12.9 s", ScenarioFindings.Saves((off, on)));
        Assert.Equal("costs 1.5 s", ScenarioFindings.Saves((on with { MedianMs = 1_000 }, off with { MedianMs = 2_549 })));
    }

    [Fact]
    public void Two_times_that_print_alike_save_what_separates_them_not_zero()
    {
        // 1,149 and 1,094 ms both print "1.1 s": their printed difference is 0, which a chart drew as "0 ms saved".
        var off = FixedRuns.Ssd.Summary.First(s => s.Scenario == "create" && s.CaseId.Ifi == false) with { MedianMs = 1_149 };
        var on = FixedRuns.Ssd.Summary.First(s => s.CaseId.Equals(off.CaseId.WithIfi(true))) with { MedianMs = 1_094 };

        Assert.Equal("saves 55 ms", ScenarioFindings.Saves((off, on)));
        Assert.Equal("55 ms saved", Bench.Plots.Figures.IfiFigure.Saved(1_149, 1_094, ratio: false));
        Assert.Equal(12_900 - 7.2, Findings.Difference(12_854.7, 7.168), 6);
    }

    [Fact]
    public void A_case_is_flagged_above_the_limit_by_the_share_its_table_gives()
    {
        // The table's "% of limit" is the median transfer over the scenario's limit; the flag used summary.csv's
        // per-probe limit_pct, so a cell could read 98% beside "at 103%", or 104% with no flag.
        var run = FixedRuns.Ssd;
        var limit = RunLimits.Limit(run, Restore)!.Value;
        var best = run.Summary.Where(s => s.Scenario == "restore" && s.TransferMbSMedian > 0).MaxBy(s => s.TransferMbSMedian)!;
        var above = run with { Summary = run.Summary.Select(s => s.Scenario != "restore" ? s : s == best ? s with { TransferMbSMedian = limit * 1.04, LimitPctMedian = 90 } : s with { LimitPctMedian = 103 }).ToList() };

        var said = Assert.Single(ScenarioFindings.AboveLimit(above, Restore));

        Assert.Contains(" at 104%", said, StringComparison.Ordinal);
        Assert.DoesNotContain("103%", said, StringComparison.Ordinal);
        Assert.Equal("104%", ReportTables.Summary(above.Summary.Single(s => s.CaseId.Equals(best.CaseId)), CaseTitles.Of(above.Summary.Select(s => s.CaseId)), limit: limit)[6].Text);
    }

    [Fact]
    public void An_ifi_off_restore_above_the_limit_whose_ifi_on_twin_is_within_it_is_put_down_to_writes_into_zeroed_space()
    {
        // c1 M6: IFI-off restores at 137% and 116% were put down to "a device that is not steady" while their IFI-on twins
        // were within the limit: the IFI-off copy writes into space zeroed just before, the probe into a fresh file.
        var run = FixedRuns.Ssd;
        var limit = RunLimits.Limit(run, Restore)!.Value;
        var off = run.Summary.First(s => s.Scenario == "restore" && s.CaseId.Ifi == false && s.TransferMbSMedian > 0);
        var on = off.CaseId.WithIfi(true);
        RunSummary With(double onShare) => run with
        {
            Summary = run.Summary.Select(s => s.Scenario != "restore" ? s
                : s.CaseId.Equals(off.CaseId) ? s with { TransferMbSMedian = limit * 1.3 }
                : s.CaseId.Equals(on) ? s with { TransferMbSMedian = limit * onShare }
                : s with { TransferMbSMedian = limit * 0.5 }).ToList(),
        };

        var said = Assert.Single(ScenarioFindings.AboveLimit(With(0.9), Restore));
        Assert.Contains(" at 130%", said, StringComparison.Ordinal);
        Assert.Contains("Likely cause: " + ScenarioFindings.WritesIntoZeroed, said, StringComparison.Ordinal);
        Assert.Contains("writes into space zeroed just before", said, StringComparison.Ordinal);

        // Both twins above the limit: zeroed space is not what sets the IFI-off one apart.
        Assert.All(ScenarioFindings.AboveLimit(With(1.1), Restore), l => Assert.DoesNotContain("zeroed just before", l, StringComparison.Ordinal));

        // Review s22 L16: a run with buffered I/O is put down to the page cache first, the IFI-off copy too.
        var buffered = With(0.9) is var b ? b with { Manifest = b.Manifest with { IoMode = "buffered" } } : null;
        var cached = Assert.Single(ScenarioFindings.AboveLimit(buffered!, Restore));
        Assert.Contains("Likely cause: the page cache: with buffered I/O", cached, StringComparison.Ordinal);
        Assert.DoesNotContain("zeroed just before", cached, StringComparison.Ordinal);
    }

    [Fact]
    public void Backups_on_the_data_volume_are_explained_even_when_the_settings_made_a_difference()
    {
        var run = FixedRuns.Ssd;
        Assert.Null(ScenarioFindings.Flat(run, Restore));

        var said = ScenarioFindings.SharedVolume(run, Restore)!;

        Assert.Contains("at best 620 MB/s with 1 backup file, 754 MB/s with 4 backup files", said, StringComparison.Ordinal);
        Assert.Contains("--backup-dir", said, StringComparison.Ordinal);
        Assert.Contains(said, ScenarioFindings.Of([run], Restore).Select(s => s["On this volume, ".Length..]));
        var elsewhere = run with { Manifest = run.Manifest with { BackupVolume = run.Manifest.Volume with { MountPoint = "/elsewhere" } } };
        Assert.Null(ScenarioFindings.SharedVolume(elsewhere, Restore));
    }

    [Fact]
    public void The_limit_finding_says_when_the_fastest_is_within_the_runs_spread_and_names_the_settings_clearly_slower()
    {
        var said = ScenarioFindings.Limit(FixedRuns.Ssd, Backup)!;

        Assert.Contains(" 2 settings are within the runs' spread of the fastest (414-758 MB/s): none of them is clearly the fastest.", said, StringComparison.Ordinal);
        Assert.EndsWith(" Clearly slower, beyond the runs' spread: compressed (42-46 MB/s, 9-18x slower than the fastest setting beside it).", said, StringComparison.Ordinal);
    }

    [Fact]
    public void Autogrow_says_what_filling_pages_cost_after_an_ifi_growth_against_zeroed_space()
    {
        var said = Assert.Single(Findings.FirstWriteCosts([FixedRuns.Ssd], ScenarioCatalog.Info("autogrow")));

        Assert.StartsWith("ssd: autogrow's writes into 512 MB in 64 KB writes took 6.1 s just after IFI allocated it, against 2.5 s into zeroed space", said, StringComparison.Ordinal);
        Assert.Contains("Zeroing it took 829 ms", said, StringComparison.Ordinal);
    }

    [Fact]
    public void The_tables_note_says_the_mb_s_column_is_the_size_over_the_median_and_transfer_mb_s_the_median_of_each_runs_rate()
    {
        var rows = FixedRuns.Ssd.Summary.Where(s => s.Scenario == "autogrow").ToList();

        var (note, _) = ReportTables.IntervalNote(rows, nameEstimator: true);

        Assert.Contains("MB/s: the case's bytes over that median, so the two agree; transfer MB/s: the median of each run's own copy rate", note, StringComparison.Ordinal);
    }

    [Fact]
    public void Printed_tables_shrink_and_wrap_so_their_right_border_stays_on_the_page()
    {
        var page = new HtmlReport((_, _) => null);
        page.Heading(1, "Storage capacity report");

        var html = page.Finish();

        var print = html[html.IndexOf("@media print", StringComparison.Ordinal)..];
        Assert.Contains("table { font-size: 10px; max-width: calc(100% - 2px); }", print, StringComparison.Ordinal);
        Assert.Contains("th, td { padding: 2px 4px; } td { overflow-wrap: break-word; }", print, StringComparison.Ordinal);
    }

    [Fact]
    public void An_estimate_below_the_smallest_size_measured_is_marked_as_extrapolated_down()
    {
        // The fixed ssd run created 256 MB and 1 GB databases: 128 MB is below them, 512 MB between them.
        var estimates = Estimates.For(FixedRuns.Ssd, [128L << 20, 512L << 20]).Estimates.Where(e => e.Scenario == "create").ToList();

        Assert.All(estimates.Where(e => e.SizeBytes == 128L << 20), e => Assert.Contains("below the smallest size measured (256 MB): extrapolated down the model", e.Flags));
        Assert.All(estimates.Where(e => e.SizeBytes == 512L << 20), e => Assert.Null(e.BelowFrom));
        Assert.Contains(ReportTables.Below, ReportTables.Estimates(estimates).Rows.SelectMany(r => r).Select(c => c.Text).First(t => t.StartsWith(Findings.Time(estimates.First(e => e.SizeBytes == 128L << 20).Ms), StringComparison.Ordinal)), StringComparison.Ordinal);
    }

    [Fact]
    public void A_sections_intro_lists_the_settings_the_run_measured_and_rotational_is_what_the_kernel_reports()
    {
        Assert.Equal(" Measured here: 1 backup file and 4 backup files; uncompressed and compressed.", ReportLayout.Tried([FixedRuns.Ssd], Backup));
        Assert.Contains(ReportTables.Environment(FixedRuns.Ssd), c => c.Text.EndsWith("(as the kernel reports it)", StringComparison.Ordinal));
    }
}
