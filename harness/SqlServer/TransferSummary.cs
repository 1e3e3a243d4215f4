namespace Bench.Harness.SqlServer;

/// <summary>
/// One BACKUP or RESTORE as the text summed it up: message 3014 ("RESTORE DATABASE successfully processed 58455 pages
/// in 18.069 seconds (25.273 MB/sec).") or the error log's record of it ("Log was restored. Database: db02, ...").
/// </summary>
/// <param name="Line">The line it was read from (1 is the file's first line).</param>
/// <param name="Time">The line's timestamp, when it has one.</param>
/// <param name="Operation">As printed: "BACKUP DATABASE", "RESTORE LOG", "Database backed up", "Log was restored".</param>
/// <param name="Database">The database, when the text names it (the error log's records do, message 3014 does not).</param>
/// <param name="Pages">Pages processed (3014) or dumped (18264 in the versions that print it).</param>
/// <param name="Seconds">Seconds (3014 only).</param>
/// <param name="MbS">MB/sec as printed (3014 only).</param>
public sealed record TransferSummary(int Line, DateTime? Time, string Operation, string? Database, long? Pages, double? Seconds, double? MbS);
