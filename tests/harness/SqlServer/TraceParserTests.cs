namespace Bench.Harness.Tests.SqlServer;

/// <summary>
/// The lines sqlserver.md documents, in the error log's layout (date time, process, text), and variants: CRLF,
/// tabs, no "(elapsed = N ms)", other case and spacing, client Messages output without timestamps.
/// </summary>
public sealed class TraceParserTests
{
    private const string RestoreLog = """
        2026-11-22 10:00:00.10 spid57      Starting up database 'master'.
        2026-11-22 10:00:01.00 spid57      Backup/Restore buffer configuration parameters
        2026-11-22 10:00:01.00 spid57      Memory limit: 32765MB
        2026-11-22 10:00:01.00 spid57      BufferCount:                36
        2026-11-22 10:00:01.00 spid57      Sets Of Buffers:            3
        2026-11-22 10:00:01.00 spid57      MaxTransferSize:            1024 KB
        2026-11-22 10:00:01.00 spid57      Min MaxTransferSize:        64 KB
        2026-11-22 10:00:01.00 spid57      Total buffer space:         108 MB
        2026-11-22 10:00:01.00 spid57      Filesystem i/o alignment:   512
        2026-11-22 10:00:01.25 spid57      Restore: PreparingContainers
        2026-11-22 10:00:01.30 spid57      Zeroing /var/opt/mssql/data/bench_00001_log.ldf from page 0 to 128 (0x0 to 0x100000)
        2026-11-22 10:00:03.75 spid57      Restore: Containers are ready
        2026-11-22 10:00:03.80 spid57      Restore: Restoring backup set
        2026-11-22 10:00:03.85 spid57      Restore: Transferring data to bench_00001
        2026-11-22 10:00:03.90 spid57      Zeroing completed on /var/opt/mssql/data/bench_00001_log.ldf (elapsed = 2600 ms)
        2026-11-22 10:00:04.00 spid57      Restore: Waiting for log zero on bench_00001
        2026-11-22 10:00:04.02 spid57      Restore: LogZero complete
        2026-11-22 10:00:40.35 spid57      Restore: Data transfer complete on bench_00001
        2026-11-22 10:00:40.40 spid57      Restore: Backup set restored
        2026-11-22 10:00:41.00 Backup      RESTORE DATABASE successfully processed 4194304 pages in 39.750 seconds (824.330 MB/sec).
        """;

    [Fact]
    public void Restore_phases_last_exactly_the_differences_of_their_lines_timestamps()
    {
        var report = TraceParser.Parse(RestoreLog.Split('\n'));

        Assert.Equal(["allocate", "log_zero", "transfer", "log_wait"], report.Phases.Select(p => p.Name));
        Assert.Equal(2500, Phase(report, "allocate").Ms, 3);
        Assert.Equal(36500, Phase(report, "transfer").Ms, 3);
        Assert.Equal(2600, Phase(report, "log_zero").Ms, 3);
        Assert.Equal(20, Phase(report, "log_wait").Ms, 3);
        Assert.Equal(new DateTime(2026, 11, 22, 10, 0, 1, 250), Phase(report, "allocate").Start);
        var log = Assert.Single(report.Zeroed);
        Assert.True(log.IsLog);
        Assert.Equal(2600, log.Ms!.Value, 3);
        Assert.Equal(2600, log.ReportedMs);
    }

    [Fact]
    public void The_buffer_configuration_and_message_3014_are_read()
    {
        var report = TraceParser.Parse(RestoreLog.Split('\n'));

        var buffers = report.Buffers!;
        Assert.Equal((36L, 3L, 1L << 20, 108L << 20, 512L), (buffers.BufferCount!.Value, buffers.SetsOfBuffers!.Value, buffers.MaxTransferSizeBytes!.Value, buffers.TotalBufferSpaceBytes!.Value, buffers.AlignmentBytes!.Value));
        Assert.Equal((32765L << 20, 64L << 10), (buffers.MemoryLimitBytes!.Value, buffers.MinMaxTransferSizeBytes!.Value));
        Assert.Equal(new ProcessedSummary("RESTORE DATABASE", 4194304, 39.75, 824.33), report.Processed);
        Assert.Equal(20, report.LinesRead);
        Assert.Equal(19, report.LinesRecognised);
    }

    [Fact]
    public void A_create_s_data_and_log_zeroing_make_its_allocate_and_log_zero_phases()
    {
        var log = "2026-11-22 09:00:00.00 spid60\tZeroing D:\\Data\\bench_00002.mdf from page 0 to 1310720 (0x0 to 0x280000000)\r\n"
            + "2026-11-22 09:02:06.50 spid60\tZeroing completed on D:\\Data\\bench_00002.mdf\r\n"
            + "2026-11-22 09:02:06.60 spid60\tzeroing   D:\\Data\\bench_00002_log.ldf  from page 0 to 128 (0x0 to 0x100000)\r\n"
            + "2026-11-22 09:02:06.70 spid60\tZEROING COMPLETED ON D:\\Data\\bench_00002_log.ldf (elapsed = 100 ms)\r\n";

        var report = TraceParser.Parse(log.Split('\n'));

        Assert.Equal(126_500, Phase(report, "allocate").Ms, 3);
        Assert.Equal(100, Phase(report, "log_zero").Ms, 3);
        var data = report.Zeroed[0];
        Assert.False(data.IsLog);
        Assert.Null(data.ReportedMs);
        Assert.Equal(@"D:\Data\bench_00002.mdf", data.Path);
    }

    [Fact]
    public void Client_messages_without_timestamps_give_pages_percentages_and_throughput_but_no_phases()
    {
        string[] messages =
        [
            "10 percent processed.",
            "100 percent processed.",
            "Processed 84267834 pages for database 'Big', file 'Big_Data' on file 1.",
            "Processed 2 pages for database 'Big', file 'Big_Log' on file 1.",
            "RESTORE DATABASE successfully processed 84267834 pages in 340.330 seconds (1934.423 MB/sec).",
            "Zeroing completed on E:\\Big_Log.ldf",
            "something else entirely",
        ];

        var report = TraceParser.Parse(messages);

        Assert.Empty(report.Phases);
        Assert.Equal([10, 100], report.Percent);
        Assert.Equal([new ProcessedFile("Big", "Big_Data", 84267834), new ProcessedFile("Big", "Big_Log", 2)], report.Files);
        Assert.Equal(1934.423, report.Processed!.MbS);
        Assert.Null(Assert.Single(report.Zeroed).Ms);
        Assert.Equal(6, report.LinesRecognised);
    }

    [Theory]
    [InlineData("2026-11-22 10:00:01.25 spid57      Restore: PreparingContainers", "spid57", "Restore: PreparingContainers")]
    [InlineData("2026-11-22 10:00:01.250\tspid57s\tRestore: Containers are ready\r", "spid57s", "Restore: Containers are ready")]
    [InlineData("Restore: LogZero complete", null, "Restore: LogZero complete")]
    public void A_line_splits_into_time_process_and_text(string line, string? process, string text)
    {
        var parsed = TraceParser.ParseLine(line);

        Assert.Equal(process, parsed.Process);
        Assert.Equal(text, parsed.Text);
        Assert.Equal(process is not null, parsed.Time is not null);
    }

    [Theory]
    [InlineData("2026-11-22 09:00:00.51 Server      Database Instant File Initialization: enabled. For security and performance considerations see the topic 'Database Instant File Initialization' in SQL Server Books Online.", true)]
    [InlineData("2026-11-22 09:00:00.51 Server      Database Instant File Initialization: disabled. For security and performance considerations see the topic", false)]
    public void The_startup_line_says_whether_the_server_has_ifi(string line, bool enabled) =>
        Assert.Equal(enabled, TraceParser.Parse([line]).IfiEnabled);

    [Fact]
    public void Only_a_zeroed_data_file_proves_ifi_was_off()
    {
        var logOnly = TraceParser.Parse(["Zeroing completed on /d/x_log.ldf (elapsed = 3 ms)"]);
        var data = TraceParser.Parse(["Zeroing completed on /d/x.mdf (elapsed = 900 ms)", "Zeroing completed on /d/x_log.ldf"]);

        Assert.False(logOnly.DataFilesZeroed);
        Assert.True(data.DataFilesZeroed);
    }

    private static TracePhase Phase(TraceReport report, string name) => Assert.Single(report.Phases, p => p.Name == name);
}
