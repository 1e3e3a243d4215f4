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

    [Fact]
    public void Case_labels_keep_only_what_differs()
    {
        var labels = CaseLabels.Distinguish(["restore/stripes=1/buffer_count=4/ifi=on", "restore/stripes=9/buffer_count=4/ifi=on"]);

        Assert.Equal("stripes=1", labels["restore/stripes=1/buffer_count=4/ifi=on"]);
        Assert.Equal("create/size=1GB", CaseLabels.WithoutIfi("create/size=1GB/ifi=off"));
    }
}
