using System.Text;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>Error logs as real servers wrote them, read back by the parser (sources in Samples/SOURCES.md).</summary>
public sealed class ErrorLogSampleTests : TempDirectoryTest
{
    // https://sqlservercentral.com/?p=31889: xp_readerrorlog rows of a RESTORE with trace flag 3004, SQL Server 2012.
    private const string Restore2012 = "sqlservercentral-31889-tf3004-restore.txt";

    // A public T-SQL script, "Effects of Instant File Initialization": xp_readerrorlog rows of CREATE DATABASE test with
    // trace flags 3004 + 3605 (2020-02-26), pasted into the script as comments.
    private const string CreateTwoLogZeroings = "github-ifi-effects-create-fixuplogtail.txt";

    [Fact]
    public void A_restore_s_phases_are_the_differences_of_its_lines_timestamps()
    {
        var report = Sample.Parse(Restore2012);

        Assert.Equal(["error_log", "trace_flags"], report.Kinds);
        Assert.False(report.NewestFirst);
        Assert.Equal(30, Phase(report, "allocate"), 3);
        Assert.Equal(18_920, Phase(report, "transfer"), 3);
        var log = Assert.Single(report.Zeroed);
        Assert.True(log.IsLog && log.Completed);
        Assert.Equal(18_820, log.Ms!.Value, 3);
        Assert.Null(log.ReportedMs);
        Assert.False(report.DataFilesZeroed);

        // log_zero is the .ldf's zeroing (18.82 s, beside the copy); the 9.57 s the restore then waited for it is log_wait.
        Assert.Equal(18_820, Phase(report, "log_zero"), 3);
        Assert.Equal(9_570, Phase(report, "log_wait"), 3);
    }

    [Fact]
    public void A_create_that_zeroes_its_log_twice_spends_only_the_two_zeroings_in_log_zero()
    {
        var report = TraceParser.Parse(CreateLines());

        Assert.Equal([88.0, 8.0], report.Zeroed.Select(z => z.ReportedMs));
        Assert.All(report.Zeroed, z => Assert.True(z.IsLog && z.Completed));
        Assert.False(report.DataFilesZeroed);

        // 88 + 8 ms of zeroing, not the 470 ms from the first zeroing's start to the second's end, which hold the
        // database's startup ("Starting up database", "FixupLogTail(progress) zeroing").
        Assert.Equal(96, Phase(report, "log_zero"), 3);
    }

    [Fact]
    public void A_create_with_IFI_makes_its_data_files_ready_outside_the_span_of_its_log_zeroings_not_in_the_startup_between_them()
    {
        var report = TraceParser.Parse(CreateLines());

        // Say the CREATE took 600 ms: 470 of them from the first zeroing's start to the second's end, startup included.
        var created = TraceOutcomes.Created(report, 600, 8L << 20, 8L << 20);

        Assert.Equal(96, created.LogZeroMs, 3);
        Assert.Equal(130, created.AllocateMs, 3);
        Assert.True(created.IfiEffective);
    }

    [Fact]
    public void A_log_zeroing_whose_start_line_was_not_read_still_counts_the_elapsed_its_completion_line_reports()
    {
        // The lines read begin after "Zeroing ... from page 0 to 1024": only "Zeroing completed on ... (elapsed = 88 ms)" is left of it.
        var report = TraceParser.Parse(CreateLines().Where(l => !l.Contains("from page 0 to 1024", StringComparison.Ordinal)));

        Assert.Equal(96, Phase(report, "log_zero"), 3);
    }

    [Fact]
    public void The_same_log_newest_row_first_reads_the_same()
    {
        var report = TraceParser.Parse(Sample.Lines(Restore2012).Reverse());

        Assert.True(report.NewestFirst);
        Assert.Equal(["allocate", "log_zero", "transfer", "log_wait"], report.Phases.Select(p => p.Name));
        Assert.Equal(18_920, Phase(report, "transfer"), 3);
        Assert.Equal(18_820, Assert.Single(report.Zeroed).Ms!.Value, 3);
    }

    [Fact]
    public void The_same_log_in_utf16_with_a_byte_order_mark_as_windows_writes_it_reads_the_same()
    {
        var path = Temp["ERRORLOG"];
        File.WriteAllText(path, File.ReadAllText(Sample.Path(Restore2012)), new UnicodeEncoding(bigEndian: false, byteOrderMark: true));
        Assert.Equal([0xFF, 0xFE], File.ReadAllBytes(path)[..2]);

        var report = TraceParser.Parse(TraceText.ReadLines(path));

        Assert.Equal(18_820, Phase(report, "log_zero"), 3);
        Assert.Equal(18, report.LinesRecognised);
    }

    [Fact]
    public void A_log_cut_while_a_file_is_still_being_zeroed_lists_it_as_started_and_not_completed()
    {
        var lines = Sample.Lines(Restore2012).TakeWhile(l => !l.Contains("Zeroing completed", StringComparison.Ordinal));

        var report = TraceParser.Parse(lines);

        var log = Assert.Single(report.Zeroed);
        Assert.False(log.Completed);
        Assert.Equal(new DateTime(2013, 7, 2, 16, 48, 52, 340), log.Start);
        Assert.Null(log.End);
        Assert.Null(log.Ms);
        Assert.DoesNotContain(report.Phases, p => p.Name == "log_zero");
        Assert.False(report.DataFilesZeroed, "a log file is always zeroed: it proves nothing about IFI");
    }

    [Fact]
    public void The_2005_spelling_of_trace_flag_3213_gives_the_buffer_configuration()
    {
        // http://blogs.msdn.com/b/psssql/archive/2008/02/06/how-it-works-how-does-sql-server-backup-and-restore-select-transfer-sizes.aspx
        var buffers = Assert.Single(Sample.Parse("psssql-2008-tf3213-sql2005.txt").BufferConfigurations);

        Assert.Equal(new DateTime(2008, 2, 6, 11, 59, 31, 140), buffers.Time);
        Assert.Equal(6L, buffers.BufferCount);
        Assert.Null(buffers.SetsOfBuffers);
        Assert.Equal(1024L * 1024, buffers.MaxTransferSizeBytes);
        Assert.Equal(64L * 1024, buffers.MinMaxTransferSizeBytes);
        Assert.Equal(6L << 20, buffers.TotalBufferSpaceBytes);
        Assert.Equal(3325L << 20, buffers.MemoryLimitBytes);
        Assert.Equal((6L, 6L), (buffers.BuffersPerReadStream!.Value, buffers.BuffersPerWriteStream!.Value));
        Assert.Equal(512L, buffers.AlignmentBytes);
    }

    [Fact]
    public void A_compressed_backup_s_trace_flag_3213_lines_give_media_and_encode_buffers()
    {
        // MicrosoftDocs/sql-docs back-up-and-restore-of-sql-server-databases.md (ms.date 03/30/2018), trace flag 3014 sample.
        var report = Sample.Parse("sqldocs-tf3014-compressed-backup.txt");

        var buffers = Assert.Single(report.BufferConfigurations);
        Assert.Equal((7L, 3L), (buffers.BufferCount!.Value, buffers.SetsOfBuffers!.Value));
        Assert.Equal((1L << 20, 64L << 10, 21L << 20), (buffers.MaxTransferSizeBytes!.Value, buffers.MinMaxTransferSizeBytes!.Value, buffers.TotalBufferSpaceBytes!.Value));
        Assert.Equal((7L, 1L << 20, 7L), (buffers.MediaBufferCount!.Value, buffers.MediaBufferSizeBytes!.Value, buffers.EncodeBufferCount!.Value));
        Assert.Equal(2300L << 20, buffers.MemoryLimitBytes);
        Assert.Empty(report.Zeroed);
        Assert.Same(buffers, report.Buffers);
    }

    [Fact]
    public void Every_restore_in_a_linux_error_log_is_a_summary_in_file_order()
    {
        // https://github.com/microsoft/mssql-docker/issues/690
        var report = Sample.Parse("mssql-docker-690-log-restored.txt");

        Assert.Equal([1, 2, 3], report.Summaries.Select(s => s.Line));
        Assert.All(report.Summaries, s => Assert.Equal(("Log was restored", "db02"), (s.Operation, s.Database!)));
        Assert.Equal(
            [new DateTime(2021, 6, 3, 14, 2, 52, 570), new DateTime(2021, 6, 3, 14, 2, 52, 960), new DateTime(2021, 6, 3, 14, 2, 53, 260)],
            report.Summaries.Select(s => s.Time!.Value));
        Assert.All(report.Summaries, s => Assert.Null(s.Seconds));
        Assert.Null(report.Processed);
    }

    [Fact]
    public void A_2005_error_log_s_restore_record_is_a_summary()
    {
        // https://techcommunity.microsoft.com/t5/sql-server-support/how-it-works-what-is-restore-backup-doing/ba-p/315442
        var report = Sample.Parse("psssql-2008-restore-errorlog-sql2005.txt");

        var restored = Assert.Single(report.Summaries);
        Assert.Equal(("Database was restored", "dbPerf_MAIN"), (restored.Operation, restored.Database!));
        Assert.Equal(new DateTime(2008, 1, 23, 8, 38, 46, 820), restored.Time);
        Assert.Equal(["error_log"], report.Kinds);
    }

    [Fact]
    public void A_linux_startup_log_says_whether_the_server_has_ifi()
    {
        // https://github.com/microsoft/mssql-docker/issues/776: UTF-8, with lines that carry no timestamp.
        var report = Sample.Parse("mssql-docker-776-linux-startup.txt");

        Assert.True(report.IfiEnabled);
        Assert.Equal(["error_log"], report.Kinds);
        Assert.Equal((11, 1), (report.LinesRead, report.LinesRecognised));
    }

    /// <summary>The 2020 CREATE's rows, which its author pasted as T-SQL comments, with the comment marks taken off and nothing else.</summary>
    private static IEnumerable<string> CreateLines() =>
        Sample.Lines(CreateTwoLogZeroings).Select(l => l.StartsWith("--", StringComparison.Ordinal) ? l[2..] : l);

    private static double Phase(TraceReport report, string name) => Assert.Single(report.Phases, p => p.Name == name).Ms;
}
