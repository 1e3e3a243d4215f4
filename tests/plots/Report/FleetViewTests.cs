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
