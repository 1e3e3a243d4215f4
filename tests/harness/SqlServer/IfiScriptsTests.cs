namespace Bench.Harness.Tests.SqlServer;

public sealed class IfiScriptsTests
{
    [Fact]
    public void The_ifi_column_is_probed_before_it_is_read()
    {
        var sql = IfiScripts.State.Text;

        Assert.Contains("sys.all_columns", sql, StringComparison.Ordinal);
        Assert.True(sql.IndexOf("sys.all_columns", StringComparison.Ordinal) < sql.IndexOf("SELECT TOP (1) instant_file_initialization_enabled", StringComparison.Ordinal));
    }

    [Fact]
    public void Ifi_is_switched_off_and_on_with_the_flag_that_worked_and_no_other()
    {
        Assert.Equal("DBCC TRACEON(1806, -1) WITH NO_INFOMSGS", IfiScripts.Off(1806).Text);
        Assert.Equal("DBCC TRACEOFF(1805, -1) WITH NO_INFOMSGS", IfiScripts.On(1805).Text);
        Assert.Throws<ArgumentOutOfRangeException>(() => IfiScripts.Off(3604));
    }

    [Fact]
    public void Tracing_flags_are_switched_one_by_one_so_only_those_the_run_set_are_switched_back()
    {
        Assert.Equal("DBCC TRACEON(3004, -1) WITH NO_INFOMSGS", IfiScripts.Tracing(3004, on: true).Text);
        Assert.Equal("DBCC TRACEOFF(3213, -1) WITH NO_INFOMSGS", IfiScripts.Tracing(3213, on: false).Text);
        Assert.Throws<ArgumentOutOfRangeException>(() => IfiScripts.Tracing(1806, on: true));
    }

    [Fact]
    public void Only_this_session_s_error_log_lines_are_read_back()
    {
        Assert.Contains("ProcessInfo = N'spid' + CAST(@@SPID AS nvarchar(10))", IfiScripts.SessionLog.Text, StringComparison.Ordinal);
        Assert.Contains("xp_readerrorlog 0, 1, NULL, NULL, @start, @end, N'asc'", IfiScripts.SessionLog.Text, StringComparison.Ordinal);
    }
}
