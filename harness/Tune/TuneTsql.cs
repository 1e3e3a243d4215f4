using System.Globalization;
using System.Text;
using Bench.Harness.SqlServer;
using Bench.Results.Units;
using Bench.Scenarios.Parameters;

namespace Bench.Harness.Tune;

/// <summary>The T-SQL a DBA pastes into the job: the WITH clause of a setting, and the whole statement with its backup files.</summary>
public static class TuneTsql
{
    /// <summary>
    /// <c>BUFFERCOUNT = n, MAXTRANSFERSIZE = n</c>, then <c>BLOCKSIZE = n</c> when the setting gives one, and for a backup
    /// <c>COMPRESSION</c> or <c>NO_COMPRESSION</c> (a restore reads whatever the backup wrote).
    /// </summary>
    public static string WithClause(TuneOperation operation, TuneSetting setting)
    {
        ArgumentNullException.ThrowIfNull(setting);
        var with = new StringBuilder(string.Create(
            CultureInfo.InvariantCulture, $"BUFFERCOUNT = {setting.BufferCount}, MAXTRANSFERSIZE = {setting.MaxTransferSize}"));
        if (setting.BlockSize != TuneSetting.BlockSizeNotGiven)
        {
            with.Append(CultureInfo.InvariantCulture, $", BLOCKSIZE = {setting.BlockSize}");
        }

        if (operation == TuneOperation.Backup)
        {
            with.Append(setting.Compression ? ", COMPRESSION" : ", NO_COMPRESSION");
        }

        return with.ToString();
    }

    /// <summary>
    /// The whole statement for <paramref name="database"/> (of <paramref name="files"/> data files): one
    /// <c>DISK = N'&lt;database&gt;_k.bak'</c> per stripe, then <see cref="WithClause"/>; comments say what is the
    /// default estimate and what the setting assumes of the backup.
    /// </summary>
    public static string Statement(TuneOperation operation, TuneSetting setting, int files, string database = "YourDatabase")
    {
        ArgumentNullException.ThrowIfNull(setting);
        var c = CultureInfo.InvariantCulture;
        var sql = new StringBuilder();
        sql.Append(c, $"-- {setting.Stripes} backup file{(setting.Stripes == 1 ? string.Empty : "s")}, buffer memory {ByteSize.Human(setting.MemoryBytes)}: {setting.BufferCount} x {setting.MaxTransferSize / 1024} KB");
        sql.Append(setting.Compression ? " x 3 (compression)" : string.Empty);
        sql.Append(c, $", and {setting.MaxTransferSize / 1024} KB per backup file for its own buffer (as --max-memory counts it)\n");
        if (setting.BufferCount == BackupOptions.DefaultBufferCount(setting.Stripes, files))
        {
            sql.Append(c, $"-- BUFFERCOUNT {setting.BufferCount} is the usual estimate of SQL Server's default (backup files x 4 + {files} data file{(files == 1 ? string.Empty : "s")})\n");
        }

        if (operation == TuneOperation.Restore && setting.Compression)
        {
            sql.Append("-- measured restoring a backup taken WITH COMPRESSION\n");
        }

        sql.Append(operation == TuneOperation.Backup ? "BACKUP DATABASE " : "RESTORE DATABASE ")
            .Append(Tsql.Name(database))
            .Append(operation == TuneOperation.Backup ? "\n TO " : "\n FROM ");
        for (var k = 1; k <= setting.Stripes; k++)
        {
            sql.Append(k == 1 ? string.Empty : ",\n    ").Append("DISK = ").Append(Tsql.Text(BackupScripts.StripeFile(database, k)));
        }

        return sql.Append("\n WITH ").Append(WithClause(operation, setting)).Append(';').ToString();
    }
}
