namespace Bench.Harness.Tests.SqlServer;

/// <summary>
/// How a batch's error log lines are read back (<see cref="ServerTrace"/>): the time window, its parameters and the
/// order of the lines, against <see cref="ErrorLogSession"/> (a fake whose log stamps lines as the published samples
/// show, in 10 ms steps). Not tested against a server.
/// </summary>
public sealed class ErrorLogWindowTests
{
    private static readonly DateTime Second = new(2026, 11, 22, 10, 15, 0, DateTimeKind.Unspecified);

    [Fact]
    public async Task A_line_stamped_in_the_10_ms_before_the_clock_read_is_still_the_batch_s_and_the_previous_case_s_are_not()
    {
        // GETDATE() says .283; the CREATE's first line, written at .285, is stamped .280 as the error log stamps to 10 ms.
        var session = new ErrorLogSession { Now = Second.AddMilliseconds(283) }
            .Line(Second.AddMilliseconds(250), "Zeroing completed on /d/previous_log.ldf (elapsed = 4 ms)")
            .Line(Second.AddMilliseconds(280), "Zeroing /d/bench_1.mdf from page 0 to 1024 (0x0 to 0x800000)")
            .Line(Second.AddMilliseconds(400), "Zeroing completed on /d/bench_1.mdf (elapsed = 118 ms)");

        var (report, _) = await new ServerTrace(session).RunAsync(new SqlBatch("CREATE DATABASE [bench_1]"), null, TestContext.Current.CancellationToken);

        var data = Assert.Single(report.Zeroed);
        Assert.Equal("/d/bench_1.mdf", data.Path);
        Assert.Equal(Second.AddMilliseconds(280), data.Start);
        Assert.Equal(120, Assert.Single(report.Phases, p => p.Name == "allocate").Ms, 3);
    }

    [Fact]
    public async Task Lines_stamped_alike_are_read_in_the_log_s_order_so_a_small_file_s_zeroing_keeps_its_start()
    {
        // A small data file's start and completion lines in the same 10 ms: ORDER BY LogDate may return them either way
        // round (this fake returns ties in reverse), and a completion before its start loses the file's allocate phase.
        var session = new ErrorLogSession { Now = Second.AddMilliseconds(300) }
            .Line(Second.AddMilliseconds(310), "Zeroing /d/bench_1.mdf from page 0 to 128 (0x0 to 0x100000)")
            .Line(Second.AddMilliseconds(310), "Zeroing completed on /d/bench_1.mdf (elapsed = 4 ms)");

        var (report, _) = await new ServerTrace(session).RunAsync(new SqlBatch("CREATE DATABASE [bench_1]"), null, TestContext.Current.CancellationToken);

        var data = Assert.Single(report.Zeroed);
        Assert.True(data.Completed);
        Assert.Equal(Second.AddMilliseconds(310), data.Start);
        Assert.Single(report.Phases, p => p.Name == "allocate");
        Assert.Empty(TsqlCheck.Problems(IfiScripts.SessionLog.Text));
    }

    [Fact]
    public async Task The_window_is_sent_as_datetime_as_public_callers_of_xp_readerrorlog_send_it()
    {
        var session = new ErrorLogSession { Now = Second.AddMilliseconds(283) };

        await new ServerTrace(session).RunAsync(new SqlBatch("SELECT 1"), null, TestContext.Current.CancellationToken);

        var read = Assert.Single(session.Reads);
        Assert.All(read, p => Assert.Equal(System.Data.SqlDbType.DateTime, p.SqlDbType));
        Assert.Equal(Second.AddMilliseconds(270), Assert.Single(read, p => p.ParameterName == "@start").Value);
        Assert.Equal(Second.AddMilliseconds(1283), Assert.Single(read, p => p.ParameterName == "@end").Value);
    }

    [Theory]
    [InlineData(283, 270)]
    [InlineData(280, 270)]
    [InlineData(997, 980)]
    [InlineData(3, -10)]
    public void The_window_starts_at_the_clock_floored_to_10_ms_less_10_ms(int clockMs, int startMs) =>
        Assert.Equal(Second.AddMilliseconds(startMs), ServerTrace.WindowStart(Second.AddMilliseconds(clockMs)));
}
