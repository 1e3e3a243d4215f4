IF DB_ID(N'bench_00001') IS NOT NULL THROW 50001, N'database bench_00001 already exists on this server and is not this run''s: bench makes, replaces and drops only databases it made. Fix: if it is a leftover of yours (a run killed before it listed it in its ledger), drop it by hand and run again', 1;
CREATE DATABASE [bench_00001]
 ON PRIMARY
( NAME = N'bench_00001', FILENAME = N'/var/opt/mssql/data/bench-run/bench_00001.mdf', SIZE = 1048576KB, FILEGROWTH = 65536KB )
 LOG ON
( NAME = N'bench_00001_log', FILENAME = N'/var/opt/mssql/data/bench-run/bench_00001_log.ldf', SIZE = 1024KB, FILEGROWTH = 65536KB )
GO
USE master;
IF DB_ID(N'bench_00001') IS NOT NULL
BEGIN
    IF DATABASEPROPERTYEX(N'bench_00001', 'Status') = 'ONLINE' ALTER DATABASE [bench_00001] SET SINGLE_USER WITH ROLLBACK IMMEDIATE;
    DROP DATABASE [bench_00001];
END
