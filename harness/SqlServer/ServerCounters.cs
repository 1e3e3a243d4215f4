using System.Collections.Frozen;
using System.Globalization;

namespace Bench.Harness.SqlServer;

/// <summary>
/// What the sqlserver target reads from the server around a case (sqlserver.md): wait statistics and per-file I/O of
/// the case's database; and the maths that makes a case's <c>top_waits</c> out of two readings of sys.dm_os_wait_stats.
/// (The Backup/Restore Throughput/sec counter is not read: throughput comes from message 3014.)
/// </summary>
public static class ServerCounters
{
    /// <summary>Cumulative waits: wait_type, wait_time_ms (every wait; <see cref="TopWaits"/> leaves out the benign ones).</summary>
    public static SqlBatch Waits { get; } = new("SELECT wait_type, wait_time_ms FROM sys.dm_os_wait_stats WHERE wait_time_ms > 0");

    /// <summary>
    /// Waits that grow whatever a case does: background threads sleeping or waiting for work (lazy writer, checkpoint,
    /// log writer queue, Extended Events, Service Broker, Query Store, the dispatcher pools). In seconds of a case they grow
    /// more than BACKUPIO or BACKUPBUFFER and would fill top_waits. The list is the usual benign-wait exclusion that
    /// DBAs' wait-statistics queries use (Paul S. Randal, "Wait statistics, or please tell me where it hurts", SQLskills),
    /// less PREEMPTIVE_OS_FLUSHFILEBUFFERS, which a storage benchmark keeps (a backup's or a file's flush is the disk's).
    /// </summary>
    internal static readonly FrozenSet<string> BenignWaits = new[]
    {
        "BROKER_EVENTHANDLER", "BROKER_RECEIVE_WAITFOR", "BROKER_TASK_STOP", "BROKER_TO_FLUSH", "BROKER_TRANSMITTER",
        "CHECKPOINT_QUEUE", "CHKPT", "CLR_AUTO_EVENT", "CLR_MANUAL_EVENT", "CLR_SEMAPHORE", "CXCONSUMER",
        "DBMIRROR_DBM_EVENT", "DBMIRROR_EVENTS_QUEUE", "DBMIRROR_WORKER_QUEUE", "DBMIRRORING_CMD", "DIRTY_PAGE_POLL",
        "DISPATCHER_QUEUE_SEMAPHORE", "EXECSYNC", "FSAGENT", "FT_IFTS_SCHEDULER_IDLE_WAIT", "FT_IFTSHC_MUTEX",
        "HADR_CLUSAPI_CALL", "HADR_FILESTREAM_IOMGR_IOCOMPLETION", "HADR_LOGCAPTURE_WAIT", "HADR_NOTIFICATION_DEQUEUE",
        "HADR_TIMER_TASK", "HADR_WORK_QUEUE", "KSOURCE_WAKEUP", "LAZYWRITER_SLEEP", "LOGMGR_QUEUE", "MEMORY_ALLOCATION_EXT",
        "ONDEMAND_TASK_QUEUE", "PARALLEL_REDO_DRAIN_WORKER", "PARALLEL_REDO_LOG_CACHE", "PARALLEL_REDO_TRAN_LIST",
        "PARALLEL_REDO_WORKER_SYNC", "PARALLEL_REDO_WORKER_WAIT_WORK", "PREEMPTIVE_XE_GETTARGETSTATE", "PVS_PREALLOCATE",
        "PWAIT_ALL_COMPONENTS_INITIALIZED", "PWAIT_DIRECTLOGCONSUMER_GETNEXT", "PWAIT_EXTENSIBILITY_CLEANUP_TASK",
        "QDS_PERSIST_TASK_MAIN_LOOP_SLEEP", "QDS_ASYNC_QUEUE", "QDS_CLEANUP_STALE_QUERIES_TASK_MAIN_LOOP_SLEEP",
        "QDS_SHUTDOWN_QUEUE", "REDO_THREAD_PENDING_WORK", "REQUEST_FOR_DEADLOCK_SEARCH", "RESOURCE_QUEUE", "SERVER_IDLE_CHECK",
        "SLEEP_BPOOL_FLUSH", "SLEEP_DBSTARTUP", "SLEEP_DCOMSTARTUP", "SLEEP_MASTERDBREADY", "SLEEP_MASTERMDREADY",
        "SLEEP_MASTERUPGRADED", "SLEEP_MSDBSTARTUP", "SLEEP_SYSTEMTASK", "SLEEP_TASK", "SLEEP_TEMPDBSTARTUP",
        "SNI_HTTP_ACCEPT", "SOS_WORK_DISPATCHER", "SP_SERVER_DIAGNOSTICS_SLEEP", "SQLTRACE_BUFFER_FLUSH",
        "SQLTRACE_INCREMENTAL_FLUSH_SLEEP", "SQLTRACE_WAIT_ENTRIES", "UCS_SESSION_REGISTRATION", "VDI_CLIENT_OTHER",
        "WAIT_FOR_RESULTS", "WAITFOR", "WAITFOR_TASKSHUTDOWN", "WAIT_XTP_RECOVERY", "WAIT_XTP_HOST_WAIT",
        "WAIT_XTP_OFFLINE_CKPT_NEW_LOG", "WAIT_XTP_CKPT_CLOSE", "XE_DISPATCHER_JOIN", "XE_DISPATCHER_WAIT", "XE_TIMER_EVENT",
        "XE_LIVE_TARGET_TVF",
    }.ToFrozenSet(StringComparer.Ordinal);

    /// <summary>Cumulative per-file I/O of one database: bytes, I/Os and stalls, and the file's type (0 data, 1 log).</summary>
    public static SqlBatch FileStats(string database) => new($"""
        SELECT vfs.file_id, vfs.num_of_reads, vfs.num_of_bytes_read, vfs.io_stall_read_ms, vfs.num_of_writes, vfs.num_of_bytes_written, vfs.io_stall_write_ms, mf.type
        FROM sys.dm_io_virtual_file_stats(DB_ID({Tsql.Text(database)}), NULL) AS vfs
        JOIN sys.master_files AS mf ON mf.database_id = vfs.database_id AND mf.file_id = vfs.file_id
        """);

    /// <summary>
    /// The <paramref name="count"/> waits that grew most between two readings, as "TYPE=ms;TYPE=ms"; waits that are
    /// new in <paramref name="after"/> count from zero, and a wait that went down (the statistics were cleared) is left out,
    /// as are the <see cref="BenignWaits"/>.
    /// </summary>
    public static string TopWaits(IReadOnlyDictionary<string, double> before, IReadOnlyDictionary<string, double> after, int count = 3)
    {
        ArgumentNullException.ThrowIfNull(before);
        ArgumentNullException.ThrowIfNull(after);
        return string.Join(';', after
            .Select(w => (Type: w.Key, Ms: w.Value - before.GetValueOrDefault(w.Key)))
            .Where(w => w.Ms > 0 && !BenignWaits.Contains(w.Type))
            .OrderByDescending(w => w.Ms)
            .ThenBy(w => w.Type, StringComparer.Ordinal)
            .Take(count)
            .Select(w => string.Create(CultureInfo.InvariantCulture, $"{w.Type}={w.Ms:0}")));
    }
}
