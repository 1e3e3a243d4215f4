IF DB_ID(N'bench_00001') IS NOT NULL THROW 50001, N'database bench_00001 already exists on this server and is not this run''s: bench makes, replaces and drops only databases it made. Fix: if it is a leftover of yours (a run killed before it listed it in its ledger), drop it by hand and run again', 1;
CREATE DATABASE [bench_00001]
 ON PRIMARY
( NAME = N'bench_00001', FILENAME = N'/var/opt/mssql/data/bench-run/bench_00001.mdf', SIZE = 4096KB, FILEGROWTH = 1048576KB )
 LOG ON
( NAME = N'bench_00001_log', FILENAME = N'/var/opt/mssql/data/bench-run/bench_00001_log.ldf', SIZE = 1024KB, FILEGROWTH = 65536KB )
GO
USE [bench_00001];
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
GO
USE [bench_00001];
SET NOCOUNT ON;
DECLARE @growths int = 0, @size int = (SELECT size FROM sys.database_files WHERE file_id = 1), @now int;
DECLARE @t1 datetime2(7), @ms float, @pct int;
DECLARE @normal TABLE (ms float NOT NULL);
DECLARE @grown TABLE (growth int NOT NULL, size_before_pages int NOT NULL, size_after_pages int NOT NULL, insert_ms float NOT NULL);
WHILE @growths < 3
BEGIN
    SET @t1 = SYSDATETIME();
    INSERT INTO dbo.TestFiller (SomeText) SELECT TOP (500) CAST(NEWID() AS varchar(4000)) FROM sys.all_columns;
    SET @ms = DATEDIFF_BIG(MICROSECOND, @t1, SYSDATETIME()) / 1000.0;
    SET @now = (SELECT size FROM sys.database_files WHERE file_id = 1);
    IF @now > @size
    BEGIN
        SET @growths += 1;
        INSERT @grown VALUES (@growths, @size, @now, @ms);
        SET @size = @now;
        SET @pct = @growths * 100 / 3;
        RAISERROR(N'%d percent processed.', 0, 1, @pct) WITH NOWAIT;
    END
    ELSE INSERT @normal VALUES (@ms);
END;
SELECT g.growth, g.size_before_pages, g.size_after_pages, g.insert_ms,
       (SELECT DISTINCT PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY ms) OVER () FROM @normal) AS normal_insert_ms
FROM @grown AS g ORDER BY g.growth;
