namespace Bench.Plots.Tests.Report;

public sealed class ReportTablesTests
{
    [Theory]
    [InlineData(52.55, "53%")]
    [InlineData(104.4, "104%")]
    [InlineData(0.4, "0%")]
    public void The_summary_gives_the_share_of_the_limit_in_whole_percent_as_the_console_does(double pct, string expected)
    {
        var run = FixedRuns.Ssd;
        var row = run.Summary.First(s => s.LimitPctMedian is not null) with { LimitPctMedian = pct };

        var cells = ReportTables.Summary(row, new Dictionary<Bench.Results.Cases.CaseId, string> { [row.CaseId] = "a restore" });

        Assert.Equal(expected, cells[ReportTables.SummaryHeader.ToList().IndexOf("% of limit")].Text);
    }
}
