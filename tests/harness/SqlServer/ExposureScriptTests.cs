using Bench.Harness.SqlServer;

namespace Bench.Harness.Tests.SqlServer;

public sealed class ExposureScriptTests
{
    [Fact]
    public void The_exposure_check_fills_drops_and_recreates_over_the_same_files_then_reads_pages_as_seed_002_did()
    {
        var batches = ExposureScript.Prepare("bench_00003", "/var/opt/mssql/data", 64, "BENCH-STALE-DATA-1f3a", '/');

        var script = string.Join("\nGO\n", batches.Select(b => b.Text)) + "\nGO\n" + ExposureScript.Page("bench_00003", 5000).Text;
        Assert.Equal(
            """
            CREATE DATABASE [bench_00003_marker]
             ON PRIMARY ( NAME = N'bench_00003_marker', FILENAME = N'/var/opt/mssql/data/bench_00003.mdf', SIZE = 64MB )
             LOG ON ( NAME = N'bench_00003_marker_log', FILENAME = N'/var/opt/mssql/data/bench_00003_log.ldf', SIZE = 8MB )
            GO
            USE [bench_00003_marker];
            CREATE TABLE dbo.M (c CHAR(8000) NOT NULL);
            INSERT dbo.M (c) SELECT TOP (7372) REPLICATE(CONVERT(VARCHAR(MAX), 'BENCH-STALE-DATA-1f3a'), 380) FROM sys.all_columns a CROSS JOIN sys.all_columns b;
            CHECKPOINT;
            GO
            USE master; DROP DATABASE [bench_00003_marker]
            GO
            CREATE DATABASE [bench_00003]
             ON PRIMARY ( NAME = N'bench_00003', FILENAME = N'/var/opt/mssql/data/bench_00003.mdf', SIZE = 64MB )
             LOG ON ( NAME = N'bench_00003_log', FILENAME = N'/var/opt/mssql/data/bench_00003_log.ldf', SIZE = 8MB )
            GO
            DBCC TRACEON(3604) WITH NO_INFOMSGS; DBCC PAGE(N'bench_00003', 1, 5000, 2)
            """.ReplaceLineEndings("\n"),
            script.ReplaceLineEndings("\n"));
    }

    [Fact]
    public void A_marker_that_could_end_the_string_is_refused() =>
        Assert.Throws<ArgumentException>(() => ExposureScript.Prepare("bench_1", "/d", 8, "x'; DROP TABLE t; --", '/'));
}
