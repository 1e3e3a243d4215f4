using System.Globalization;
using System.Text.RegularExpressions;
using Bench.Plots.Charts;
using Bench.Plots.Figures;
using Bench.Results;
using Bench.Results.Manifest;
using Bench.Scenarios;

namespace Bench.Plots.Tests.Report;

/// <summary>
/// A restore whose backups share the data volume reads and writes one device, so the headline holds its best against
/// what the volume copies reading and writing at once as well as against the write limit (the fixed ssd run: backups
/// on the data volume, 443.6 MB/s copied).
/// </summary>
public sealed class SharedLimitTests
{
    private static readonly ScenarioInfo Restore = ScenarioCatalog.Info("restore")!;

    [Fact]
    public void The_finding_says_how_near_the_best_came_to_the_read_and_write_limit_and_the_sweep_chart_draws_it_beside_one_share()
    {
        var run = FixedRuns.Ssd;
        var copy = run.Manifest.Baseline!.ReadWriteMbS!.Value.ToString("#,0", CultureInfo.InvariantCulture);

        var chart = Assert.IsType<LineChart>(RunCharts.Build(run).Single(c => c.Name == "restore-buffercount"));
        // The chart's title gives one share, of the volume's limit; the read + write limit is its line, drawn and labelled.
        var title = Regex.Match(chart.Title, "reaches (?<limit>[0-9]+)% of the volume's write limit$");
        Assert.True(title.Success, chart.Title);
        Assert.Contains(chart.References, r => r.Label == SweepFigure.CopyLimit && r.Value == run.Manifest.Baseline.ReadWriteMbS);

        var finding = ScenarioFindings.Limit(run, Restore)!;
        var said = Regex.Match(finding, "reaches (?<limit>[0-9]+)% of the volume's write limit .* \\((?<best>[0-9,]+) MB/s\\): ((?<copy>[0-9]+)% of the " + Regex.Escape(copy) + " MB/s the volume copies reading and writing at once, its limit while the backups share it|faster than the " + Regex.Escape(copy) + " MB/s the volume copies reading and writing at once \\((?<copy>[0-9]+)%\\), so that probe understated the limit while the backups share it)(; with IFI off, [^.]*)?\\.( .*)?$");
        Assert.True(said.Success, finding);
        var best = double.Parse(said.Groups["best"].Value, NumberStyles.AllowThousands, CultureInfo.InvariantCulture);
        Assert.Equal((best / run.Manifest.Baseline.ReadWriteMbS!.Value).ToString("0%", CultureInfo.InvariantCulture), said.Groups["copy"].Value + "%");
        Assert.Equal(title.Groups["limit"].Value, said.Groups["limit"].Value);
    }

    [Fact]
    public void A_best_case_faster_than_the_copy_probe_is_said_to_be_above_it_not_a_share_of_a_limit_it_passed()
    {
        Assert.Equal(": 96% of the 672 MB/s the volume copies, its limit while the backups share it", ScenarioFindings.CopyShare(0.96, 672, "copies"));
        Assert.Equal(
            ": faster than the 628 MB/s the volume copies (117%), so that probe understated the limit while the backups share it",
            ScenarioFindings.CopyShare(1.17, 628, "copies"));
    }

    [Fact]
    public void Without_a_read_and_write_measurement_only_the_volume_limit_is_said()
    {
        var run = FixedRuns.Ssd;
        var alone = run with { Manifest = run.Manifest with { Baseline = run.Manifest.Baseline! with { ReadWriteMbS = null } } };

        var chart = Assert.IsType<LineChart>(RunCharts.Build(alone).Single(c => c.Name == "restore-buffercount"));
        Assert.EndsWith("of the volume's write limit", chart.Title, StringComparison.Ordinal);
        Assert.DoesNotContain("reading and writing at once", ScenarioFindings.Limit(alone, Restore), StringComparison.Ordinal);
        Assert.Matches(@" MB/s\)(; with IFI off, [^:]*)?\.", ScenarioFindings.Limit(alone, Restore));
    }

    /// <summary>
    /// The fixed ssd run as if it had measured the volume before each group: the restores from 1 backup file say 900 MB/s
    /// written and 300 copied, those from 4 files 1,100 and 500 (the medians, 1,000 and 400, were once drawn though no
    /// case met them),
    /// and, with <paramref name="flat"/>, transfer rates within a third of each other (a flat sweep).
    /// </summary>
    private static RunSummary MeasuredBeforeEachGroup(bool flat = false)
    {
        var run = FixedRuns.Ssd;
        return run with
        {
            // Two probes before the restores: one before the first group (900 written, 300 copied), one before the 4-file
            // cases of the first repetition (1,100 and 500): their medians 1,000 and 400.
            Manifest = run.Manifest with
            {
                LimitProbes =
                [
                    new LimitProbe(0, run.Manifest.StartedUtc, 900, run.Manifest.Baseline! with { WriteMbS = 900, ReadWriteMbS = 300 }),
                    new LimitProbe(1, FirstRestore(run, stripes: 4), 900, run.Manifest.Baseline! with { WriteMbS = 1100, ReadWriteMbS = 500 }),
                ],
            },
            Summary = run.Summary.Select((s, i) => s.Scenario != "restore" ? s : s with
            {
                LimitMbSMedian = s.Parameters.Stripes == 1 ? 900 : 1100,
                ReadWriteLimitMbSMedian = s.Parameters.Stripes == 1 ? 300 : 500,
                TransferMbSMedian = flat && s.TransferMbSMedian is not null ? 380 + (i % 7 * 10) : s.TransferMbSMedian,
            }).Select(s => s.Scenario != "restore" || s.TransferMbSMedian is not { } rate ? s : s with { LimitPctMedian = 100 * rate / s.LimitMbSMedian!.Value }).ToList(),
        };
    }

    /// <summary>Just before the first restore row from <paramref name="stripes"/> backup files starts.</summary>
    private static DateTime FirstRestore(RunSummary run, int stripes) =>
        run.Rows.Where(r => r.Scenario == "restore" && r.Parameters.Stripes == stripes).Min(r => r.StartedUtc).AddMilliseconds(-1);

    [Fact]
    public void The_scenario_limit_is_the_median_of_the_distinct_probes_before_its_groups_not_an_estimate_over_its_cases()
    {
        // As in a run on disk: three probes before the scenario's groups read 482, 504 and 992 MB/s; most cases met the
        // 992 one, so their own limit medians are 992, yet the chart's "median of the probes before each group" is the
        // probes' median, 504, as the console's "limit now:" lines give it. A probe after the scenario's last row (before
        // another scenario's groups) is not one of them.
        var run = FixedRuns.Ssd;
        var starts = run.Rows.Where(r => r.Scenario == "restore").Select(r => r.StartedUtc).Order().ToList();
        LimitProbe Probe(int group, DateTime at, double write, double copy) => new(group, at, 900, run.Manifest.Baseline! with { WriteMbS = write, ReadWriteMbS = copy });
        var measured = run with
        {
            Manifest = run.Manifest with
            {
                LimitProbes =
                [
                    Probe(1, starts[0].AddMilliseconds(-1), 482, 150),
                    Probe(2, starts[1].AddMilliseconds(-1), 504, 170),
                    Probe(3, starts[2].AddMilliseconds(-1), 992, 160),
                    Probe(4, starts[^1].AddSeconds(1), 5000, 4000),
                ],
            },
            Summary = run.Summary.Select(s => s.Scenario != "restore" ? s : s with { LimitMbSMedian = 992, ReadWriteLimitMbSMedian = 160 }).ToList(),
        };

        Assert.Equal([482, 504, 992], RunLimits.Probes(measured, Restore).Select(p => p.Rates.WriteMbS));
        Assert.Equal(504, RunLimits.Alone(measured, Restore));
        Assert.Equal(160, RunLimits.SharedLimit(measured, Restore));
        // Two probes: the mean of the middle two, as a spreadsheet's MEDIAN gives it.
        var two = measured with { Manifest = measured.Manifest with { LimitProbes = [.. measured.Manifest.LimitProbes.Where(p => p.Group is 1 or 3)] } };
        Assert.Equal(737, RunLimits.Alone(two, Restore));
    }

    [Fact]
    public void A_run_that_measured_the_volume_before_each_group_draws_the_median_of_its_limits_on_every_sweep_chart_and_holds_the_best_against_it()
    {
        var measured = MeasuredBeforeEachGroup();

        var charts = RunCharts.Build(measured).OfType<LineChart>().Where(c => c.Name.StartsWith("restore-", StringComparison.Ordinal)).ToList();
        var chart = charts.Single(c => c.Name == "restore-buffercount");

        // The backups share the data volume and it copies (400) below its write (1,000): the copy rate is the limit, the
        // median of those measured before the scenario's groups (300 and 500), the one line drawn, the same on every sweep
        // chart of the scenario (one case is never drawn against different limits), its label giving the write alone.
        var (write, copy) = (RunLimits.Alone(measured, Restore)!.Value, RunLimits.SharedLimit(measured, Restore)!.Value);
        Assert.Equal((1000, 400), (write, copy));
        Assert.True(RunLimits.AtCopyRate(measured, Restore));
        Assert.Equal(copy, RunLimits.Limit(measured, Restore));
        Assert.Equal(
            [(copy, SweepFigure.CopyAsLimit(SweepFigure.CopyLimitMedian, TransferLimit.Write, write))],
            chart.References.Select(r => (r.Value, r.Label)));
        Assert.EndsWith("write alone 1,000 MB/s)", chart.References[0].Label, StringComparison.Ordinal);
        Assert.All(charts, c => Assert.Equal(chart.References, c.References));
        // The title's share is the best point's height over the line drawn: one figure, no second share.
        var top = chart.Series.SelectMany(s => s.Points).Max(p => p.Y);
        Assert.EndsWith(
            string.Create(CultureInfo.InvariantCulture, $"reaches {top / copy:0%} of {SweepFigure.CopyLimitWords}"),
            chart.Title, StringComparison.Ordinal);
        var best = measured.Summary.Where(s => s.Scenario == "restore" && s.CaseId.Ifi != false).MaxBy(s => s.TransferMbSMedian)!;
        // The finding holds it against the same limit, its share the rate it prints over it, and the table's "% of limit" too.
        var finding = ScenarioFindings.Limit(measured, Restore)!;
        Assert.Contains(
            string.Create(CultureInfo.InvariantCulture, $"reaches {best.TransferMbSMedian / copy:0%} of {SweepFigure.CopyLimitWords} ({copy:#,0} MB/s, the median of the volume measured before its groups: its backups share the data volume, so each case reads and writes it at once; write alone 1,000 MB/s) in its fastest case"),
            finding, StringComparison.Ordinal);
        Assert.DoesNotContain("of the volume's write limit", finding, StringComparison.Ordinal);
        Assert.Equal(best.TransferMbSMedian / copy * 100, Bench.Plots.Report.ReportTables.LimitPct(best, RunLimits.Limit(measured, Restore)));

        // Without the manifest's probes (a run before them), the start's baseline, whatever the rows say: its copy (443.6)
        // above its write (177.8), so the write is the limit and the copy a second line.
        var older = measured with { Manifest = FixedRuns.Ssd.Manifest };
        Assert.False(RunLimits.AtCopyRate(older, Restore));
        Assert.Equal(FixedRuns.Ssd.Manifest.Baseline!.WriteMbS, RunLimits.Limit(older, Restore));
        Assert.Equal(FixedRuns.Ssd.Manifest.Baseline.ReadWriteMbS, RunLimits.SharedLimit(older, Restore));
        Assert.Equal(
            [SweepFigure.VolumeLimit(TransferLimit.Write), SweepFigure.CopyLimit],
            Assert.IsType<LineChart>(RunCharts.Build(older).Single(c => c.Name == "restore-buffercount")).References.Select(r => r.Label));
    }

    [Fact]
    public void Backups_on_their_own_volume_hold_a_restore_to_the_write_alone()
    {
        var measured = MeasuredBeforeEachGroup();
        var apart = measured with { Manifest = measured.Manifest with { BackupVolume = measured.Manifest.Volume with { MountPoint = "/backups" } } };

        Assert.False(RunLimits.AtCopyRate(apart, Restore));
        Assert.Equal(1000, RunLimits.Limit(apart, Restore));
    }

    [Fact]
    public void A_flat_sweep_names_the_copy_rate_its_best_case_met_as_the_limit_finding_does_and_the_range_of_the_others()
    {
        var measured = MeasuredBeforeEachGroup(flat: true);
        var best = measured.Summary.Where(s => s.Scenario == "restore" && s.CaseId.Ifi != false).MaxBy(s => s.TransferMbSMedian)!;
        var copy = best.ReadWriteLimitMbSMedian!.Value;
        var share = (best.TransferMbSMedian!.Value / copy).ToString("0%", CultureInfo.InvariantCulture);

        var limit = ScenarioFindings.Limit(measured, Restore)!;
        var flat = ScenarioFindings.Flat(measured, Restore)!;
        var brief = ScenarioFindings.Flat(measured, Restore, brief: true)!;

        var median = RunLimits.SharedLimit(measured, Restore)!.Value;
        Assert.Contains(string.Create(CultureInfo.InvariantCulture, $"reaches {best.TransferMbSMedian!.Value / median:0%} of {SweepFigure.CopyLimitWords} ({median:#,0} MB/s"), limit, StringComparison.Ordinal);
        Assert.Contains(string.Create(CultureInfo.InvariantCulture, $"this volume copied 300-500 MB/s when measured before each group ({copy:#,0} MB/s before the best case's, which reached {share} of it)"), flat, StringComparison.Ordinal);
        Assert.Contains("(which copied 300-500 MB/s reading and writing at once, measured before each group)", brief, StringComparison.Ordinal);
        Assert.All(new[] { flat, brief }, said => Assert.DoesNotContain("400 MB/s", said, StringComparison.Ordinal));
    }

    [Fact]
    public void The_environment_row_counts_the_groups_measured_and_says_the_probes_when_a_group_was_measured_more_than_once()
    {
        var run = FixedRuns.Ssd;
        var (at, rates) = (run.Manifest.StartedUtc, run.Manifest.Baseline!);
        LimitProbe Probe(int group, double write) => new(group, at, 700, rates with { WriteMbS = write });

        string Row(params LimitProbe[] probes) =>
            Bench.Plots.Report.ReportTables.Environment(run with { Manifest = run.Manifest with { LimitProbes = probes } }).Single(c => c.Text.Contains("again before", StringComparison.Ordinal)).Text;

        Assert.Contains("; again before 2 groups of transfers (3 probes): 800-1,200 / ", Row(Probe(0, 900), Probe(0, 800), Probe(3, 1200)), StringComparison.Ordinal);
        Assert.Contains("; again before 2 groups of transfers: 800-900 / ", Row(Probe(0, 900), Probe(3, 800)), StringComparison.Ordinal);
    }

    [Fact]
    public void The_fastest_is_held_against_the_median_limit_the_finding_prints_whatever_the_share_of_its_own_limit()
    {
        // Each case's limit_pct is held against the volume measured before its own groups (51% and 54% here); the finding
        // prints one limit, the scenario's median, and the fastest's rate over it, so its figures check.
        var measured = MeasuredBeforeEachGroup();
        var transfers = measured.Summary.Where(s => s.Scenario == "restore" && s.CaseId.Ifi != false && s.TransferMbSMedian > 0).OrderByDescending(s => s.TransferMbSMedian).ToList();
        var (fastest, other) = (transfers[0], transfers[1]);
        var run = measured with
        {
            Summary = measured.Summary.Select(s => s == fastest ? s with { LimitPctMedian = 51 } : s == other ? s with { LimitPctMedian = 54 } : s with { LimitPctMedian = Math.Min(s.LimitPctMedian ?? 0, 40) }).ToList(),
        };

        var finding = ScenarioFindings.Limit(run, Restore)!;

        Assert.Contains(string.Create(CultureInfo.InvariantCulture, $"reaches {fastest.TransferMbSMedian / 400:0%} of {SweepFigure.CopyLimitWords} (400 MB/s, "), finding, StringComparison.Ordinal);
        Assert.DoesNotContain("highest share", finding, StringComparison.Ordinal);
    }

    [Fact]
    public void A_flat_sweep_names_the_cases_that_had_the_ends_of_its_range()
    {
        var flat = MeasuredBeforeEachGroup(flat: true);
        var rows = flat.Summary.Where(s => s.Scenario == "restore" && s.CaseId.Ifi != false && s.TransferMbSMedian > 0).ToList();
        var titles = CaseTitles.Of(rows.Select(s => s.CaseId));
        var (slowest, fastest) = (rows.MinBy(s => s.TransferMbSMedian)!, rows.MaxBy(s => s.TransferMbSMedian)!);

        var said = ScenarioFindings.Flat(flat, Restore)!;

        Assert.Contains(
            string.Create(CultureInfo.InvariantCulture, $"from {slowest.TransferMbSMedian:#,0} MB/s ({titles[slowest.CaseId]}) to {fastest.TransferMbSMedian:#,0} MB/s ({titles[fastest.CaseId]}):"),
            said,
            StringComparison.Ordinal);
    }
}
