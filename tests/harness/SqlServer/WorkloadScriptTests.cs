namespace Bench.Harness.Tests.SqlServer;

public sealed class WorkloadScriptTests
{
    [Fact]
    public void Seed_003_s_workload_is_generated_as_the_seed_ran_it()
    {
        var batches = WorkloadScript.Batches("bench_00007", "D:\\Test\\", 24, '\\');

        var script = string.Join("\nGO\n", batches.Select(b => b.Times == 1 ? b.Text : $"{b.Text}\nGO {b.Times}"));
        Assert.Equal(
            """
            IF DB_ID(N'bench_00007') IS NOT NULL THROW 50001, N'database bench_00007 already exists on this server and is not this run''s: bench makes, replaces and drops only databases it made. Fix: if it is a leftover of yours (a run killed before it listed it in its ledger), drop it by hand and run again', 1;
            CREATE DATABASE [bench_00007]
             ON PRIMARY
            ( NAME = N'bench_00007', FILENAME = N'D:\Test\bench_00007.mdf', SIZE = 1024000KB, FILEGROWTH = 1024KB )
             LOG ON
            ( NAME = N'bench_00007_log', FILENAME = N'D:\Test\bench_00007_log.ldf', SIZE = 102400KB, FILEGROWTH = 10% )
            GO
            ALTER DATABASE [bench_00007] SET RECOVERY FULL
            GO
            USE [bench_00007]; CREATE TABLE dbo.T1 (C1 CHAR(10), C2 CHAR(10), C3 CHAR(10), C4 DATETIME)
            GO
            USE [bench_00007]; INSERT dbo.T1 (C1, C2, C3, C4) VALUES ('C1 Value', 'C2 Value', 'C3 Value', GETDATE())
            GO
            USE [bench_00007]; INSERT dbo.T1 (C1, C2, C3, C4) SELECT C1, C2, C3, GETDATE() FROM dbo.T1
            GO 24
            """.ReplaceLineEndings("\n"),
            script.ReplaceLineEndings("\n"));
    }

    [Fact]
    public void Names_and_paths_are_quoted_so_no_text_can_end_them()
    {
        var batches = WorkloadScript.Batches("bench_]x", "/var/opt/mssql/o'brien", 1, '/');

        Assert.Contains("CREATE DATABASE [bench_]]x]", batches[0].Text, StringComparison.Ordinal);
        Assert.Contains("FILENAME = N'/var/opt/mssql/o''brien/bench_]x.mdf'", batches[0].Text, StringComparison.Ordinal);
    }
}
