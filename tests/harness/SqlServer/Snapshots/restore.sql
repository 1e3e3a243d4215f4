IF DB_ID(N'bench_00003') IS NOT NULL THROW 50001, N'database bench_00003 already exists on this server and is not this run''s: bench makes, replaces and drops only databases it made. Fix: if it is a leftover of yours (a run killed before it listed it in its ledger), drop it by hand and run again', 1;
RESTORE DATABASE [bench_00003]
 FROM DISK = N'/var/opt/mssql/backup/bench-run/bench_00001_full_1.bak',
    DISK = N'/var/opt/mssql/backup/bench-run/bench_00001_full_2.bak',
    DISK = N'/var/opt/mssql/backup/bench-run/bench_00001_full_3.bak',
    DISK = N'/var/opt/mssql/backup/bench-run/bench_00001_full_4.bak',
    DISK = N'/var/opt/mssql/backup/bench-run/bench_00001_full_5.bak',
    DISK = N'/var/opt/mssql/backup/bench-run/bench_00001_full_6.bak',
    DISK = N'/var/opt/mssql/backup/bench-run/bench_00001_full_7.bak',
    DISK = N'/var/opt/mssql/backup/bench-run/bench_00001_full_8.bak',
    DISK = N'/var/opt/mssql/backup/bench-run/bench_00001_full_9.bak'
 WITH
  MOVE N'bench_00001' TO N'/var/opt/mssql/data/bench-run/bench_00003.mdf',
  MOVE N'bench_00001_2' TO N'/var/opt/mssql/data/bench-run/bench_00003_2.ndf',
  MOVE N'bench_00001_log' TO N'/var/opt/mssql/data/bench-run/bench_00003_log.ldf',
 BUFFERCOUNT = 64, MAXTRANSFERSIZE = 4194304, STATS = 5
