namespace Bench.Harness.Tests.SqlServer;

public sealed class ServerCountersTests
{
    [Fact]
    public void Top_waits_are_the_three_that_grew_most_during_the_case()
    {
        var before = new Dictionary<string, double> { ["BACKUPIO"] = 1000, ["BACKUPBUFFER"] = 500, ["SLEEP_TASK"] = 90_000, ["ASYNC_IO_COMPLETION"] = 10 };
        var after = new Dictionary<string, double>
        {
            ["BACKUPIO"] = 41_000, ["BACKUPBUFFER"] = 12_500, ["SLEEP_TASK"] = 91_000, ["ASYNC_IO_COMPLETION"] = 10, ["PREEMPTIVE_OS_WRITEFILEGATHER"] = 2_345.6,
        };

        Assert.Equal("BACKUPIO=40000;BACKUPBUFFER=12000;PREEMPTIVE_OS_WRITEFILEGATHER=2346", ServerCounters.TopWaits(before, after));
    }

    [Fact]
    public void Background_waits_that_grow_whatever_a_case_does_are_left_out_of_the_top_waits()
    {
        var before = new Dictionary<string, double> { ["BACKUPIO"] = 1000, ["SOS_WORK_DISPATCHER"] = 1_000_000, ["LAZYWRITER_SLEEP"] = 50_000, ["XE_TIMER_EVENT"] = 9_000 };
        var after = new Dictionary<string, double>
        {
            ["BACKUPIO"] = 6_000, ["SOS_WORK_DISPATCHER"] = 1_090_000, ["LAZYWRITER_SLEEP"] = 59_000, ["XE_TIMER_EVENT"] = 18_000,
            ["PREEMPTIVE_OS_FLUSHFILEBUFFERS"] = 700, ["BACKUPTHREAD"] = 300, ["CHECKPOINT_QUEUE"] = 8_000,
        };

        Assert.Equal("BACKUPIO=5000;PREEMPTIVE_OS_FLUSHFILEBUFFERS=700;BACKUPTHREAD=300", ServerCounters.TopWaits(before, after));
    }

    [Fact]
    public void Cleared_statistics_and_waits_that_did_not_move_give_nothing()
    {
        var before = new Dictionary<string, double> { ["BACKUPIO"] = 1000 };
        var after = new Dictionary<string, double> { ["BACKUPIO"] = 10 };

        Assert.Equal(string.Empty, ServerCounters.TopWaits(before, after));
    }

    [Fact]
    public void File_statistics_are_read_for_the_case_s_database_only_quoted()
    {
        Assert.Contains("sys.dm_io_virtual_file_stats(DB_ID(N'bench_''1'), NULL)", ServerCounters.FileStats("bench_'1").Text, StringComparison.Ordinal);
    }

    [Fact]
    public void The_sql_listing_holds_no_performance_counter_query_the_target_never_sends()
    {
        // The target never read Backup/Restore Throughput/sec (one row per database of SQLServer:Databases, and
        // _Total: TOP (1) without instance_name took any one); bench matrix --sql listed it as sent once per run.
        var paths = new ServerPaths("/var/opt/mssql/data/bench-run", "/var/opt/mssql/backup/bench-run", '/');

        var batches = BatchRecorder.RunBatches(paths).ToList();

        Assert.DoesNotContain(batches, b => b.Batch.Text.Contains("dm_os_performance_counters", StringComparison.OrdinalIgnoreCase));
        Assert.Contains(batches, b => b.Origin == "counters: file stats");
    }
}
