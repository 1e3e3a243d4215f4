namespace Bench.Harness.Tests.SqlServer;

/// <summary>What sqlcmd, SSMS and SQL Agent showed for real BACKUP and RESTORE statements (sources in Samples/SOURCES.md).</summary>
public sealed class ClientOutputSampleTests
{
    [Fact]
    public void Sqlcmd_s_stats_lines_pages_per_file_and_summary_are_read()
    {
        // MicrosoftDocs/sql-docs docs/linux/business-continuity/backup-restore/database-backup-restore.md @ 0d2349c8c022fe0c89b3f60b739877b852e3cb06
        var report = Sample.Parse("sqldocs-linux-sqlcmd-backup.txt");

        Assert.Equal([10, 21, 32, 40, 51, 61, 72, 80, 91, 100], report.Percent);
        Assert.Equal([new ProcessedFile("demodb", "demodb", 296), new ProcessedFile("demodb", "demodb_log", 2)], report.Files);
        var backup = Assert.Single(report.Summaries);
        Assert.Equal(("BACKUP DATABASE", 298L, 0.064, 36.376), (backup.Operation, backup.Pages!.Value, backup.Seconds!.Value, backup.MbS!.Value));
        Assert.Null(backup.Time);
        Assert.Equal(["client_messages"], report.Kinds);
        Assert.Equal(13, report.LinesRecognised);
    }

    [Fact]
    public void A_restore_in_a_container_gives_its_four_files_and_its_summary()
    {
        // MicrosoftDocs/sql-docs docs/linux/tutorial-restore-backup-in-sql-server-container.md @ 2f6b70738a1496197e829bc408235826d957d0a5
        var report = Sample.Parse("sqldocs-container-restore.txt");

        Assert.Equal(["WWI_Primary", "WWI_UserData", "WWI_Log", "WWI_InMemory_Data_1"], report.Files.Select(f => f.File));
        Assert.Equal(1464 + 53096 + 33 + 3862, report.Files.Sum(f => f.Pages));
        Assert.Equal(new ProcessedSummary("RESTORE DATABASE", 58455, 18.069, 25.273), report.Processed);
        Assert.Empty(report.Percent);
    }

    [Fact]
    public void A_backup_in_a_container_gives_its_percentages_in_order()
    {
        // Same document and commit as above: the BACKUP DATABASE ... STATS = 10 output.
        var report = Sample.Parse("sqldocs-container-backup.txt");

        Assert.Equal([10, 20, 30, 40, 50, 60, 70, 80, 100], report.Percent);
        Assert.Equal(4, report.Files.Count);
        Assert.Equal(new ProcessedSummary("BACKUP DATABASE", 59099, 25.056, 18.427), report.Processed);
    }

    [Fact]
    public void Every_summary_is_kept_in_order_also_where_an_article_quotes_it_inside_a_sentence()
    {
        // Seed 001: http://henkvandervalk.com/how-to-increase-the-sql-database-restore-speed-using-db-compression-and-solid-state-disks
        var report = Sample.Parse("seed001-restore-summaries.txt");

        Assert.Equal(["RESTORE DATABASE", "RESTORE DATABASE … FILE=<name>"], report.Summaries.Select(s => s.Operation));
        Assert.Equal([340.330, 339.174], report.Summaries.Select(s => s.Seconds!.Value));
        Assert.Equal([1934.423, 1941.016], report.Summaries.Select(s => s.MbS!.Value));
        Assert.All(report.Summaries, s => Assert.Equal(84267834, s.Pages));
        Assert.Equal(1941.016, report.Processed!.MbS);
    }

    [Fact]
    public void Ssms_s_errors_and_completion_time_are_read()
    {
        // https://github.com/BrentOzarULTD/SQL-Server-First-Responder-Kit/issues/2642
        var report = Sample.Parse("frk-2642-ssms-messages.txt");

        Assert.Equal(
            [new ServerMessage(3153, 16, 2, "The database is already fully recovered."), new ServerMessage(3013, 16, 1, "RESTORE DATABASE is terminating abnormally.")],
            report.Errors);
        Assert.Equal([new DateTimeOffset(2020, 10, 20, 11, 50, 2, TimeSpan.FromHours(-5)).AddTicks(7_775_987)], report.CompletionTimes);
        Assert.Empty(report.Summaries);
        Assert.Equal(["client_messages"], report.Kinds);
    }

    [Fact]
    public void Sql_agent_job_output_is_read_past_its_sqlstate_suffix_and_a_blog_s_curly_quotes()
    {
        // https://aideeva.com/tag/restore-internal
        var report = Sample.Parse("aideeva-agent-job-restore.txt");

        Assert.Equal([100], report.Percent);
        Assert.Equal([new ProcessedFile("SQLDBPool", "SQLDBPool_Data", 52345768), new ProcessedFile("SQLDBPool", "SQLDBPool_Log", 3045777)], report.Files);
    }

    [Fact]
    public void A_log_nothing_sql_server_wrote_is_recognised_as_no_kind_at_all()
    {
        // https://github.com/pgbackrest/pgbackrest/issues/1477: timestamped lines whose process column is not SQL Server's.
        var report = Sample.Parse("pgbackrest-1477-not-sqlserver.txt");

        Assert.Empty(report.Kinds);
        Assert.Equal((8, 0), (report.LinesRead, report.LinesRecognised));
    }
}
