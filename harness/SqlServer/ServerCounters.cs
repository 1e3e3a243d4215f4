using System.Globalization;

namespace Bench.Harness.SqlServer;

/// <summary>
/// What the sqlserver target reads from the server around a case (sqlserver.md): wait statistics and per-file I/O of
/// the case's database; and the maths that makes a case's <c>top_waits</c> out of two readings of sys.dm_os_wait_stats.
/// (The Backup/Restore Throughput/sec counter is not read: throughput comes from message 3014.)
/// </summary>
public static class ServerCounters
{
    /// <summary>Cumulative waits: wait_type, wait_time_ms (idle waits are left in; the delta shows what moved).</summary>
    public static SqlBatch Waits { get; } = new("SELECT wait_type, wait_time_ms FROM sys.dm_os_wait_stats WHERE wait_time_ms > 0");

    /// <summary>Cumulative per-file I/O of one database: bytes, I/Os and stalls, and the file's type (0 data, 1 log).</summary>
    public static SqlBatch FileStats(string database) => new($"""
        SELECT vfs.file_id, vfs.num_of_reads, vfs.num_of_bytes_read, vfs.io_stall_read_ms, vfs.num_of_writes, vfs.num_of_bytes_written, vfs.io_stall_write_ms, mf.type
        FROM sys.dm_io_virtual_file_stats(DB_ID({Tsql.Text(database)}), NULL) AS vfs
        JOIN sys.master_files AS mf ON mf.database_id = vfs.database_id AND mf.file_id = vfs.file_id
        """);

    /// <summary>
    /// The <paramref name="count"/> waits that grew most between two readings, as "TYPE=ms;TYPE=ms"; waits that are
    /// new in <paramref name="after"/> count from zero, and a wait that went down (the statistics were cleared) is left out.
    /// </summary>
    public static string TopWaits(IReadOnlyDictionary<string, double> before, IReadOnlyDictionary<string, double> after, int count = 3)
    {
        ArgumentNullException.ThrowIfNull(before);
        ArgumentNullException.ThrowIfNull(after);
        return string.Join(';', after
            .Select(w => (Type: w.Key, Ms: w.Value - before.GetValueOrDefault(w.Key)))
            .Where(w => w.Ms > 0)
            .OrderByDescending(w => w.Ms)
            .ThenBy(w => w.Type, StringComparer.Ordinal)
            .Take(count)
            .Select(w => string.Create(CultureInfo.InvariantCulture, $"{w.Type}={w.Ms:0}")));
    }
}
