using Bench.Harness.Configuration;
using Bench.Harness.Runner;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>What the sqlserver target decides without a server: paths as the server sees them, the ledger, names.</summary>
public sealed class ServerPlumbingTests : TempDirectoryTest
{
    [Fact]
    public void A_server_on_this_host_sees_the_run_directories_under_the_same_paths()
    {
        var options = RunOptions.Default with { DataDirectory = Temp["data"] };

        var paths = ServerDirectories.Map(options, Path.Combine(Temp["data"], "bench-r1"), Path.Combine(Temp["data"], "bench-r1"), '/');

        Assert.Equal(Path.Combine(Path.GetFullPath(Temp["data"]), "bench-r1"), paths.DataDirectory);
        Assert.Equal(paths.DataDirectory, paths.BackupDirectory);
    }

    [Fact]
    public void A_container_sees_them_under_its_mounts_and_server_dir_maps_them_for_a_server_elsewhere()
    {
        var withBackups = RunOptions.Default with { DataDirectory = Temp["data"], BackupDirectory = Temp["backups"], Container = true };
        var container = ServerDirectories.Map(withBackups, Path.Combine(Temp["data"], "bench-r1"), Path.Combine(Temp["backups"], "bench-r1"), '/');
        var compose = ServerDirectories.Map(
            RunOptions.Default with { DataDirectory = Temp["data"], ServerDataDirectory = @"D:\SQL\bench\" }, Path.Combine(Temp["data"], "bench-r1"), Path.Combine(Temp["data"], "bench-r1"), '\\');

        Assert.Equal("/bench/data/bench-r1", container.DataDirectory);
        Assert.Equal("/bench/backup/bench-r1", container.BackupDirectory);
        Assert.Equal(@"D:\SQL\bench\bench-r1", compose.DataDirectory);
        Assert.Equal(@"D:\SQL\bench\bench-r1\bench_1.mdf", compose.Data("bench_1.mdf"));
    }

    [Fact]
    public void The_ledger_lists_what_a_run_made_per_server_until_it_is_dropped_and_then_goes()
    {
        var ledger = new DatabaseLedger(Temp.Path, "10.0.0.5,1433", "r1", pid: int.MaxValue);
        var other = new DatabaseLedger(Temp.Path, "localhost,14331", "r1", pid: int.MaxValue);
        var next = new DatabaseLedger(Temp.Path, "10.0.0.5,1433", "r2");

        ledger.Add("bench_20261122_101500_00001");
        ledger.Add("bench_20261122_101500_fx1");
        ledger.AddFlag(1806);
        other.Add("bench_20261122_101500_00002");
        ledger.Remove("bench_20261122_101500_00001");

        Assert.Equal(["bench_20261122_101500_fx1", "1806"], next.Abandoned(next.Entries()).Select(e => e.Name));
        Assert.Equal([1806], next.Abandoned(next.Entries()).Select(e => e.Flag).OfType<int>());
        other.Remove("bench_20261122_101500_00002");
        next.Abandoned(next.Entries()).ToList().ForEach(next.Clear);
        Assert.False(File.Exists(Path.Combine(Temp.Path, DatabaseLedger.FileName)));
    }

    [Fact]
    public void The_ledger_takes_only_the_harness_names_and_flags_and_reads_back_only_those()
    {
        var ledger = new DatabaseLedger(Temp.Path, "server", "r2");
        File.WriteAllText(Path.Combine(Temp.Path, DatabaseLedger.FileName), "server\tSalesDb\nserver\tbench_x\nnot a line\nserver\tr1\th\t1\tflag\t9481\n");

        Assert.Throws<ArgumentException>(() => ledger.Add("SalesDb"));
        Assert.Throws<ArgumentOutOfRangeException>(() => ledger.AddFlag(9481));
        Assert.Equal(["bench_x"], ledger.Abandoned(ledger.Entries()).Select(e => e.Name));
    }

    [Fact]
    public void Only_runs_no_longer_running_on_this_host_have_their_entries_taken_as_left()
    {
        var ledger = new DatabaseLedger(Temp.Path, "server", "r9");
        new DatabaseLedger(Temp.Path, "server", "r1").Add("bench_running");
        new DatabaseLedger(Temp.Path, "server", "r2", pid: int.MaxValue).Add("bench_killed");
        new DatabaseLedger(Temp.Path, "server", "r3", host: "otherhost0000000", pid: int.MaxValue).Add("bench_elsewhere");

        Assert.Equal(["bench_killed"], ledger.Abandoned(ledger.Entries()).Select(e => e.Name));
    }

    [Theory]
    [InlineData("20261122-101500-ssd", "20261122_101500")]
    [InlineData("20261122-101500-a'b]", "20261122_101500")]
    [InlineData("x", "_")]
    public void A_run_names_its_databases_from_its_time_only(string runId, string tag)
    {
        Assert.Equal(tag, SqlServerTarget.Tag(runId));
    }

    [Theory]
    [InlineData("5 percent processed.", 5)]
    [InlineData("  100 percent processed.\r", 100)]
    [InlineData("Processed 328 pages for database 'x', file 'x' on file 1.", null)]
    public void Progress_messages_read_as_percentages(string message, int? percent)
    {
        Assert.Equal(percent, TraceParser.Percent(message));
    }

    [Fact]
    public void A_restore_takes_no_compression_option_and_a_backup_always_says_which()
    {
        var paths = new ServerPaths("/d", "/b", '/');
        var transfer = new TransferSpec(2, 8, 1 << 20, 0, Compression: true);
        var restore = BackupScripts.Restore(
            new RestoreSpec(new DatabaseSpec("bench_2", 1, 8 << 20, 1 << 20, 64 << 20, true, 0), FixtureSpec.Database(8 << 20, 1), transfer), "bench_1", "bench_1", paths);

        Assert.DoesNotContain("COMPRESSION", restore.Text, StringComparison.Ordinal);
        Assert.Contains(", COMPRESSION,", BackupScripts.Backup("bench_1", "bench_1", transfer, paths).Text, StringComparison.Ordinal);
        Assert.Contains(", NO_COMPRESSION,", BackupScripts.Backup("bench_1", "bench_1", transfer with { Compression = false }, paths).Text, StringComparison.Ordinal);
    }

    [Fact]
    public void A_restore_never_replaces_and_every_batch_that_makes_a_database_refuses_a_name_already_taken()
    {
        var paths = new ServerPaths("/d", "/b", '/');
        var spec = new DatabaseSpec("bench_2", 1, 8 << 20, 1 << 20, 64 << 20, true, 0);
        var restore = BackupScripts.Restore(new RestoreSpec(spec, FixtureSpec.Database(8 << 20, 1), new TransferSpec(1, 8, 1 << 20, 0, false)), "bench_1", "bench_1", paths).Text;
        string[] making =
        [
            restore,
            DatabaseScripts.Create(spec, paths).Text,
            ExposureScript.Prepare("bench_2", "/d", 64, 1024, "BENCH-STALE-1", '/')[0].Text,
            ExposureScript.Prepare("bench_2", "/d", 64, 1024, "BENCH-STALE-1", '/')[^1].Text,
            WorkloadScript.Batches("bench_2", "/d", 2, '/')[0].Text,
        ];

        Assert.DoesNotContain("REPLACE", restore, StringComparison.Ordinal);
        Assert.All(making, text => Assert.StartsWith("IF DB_ID(N'bench_2", text, StringComparison.Ordinal));
        Assert.All(making, text => Assert.Contains(") IS NOT NULL THROW 50001, ", text.Split('\n')[0], StringComparison.Ordinal));
    }

    [Fact]
    public void A_number_the_server_printed_too_large_to_read_fails_the_case_quoting_the_line_not_crashing()
    {
        // As ServerTrace reads them: the session's error log lines (time, spid, text), then the batch's messages.
        string[] printed =
        [
            "2026-11-22 10:15:00.120 spid52 Backup/Restore buffer configuration parameters",
            "2026-11-22 10:15:00.120 spid52 Memory limit: 32765MB",
            "2026-11-22 10:15:00.120 spid52 BufferCount:                99999999999999999999",
            "Processed 8 pages for database 'bench_00001', file 'bench_00001' on file 1.",
        ];

        var e = Assert.Throws<ServerErrorException>(() => ServerTrace.Parse(printed));

        Assert.Equal(
            "SQL Server printed a line bench cannot read: \"2026-11-22 10:15:00.120 spid52 BufferCount:                99999999999999999999\" "
            + "(BufferCount: 99999999999999999999 is out of range; allowed: a whole number from 0 to 9223372036854775807)",
            e.Message);
        Assert.IsType<TraceValueException>(e.InnerException);
        // What the run catches to fail one case and go on, and what doctor catches to say the server is not usable.
        Assert.True(CaseExecutor.IsCaseFailure(e));
        Assert.Equal(8, ServerTrace.Parse(printed[^1..]).Files.Single().Pages);
    }
}
