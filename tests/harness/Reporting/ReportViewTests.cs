using Bench.Harness.Reporting;
using Bench.Results.Comparison;
using Bench.Results.Cases;

namespace Bench.Harness.Tests.Reporting;

public sealed class ReportViewTests
{
    private static ComparisonRow Row(string id, string scenario) =>
        new(CaseId.Parse(id), scenario, "ssd", "hdd", 5, 5, 100, 200, 2, 1.5, 2.5, 0.001, 1.3, "slower", null);

    [Fact]
    public void The_compared_count_leaves_a_security_checks_rows_out_and_says_them_apart()
    {
        var rows = new[] { Row("create/size=1GB/ifi=on", "create"), Row("create/size=1GB/ifi=off", "create"), Row("exposure/ifi=on", "exposure"), Row("exposure/ifi=off", "exposure") };

        var line = ReportView.Compared(rows);

        Assert.StartsWith("2 cases compared, and the 2 rows of ", line, StringComparison.Ordinal);
        Assert.Contains("a security check", line, StringComparison.Ordinal);
    }

    [Fact]
    public void Without_a_security_check_the_count_is_every_row()
    {
        Assert.Equal("2 cases compared", ReportView.Compared([Row("create/size=1GB/ifi=on", "create"), Row("create/size=1GB/ifi=off", "create")]));
    }
}
