namespace Bench.Plots.Tests;

public sealed class RunChartsTests
{
    [Fact]
    public void A_run_gets_the_charts_its_data_supports()
    {
        var charts = RunCharts.Build(Runs.Make("ssd"));

        Assert.Equal(["ifi-create", "restore-buffercount", "phases"], charts.Select(c => c.Name));
        Assert.DoesNotContain(charts, c => c.Name == "stalls");
        Assert.DoesNotContain(charts, c => c.Name == "blocksize");
    }
}
