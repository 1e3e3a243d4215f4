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

    /// <summary>
    /// Review s22 M3: a scenario that times its writes apart (autogrow) gets, beside its elapsed row (the growth stalls), an
    /// end-to-end row of elapsed plus fill times, each named by its measure; another scenario with fill times (first_write)
    /// does not, nor a case whose run lacks them.
    /// </summary>
    [Fact]
    public void A_scenario_timed_apart_gets_an_end_to_end_row_beside_its_elapsed_row()
    {
        static IEnumerable<ResultRow> Filled(string caseId, double fill, params double[] elapsed) => Rows(caseId, elapsed).Select(r => r with { FillMs = fill });
        IReadOnlyList<ResultRow> a = [.. Filled("autogrow/x=1", 3000, 0.6, 0.6, 0.6), .. Filled("first_write/x=1", 100, 5, 6, 7), .. Rows("autogrow/x=2", 5, 6, 7)];
        IReadOnlyList<ResultRow> b = [.. Filled("autogrow/x=1", 600, 1.8, 1.8, 1.8), .. Filled("first_write/x=1", 100, 5, 6, 7), .. Filled("autogrow/x=2", 10, 5, 6, 7)];

        var rows = RunComparer.Compare([("ssd", "native", a), ("hdd", "native", b)], new HashSet<string>(["autogrow"]));

        Assert.Equal(
            [("autogrow/x=1", ComparisonMeasures.Elapsed), ("autogrow/x=1", ComparisonMeasures.EndToEnd), ("first_write/x=1", ComparisonMeasures.Elapsed), ("autogrow/x=2", ComparisonMeasures.Elapsed)],
            rows.Select(r => (r.CaseId.ToString(), r.Measure)));
        Assert.Equal(("slower", 0.6, 1.8), (rows[0].Verdict, rows[0].MedianBaselineMs, rows[0].MedianMs));
        Assert.Equal(("faster", 3000.6, 601.8), (rows[1].Verdict, rows[1].MedianBaselineMs, rows[1].MedianMs));
        Assert.All(RunComparer.Compare([("ssd", "native", a), ("hdd", "native", b)]), r => Assert.Equal(ComparisonMeasures.Elapsed, r.Measure));
    }

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
