namespace Bench.Plots.Tests.Rendering;

/// <summary>
/// A chart printed from report.html, scaled from <see cref="ChartStyle.Width"/> to an A4 page's width less the margins the
/// report's print CSS sets, prints every text at 8 pt or more, its footer at 7 pt or more.
/// </summary>
public sealed class PrintSizeTests
{
    /// <summary>
    /// The scale the sizes are held to, worked out apart: A4 is 210 mm wide, the report sets 10 mm margins (@page), so 190 mm
    /// of it holds the chart; 1 px = 1/96 in, 1 pt = 1/72 in, so 15 px prints at 15 x 0.718 x 0.75 = 8.1 pt.
    /// </summary>
    [Fact]
    public void The_print_scale_is_an_A4_pages_width_less_its_margins_over_the_charts()
    {
        Assert.Equal(190 / 25.4 * 96 / ChartStyle.Width, ChartStyle.PrintScale, 9);
        Assert.Equal(8.08, ChartStyle.PrintedPoints(15), 2); // the figure ChartStyle.PrintScale's doc quotes
    }

    private static double Points(float size) => ChartStyle.PrintedPoints(size);

    public static TheoryData<string, float> Texts { get; } = new()
    {
        { "title", ChartStyle.TitleSize },
        { "subtitle", ChartStyle.SubtitleSize },
        { "axis title", ChartStyle.AxisTitleSize },
        { "tick", ChartStyle.TickSize },
        { "legend", ChartStyle.LegendSize },
        { "value", ChartStyle.ValueSize },
        { "note", ChartStyle.NoteSize },
        { "limit label", LineChartDrawer.ReferenceTextSize },
        { "boundary label", LineChartDrawer.BoundaryTextSize },
    };

    [Theory]
    [MemberData(nameof(Texts))]
    public void A_charts_text_prints_at_8_pt_or_more_on_A4(string text, float size)
    {
        var points = Points(size);

        Assert.True(points >= 8, $"{text}: {points:0.0} pt");
    }

    [Fact]
    public void A_charts_footer_prints_at_7_pt_or_more_on_A4()
    {
        var points = Points(ChartStyle.FooterSize);

        Assert.True(points >= 7, $"{points:0.0} pt");
    }

    [Fact]
    public void The_report_sets_the_page_margins_the_text_sizes_are_chosen_for()
    {
        var page = new Bench.Plots.Report.HtmlReport((_, _) => null).Finish();

        Assert.Contains("@page { margin: 10mm; }", page, StringComparison.Ordinal);
    }
}
