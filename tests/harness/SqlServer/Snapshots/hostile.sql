IF DB_ID(N'bench_]x''y') IS NOT NULL THROW 50001, N'database bench_]x''y already exists on this server and is not this run''s: bench makes, replaces and drops only databases it made. Fix: if it is a leftover of yours (a run killed before it listed it in its ledger), drop it by hand and run again', 1;
CREATE DATABASE [bench_]]x'y]
 ON PRIMARY
( NAME = N'bench_]x''y', FILENAME = N'D:\Bench O''Neil\данные\bench_]x''y.mdf', SIZE = 1048576KB, FILEGROWTH = 65536KB )
 LOG ON
( NAME = N'bench_]x''y_log', FILENAME = N'D:\Bench O''Neil\данные\bench_]x''y_log.ldf', SIZE = 1024KB, FILEGROWTH = 65536KB )
GO
BACKUP DATABASE [bench_]]x'y]
 TO DISK = N'E:\Back]ups\bench_]x''y_full_1.bak'
 WITH FORMAT, INIT, BUFFERCOUNT = 64, MAXTRANSFERSIZE = 4194304, BLOCKSIZE = 65536, COMPRESSION, STATS = 5
GO
USE master;
IF DB_ID(N'bench_]x''y') IS NOT NULL
BEGIN
    IF DATABASEPROPERTYEX(N'bench_]x''y', 'Status') = 'ONLINE' ALTER DATABASE [bench_]]x'y] SET SINGLE_USER WITH ROLLBACK IMMEDIATE;
    DROP DATABASE [bench_]]x'y];
END
