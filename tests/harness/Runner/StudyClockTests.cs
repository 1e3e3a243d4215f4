using Bench.Harness.Runner;
using Bench.Results.Manifest;

namespace Bench.Harness.Tests.Runner;

/// <summary>
/// The study's efficiency charges each case's bytes at the rates measured nearest to it: a case held against a limit probe
/// at that probe's rates, the others at the run's start baseline; the figure at the baseline alone is given beside it.
/// </summary>
public sealed class StudyClockTests
{
    private static VolumeBaseline Rates(double write, double read) => new("probe", 1 << 27, 1 << 20, 8, write, read, Direct: true);

    /// <summary>A case's start an hour ago: longer than any ideal below, so that no case's ideal is cut to its own time.</summary>
    private static StudyClock.Mark LongAgo(StudyClock clock) => clock.Start() with { Wall = TimeSpan.FromHours(-1) };

    [Fact]
    public void A_case_measured_after_a_probe_is_charged_at_the_probes_rates_and_the_others_at_the_baseline()
    {
        var clock = new StudyClock();

        // 1 GB written under a probe that saw 500 MB/s write (2 s), 2 GB read under one that saw 250 MB/s read (8 s),
        // and 3 GB written with no probe: at the baseline's 1000 MB/s write (3 s).
        clock.CaseEnded(LongAgo(clock), written: 1_000_000_000, read: 0, Rates(500, 9999));
        clock.CaseEnded(LongAgo(clock), written: 0, read: 2_000_000_000, Rates(9999, 250));
        clock.CaseEnded(LongAgo(clock), written: 3_000_000_000, read: 0);

        var study = clock.Study(writeMbS: 1000, readMbS: 400);

        Assert.Equal(2000 + 8000 + 3000, study.IdealMs);

        // At the baseline alone: 4 GB written at 1000 MB/s, 2 GB read at 400 MB/s.
        Assert.Equal(4000 + 5000, study.IdealAtBaselineMs);
        Assert.Equal((4_000_000_000, 2_000_000_000), (study.BytesWritten, study.BytesRead));
        Assert.True(study.Efficiency > study.EfficiencyAtBaseline, $"{study.Efficiency} vs {study.EfficiencyAtBaseline}: the slower probes give the same wall time a larger ideal");
    }

    [Fact]
    public void Without_probes_both_figures_are_the_baselines_and_only_positive_charges_count()
    {
        var clock = new StudyClock();
        clock.CaseEnded(LongAgo(clock), written: 2_000_000_000, read: 1_000_000_000);
        clock.Charge(StudyPart.Timed, 50);
        clock.Charge(StudyPart.Deletion, 20);
        clock.Charge(StudyPart.Deletion, -5);
        clock.Charge(StudyPart.CaseSetup, double.NaN);

        var study = clock.Study(writeMbS: 1000, readMbS: 500);

        Assert.Equal(4000, study.IdealMs);
        Assert.Equal(study.IdealMs, study.IdealAtBaselineMs);
        Assert.Equal(study.Efficiency, study.EfficiencyAtBaseline);
        Assert.Equal((50, 20, 0), (study.TimedMs, study.DeletionMs, study.CaseSetupMs));
    }

    [Fact]
    public void A_transfer_on_one_volume_has_its_copied_bytes_charged_at_the_copy_rate_and_the_rest_at_the_separate_rates()
    {
        var clock = new StudyClock();

        // A restore under a probe (write 1000, read 500, copy 250 MB/s): 1 GB read and 2 GB written (zeroing first) ->
        // 1 GB copied at 250 MB/s (4 s) + the other 1 GB written at 1000 MB/s (1 s).
        clock.CaseEnded(LongAgo(clock), written: 2_000_000_000, read: 1_000_000_000, Rates(1000, 500) with { ReadWriteMbS = 250 }, copies: true);

        // A backup without a probe: 2 GB read, 1 GB written (compressed) -> at the baseline (write 800, read 400, copy 200):
        // 1 GB copied at 200 MB/s (5 s) + the other 1 GB read at 400 MB/s (2.5 s).
        clock.CaseEnded(LongAgo(clock), written: 1_000_000_000, read: 2_000_000_000, copies: true);

        // A create (writes only) copies nothing: 1 GB at the baseline's 800 MB/s (1.25 s).
        clock.CaseEnded(LongAgo(clock), written: 1_000_000_000, read: 0, copies: false);

        var study = clock.Study(writeMbS: 800, readMbS: 400, readWriteMbS: 200);

        Assert.Equal(4000 + 1000 + 5000 + 2500 + 1250, study.IdealMs);
        Assert.Equal(2_000_000_000, study.BytesCopied);

        // At the baseline alone: 2 GB copied at 200 (10 s), 2 GB more written at 800 (2.5 s), 1 GB more read at 400 (2.5 s).
        Assert.Equal(10_000 + 2500 + 2500, study.IdealAtBaselineMs);
    }

    [Fact]
    public void Without_a_copy_rate_a_transfers_bytes_are_charged_at_the_separate_rates_and_none_is_reported_copied()
    {
        var clock = new StudyClock();

        // Backups on another volume: neither the probe nor the baseline measured a copy rate.
        clock.CaseEnded(LongAgo(clock), written: 1_000_000_000, read: 1_000_000_000, Rates(1000, 500), copies: true);
        clock.CaseEnded(LongAgo(clock), written: 1_000_000_000, read: 1_000_000_000, copies: true);

        var study = clock.Study(writeMbS: 500, readMbS: 250);

        Assert.Equal(1000 + 2000 + 2000 + 4000, study.IdealMs);
        Assert.Null(study.BytesCopied);
    }

    [Fact]
    public void A_case_that_beat_the_rates_measured_near_it_is_charged_its_own_time_and_the_cut_is_reported()
    {
        var clock = new StudyClock();

        // A restore that copied 1 GB in 2 s (500 MB/s) under a probe whose copy rate was 100 MB/s (10 s at that rate): its
        // own 2 s count, not 10. And a create that wrote 1 GB in 4 s against the baseline's 1000 MB/s (1 s): 1 s counts.
        // Both started an hour ago: the time since (their files' deletion included) is not what caps them.
        clock.CaseEnded(LongAgo(clock), written: 1_000_000_000, read: 1_000_000_000, Rates(1000, 1000) with { ReadWriteMbS = 100 }, copies: true, movingMs: 2000);
        clock.CaseEnded(LongAgo(clock), written: 1_000_000_000, read: 0, movingMs: 4000);

        var study = clock.Study(writeMbS: 1000, readMbS: 1000, readWriteMbS: 500);

        Assert.Equal(2000 + 1000, study.IdealMs);
        Assert.Equal(10_000 - 2000, study.IdealCutMs);

        // At the baseline alone the restore's copy needs 2 s at 500 MB/s: nothing to cut.
        Assert.Equal(2000 + 1000, study.IdealAtBaselineMs);
    }

    [Fact]
    public void The_figure_at_the_baseline_alone_charges_each_case_at_most_its_own_time_too()
    {
        var clock = new StudyClock();

        // A create that wrote 2 GB in 1 s, against a baseline that measured 500 MB/s write (4 s): 1 s counts.
        clock.CaseEnded(LongAgo(clock), written: 2_000_000_000, read: 0, movingMs: 1000);

        var study = clock.Study(writeMbS: 500, readMbS: 500);

        Assert.Equal((1000, 1000), (study.IdealMs, study.IdealAtBaselineMs));
        Assert.Equal(3000, study.IdealCutMs);
    }

    [Theory]
    [InlineData(75.0, true)]
    [InlineData(20.0, true)]
    [InlineData(19.9, false)]
    [InlineData(null, false)]
    public void A_forecast_made_while_other_processes_kept_the_cpus_busy_says_it_may_be_far_off(double? others, bool cautioned)
    {
        var caution = RunForecast.LoadCaution(others);

        Assert.Equal(cautioned, caution is not null);
        if (cautioned)
        {
            Assert.StartsWith($"LIKELY FAR OFF: other processes kept the CPUs {others:0}% busy while the volume was measured", caution, StringComparison.Ordinal);
            Assert.Contains("eta learns from the rows", caution, StringComparison.Ordinal);
            // Review s22 L17: what was seen, a run's forecast 3x too long and a matrix's 26x (7 h for a 16-minute run).
            Assert.Contains("(seen: a forecast 3x to 26x too long)", caution, StringComparison.Ordinal);
            Assert.Contains("Forecast again when the machine is quieter", RunForecast.LoadCaution(others, run: false), StringComparison.Ordinal);
        }
    }

    [Fact]
    public void A_clock_of_a_sqlserver_run_does_not_say_other_processes_load_whose_server_is_one_of_them()
    {
        Assert.Null(new StudyClock(othersApart: false).OthersBusySoFar());
    }
}
