IF DB_ID(N'bench_00002') IS NOT NULL THROW 50001, N'database bench_00002 already exists on this server and is not this run''s: bench makes, replaces and drops only databases it made. Fix: if it is a leftover of yours (a run killed before it listed it in its ledger), drop it by hand and run again', 1;
CREATE DATABASE [bench_00002]
 ON PRIMARY
( NAME = N'bench_00002', FILENAME = N'/var/opt/mssql/data/bench-run/bench_00002.mdf', SIZE = 1048576KB, FILEGROWTH = 65536KB ),
( NAME = N'bench_00002_2', FILENAME = N'/var/opt/mssql/data/bench-run/bench_00002_2.ndf', SIZE = 1048576KB, FILEGROWTH = 65536KB ),
( NAME = N'bench_00002_3', FILENAME = N'/var/opt/mssql/data/bench-run/bench_00002_3.ndf', SIZE = 1048576KB, FILEGROWTH = 65536KB ),
( NAME = N'bench_00002_4', FILENAME = N'/var/opt/mssql/data/bench-run/bench_00002_4.ndf', SIZE = 1048576KB, FILEGROWTH = 65536KB ),
( NAME = N'bench_00002_5', FILENAME = N'/var/opt/mssql/data/bench-run/bench_00002_5.ndf', SIZE = 1048576KB, FILEGROWTH = 65536KB ),
( NAME = N'bench_00002_6', FILENAME = N'/var/opt/mssql/data/bench-run/bench_00002_6.ndf', SIZE = 1048576KB, FILEGROWTH = 65536KB ),
( NAME = N'bench_00002_7', FILENAME = N'/var/opt/mssql/data/bench-run/bench_00002_7.ndf', SIZE = 1048576KB, FILEGROWTH = 65536KB ),
( NAME = N'bench_00002_8', FILENAME = N'/var/opt/mssql/data/bench-run/bench_00002_8.ndf', SIZE = 1048576KB, FILEGROWTH = 65536KB )
 LOG ON
( NAME = N'bench_00002_log', FILENAME = N'/var/opt/mssql/data/bench-run/bench_00002_log.ldf', SIZE = 1024KB, FILEGROWTH = 65536KB )
