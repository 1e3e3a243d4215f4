using System.Text;
using Bench.Results.Units;
using Bench.Scenarios.Matrix;
using Bench.Scenarios.Parameters;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>
/// buffer_count=default on each target: the sqlserver target sends no BUFFERCOUNT, so SQL Server chooses (trace flag
/// 3213 prints its choice); a given BUFFERCOUNT is sent as given; the native target, with no server to choose, runs
/// the estimate stripes x 4 + data files. The batches are the ones a run records, parsed with ScriptDom.
/// </summary>
public sealed class BufferCountDefaultTests
{
    private static readonly ServerPaths Paths = new("/bench/data/bench-20261122-101500", "/bench/backup/bench-20261122-101500", '/');

    [Fact]
    public async Task A_default_buffer_count_is_left_to_sql_server_and_a_given_one_is_sent_on_backup_and_restore()
    {
        var cases = MatrixPlanner.Plan(MatrixFile.Parse("m", Encoding.UTF8.GetBytes("""
            { "cases": [
                { "scenario": "restore", "size": "64MB", "stripes": [1, 3], "buffer_count": ["default", 7], "ifi": "on" },
                { "scenario": "backup", "size": "64MB", "files": 2, "stripes": [1, 4], "buffer_count": ["default", 7] } ] }
            """)));

        var timed = (await BatchRecorder.RecordAsync(cases, Paths, "20261122_101500", TestContext.Current.CancellationToken))
            .Where(b => b.Origin.EndsWith("DATABASE (timed)", StringComparison.Ordinal) && (b.Origin.Contains("BACKUP", StringComparison.Ordinal) || b.Origin.Contains("RESTORE", StringComparison.Ordinal)))
            .ToList();

        Assert.Equal(cases.Count, timed.Count);
        Assert.All(timed, b =>
        {
            Assert.Empty(TsqlCheck.Problems(b.Batch.Text));
            var bufferCounts = TsqlCheck.TransferOptions(b.Batch.Text).Where(o => o.Name == "BUFFERCOUNT").Select(o => o.Value).ToList();
            var expected = b.Origin.Contains("/buffer_count=default/", StringComparison.Ordinal) ? [] : (string[])["7"];
            Assert.True(expected.SequenceEqual(bufferCounts), $"{b.Origin}: BUFFERCOUNT {string.Join(", ", bufferCounts)}\n{b.Batch.Text}");
            Assert.Contains("MAXTRANSFERSIZE", TsqlCheck.TransferOptions(b.Batch.Text).Select(o => o.Name));
        });
        Assert.Contains(timed, b => b.Origin.Contains("/buffer_count=default/", StringComparison.Ordinal));
    }

    [Fact]
    public async Task A_restore_fixtures_backup_leaves_buffer_count_to_sql_server()
    {
        var cases = MatrixPlanner.Plan(MatrixFile.Parse("m", Encoding.UTF8.GetBytes("""
            { "cases": [ { "scenario": "restore", "size": "64MB", "stripes": [1, 3], "buffer_count": 7, "ifi": "on" } ] }
            """)));

        var fixtureBackups = (await BatchRecorder.RecordAsync(cases, Paths, "20261122_101500", TestContext.Current.CancellationToken))
            .Where(b => b.Origin.EndsWith(": backup", StringComparison.Ordinal) && b.Origin.Contains("fixture backup/", StringComparison.Ordinal))
            .ToList();

        Assert.Equal(2, fixtureBackups.Count);
        Assert.All(fixtureBackups, b =>
        {
            Assert.Empty(TsqlCheck.Problems(b.Batch.Text));
            Assert.Equal(["BackupDatabaseStatement"], TsqlCheck.Statements(b.Batch.Text));
            Assert.DoesNotContain("BUFFERCOUNT", TsqlCheck.TransferOptions(b.Batch.Text).Select(o => o.Name));
        });
    }

    [Fact]
    public void Explain_says_what_each_target_does_for_a_default_buffer_count()
    {
        var allowed = BackupOptions.BufferCountParameter.Allowed;

        Assert.Contains("or default (not given: the sqlserver target sends no BUFFERCOUNT, so SQL Server chooses (trace flag 3213", allowed, StringComparison.Ordinal);
        Assert.Contains("the native target, with no server to choose, runs the often-quoted estimate stripes x 4 + data files)", allowed, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(1, 1, 5)]
    [InlineData(3, 1, 13)]
    [InlineData(4, 1, 17)]
    [InlineData(4, 2, 18)]
    public void The_native_target_runs_the_estimate_for_a_default_marked_not_given(int stripes, int files, int estimate)
    {
        var options = new BackupOptions(stripes, false, new ByteSize(1 << 20), null, null, new ByteSize(1L << 30));

        var transfer = options.Transfer(files);
        var given = (options with { BufferCount = 7 }).Transfer(files);

        Assert.Equal(estimate, transfer.BufferCount);
        Assert.False(transfer.BufferCountGiven);
        Assert.Equal(7, given.BufferCount);
        Assert.True(given.BufferCountGiven);
        var fixture = new FixtureSpec(FixtureKind.Backup, 64L << 20, files, stripes, false).BackupTransfer;
        Assert.Equal((stripes, estimate, false), (fixture.Stripes, fixture.BufferCount, fixture.BufferCountGiven));
    }

    [Fact]
    public void The_buffers_recorded_are_what_3213_printed_else_the_count_sent_and_unknown_when_the_server_chose_unseen()
    {
        var left = new TransferSpec(1, 5, 1 << 20, 0, false) { BufferCountGiven = false };
        var sent = new TransferSpec(1, 7, 1 << 20, 0, false);
        var printed = new TraceReport { BufferConfigurations = [new BufferConfiguration { BufferCount = 9 }] };

        Assert.Equal(9, TraceOutcomes.BufferCount(printed, left));
        Assert.Equal(9, TraceOutcomes.BufferCount(printed, sent));
        Assert.Equal(7, TraceOutcomes.BufferCount(new TraceReport(), sent));
        Assert.Null(TraceOutcomes.BufferCount(new TraceReport(), left));
    }

    [Fact]
    public void A_row_of_a_default_the_server_chose_records_its_choice_or_none_not_the_planned_estimate()
    {
        var planned = MatrixPlanner.Plan(MatrixFile.Parse("m", Encoding.UTF8.GetBytes("""
            { "cases": [ { "scenario": "backup", "size": "64MB", "stripes": 4, "buffer_count": "default" } ] }
            """))).Single();
        var row = new Bench.Results.ResultRow
        {
            RunId = "r", CaseId = planned.Id, Repetition = 1, Scenario = "backup", Target = "sqlserver",
            Parameters = planned.Columns, Status = Bench.Results.CaseStatus.Ok, StartedUtc = DateTime.UnixEpoch,
        };
        var outcome = new Bench.Scenarios.CaseOutcome { ElapsedMs = 1, TransferMs = 1, TransferBytes = 1 << 20 };

        Assert.Equal(17, planned.Columns.BufferCount);
        Assert.Equal(17, Bench.Harness.Runner.CaseExecutor.Measured(row, planned.Scenario.Info, outcome, null).Parameters.BufferCount);
        Assert.Equal(9, Bench.Harness.Runner.CaseExecutor.Measured(row, planned.Scenario.Info, outcome with { ServerChoseBufferCount = true, PeakBuffersOut = 9 }, null).Parameters.BufferCount);
        Assert.Null(Bench.Harness.Runner.CaseExecutor.Measured(row, planned.Scenario.Info, outcome with { ServerChoseBufferCount = true }, null).Parameters.BufferCount);
    }

    [Theory]
    [InlineData(2147483648L)]
    [InlineData(4294967305L)]
    [InlineData(long.MaxValue)]
    public void A_printed_buffer_count_too_large_for_an_int_is_unknown_not_wrapped(long printed)
    {
        // 3213 prints "BufferCount:  N" as a long; 4294967305 cast to int was 9, 2147483648 was -2147483648.
        var report = TraceParser.Parse([
            "2026-11-22 10:15:00.12 spid52      Backup/Restore buffer configuration parameters",
            "2026-11-22 10:15:00.12 spid52      Memory limit: 32765MB",
            $"2026-11-22 10:15:00.12 spid52      BufferCount:                {printed}",
            "2026-11-22 10:15:00.12 spid52      MaxTransferSize:            1024 KB"]);
        var sent = new TransferSpec(1, 7, 1 << 20, 0, false);

        Assert.Equal(printed, report.Buffers?.BufferCount);
        Assert.Null(TraceOutcomes.BufferCount(report, sent));
        Assert.Null(TraceOutcomes.BufferCount(report, sent with { BufferCountGiven = false }));
    }
}
