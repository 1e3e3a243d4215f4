using System.Text.Json.Serialization;

namespace Bench.Harness.SqlServer;

/// <summary>
/// What a text SQL Server printed says about file initialization and BACKUP/RESTORE: trace flag 3004/3014/3213 lines,
/// the error log's records, the messages a client shows, and DBCC PAGE output.
/// </summary>
public sealed record TraceReport
{
    /// <summary>
    /// The kinds of SQL Server output found: error_log, trace_flags, client_messages, dbcc_page. Empty when nothing in
    /// the text was written by SQL Server.
    /// </summary>
    public IReadOnlyList<string> Kinds { get; init; } = [];

    /// <summary>Whether the timestamped lines ran newest first (SSMS's log viewer order); they were read oldest first.</summary>
    public bool NewestFirst { get; init; }

    /// <summary>
    /// allocate, log_zero, transfer and log_wait: each from its first line to its last (times from the lines' timestamps);
    /// log_zero's ms are the time spent zeroing the log file(s), each zeroing's own, summed.
    /// </summary>
    public IReadOnlyList<TracePhase> Phases { get; init; } = [];

    /// <summary>
    /// Every file whose zeroing started or completed: a start line without its completion line is still listed (the
    /// text ended, or was cut, while the file was being zeroed).
    /// </summary>
    public IReadOnlyList<ZeroedFile> Zeroed { get; init; } = [];

    /// <summary>Every trace flag 3213 buffer configuration, in the order of the text.</summary>
    public IReadOnlyList<BufferConfiguration> BufferConfigurations { get; init; } = [];

    /// <summary>The last buffer configuration; null when there is none.</summary>
    [JsonIgnore]
    public BufferConfiguration? Buffers => BufferConfigurations.Count > 0 ? BufferConfigurations[^1] : null;

    /// <summary>Every BACKUP/RESTORE summary (message 3014 and the error log's records), in the order of the text.</summary>
    public IReadOnlyList<TransferSummary> Summaries { get; init; } = [];

    /// <summary>The last message 3014; null when there is none.</summary>
    [JsonIgnore]
    public ProcessedSummary? Processed => Summaries.LastOrDefault(s => s.Seconds is not null) is { } s
        ? new ProcessedSummary(s.Operation, s.Pages ?? 0, s.Seconds!.Value, s.MbS ?? 0)
        : null;

    /// <summary>Message 4035: pages per file.</summary>
    public IReadOnlyList<ProcessedFile> Files { get; init; } = [];

    /// <summary>Message 3211: the percentages reported, in order.</summary>
    public IReadOnlyList<int> Percent { get; init; } = [];

    /// <summary>Errors and warnings a client printed ("Msg 3013, Level 16, ...").</summary>
    public IReadOnlyList<ServerMessage> Errors { get; init; } = [];

    /// <summary>SSMS's "Completion time:" stamps, in order.</summary>
    public IReadOnlyList<DateTimeOffset> CompletionTimes { get; init; } = [];

    /// <summary>The DBCC PAGE output in the text, page by page.</summary>
    public IReadOnlyList<DbccPage> Pages { get; init; } = [];

    /// <summary>The startup line "Database Instant File Initialization: enabled|disabled"; null when absent.</summary>
    public bool? IfiEnabled { get; init; }

    /// <summary>
    /// Whether any data file (.mdf, .ndf) was zeroed, or began to be: the proof that IFI was not in effect for it (log
    /// files are always zeroed, so they prove nothing).
    /// </summary>
    public bool DataFilesZeroed => Zeroed.Any(z => !z.IsLog);

    /// <summary>Lines read.</summary>
    public int LinesRead { get; init; }

    /// <summary>Lines whose content went into this report.</summary>
    public int LinesRecognised { get; init; }
}

/// <summary>A phase: its name, first and last line times, and the difference in ms.</summary>
/// <param name="Name">allocate, log_zero, transfer or log_wait.</param>
/// <param name="Start">Time of the line that opens it.</param>
/// <param name="End">Time of the line that closes it.</param>
/// <param name="Ms">End minus start; for log_zero, the time its zeroings took, summed (a CREATE zeroes its log twice).</param>
/// <param name="From">The opening line's text.</param>
/// <param name="To">The closing line's text.</param>
public sealed record TracePhase(string Name, DateTime Start, DateTime End, double Ms, string From, string To);

/// <summary>A file zeroed (trace flag 3004).</summary>
/// <param name="Path">The file.</param>
/// <param name="Start">"Zeroing ... from page" line time (null without timestamps or without that line).</param>
/// <param name="End">"Zeroing completed" line time (null without timestamps or without that line).</param>
/// <param name="Ms">End minus start, or the server's "(elapsed = N ms)".</param>
/// <param name="ReportedMs">The server's own "(elapsed = N ms)", when printed.</param>
/// <param name="IsLog">A log file (.ldf) rather than a data file.</param>
/// <param name="Completed">Whether the text holds the "Zeroing completed on" line.</param>
public sealed record ZeroedFile(string Path, DateTime? Start, DateTime? End, double? Ms, double? ReportedMs, bool IsLog, bool Completed);

/// <summary>Message 3014.</summary>
/// <param name="Operation">e.g. RESTORE DATABASE.</param>
/// <param name="Pages">Pages processed.</param>
/// <param name="Seconds">Seconds.</param>
/// <param name="MbS">MB/sec as printed.</param>
public sealed record ProcessedSummary(string Operation, long Pages, double Seconds, double MbS);

/// <summary>Message 4035.</summary>
/// <param name="Database">Database.</param>
/// <param name="File">Logical file.</param>
/// <param name="Pages">Pages processed.</param>
public sealed record ProcessedFile(string Database, string File, long Pages);
