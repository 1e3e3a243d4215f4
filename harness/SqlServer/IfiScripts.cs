using System.Globalization;

namespace Bench.Harness.SqlServer;

/// <summary>
/// T-SQL for IFI control and proof (sqlserver.md): the server's IFI state where sys.dm_server_services has the column,
/// trace flag 1806 or 1805 switched globally for IFI-off cases (which one works is verified on the server, not
/// assumed), trace flags 3004 + 3605 on so zeroing reaches the error log, and the error log lines of this session
/// read back for a case's time window.
/// </summary>
public static class IfiScripts
{
    /// <summary>The trace flags that may switch IFI off, in the order they are tried.</summary>
    public static IReadOnlyList<int> OffFlags { get; } = [1806, 1805];

    /// <summary>One row: ifi ('Y', 'N' or NULL where the column does not exist) for the database engine service.</summary>
    public static SqlBatch State { get; } = new("""
        IF EXISTS (SELECT 1 FROM sys.all_columns WHERE object_id = OBJECT_ID(N'sys.dm_server_services') AND name = N'instant_file_initialization_enabled')
            EXEC (N'SELECT TOP (1) instant_file_initialization_enabled AS ifi FROM sys.dm_server_services WHERE servicename LIKE N''SQL Server (%''');
        ELSE
            SELECT CAST(NULL AS nvarchar(1)) AS ifi;
        """);

    /// <summary>The flags that put zeroing (3004), backup/restore steps and buffers (3213) into the error log (3605).</summary>
    public static IReadOnlyList<int> TracingFlags { get; } = [3004, 3605, 3213];

    /// <summary>The trace flags on globally: rows of TraceFlag, Status, Global, Session (none when no flag is on).</summary>
    public static SqlBatch GlobalFlags { get; } = new("DBCC TRACESTATUS(-1) WITH NO_INFOMSGS");

    /// <summary>Switches one of <see cref="TracingFlags"/> on or off for every session.</summary>
    public static SqlBatch Tracing(int flag, bool on) => TracingFlags.Contains(flag)
        ? new(string.Create(CultureInfo.InvariantCulture, $"DBCC {(on ? "TRACEON" : "TRACEOFF")}({flag}, -1) WITH NO_INFOMSGS"))
        : throw new ArgumentOutOfRangeException(nameof(flag), flag, $"only {string.Join(", ", TracingFlags)} are tracing flags");

    /// <summary>Switches IFI off for every session with <paramref name="flag"/>.</summary>
    public static SqlBatch Off(int flag) => new(string.Create(CultureInfo.InvariantCulture, $"DBCC TRACEON({Flag(flag)}, -1) WITH NO_INFOMSGS"));

    /// <summary>Switches <paramref name="flag"/> back off (IFI on again), after the IFI-off cases.</summary>
    public static SqlBatch On(int flag) => new(string.Create(CultureInfo.InvariantCulture, $"DBCC TRACEOFF({Flag(flag)}, -1) WITH NO_INFOMSGS"));

    /// <summary>
    /// The current error log's lines between @start and @end (datetime) that this session wrote
    /// (ProcessInfo = spid + @@SPID), in the log's own order: LogDate, ProcessInfo, Text. Needs sysadmin. The log stamps
    /// to 10 ms, so lines often tie ("Zeroing" and "Zeroing completed on" for a small file, three steps of a RESTORE in
    /// one 10 ms): ORDER BY LogDate would leave tied lines in any order, and a completion read before its start loses the
    /// file's zeroing. xp_readerrorlog's N'asc' returns them in file order, which the IDENTITY keeps.
    /// </summary>
    public static SqlBatch SessionLog { get; } = new("""
        DECLARE @log TABLE (id int IDENTITY PRIMARY KEY, LogDate datetime, ProcessInfo nvarchar(64), Text nvarchar(max));
        INSERT @log (LogDate, ProcessInfo, Text) EXEC master.dbo.xp_readerrorlog 0, 1, NULL, NULL, @start, @end, N'asc';
        SELECT LogDate, ProcessInfo, Text FROM @log WHERE ProcessInfo = N'spid' + CAST(@@SPID AS nvarchar(10)) ORDER BY id;
        """);

    private static int Flag(int flag) => OffFlags.Contains(flag)
        ? flag
        : throw new ArgumentOutOfRangeException(nameof(flag), flag, $"only {string.Join(" or ", OffFlags)} switch IFI off");
}
