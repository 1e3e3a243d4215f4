ALTER DATABASE [bench_00001] SET RECOVERY SIMPLE
GO
USE [bench_00001];
SET NOCOUNT ON;
CREATE TABLE dbo.Fill (id bigint IDENTITY(1,1) PRIMARY KEY, payload char(7900) NOT NULL);
DECLARE @total bigint = 471859;
DECLARE @rows bigint = @total, @pct int;
WHILE @rows > 0
BEGIN
    INSERT dbo.Fill (payload) SELECT TOP (CASE WHEN @rows < 2000 THEN @rows ELSE 2000 END) CONVERT(char(7900), NEWID()) FROM sys.all_columns a CROSS JOIN sys.all_columns b;
    SET @rows -= 2000;
    SET @pct = CAST(100 * (@total - CASE WHEN @rows < 0 THEN 0 ELSE @rows END) / @total AS int);
    RAISERROR(N'%d percent processed.', 0, 1, @pct) WITH NOWAIT;
END;
CHECKPOINT;
GO
USE [bench_00001]; DBCC SHRINKFILE (N'bench_00001_log', 1) WITH NO_INFOMSGS; USE master;
GO
BACKUP DATABASE [bench_00001]
 TO DISK = N'/var/opt/mssql/backup/bench-run/bench_00001_full_1.bak',
    DISK = N'/var/opt/mssql/backup/bench-run/bench_00001_full_2.bak',
    DISK = N'/var/opt/mssql/backup/bench-run/bench_00001_full_3.bak',
    DISK = N'/var/opt/mssql/backup/bench-run/bench_00001_full_4.bak',
    DISK = N'/var/opt/mssql/backup/bench-run/bench_00001_full_5.bak',
    DISK = N'/var/opt/mssql/backup/bench-run/bench_00001_full_6.bak',
    DISK = N'/var/opt/mssql/backup/bench-run/bench_00001_full_7.bak',
    DISK = N'/var/opt/mssql/backup/bench-run/bench_00001_full_8.bak',
    DISK = N'/var/opt/mssql/backup/bench-run/bench_00001_full_9.bak'
 WITH FORMAT, INIT, BUFFERCOUNT = 64, MAXTRANSFERSIZE = 4194304, BLOCKSIZE = 65536, COMPRESSION, STATS = 5
