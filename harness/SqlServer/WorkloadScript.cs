namespace Bench.Harness.SqlServer;

/// <summary>
/// Seed 003's insert workload as T-SQL, for the sqlserver target: its database (1000 MB data growing by 1 MB,
/// 100 MB log growing by 10%, FULL recovery), its table, one row, then the INSERT ... SELECT that doubles the table,
/// run <c>doublings</c> times (the seed's GO 24). The harness times each execution; the seed printed the total.
/// </summary>
public static class WorkloadScript
{
    /// <summary>The batches, in order.</summary>
    /// <param name="database">Database name (bench_*).</param>
    /// <param name="directory">Folder of the data and log files, as the server sees it.</param>
    /// <param name="doublings">Executions of the doubling insert.</param>
    /// <param name="separator">The server's path separator ('\\' on Windows, '/' on Linux).</param>
    public static IReadOnlyList<SqlBatch> Batches(string database, string directory, int doublings, char separator)
    {
        ArgumentNullException.ThrowIfNull(database);
        ArgumentNullException.ThrowIfNull(directory);
        ArgumentOutOfRangeException.ThrowIfLessThan(doublings, 1);
        var folder = directory.TrimEnd('/', '\\') + separator;
        return
        [
            new(DatabaseScripts.Absent(database) + $"""
                CREATE DATABASE {Tsql.Name(database)}
                 ON PRIMARY
                ( NAME = {Tsql.Text(database)}, FILENAME = {Tsql.Text(folder + database + ".mdf")}, SIZE = 1024000KB, FILEGROWTH = 1024KB )
                 LOG ON
                ( NAME = {Tsql.Text(database + "_log")}, FILENAME = {Tsql.Text(folder + database + "_log.ldf")}, SIZE = 102400KB, FILEGROWTH = 10% )
                """),
            new($"ALTER DATABASE {Tsql.Name(database)} SET RECOVERY FULL"),
            new($"USE {Tsql.Name(database)}; CREATE TABLE dbo.T1 (C1 CHAR(10), C2 CHAR(10), C3 CHAR(10), C4 DATETIME)"),
            new($"USE {Tsql.Name(database)}; INSERT dbo.T1 (C1, C2, C3, C4) VALUES ('C1 Value', 'C2 Value', 'C3 Value', GETDATE())"),
            new($"USE {Tsql.Name(database)}; INSERT dbo.T1 (C1, C2, C3, C4) SELECT C1, C2, C3, GETDATE() FROM dbo.T1", doublings),
        ];
    }
}
