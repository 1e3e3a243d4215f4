using Bench.Harness.Views;
using Bench.Results.Manifest;

namespace Bench.Harness.Tests.Views;

/// <summary>The lines a run ends with: the study, the forecast against the actual time, the harness's CPU.</summary>
public sealed class StudyViewTests
{
    private static readonly CpuInfo Cpu = new(1000, 500, 2_000_000_000, 750);

    private static string Printed(double predictedMs, double actualMs, StudyInfo? study = null, bool cancelled = false, CpuInfo? cpu = null, bool resumed = false, bool fromProbe = false)
    {
        using var console = new TestConsole();
        var forecast = new ForecastInfo(predictedMs, "baseline", 1 << 30, 1 << 30) { ActualWallMs = actualMs };
        StudyView.Print(console.Console, study, forecast, cpu ?? Cpu, fromProbe, cancelled, resumed);
        return console.Output;
    }

    [Fact]
    public void A_cut_larger_than_the_ideal_is_said_as_taken_off_the_ideal_before_it_not_off_the_ideal_printed()
    {
        // ideal_cut_ms 5205.8 > ideal_ms 2895.1: a 64 MB baseline measured the volume slower than the cases then ran.
        var study = new StudyInfo(10_000, 2895.1, 0.29, 5000, 500, 500, 500, 100, 1000, 500, 100) { BytesWritten = 1L << 30, BytesRead = 300L << 20, IdealCutMs = 5205.8 };

        var printed = Printed(1, 1, study).ReplaceLineEndings(" ");

        Assert.Contains("need 2.9 s (8.1 s less 5.2 s where cases beat the rates measured before them", printed, StringComparison.Ordinal);
        Assert.DoesNotContain("cut from that", printed, StringComparison.Ordinal);
    }

    [Fact]
    public void The_time_measuring_the_volume_is_named_a_probe_when_the_run_measured_no_baseline()
    {
        var study = new StudyInfo(10_000, 5000, 0.5, 5000, 500, 500, 500, 100, 2500, 500, 100) { BytesWritten = 1L << 30 };

        Assert.Contains(", volume probe 2.5 s,", Printed(1, 1, study, fromProbe: true), StringComparison.Ordinal);
        Assert.DoesNotContain("baseline 2.5 s", Printed(1, 1, study, fromProbe: true), StringComparison.Ordinal);
        Assert.Contains(", baseline and probes 2.5 s,", Printed(1, 1, study), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(158_000, 157_600, "(0%)")] // 0.25% short: no "-+0%"
    [InlineData(158_000, 158_400, "(0%)")]
    [InlineData(100_000, 112_400, "(+12%)")]
    [InlineData(100_000, 89_000, "(-11%)")]
    public void The_forecast_error_is_signed_and_zero_is_plain(double predictedMs, double actualMs, string expected)
    {
        Assert.Contains(expected, Printed(predictedMs, actualMs), StringComparison.Ordinal);
    }

    [Fact]
    public void The_bytes_charged_at_the_copy_rate_are_named_only_when_there_are_some()
    {
        var study = new StudyInfo(100_000, 66_000, 0.66, 90_000, 1000, 1000, 1000, 100, 1000, 500, 100) { BytesWritten = 3L << 30, BytesRead = 2L << 30 };

        Assert.DoesNotContain("copy rate", Printed(1, 1, study), StringComparison.Ordinal);
        Assert.Contains("; 2 GiB of the reads and as many of the writes copied on one volume, at its copy rate", Printed(1, 1, study with { BytesCopied = 2L << 30 }), StringComparison.Ordinal);
    }

    [Fact]
    public void A_cancelled_run_says_its_forecast_was_for_the_whole_run_and_gives_no_percentage()
    {
        var printed = Printed(117_000, 8_700, cancelled: true);

        Assert.Contains("forecast 1 min 57 s for the whole run, actual 8.7 s until it was cancelled;", printed, StringComparison.Ordinal);
        Assert.DoesNotContain("%", printed.Split('\n').Single(l => l.Contains("forecast", StringComparison.Ordinal)), StringComparison.Ordinal);
    }

    [Fact]
    public void A_cancelled_resumed_session_says_its_forecast_was_for_the_rest_of_the_run()
    {
        var printed = Printed(117_000, 8_700, cancelled: true, resumed: true);

        Assert.Contains("forecast 1 min 57 s for the rest of the run, actual 8.7 s until it was cancelled;", printed, StringComparison.Ordinal);
        Assert.DoesNotContain("whole run", printed, StringComparison.Ordinal);
    }

    [Fact]
    public void A_part_that_moved_no_bytes_prints_no_empty_cpu_figure()
    {
        var printed = Printed(1, 1, cpu: new CpuInfo(1000, 500, 0, null) { CasesMsPerGb = 269 });

        Assert.Contains("harness CPU - ms per GB moved (user 1.0 s, kernel 0.5 s, 0 B); cases 269 ms/GB", printed, StringComparison.Ordinal);
        Assert.DoesNotContain("fixtures", printed, StringComparison.Ordinal);
        Assert.DoesNotContain(" ms/GB,", printed, StringComparison.Ordinal);
    }

    /// <summary>
    /// c1 L9: the forecast built on a cold baseline (9 min 08 s for a run of 1 min 58 s) said nothing of it. The run's end
    /// gives the report's sentence under the forecast line (ColdBaseline, from the manifest's baseline and limit_probes).
    /// </summary>
    [Fact]
    public void A_cold_baseline_is_said_under_the_forecast_line_in_the_reports_words()
    {
        var manifest = TestManifests.Of("x", "x") with
        {
            Baseline = new VolumeBaseline("/data/probe", 1L << 30, 1 << 20, 8, 1318, 2039, true),
            LimitProbes = [.. new[] { 1454.0, 2400, 3289 }.Select((w, i) => new LimitProbe(i + 1, DateTime.UnixEpoch.AddMinutes(i + 1), 500, new VolumeBaseline("/data/probe", 1L << 30, 1 << 20, 8, w, 2000, true)))],
        };
        var cold = Bench.Plots.Report.ColdBaseline.Sentence(manifest);
        using var console = new TestConsole();
        console.Console.Profile.Width = 400;

        StudyView.Print(console.Console, null, new ForecastInfo(548_000, "baseline", 1 << 30, 1 << 30) { ActualWallMs = 118_000 }, Cpu, fromProbe: false, cancelled: false, cold: cold);

        Assert.NotNull(cold);
        var lines = console.Output.Split('\n');
        var forecast = Array.FindIndex(lines, l => l.Contains("forecast 9 min", StringComparison.Ordinal));
        Assert.Contains("the baseline looks cold: it wrote 1,318 MB/s, below every later probe (1,454 to 3,289 MB/s, median 2,400)", lines[forecast + 1], StringComparison.Ordinal);
        Assert.Null(Bench.Plots.Report.ColdBaseline.Sentence(manifest with { Baseline = manifest.Baseline! with { WriteMbS = 2000 } }));
    }
}
