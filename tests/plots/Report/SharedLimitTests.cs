using System.Globalization;
using System.Text.RegularExpressions;
using Bench.Plots.Charts;
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
    public void The_sweep_chart_and_the_finding_say_how_near_the_best_came_to_the_read_and_write_limit()
    {
        var run = FixedRuns.Ssd;
        var copy = run.Manifest.Baseline!.ReadWriteMbS!.Value.ToString("#,0", CultureInfo.InvariantCulture);

        var chart = Assert.IsType<LineChart>(RunCharts.Build(run).Single(c => c.Name == "restore-buffercount"));
        var title = Regex.Match(chart.Title, "reaches (?<limit>[0-9]+)% of the volume's limit, (?<copy>[0-9]+)% of its read \\+ write at once$");
        Assert.True(title.Success, chart.Title);

        var finding = ScenarioFindings.Limit(run, Restore)!;
        var said = Regex.Match(finding, "reaches (?<limit>[0-9]+)% of the volume's write limit .* \\((?<best>[0-9,]+) MB/s\\): (?<copy>[0-9]+)% of the " + Regex.Escape(copy) + " MB/s the volume copies reading and writing at once, its limit while the backups share it\\.$");
        Assert.True(said.Success, finding);
        var best = double.Parse(said.Groups["best"].Value, NumberStyles.AllowThousands, CultureInfo.InvariantCulture);
        Assert.Equal((best / run.Manifest.Baseline.ReadWriteMbS!.Value).ToString("0%", CultureInfo.InvariantCulture), said.Groups["copy"].Value + "%");
        Assert.Equal((title.Groups["limit"].Value, title.Groups["copy"].Value), (said.Groups["limit"].Value, said.Groups["copy"].Value));
    }

    [Fact]
    public void Without_a_read_and_write_measurement_only_the_volume_limit_is_said()
    {
        var run = FixedRuns.Ssd;
        var alone = run with { Manifest = run.Manifest with { Baseline = run.Manifest.Baseline! with { ReadWriteMbS = null } } };

        var chart = Assert.IsType<LineChart>(RunCharts.Build(alone).Single(c => c.Name == "restore-buffercount"));
        Assert.EndsWith("of the volume's limit", chart.Title, StringComparison.Ordinal);
        Assert.DoesNotContain("reading and writing at once", ScenarioFindings.Limit(alone, Restore), StringComparison.Ordinal);
        Assert.EndsWith(" MB/s).", ScenarioFindings.Limit(alone, Restore), StringComparison.Ordinal);
    }
}
