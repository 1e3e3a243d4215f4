using Bench.Plots.Charts;

namespace Bench.Plots.Tests.Rendering;

/// <summary>A limit line's label gives the whole number the titles and sentences give (1,108 MB/s), not three digits (1,110).</summary>
public sealed class ReferenceLabelTests
{
    [Fact]
    public void A_limit_line_is_labelled_with_the_whole_number_the_sentences_give()
    {
        Assert.Equal("limit: 1,108 MB/s", LineChartDrawer.ReferenceText(new ReferenceLine(1_107.6, "limit"), " MB/s"));
        Assert.Equal("limit: 1,467 MB/s", LineChartDrawer.ReferenceText(new ReferenceLine(1_467.2, "limit"), " MB/s"));
        Assert.Equal("limit: 45.3 MB/s", LineChartDrawer.ReferenceText(new ReferenceLine(45.27, "limit"), " MB/s"));
    }
}
