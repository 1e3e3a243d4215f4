using System.Xml.Linq;
using Bench.Plots.Charts;
using Bench.Results;

namespace Bench.Plots.Tests.Report;

/// <summary>
/// The fleet's charts over the fixed ssd and hdd runs, the hdd host's backups and restores left out (a host that did not
/// run a scenario, as an interrupted run did in the user-acceptance fleet).
/// </summary>
public sealed class FleetViewTests
{
    private static readonly Lazy<FleetSection> Fleet = new(() =>
    {
        var hdd = FixedRuns.Hdd;
        var moved = RunSummary.Of(hdd.Directory, hdd.Manifest, hdd.Rows.Where(r => r.Scenario is not ("backup" or "restore")).ToList(), hdd.Stalls);
        return FleetView.Of([FixedRuns.Ssd, moved])!;
    });

    private static BarChart Chart(string name) => Assert.IsType<BarChart>(Fleet.Value.Charts.Single(c => c.Name == name));

    [Fact]
    public void A_chart_of_one_hosts_bars_still_names_the_host_in_a_legend_and_says_which_host_has_no_data()
    {
        var chart = Chart("fleet-transfer");
        var hosts = FleetView.Columns([FixedRuns.Ssd, FixedRuns.Hdd]);

        Assert.True(chart.Legend);
        Assert.All(chart.Groups, g => Assert.Equal($"no data: {hosts[1]}", g.Note));
        var texts = XDocument.Parse(ChartRenderer.Render(chart).Svg).Root!.Descendants().Where(e => e.Name.LocalName == "text").Select(t => t.Value.Trim());
        Assert.Contains(hosts[0], texts);
    }

    [Fact]
    public void The_headline_cases_are_described_as_the_report_describes_them_and_a_host_without_one_is_marked_no_data()
    {
        var chart = Chart("fleet-cases");
        var hosts = FleetView.Columns([FixedRuns.Ssd, FixedRuns.Hdd]);

        Assert.All(chart.Groups, g => Assert.Contains(": ", g.Label, StringComparison.Ordinal));
        var restore = Assert.Single(chart.Groups, g => g.Label.StartsWith("RESTORE DATABASE: ", StringComparison.Ordinal));
        Assert.Equal($"no data: {hosts[1]}", restore.Note);
        Assert.Equal([hosts[0]], restore.Bars.Select(b => b.Series));
        Assert.Null(chart.Groups.Single(g => g.Label.StartsWith("CREATE DATABASE: ", StringComparison.Ordinal)).Note);
        var row = Assert.Single(Fleet.Value.Cases, r => r[0] == restore.Label);
        Assert.Equal("-", row[2]);
        Assert.DoesNotContain(Fleet.Value.Cases, r => r[0].Contains('/', StringComparison.Ordinal));
    }

    [Fact]
    public void The_fleets_sentences_name_cases_by_their_titles_and_write_rates_as_the_report_does()
    {
        var findings = FleetView.Of([FixedRuns.Ssd, FixedRuns.Hdd])!.Findings;

        Assert.DoesNotContain(findings, f => f.Contains("/size=", StringComparison.Ordinal));
        Assert.Contains(findings, f => f.StartsWith("CREATE DATABASE: ", StringComparison.Ordinal) && f.Contains("x as long as", StringComparison.Ordinal));
        var rate = Assert.Single(findings, f => f.Contains("restoring at", StringComparison.Ordinal));
        Assert.Matches(@"\(\d{1,3}(,\d{3})* against \d{1,3}(,\d{3})* MB/s", rate);
    }

    [Fact]
    public void IFI_ratios_that_span_tenfold_are_drawn_on_a_log_axis_and_a_scenario_a_host_lacks_is_noted()
    {
        var chart = Chart("fleet-ifi");
        var ratios = chart.Groups.SelectMany(g => g.Bars).Select(b => b.Value).ToList();
        Assert.True(ratios.Max() / ratios.Min() >= 10, $"the fixed runs' IFI ratios span {ratios.Min()} to {ratios.Max()}; the test needs tenfold");

        Assert.Equal(AxisScale.Log10, chart.Values.Scale);
        Assert.Equal("log scale: each step is 10x", chart.Subtitle);
        Assert.StartsWith("no data: ", chart.Groups.Single(g => g.Label == "restore").Note, StringComparison.Ordinal);
        Assert.Null(chart.Groups.Single(g => g.Label == "create").Note);
    }
}
