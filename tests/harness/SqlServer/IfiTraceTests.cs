using Bench.Harness.Volume;
using Bench.Scenarios.Targets;
using Microsoft.SqlServer.TransactSql.ScriptDom;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>
/// What a case's row says when the server's trace output is missing (ifi_effective unknown, with a note) or its messages
/// could not be read (a time from the wall clock, with a note), and the session's opening batch that keeps them readable
/// (US English whatever the login's language): against <see cref="FakeServer"/>, through the target's own code.
/// </summary>
public sealed class IfiTraceTests : TempDirectoryTest
{
    private const string RunId = "20261122-101500-ssd";

    private readonly FakeServer server = new() { LogsLogZeroing = true };

    [Fact]
    public async Task A_create_whose_trace_shows_no_log_zeroing_is_not_called_ifi_on_but_unknown_with_a_note()
    {
        var target = await OpenAsync();
        var traced = await target.CreateDatabaseAsync(Spec("bench_00001"), null!, TestContext.Current.CancellationToken);

        // Someone switches trace flag 3605 off: the zeroing lines no longer reach the error log, and silence proves nothing.
        server.Flags.Remove(3605);
        var untraced = await target.CreateDatabaseAsync(Spec("bench_00002"), null!, TestContext.Current.CancellationToken);
        var grown = await target.FillAndGrowAsync(Spec("bench_00002"), 1, new Progress<double>(), TestContext.Current.CancellationToken);
        await target.DisposeAsync();

        Assert.True(traced.IfiEffective);
        Assert.Null(traced.Note);
        Assert.Null(untraced.IfiEffective);
        Assert.Equal(TraceOutcomes.Untraced, untraced.Note);
        Assert.Null(grown.IfiEffective);
        Assert.Equal(TraceOutcomes.Untraced, grown.Note);
    }

    [Fact]
    public void A_zeroed_data_file_is_ifi_off_and_no_zeroing_at_all_is_unknown()
    {
        var dataZeroed = new TraceReport { Zeroed = [new ZeroedFile("/d/x.mdf", null, null, 5, 5, IsLog: false, Completed: true)] };
        var logOnly = new TraceReport { Zeroed = [new ZeroedFile("/d/x_log.ldf", null, null, 5, 5, IsLog: true, Completed: true)] };

        Assert.False(TraceOutcomes.IfiEffective(dataZeroed));
        Assert.True(TraceOutcomes.IfiEffective(logOnly));
        Assert.Null(TraceOutcomes.IfiEffective(new TraceReport()));
        Assert.Null(TraceOutcomes.Created(new TraceReport(), 100, 8L << 20, 8L << 20).IfiEffective);
    }

    [Fact]
    public void A_transfer_without_message_3014_gets_a_note_that_its_time_is_the_wall_clocks()
    {
        var processed = new TraceReport { Summaries = [new TransferSummary(1, null, "BACKUP DATABASE", "bench_1", 128, 0.5, 2.0)] };

        Assert.Contains("from the wall clock", TraceOutcomes.WallTimeNote(new TraceReport(), "BACKUP", phaseSeen: false), StringComparison.Ordinal);
        Assert.Null(TraceOutcomes.WallTimeNote(processed, "BACKUP", phaseSeen: false));
        Assert.Null(TraceOutcomes.WallTimeNote(new TraceReport(), "RESTORE", phaseSeen: true));
    }

    [Fact]
    public void The_sessions_opening_batch_sets_us_english_before_anything_else_and_parses()
    {
        var text = SqlSession.OpeningBatch.Text;
        var script = (TSqlScript)new TSql160Parser(true).Parse(new StringReader(text), out var errors);

        Assert.Empty(errors);
        Assert.Empty(TsqlCheck.Problems(text));
        var first = Assert.IsType<SetCommandStatement>(script.Batches.Single().Statements[0]);
        var language = Assert.IsType<GeneralSetCommand>(Assert.Single(first.Commands));
        Assert.Equal(GeneralSetCommandType.Language, language.CommandType);
        Assert.Equal("us_english", text.Substring(language.Parameter.StartOffset, language.Parameter.FragmentLength));
    }

    private async Task<SqlServerTarget> OpenAsync()
    {
        var workspace = RunWorkspace.Open(Temp["data"], RunId);
        return await SqlServerTarget.OpenAsync(
            server.Connect, "fake", workspace, separator => new ServerPaths("/d", "/b", separator), RunId, Temp["data"], null, TestContext.Current.CancellationToken, _ => { });
    }

    private static DatabaseSpec Spec(string name) => new(name, 1, 16L << 20, 1 << 20, 64L << 20, true, 0);
}
