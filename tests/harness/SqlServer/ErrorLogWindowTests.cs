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

    [Theory]
    [InlineData(283, 270)]
    [InlineData(280, 270)]
    [InlineData(997, 980)]
    [InlineData(3, -10)]
    public void The_window_starts_at_the_clock_floored_to_10_ms_less_10_ms(int clockMs, int startMs) =>
        Assert.Equal(Second.AddMilliseconds(startMs), ServerTrace.WindowStart(Second.AddMilliseconds(clockMs)));
}
