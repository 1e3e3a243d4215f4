using Bench.Results.Manifest;

namespace Bench.Plots.Tests.Report;

/// <summary>
/// c1 L9: a RAM volume's baseline wrote 1,318 MB/s, every later probe 1,454 to 3,289; the forecast (9 min 08 s for a run of
/// 1 min 58 s) and the efficiency were built on it, and nothing said it looked cold.
/// </summary>
public sealed class ColdBaselineTests
{
    private static RunManifest Manifest(double baseline, params double[] probes) => FixedRuns.Ssd.Manifest with
    {
        Baseline = new VolumeBaseline("/data/probe", 1L << 30, 1 << 20, 8, baseline, 2039, true),
        LimitProbes = [.. probes.Select((p, i) => new LimitProbe(i + 1, FixedRuns.Ssd.Manifest.StartedUtc.AddMinutes(i + 1), 500, new VolumeBaseline("/data/probe", 1L << 30, 1 << 20, 8, p, 2000, true)))],
    };

    [Fact]
    public void A_baseline_below_every_later_probe_by_a_wide_margin_is_said_to_look_cold_in_the_summary()
    {
        var run = FixedRuns.Ssd with { Manifest = Manifest(1318, 1454, 2400, 3289) };

        var said = Assert.Single(ExecutiveSummary.Cautions([run]), c => c.Contains("cold", StringComparison.Ordinal));

        Assert.StartsWith("Read with care: the baseline looks cold: it wrote 1,318 MB/s, below every later probe (1,454 to 3,289 MB/s, median 2,400)", said, StringComparison.Ordinal);
        Assert.Contains("forecast", said, StringComparison.Ordinal);
        Assert.Contains(said, ExecutiveSummary.Of([run], [], []));
    }

    [Theory]
    [InlineData(1318.0, new[] { 1200.0, 2400, 3289 })] // one probe slower than the baseline: a volume that varies, not a cold start
    [InlineData(2000.0, new[] { 2100.0, 2200, 2300 })] // every probe faster, but by 10%: within what a shared volume scatters by
    [InlineData(1318.0, new[] { 3000.0 })] // a single probe says nothing of "every later probe"
    public void A_baseline_within_the_probes_or_by_a_small_margin_is_not(double baseline, double[] probes)
    {
        Assert.Null(ColdBaseline.Of(Manifest(baseline, probes)));
        Assert.DoesNotContain(ExecutiveSummary.Cautions([FixedRuns.Ssd with { Manifest = Manifest(baseline, probes) }]), c => c.Contains("cold", StringComparison.Ordinal));
    }
}
