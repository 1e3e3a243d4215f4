using System.Globalization;
using System.Text;
using Bench.Scenarios.Targets;

namespace Bench.Harness.SqlServer;

/// <summary>
/// T-SQL of the backup and restore scenarios: BACKUP DATABASE TO DISK x N and RESTORE DATABASE FROM DISK x N,
/// WITH BUFFERCOUNT (when given: not given, SQL Server chooses), MAXTRANSFERSIZE, BLOCKSIZE (when given), STATS, and on the backup COMPRESSION or NO_COMPRESSION; the restore
/// MOVEs every file to the run's folder, into a new database of the case's own name, so its files are allocated again
/// (seed 000); the case drops it afterwards. No REPLACE: the target database never exists, and when one of its name does
/// (not this run's) the batch refuses before RESTORE (<see cref="DatabaseScripts.Absent"/>) instead of overwriting it. The source database is filled set-based to its size.
/// </summary>
public static class BackupScripts
{
    /// <summary>Backup file k (1-based) of a backup.</summary>
    public static string StripeFile(string backupName, int k) => string.Create(CultureInfo.InvariantCulture, $"{backupName}_{k}.bak");

    /// <summary>
    /// Fills <paramref name="database"/> to about <paramref name="bytes"/> of data in set-based inserts of 8 KB rows
    /// (one a page), in SIMPLE recovery so the log is reused; says "N percent processed." as it goes; then shrinks
    /// the log back (to 1 MB where it can), so a restore of its backup zeroes about the seeds' 1 MB log.
    /// </summary>
    public static IReadOnlyList<SqlBatch> Fill(string database, long bytes) =>
    [
        new($"ALTER DATABASE {Tsql.Name(database)} SET RECOVERY SIMPLE"),
        new(string.Create(CultureInfo.InvariantCulture, $"""
            USE {Tsql.Name(database)};
            SET NOCOUNT ON;
            CREATE TABLE dbo.Fill (id bigint IDENTITY(1,1) PRIMARY KEY, payload char(7900) NOT NULL);
            DECLARE @total bigint = {bytes / 8192 * 9 / 10};
            DECLARE @rows bigint = @total, @pct int;
            WHILE @rows > 0
            BEGIN
                INSERT dbo.Fill (payload) SELECT TOP (CASE WHEN @rows < 2000 THEN @rows ELSE 2000 END) CONVERT(char(7900), NEWID()) FROM sys.all_columns a CROSS JOIN sys.all_columns b;
                SET @rows -= 2000;
                SET @pct = CAST(100 * (@total - CASE WHEN @rows < 0 THEN 0 ELSE @rows END) / @total AS int);
                RAISERROR(N'%d percent processed.', 0, 1, @pct) WITH NOWAIT;
            END;
            CHECKPOINT;
            """)),
        new($"USE {Tsql.Name(database)}; DBCC SHRINKFILE ({Tsql.Text(database + "_log")}, 1) WITH NO_INFOMSGS; USE master;"),
    ];

    /// <summary>BACKUP DATABASE of <paramref name="database"/> to the stripes of <paramref name="backupName"/>.</summary>
    public static SqlBatch Backup(string database, string backupName, TransferSpec transfer, ServerPaths paths)
    {
        ArgumentNullException.ThrowIfNull(transfer);
        ArgumentNullException.ThrowIfNull(paths);
        var sql = new StringBuilder();
        sql.Append(CultureInfo.InvariantCulture, $"BACKUP DATABASE {Tsql.Name(database)}\n TO ");
        Disks(sql, backupName, transfer.Stripes, paths);
        sql.Append("\n WITH FORMAT, INIT, ");
        Options(sql, transfer, backup: true);
        return new SqlBatch(sql.ToString());
    }

    /// <summary>RESTORE DATABASE <paramref name="spec"/>'s database from its source backup, every file moved to the run's folder.</summary>
    public static SqlBatch Restore(RestoreSpec spec, string backupName, string sourceDatabase, ServerPaths paths)
    {
        ArgumentNullException.ThrowIfNull(spec);
        ArgumentNullException.ThrowIfNull(paths);
        var database = spec.Database;
        var sql = new StringBuilder(DatabaseScripts.Absent(database.Name));
        sql.Append(CultureInfo.InvariantCulture, $"RESTORE DATABASE {Tsql.Name(database.Name)}\n FROM ");
        Disks(sql, backupName, spec.Transfer.Stripes, paths);
        sql.Append("\n WITH\n");
        for (var i = 1; i <= database.DataFiles; i++)
        {
            var logical = i == 1 ? sourceDatabase : $"{sourceDatabase}_{i}";
            var file = i == 1 ? $"{database.Name}.mdf" : $"{database.Name}_{i}.ndf";
            sql.Append(CultureInfo.InvariantCulture, $"  MOVE {Tsql.Text(logical)} TO {Tsql.Text(paths.Data(file))},\n");
        }

        sql.Append(CultureInfo.InvariantCulture, $"  MOVE {Tsql.Text(sourceDatabase + "_log")} TO {Tsql.Text(paths.Data(database.Name + "_log.ldf"))},\n ");
        Options(sql, spec.Transfer, backup: false);
        return new SqlBatch(sql.ToString());
    }

    private static void Disks(StringBuilder sql, string backupName, int stripes, ServerPaths paths)
    {
        for (var k = 1; k <= stripes; k++)
        {
            sql.Append(CultureInfo.InvariantCulture, $"DISK = {Tsql.Text(paths.Backup(StripeFile(backupName, k)))}");
            if (k < stripes)
            {
                sql.Append(",\n    ");
            }
        }
    }

    /// <summary>
    /// The WITH options; BUFFERCOUNT only when given (not given, SQL Server chooses: trace flag 3213 prints its choice);
    /// COMPRESSION / NO_COMPRESSION are BACKUP's only (a restore reads what the backup wrote).
    /// </summary>
    private static void Options(StringBuilder sql, TransferSpec transfer, bool backup)
    {
        if (transfer.BufferCountGiven)
        {
            sql.Append(CultureInfo.InvariantCulture, $"BUFFERCOUNT = {transfer.BufferCount}, ");
        }

        sql.Append(CultureInfo.InvariantCulture, $"MAXTRANSFERSIZE = {transfer.MaxTransferSize}");
        if (transfer.BlockSize > 0)
        {
            sql.Append(CultureInfo.InvariantCulture, $", BLOCKSIZE = {transfer.BlockSize}");
        }

        if (backup)
        {
            sql.Append(transfer.Compression ? ", COMPRESSION" : ", NO_COMPRESSION");
        }

        sql.Append(", STATS = 5");
    }
}
