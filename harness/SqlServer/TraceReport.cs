namespace Bench.Harness.SqlServer;

/// <summary>What the trace flag 3004/3014/3213 lines and the BACKUP/RESTORE messages of one operation say.</summary>
public sealed record TraceReport
{
    /// <summary>allocate, log_zero, transfer: each from its first line to its last (times from the lines' timestamps).</summary>
    public IReadOnlyList<TracePhase> Phases { get; init; } = [];

    /// <summary>Every file zeroed: start and end lines, and the elapsed time the server printed, if it did.</summary>
    public IReadOnlyList<ZeroedFile> Zeroed { get; init; } = [];

    /// <summary>Trace flag 3213's buffer configuration; null when absent.</summary>
    public BufferConfiguration? Buffers { get; init; }

    /// <summary>Message 3014: the operation, pages, seconds and MB/s; null when absent.</summary>
    public ProcessedSummary? Processed { get; init; }

    /// <summary>Message 4035: pages per file.</summary>
    public IReadOnlyList<ProcessedFile> Files { get; init; } = [];

    /// <summary>Message 3211: the percentages reported, in order.</summary>
    public IReadOnlyList<int> Percent { get; init; } = [];

    /// <summary>The startup line "Database Instant File Initialization: enabled|disabled"; null when absent.</summary>
    public bool? IfiEnabled { get; init; }

    /// <summary>
    /// Whether any data file (.mdf, .ndf) was zeroed: the proof that IFI was not in effect for it (log files are
    /// always zeroed, so they prove nothing).
    /// </summary>
    public bool DataFilesZeroed => Zeroed.Any(z => !z.IsLog);

    /// <summary>Lines read, and lines recognised.</summary>
    public int LinesRead { get; init; }

    /// <summary>Lines recognised.</summary>
    public int LinesRecognised { get; init; }
}

/// <summary>A phase: its name, first and last line times, and the difference in ms.</summary>
/// <param name="Name">allocate, log_zero or transfer.</param>
/// <param name="Start">Time of the line that opens it.</param>
/// <param name="End">Time of the line that closes it.</param>
/// <param name="Ms">End minus start.</param>
/// <param name="From">The opening line's text.</param>
/// <param name="To">The closing line's text.</param>
public sealed record TracePhase(string Name, DateTime Start, DateTime End, double Ms, string From, string To);

/// <summary>A file zeroed (trace flag 3004).</summary>
/// <param name="Path">The file.</param>
/// <param name="Start">"Zeroing ... from page" line time (null without timestamps).</param>
/// <param name="End">"Zeroing completed" line time.</param>
/// <param name="Ms">End minus start, or the server's "(elapsed = N ms)".</param>
/// <param name="ReportedMs">The server's own "(elapsed = N ms)", when printed.</param>
/// <param name="IsLog">A log file (.ldf) rather than a data file.</param>
public sealed record ZeroedFile(string Path, DateTime? Start, DateTime? End, double? Ms, double? ReportedMs, bool IsLog);

/// <summary>Trace flag 3213's "Backup/Restore buffer configuration parameters".</summary>
/// <param name="BufferCount">BufferCount.</param>
/// <param name="SetsOfBuffers">Sets Of Buffers.</param>
/// <param name="MaxTransferSizeBytes">MaxTransferSize, in bytes.</param>
/// <param name="TotalBufferSpaceBytes">Total buffer space, in bytes.</param>
/// <param name="AlignmentBytes">Filesystem i/o alignment, in bytes.</param>
public sealed record BufferConfiguration(long? BufferCount, long? SetsOfBuffers, long? MaxTransferSizeBytes, long? TotalBufferSpaceBytes, long? AlignmentBytes);

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
