using Bench.Results.Comparison;

namespace Bench.Results.Tests.Comparison;

public sealed class RunComparerTests
{
    private static IEnumerable<ResultRow> Rows(string caseId, params double[] elapsed) => elapsed.Select((ms, i) => new ResultRow
    {
        RunId = "r",
        CaseId = CaseId.Parse(caseId),
        Repetition = i + 1,
        Scenario = caseId.Split('/')[0],
        Target = "native",
        Parameters = new CaseParameters(),
        Status = CaseStatus.Ok,
        StartedUtc = DateTime.UnixEpoch,
        ElapsedMs = ms,
    });

    [Fact]
    public void Cases_are_matched_by_id_and_the_later_run_is_held_against_the_first()
    {
        IReadOnlyList<ResultRow> ssd = [.. Rows("create/size=1GB/ifi=off", 10, 11, 12, 10, 11), .. Rows("create/size=1GB/ifi=on", 1, 1, 1, 1, 1), .. Rows("autogrow/x=1", 5)];
        IReadOnlyList<ResultRow> hdd = [.. Rows("create/size=1GB/ifi=off", 40, 44, 48, 40, 44), .. Rows("create/size=1GB/ifi=on", 1, 1, 1, 1, 1), .. Rows("restore/x=1", 5)];

        var rows = RunComparer.Compare([("ssd", "native", ssd), ("hdd", "native", hdd)]);

        Assert.Equal(["create/size=1GB/ifi=off", "create/size=1GB/ifi=on"], rows.Select(r => r.CaseId.ToString()));
        var off = rows[0];
        Assert.Equal(("ssd", "hdd", 5, 5), (off.Baseline, off.Label, off.NBaseline, off.N));
        Assert.Equal(4, off.Ratio, 3);
        Assert.Equal("slower", off.Verdict);
        Assert.Equal("no_difference", rows[1].Verdict);
    }

    [Fact]
    public void A_sqlserver_run_against_a_native_run_says_what_share_of_the_volume_sql_server_reached_in_either_order()
    {
        var native = Rows("restore/x=1", 100, 100, 100, 100).ToList();
        var sql = Rows("restore/x=1", 125, 125, 125, 125).Select(r => r with { Target = "sqlserver" }).ToList();

        var nativeFirst = Assert.Single(RunComparer.Compare([("disk", "native", native), ("sql", "sqlserver", sql)]));
        var serverFirst = Assert.Single(RunComparer.Compare([("sql", "sqlserver", sql), ("disk", "native", native)]));

        Assert.Equal("SQL Server reached 80% of what the volume did", nativeFirst.Note);
        Assert.Equal("SQL Server reached 80% of what the volume did", serverFirst.Note);
        Assert.Equal(1.25, nativeFirst.Ratio, 3);
        Assert.Equal(0.8, serverFirst.Ratio, 3);
    }

    [Theory]
    [InlineData("native", "sqlserver", 2.0, "SQL Server reached 50% of what the volume did")]
    [InlineData("sqlserver", "native", 0.25, "SQL Server reached 25% of what the volume did")]
    [InlineData("native", "native", 2.0, null)]
    [InlineData("native", "sqlserver", double.PositiveInfinity, null)]
    public void The_share_is_the_native_time_over_the_sql_server_time(string baseline, string target, double ratio, string? note)
    {
        Assert.Equal(note, RunComparer.ServerShare(baseline, target, ratio));
    }

    [Fact]
    public void Failed_rows_are_left_out()
    {
        var failed = Rows("create/a=1", 10).Select(r => r with { Status = CaseStatus.Failed }).ToList();

        Assert.Empty(RunComparer.Compare([("a", "native", Rows("create/a=1", 10).ToList()), ("b", "native", failed)]));
    }
}
