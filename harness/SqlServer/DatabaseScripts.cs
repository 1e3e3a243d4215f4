using System.Globalization;
using System.Text;
using Bench.Scenarios.Targets;

namespace Bench.Harness.SqlServer;

/// <summary>
/// T-SQL of the create and autogrow scenarios: CREATE DATABASE with N data files and a log (sizes in KB, as SQL
/// Server prints them), and seed 002's TestFiller table filled until the data file has grown N times, the insert
/// that grew it timed each time.
/// </summary>
public static class DatabaseScripts
{
    /// <summary>Rows per insert while filling: set-based, so a 1 GB growth takes thousands of inserts, not millions.</summary>
    public const int RowsPerInsert = 500;

    /// <summary>The error number <see cref="Absent"/> throws when a database of the name is already there.</summary>
    public const int ExistsError = 50001;

    /// <summary>
    /// The first line of a batch that makes database <paramref name="database"/>: THROW <see cref="ExistsError"/> when one of
    /// that name exists already (another run's, a user's), so the batch makes nothing and the run never drops or replaces
    /// a database it did not make.
    /// </summary>
    public static string Absent(string database) => string.Create(
        CultureInfo.InvariantCulture,
        $"IF DB_ID({Tsql.Text(database)}) IS NOT NULL THROW {ExistsError}, {Tsql.Text($"database {database} already exists on this server and is not this run's: bench makes, replaces and drops only databases it made. Fix: if it is a leftover of yours (a run killed before it listed it in its ledger), drop it by hand and run again")}, 1;\n");

    /// <summary>
    /// <see cref="Absent"/> alone, sent before the batch that makes <paramref name="database"/>: the run lists the name
    /// in its ledger (and so may drop it) only once this returned, so a refusal, a cancellation or a broken connection
    /// here leaves a database of that name that is not the run's out of its cleanup.
    /// </summary>
    public static SqlBatch Guard(string database) => new(Absent(database));

    /// <summary>CREATE DATABASE for <paramref name="spec"/>, refused (<see cref="ExistsError"/>) when a database of its name exists.</summary>
    public static SqlBatch Create(DatabaseSpec spec, ServerPaths paths)
    {
        ArgumentNullException.ThrowIfNull(spec);
        ArgumentNullException.ThrowIfNull(paths);
        var sql = new StringBuilder(Absent(spec.Name));
        sql.Append(CultureInfo.InvariantCulture, $"CREATE DATABASE {Tsql.Name(spec.Name)}\n ON PRIMARY\n");
        for (var i = 1; i <= spec.DataFiles; i++)
        {
            var logical = i == 1 ? spec.Name : $"{spec.Name}_{i}";
            var file = i == 1 ? $"{spec.Name}.mdf" : $"{spec.Name}_{i}.ndf";
            sql.Append(CultureInfo.InvariantCulture, $"( NAME = {Tsql.Text(logical)}, FILENAME = {Tsql.Text(paths.Data(file))}, SIZE = {spec.DataFileBytes / 1024}KB, FILEGROWTH = {spec.GrowthBytes / 1024}KB )");
            sql.Append(i < spec.DataFiles ? ",\n" : "\n");
        }

        sql.Append(CultureInfo.InvariantCulture, $" LOG ON\n( NAME = {Tsql.Text(spec.Name + "_log")}, FILENAME = {Tsql.Text(paths.Data(spec.Name + "_log.ldf"))}, SIZE = {spec.LogBytes / 1024}KB, FILEGROWTH = 65536KB )");
        return new SqlBatch(sql.ToString());
    }

    /// <summary>
    /// DROP DATABASE from master, after closing other connections to it when it is online (a database left restoring
    /// by a cancelled RESTORE cannot be set single-user, but drops); only ever a bench_* database this run made.
    /// </summary>
    public static SqlBatch Drop(string database) => new($"""
        USE master;
        IF DB_ID({Tsql.Text(database)}) IS NOT NULL
        BEGIN
            IF DATABASEPROPERTYEX({Tsql.Text(database)}, 'Status') = 'ONLINE' ALTER DATABASE {Tsql.Name(database)} SET SINGLE_USER WITH ROLLBACK IMMEDIATE;
            DROP DATABASE {Tsql.Name(database)};
        END
        """);

    /// <summary>Seed 002's TestFiller table.</summary>
    public static SqlBatch Filler(string database) => new($"""
        USE {Tsql.Name(database)};
        CREATE TABLE dbo.TestFiller
        (
            id INTEGER IDENTITY(1,1),
            SomeText varchar(4000) DEFAULT CAST(NEWID() AS varchar(4000)),
            SomeText2 varchar(4000) DEFAULT CAST(NEWID() AS varchar(4000)),
            SomeText3 varchar(4000) DEFAULT CAST(NEWID() AS varchar(4000)),
            SomeText4 varchar(4000) DEFAULT CAST(NEWID() AS varchar(4000)),
            SomeText5 varchar(4000) DEFAULT CAST(NEWID() AS varchar(4000)),
            SomeText6 varchar(4000) DEFAULT CAST(NEWID() AS varchar(4000)),
            SomeText7 varchar(4000) DEFAULT CAST(NEWID() AS varchar(4000))
        );
        """);

    /// <summary>
    /// Inserts until the data file has grown <paramref name="growths"/> times; returns one row per growth: sizes before
    /// and after (8 KB pages), the growing insert's ms, and the median ms of the inserts that did not grow the file
    /// (the stall is the difference). Server-side clock (SYSDATETIME), so no network time is in it. Each growth
    /// sends "N percent processed." at once (RAISERROR WITH NOWAIT), the form of BACKUP's STATS messages, for the progress bar.
    /// </summary>
    public static SqlBatch Grow(string database, int growths) => new(string.Create(CultureInfo.InvariantCulture, $"""
        USE {Tsql.Name(database)};
        SET NOCOUNT ON;
        DECLARE @growths int = 0, @size int = (SELECT size FROM sys.database_files WHERE file_id = 1), @now int;
        DECLARE @t1 datetime2(7), @ms float, @pct int;
        DECLARE @normal TABLE (ms float NOT NULL);
        DECLARE @grown TABLE (growth int NOT NULL, size_before_pages int NOT NULL, size_after_pages int NOT NULL, insert_ms float NOT NULL);
        WHILE @growths < {growths}
        BEGIN
            SET @t1 = SYSDATETIME();
            INSERT INTO dbo.TestFiller (SomeText) SELECT TOP ({RowsPerInsert}) CAST(NEWID() AS varchar(4000)) FROM sys.all_columns;
            SET @ms = DATEDIFF_BIG(MICROSECOND, @t1, SYSDATETIME()) / 1000.0;
            SET @now = (SELECT size FROM sys.database_files WHERE file_id = 1);
            IF @now > @size
            BEGIN
                SET @growths += 1;
                INSERT @grown VALUES (@growths, @size, @now, @ms);
                SET @size = @now;
                SET @pct = @growths * 100 / {growths};
                RAISERROR(N'%d percent processed.', 0, 1, @pct) WITH NOWAIT;
            END
            ELSE INSERT @normal VALUES (@ms);
        END;
        SELECT g.growth, g.size_before_pages, g.size_after_pages, g.insert_ms,
               (SELECT DISTINCT PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY ms) OVER () FROM @normal) AS normal_insert_ms
        FROM @grown AS g ORDER BY g.growth;
        """));
}
