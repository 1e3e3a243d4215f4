namespace Bench.Harness.Tests.SqlServer;

public sealed class ExposureScriptTests
{
    [Fact]
    public void The_exposure_check_fills_drops_and_recreates_over_the_same_files_then_reads_pages_as_seed_002_did()
    {
        var batches = ExposureScript.Prepare("bench_00003", "/var/opt/mssql/data", 64, 1024, "BENCH-STALE-DATA-1f3a", '/');

        var script = string.Join("\nGO\n", batches.Select(b => b.Text)) + "\nGO\n" + ExposureScript.Page("bench_00003", 5000).Text;
        Assert.Equal(
            """
            IF DB_ID(N'bench_00003_marker') IS NOT NULL THROW 50001, N'database bench_00003_marker already exists on this server and is not this run''s: bench makes, replaces and drops only databases it made. Fix: if it is a leftover of yours (a run killed before it listed it in its ledger), drop it by hand and run again', 1;
            CREATE DATABASE [bench_00003_marker]
             ON PRIMARY ( NAME = N'bench_00003_marker', FILENAME = N'/var/opt/mssql/data/bench_00003.mdf', SIZE = 64MB )
             LOG ON ( NAME = N'bench_00003_marker_log', FILENAME = N'/var/opt/mssql/data/bench_00003_log.ldf', SIZE = 1024KB )
            GO
            USE [bench_00003_marker];
            CREATE TABLE dbo.M (c CHAR(8000) NOT NULL);
            INSERT dbo.M (c) SELECT TOP (7372) REPLICATE(CONVERT(VARCHAR(MAX), 'BENCH-STALE-DATA-1f3a'), 380) FROM sys.all_columns a CROSS JOIN sys.all_columns b;
            CHECKPOINT;
            GO
            USE master; DROP DATABASE [bench_00003_marker]
            GO
            IF DB_ID(N'bench_00003') IS NOT NULL THROW 50001, N'database bench_00003 already exists on this server and is not this run''s: bench makes, replaces and drops only databases it made. Fix: if it is a leftover of yours (a run killed before it listed it in its ledger), drop it by hand and run again', 1;
            CREATE DATABASE [bench_00003]
             ON PRIMARY ( NAME = N'bench_00003', FILENAME = N'/var/opt/mssql/data/bench_00003.mdf', SIZE = 64MB )
             LOG ON ( NAME = N'bench_00003_log', FILENAME = N'/var/opt/mssql/data/bench_00003_log.ldf', SIZE = 1024KB )
            GO
            DBCC TRACEON(3604) WITH NO_INFOMSGS; DBCC PAGE(N'bench_00003', 1, 5000, 2)
            """.ReplaceLineEndings("\n"),
            script.ReplaceLineEndings("\n"));
    }

    [Theory]
    [InlineData(512, "SIZE = 512KB )")]
    [InlineData(65536, "SIZE = 65536KB )")]
    public void The_log_of_both_databases_is_the_case_s_log_size(long logKb, string expected)
    {
        var batches = ExposureScript.Prepare("bench_00003", "/d", 64, logKb, "BENCH-1", '/');

        Assert.All(new[] { batches[0], batches[^1] }, b => Assert.EndsWith(expected, b.Text.TrimEnd(), StringComparison.Ordinal));
        Assert.DoesNotContain("8MB", string.Join("\n", batches.Select(b => b.Text)), StringComparison.Ordinal);
    }

    [Fact]
    public void A_marker_that_could_end_the_string_is_refused() =>
        Assert.Throws<ArgumentException>(() => ExposureScript.Prepare("bench_1", "/d", 8, 1024, "x'; DROP TABLE t; --", '/'));
}
