using Bench.Harness.Volume;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>
/// What the sqlserver target leaves on a server after a failed cleanup, a broken connection or a killed run, and what it
/// touches that is not its own: against <see cref="FakeServer"/> (no server runs here), through the target's own code.
/// </summary>
public sealed class SqlServerCleanupTests : TempDirectoryTest
{
    private const string RunId = "20261122-101500-ssd";
    private const string Tag = "bench_20261122_101500_";

    private readonly FakeServer server = new();

    [Fact]
    public async Task A_drop_that_fails_at_the_end_still_switches_the_runs_trace_flags_off()
    {
        var target = await OpenAsync();
        await target.CreateDatabaseAsync(Spec("bench_00001", ifi: false), null!, TestContext.Current.CancellationToken);
        Assert.Contains(1806, server.Flags);
        server.Fail = text => text.Contains("DROP DATABASE", StringComparison.Ordinal) ? new ServerErrorException(3702, "Msg 3702, Level 16: Cannot drop database because it is currently in use.") : null;

        await target.DisposeAsync();

        Assert.Empty(server.Flags);
        Assert.Contains(Tag + "00001", server.Databases);
        Assert.Equal([Tag + "00001"], Listed().Select(e => e.Name));
    }

    [Fact]
    public async Task A_broken_connection_has_the_flags_switched_off_and_the_databases_dropped_on_a_fresh_one()
    {
        var target = await OpenAsync();
        await target.CreateDatabaseAsync(Spec("bench_00001", ifi: false), null!, TestContext.Current.CancellationToken);
        server.Connections[0].Broken = true;

        await target.DisposeAsync();

        Assert.Empty(server.Flags);
        Assert.Empty(server.Databases);
        Assert.Equal(2, server.Connections.Count);
        Assert.Contains(server.Sent, s => s.Connection == 1 && s.Text.Contains("TRACEOFF(1806", StringComparison.Ordinal));
        Assert.False(File.Exists(Path.Combine(Temp["data"], DatabaseLedger.FileName)), "everything undone, so the ledger is gone");
    }

    [Fact]
    public async Task Each_flag_is_in_the_ledger_before_it_is_switched_on()
    {
        var unlisted = new List<string>();
        server.Fail = text =>
        {
            if (text.Contains("TRACEON(", StringComparison.Ordinal) && !File.ReadAllText(Path.Combine(Temp["data"], DatabaseLedger.FileName)).Contains("\tflag\t" + text.Split('(', ',')[1], StringComparison.Ordinal))
            {
                unlisted.Add(text);
            }

            return null;
        };

        var target = await OpenAsync();
        await target.CreateDatabaseAsync(Spec("bench_00001", ifi: false), null!, TestContext.Current.CancellationToken);

        Assert.Empty(unlisted);
        Assert.Equal([1806, 3004, 3213, 3605], Listed().Where(e => e.Flag is not null).Select(e => e.Flag!.Value).Order());
        await target.DisposeAsync();
    }

    [Fact]
    public async Task A_killed_runs_flags_are_switched_off_at_the_next_start_and_are_not_taken_for_the_servers_own()
    {
        // A run killed with IFI off: 1806 and tracing still on globally, and listed by a process that is gone.
        server.Flags.UnionWith([1806, 3004, 3605]);
        Directory.CreateDirectory(Temp["data"]);
        var dead = new DatabaseLedger(Temp["data"], "fake", "20261121-090000-ssd", pid: int.MaxValue);
        dead.AddFlag(1806);
        dead.AddFlag(3004);
        dead.AddFlag(3605);
        dead.Add("bench_20261121_090000_00003");

        var target = await OpenAsync();

        Assert.Equal([1806, 3004, 3605], target.ClearedFlags.Order());
        Assert.Contains(target.Notes, n => n.Contains("trace flag 1806, 3004, 3605", StringComparison.Ordinal) && n.Contains("interrupted run", StringComparison.Ordinal));
        Assert.DoesNotContain("before the run", target.IfiState, StringComparison.Ordinal);
        Assert.Contains("IFI off by trace flag 1806", target.IfiState, StringComparison.Ordinal);
        await target.CreateDatabaseAsync(Spec("bench_00001", ifi: true), null!, TestContext.Current.CancellationToken);
        Assert.Equal(["bench_20261121_090000_00003"], target.Cleaned);
        await target.DisposeAsync();
        Assert.Empty(server.Flags);
    }

    [Fact]
    public async Task A_dead_runs_flag_that_a_live_run_of_another_host_also_lists_is_left_on_and_said()
    {
        // Run A (gone) and run Q (another host, maybe measuring with IFI off) both listed 1806, which is on.
        server.Flags.Add(1806);
        Directory.CreateDirectory(Temp["data"]);
        new DatabaseLedger(Temp["data"], "fake", "20261121-090000-ssd", pid: int.MaxValue).AddFlag(1806);
        new DatabaseLedger(Temp["data"], "fake", "20261122-095900-ssd", host: "another-host", pid: 4242).AddFlag(1806);

        var target = await OpenAsync();
        await target.DisposeAsync();

        Assert.DoesNotContain(server.Sent, s => s.Text.Contains("TRACEOFF(1806", StringComparison.Ordinal));
        Assert.Contains(1806, server.Flags);
        Assert.Empty(target.ClearedFlags);
        Assert.Equal([("another-host", "1806")], Listed().Select(e => (e.Host, e.Name)));
        Assert.Contains(target.Notes, n => n.Contains("Left on: trace flag 1806", StringComparison.Ordinal));
    }

    [Fact]
    public async Task Another_hosts_ledger_lines_are_kept_and_named_with_their_host_run_and_what_they_list()
    {
        server.Databases.Add("bench_20261122_095900_00001");
        Directory.CreateDirectory(Temp["data"]);
        var elsewhere = new DatabaseLedger(Temp["data"], "fake", "20261122-095900-ssd", host: "another-host", pid: 4242);
        elsewhere.Add("bench_20261122_095900_00001");
        elsewhere.AddFlag(1806);
        var said = new List<string>();

        var target = await OpenAsync(said.Add);
        await target.DisposeAsync();

        Assert.Contains("bench_20261122_095900_00001", server.Databases);
        Assert.Equal(["bench_20261122_095900_00001", "1806"], Listed().Select(e => e.Name));
        var note = Assert.Single(target.Notes, n => n.Contains("another-host", StringComparison.Ordinal));
        Assert.Contains("host another-host, run 20261122-095900-ssd: databases bench_20261122_095900_00001 and trace flag 1806", note, StringComparison.Ordinal);
        Assert.Contains("DBCC TRACEOFF(flag, -1)", note, StringComparison.Ordinal);
        Assert.Equal([note], said);
    }

    [Fact]
    public async Task A_flag_on_globally_before_the_run_is_never_switched_off_by_the_ifi_probe()
    {
        // A server started with -T1805 that IFI stays on under: the probe tries 1806 only.
        server.Flags.Add(1805);
        server.ObeyedOffFlag = null;

        var target = await OpenAsync();
        await target.DisposeAsync();

        Assert.DoesNotContain(server.Sent, s => s.Text.Contains("TRACEOFF(1805", StringComparison.Ordinal) || s.Text.Contains("TRACEON(1805", StringComparison.Ordinal));
        Assert.Contains(server.Sent, s => s.Text.Contains("TRACEON(1806", StringComparison.Ordinal));
        Assert.Equal([1805], server.Flags);
    }

    [Fact]
    public async Task A_database_of_the_same_name_that_is_not_the_runs_is_neither_created_over_nor_dropped()
    {
        server.Databases.Add(Tag + "00001");
        var target = await OpenAsync();
        var files = target;

        var e = await Assert.ThrowsAsync<ServerErrorException>(() => files.CreateDatabaseAsync(Spec("bench_00001", ifi: true), null!, TestContext.Current.CancellationToken));
        await files.DropDatabaseAsync(Spec("bench_00001", ifi: true), TestContext.Current.CancellationToken);
        await target.DisposeAsync();

        Assert.Equal(DatabaseScripts.ExistsError, e.Number);
        Assert.Contains(Tag + "00001", server.Databases);
        Assert.DoesNotContain(server.Sent, s => s.Text.Contains($"DROP DATABASE [{Tag}00001]", StringComparison.Ordinal));
        Assert.False(File.Exists(Path.Combine(Temp["data"], DatabaseLedger.FileName)), "nothing of this run's is left to list");
    }

    [Fact]
    public async Task A_second_run_with_the_same_data_directory_leaves_a_running_runs_databases_and_flags_alone()
    {
        Directory.CreateDirectory(Temp["data"]);
        var running = new DatabaseLedger(Temp["data"], "fake", "20261122-095900-ssd");
        running.Add("bench_20261122_095900_00001");
        running.AddFlag(1806);
        server.Databases.Add("bench_20261122_095900_00001");

        var target = await OpenAsync();
        await target.DisposeAsync();

        Assert.Empty(target.Cleaned);
        Assert.Contains("bench_20261122_095900_00001", server.Databases);
        Assert.Equal(["bench_20261122_095900_00001", "1806"], Listed().Select(e => e.Name));
    }

    [Fact]
    public async Task A_resumed_run_undoes_what_its_killed_predecessor_of_the_same_run_id_left()
    {
        // bench run --resume keeps the run id: the killed process had the tracing flags and 1806 on, and made 00001.
        server.Flags.UnionWith([1806, 3004, 3605, 3213]);
        server.Databases.Add(Tag + "00001");
        Directory.CreateDirectory(Temp["data"]);
        var killed = new DatabaseLedger(Temp["data"], "fake", RunId, pid: int.MaxValue);
        foreach (var flag in new[] { 3004, 3605, 3213, 1806 })
        {
            killed.AddFlag(flag);
        }

        killed.Add(Tag + "00001");

        var target = await OpenAsync();
        Assert.Equal([1806, 3004, 3213, 3605], target.ClearedFlags.Order());
        Assert.Equal([Tag + "00001"], target.Cleaned);
        Assert.DoesNotContain("was on globally before the run", target.IfiState, StringComparison.Ordinal);
        await target.CreateDatabaseAsync(Spec("bench_00001", ifi: true), null!, TestContext.Current.CancellationToken);
        await target.DisposeAsync();

        AssertNothingLeft();
    }

    [Fact]
    public async Task An_earlier_process_of_this_very_id_is_taken_for_gone_and_what_it_left_is_undone()
    {
        // --resume after a reboot: the killed process had this process's id, host and namespace, but another token.
        server.Flags.Add(1806);
        server.Databases.Add(Tag + "00001");
        Directory.CreateDirectory(Temp["data"]);
        var owner = string.Join('\t', "fake", RunId, Bench.Results.Export.JournalLeftovers.Host, Environment.ProcessId.ToString(System.Globalization.CultureInfo.InvariantCulture));
        File.WriteAllLines(Path.Combine(Temp["data"], DatabaseLedger.FileName), [$"{owner}\tflag\t1806\t{DatabaseLedger.PidSpace}\tpredecessor", $"{owner}\tdatabase\t{Tag}00001\t{DatabaseLedger.PidSpace}\tpredecessor"]);

        var target = await OpenAsync();
        Assert.Equal([1806], target.ClearedFlags);
        Assert.Equal([Tag + "00001"], target.Cleaned);
        await target.DisposeAsync();

        AssertNothingLeft();
    }

    [Fact]
    public async Task A_name_taken_by_another_live_process_of_the_same_run_id_keeps_that_processs_line()
    {
        // Process 1 (always running) listed 00001 under this run id; this process's guard passes, the name is then taken,
        // and the CREATE's own guard line refuses (50001): only this process's line is struck, nothing of the other's dropped.
        server.TakenAfterGuard.Add(Tag + "00001");
        Directory.CreateDirectory(Temp["data"]);
        new DatabaseLedger(Temp["data"], "fake", RunId, pid: 1).Add(Tag + "00001");

        var target = await OpenAsync();
        var listedAtCreate = new List<int>();
        server.Fail = text =>
        {
            if (text.Contains($"CREATE DATABASE [{Tag}00001]", StringComparison.Ordinal))
            {
                listedAtCreate.AddRange(Listed().Where(l => l.Name == Tag + "00001").Select(l => l.Pid!.Value));
            }

            return null;
        };
        var e = await Assert.ThrowsAsync<ServerErrorException>(() => target.CreateDatabaseAsync(Spec("bench_00001", ifi: true), null!, TestContext.Current.CancellationToken));
        Assert.Equal([1, Environment.ProcessId], listedAtCreate.Order());
        await target.DisposeAsync();

        Assert.Equal(DatabaseScripts.ExistsError, e.Number);
        Assert.Empty(server.TakenAfterGuard);
        Assert.Contains(Tag + "00001", server.Databases);
        Assert.DoesNotContain(server.Sent, s => s.Text.Contains($"DROP DATABASE [{Tag}00001]", StringComparison.Ordinal));
        Assert.Equal([(1, Tag + "00001")], Listed().Select(l => (l.Pid!.Value, l.Name)));
    }

    [Fact]
    public async Task A_run_refused_at_its_start_switches_off_the_tracing_flags_it_switched_on()
    {
        // 5133: the server cannot see the run's data directory, so the IFI probe's CREATE fails.
        server.Fail = text => text.Contains("_probe]", StringComparison.Ordinal) && text.Contains("CREATE DATABASE", StringComparison.Ordinal)
            ? new ServerErrorException(5133, "Msg 5133, Level 16: Directory lookup for the file \"/d/x.mdf\" failed with the operating system error 2(No such file or directory).")
            : null;

        await Assert.ThrowsAsync<ServerUnusableException>(() => OpenAsync());

        Assert.Empty(server.Flags);
        Assert.Empty(Listed());
    }

    [Fact]
    public async Task A_create_cancelled_while_the_guard_refuses_never_drops_the_database_of_that_name()
    {
        // Someone else's database of the run's name; Ctrl+C arrives as the guard's THROW returns.
        server.Databases.Add(Tag + "00001");
        var target = await OpenAsync();
        server.Fail = text => text.Contains("THROW 50001", StringComparison.Ordinal) && text.Contains(Tag + "00001", StringComparison.Ordinal)
            ? new OperationCanceledException("cancelled; the server stopped the statement")
            : null;

        await Assert.ThrowsAsync<OperationCanceledException>(() => target.CreateDatabaseAsync(Spec("bench_00001", ifi: true), null!, TestContext.Current.CancellationToken));
        server.Fail = _ => null;
        await target.DisposeAsync();

        Assert.Contains(Tag + "00001", server.Databases);
        Assert.DoesNotContain(server.Sent, s => s.Text.Contains($"DROP DATABASE [{Tag}00001]", StringComparison.Ordinal));
        Assert.Empty(Listed());
    }

    [Fact]
    public async Task The_guards_refusal_wins_over_a_cancellation_that_arrives_with_it()
    {
        // Someone else's database of the run's name; Ctrl+C is pressed as the guard's THROW (50001) comes back.
        server.Databases.Add(Tag + "00001");
        var target = await OpenAsync();
        using var cancelled = new CancellationTokenSource();
        await cancelled.CancelAsync();

        var e = await Assert.ThrowsAsync<ServerErrorException>(() => target.CreateDatabaseAsync(Spec("bench_00001", ifi: true), null!, cancelled.Token));
        await target.DisposeAsync();

        Assert.Equal(DatabaseScripts.ExistsError, e.Number);
        Assert.Contains(Tag + "00001", server.Databases);
        Assert.DoesNotContain(server.Sent, s => s.Text.Contains($"DROP DATABASE [{Tag}00001]", StringComparison.Ordinal));
        Assert.Empty(Listed());
        Assert.Throws<OperationCanceledException>(() => SqlSession.Settle([new SqlSession.RaisedError(3013, 16, "BACKUP DATABASE is terminating abnormally.")], cancelled.Token));
        Assert.Throws<OperationCanceledException>(() => SqlSession.Settle([], cancelled.Token));
    }

    [Fact]
    public async Task A_run_of_another_pid_namespace_on_a_host_of_the_same_name_is_left_alone_and_said()
    {
        // A container sharing the host's name (--net=host) with its own PID namespace: its process id means nothing here.
        server.Flags.Add(1806);
        server.Databases.Add("bench_20261122_095900_00001");
        Directory.CreateDirectory(Temp["data"]);
        var container = new DatabaseLedger(Temp["data"], "fake", "20261122-095900-ssd", pid: int.MaxValue, space: "pid:[4026532999]");
        container.AddFlag(1806);
        container.Add("bench_20261122_095900_00001");

        var target = await OpenAsync();
        await target.DisposeAsync();

        Assert.Empty(target.Cleaned);
        Assert.Empty(target.ClearedFlags);
        Assert.Contains(1806, server.Flags);
        Assert.Contains("bench_20261122_095900_00001", server.Databases);
        Assert.Equal(["1806", "bench_20261122_095900_00001"], Listed().Select(e => e.Name));
        Assert.Contains(target.Notes, n => n.Contains("another PID namespace", StringComparison.Ordinal) && n.Contains("bench_20261122_095900_00001", StringComparison.Ordinal) && n.Contains("trace flag 1806", StringComparison.Ordinal));
    }

    [Fact]
    public async Task A_ledger_that_cannot_be_rewritten_during_cleanup_does_not_stop_it_and_is_said()
    {
        var target = await OpenAsync();
        await target.CreateDatabaseAsync(Spec("bench_00001", ifi: false), null!, TestContext.Current.CancellationToken);
        FileStream? locked = null;
        server.Fail = text =>
        {
            // The first TRACEOFF succeeds; from then on the ledger cannot be opened (another process holds it).
            if (text.Contains("TRACEOFF(", StringComparison.Ordinal) && locked is null)
            {
                locked = new FileStream(Path.Combine(Temp["data"], DatabaseLedger.FileName), FileMode.Open, FileAccess.ReadWrite, FileShare.None);
            }

            return null;
        };

        try
        {
            await target.DisposeAsync();
        }
        finally
        {
            locked?.Dispose();
        }

        Assert.NotNull(locked);
        Assert.Empty(server.Flags);
        Assert.Empty(server.Databases);
        Assert.Contains(target.LedgerFailures, f => f.Contains("trace flag 1806", StringComparison.Ordinal) && f.Contains("Delete that line by hand", StringComparison.Ordinal));
        Assert.Contains(target.LedgerFailures, f => f.Contains("database " + Tag + "00001", StringComparison.Ordinal));
    }

    [Fact]
    public async Task Lines_the_ledger_cannot_read_are_kept_as_they_were_when_it_is_rewritten()
    {
        // A newer bench's line, and one cut short by a kill in the middle of a write.
        string[] unread = ["fake\t20261122-095900-ssd\thost\t77\tdatabase\tbench_20261122_095900_00001\tpid:[1]\ttoken\tnew-field", "fake\t2026112"];
        Directory.CreateDirectory(Temp["data"]);
        File.WriteAllLines(Path.Combine(Temp["data"], DatabaseLedger.FileName), unread);

        var target = await OpenAsync();
        await target.CreateDatabaseAsync(Spec("bench_00001", ifi: false), null!, TestContext.Current.CancellationToken);
        await target.DisposeAsync();

        Assert.Empty(server.Flags);
        Assert.Empty(server.Databases);
        Assert.Equal(unread, File.ReadAllLines(Path.Combine(Temp["data"], DatabaseLedger.FileName)));
        Assert.False(File.Exists(Path.Combine(Temp["data"], DatabaseLedger.FileName + ".tmp")));
    }

    [Fact]
    public async Task A_connection_broken_in_a_case_is_replaced_before_the_next_case_which_is_said_and_the_broken_case_stays_failed()
    {
        var said = new List<string>();
        var target = await OpenAsync(said.Add);
        await target.CreateDatabaseAsync(Spec("bench_00001", ifi: true), null!, TestContext.Current.CancellationToken);
        server.Fail = text =>
        {
            // KILL of the run's session while case 00002's CREATE runs.
            if (text.Contains($"CREATE DATABASE [{Tag}00002]", StringComparison.Ordinal))
            {
                server.Connections[^1].Broken = true;
                return new InvalidOperationException("A severe error occurred on the current command.");
            }

            return null;
        };

        await Assert.ThrowsAsync<InvalidOperationException>(() => target.CreateDatabaseAsync(Spec("bench_00002", ifi: true), null!, TestContext.Current.CancellationToken));
        await target.CreateDatabaseAsync(Spec("bench_00003", ifi: false), null!, TestContext.Current.CancellationToken);
        await target.CreateDatabaseAsync(Spec("bench_00004", ifi: true), null!, TestContext.Current.CancellationToken);
        server.Fail = _ => null;
        await target.DisposeAsync();

        Assert.Equal(2, server.Connections.Count);
        Assert.Single(server.Sent, s => s.Text.Contains($"CREATE DATABASE [{Tag}00002]", StringComparison.Ordinal));
        Assert.Contains(server.Sent, s => s.Connection == 1 && s.Text.Contains($"CREATE DATABASE [{Tag}00003]", StringComparison.Ordinal));
        Assert.Contains(server.Sent, s => s.Connection == 1 && s.Text.Contains("TRACEON(1806", StringComparison.Ordinal));
        Assert.Single(said);
        Assert.Contains("reconnected", said[0], StringComparison.Ordinal);
        Assert.Single(target.Notes, n => n.Contains("reconnected", StringComparison.Ordinal) && n.Contains("stays failed", StringComparison.Ordinal));
        AssertNothingLeft();
    }

    [Fact]
    public async Task A_reconnect_that_fails_stops_the_run_naming_why_without_trying_again_so_a_resume_runs_the_rest()
    {
        var said = new List<string>();
        var target = await OpenAsync(said.Add);
        await target.CreateDatabaseAsync(Spec("bench_00001", ifi: true), null!, TestContext.Current.CancellationToken);
        server.Connections[0].Broken = true;
        var attempts = 0;
        server.Refuse = () => ++attempts > 0 ? new InvalidOperationException("the server was not found") : null;

        // Stopped, not failed: the runner gives the case no row, and --resume runs it and the rest.
        var first = await Assert.ThrowsAsync<RunStoppedException>(() => target.CreateDatabaseAsync(Spec("bench_00002", ifi: true), null!, TestContext.Current.CancellationToken));
        var second = await Assert.ThrowsAsync<RunStoppedException>(() => target.PrepareFixtureAsync(FixtureSpec.Database(16L << 20, 1), null!, TestContext.Current.CancellationToken));
        Assert.Null(await target.WaitsAsync(TestContext.Current.CancellationToken));

        Assert.Equal(1, attempts);
        Assert.Contains("the server was not found", first.Message, StringComparison.Ordinal);
        Assert.Contains("bench run --resume", first.Message, StringComparison.Ordinal);
        Assert.Equal(first.Message, second.Message);
        Assert.Equal([first.Message], said);
        await target.DisposeAsync();
        Assert.Equal(2, attempts);
        Assert.Equal([Tag + "00001"], Listed().Where(e => e.Database is not null).Select(e => e.Name));
    }

    [Fact]
    public async Task A_run_refused_at_its_start_on_a_broken_connection_switches_its_tracing_flags_off_on_a_fresh_one()
    {
        // The run's session is killed as the IFI probe's CREATE runs.
        server.Fail = text =>
        {
            if (text.Contains("_probe]", StringComparison.Ordinal) && text.Contains("CREATE DATABASE", StringComparison.Ordinal))
            {
                server.Connections[0].Broken = true;
                return new InvalidOperationException("A severe error occurred on the current command.");
            }

            return null;
        };

        await Assert.ThrowsAsync<InvalidOperationException>(() => OpenAsync());

        Assert.Empty(server.Flags);
        Assert.Contains(server.Sent, s => s.Connection == 1 && s.Text.Contains("TRACEOFF(3004", StringComparison.Ordinal));
        Assert.Empty(Listed());
    }

    [Fact]
    public async Task The_ifi_off_flag_whose_switch_off_after_the_probe_fails_is_switched_off_on_a_fresh_connection()
    {
        server.Fail = text =>
        {
            if (text.Contains("TRACEOFF(1806", StringComparison.Ordinal) && !server.Connections[0].Broken)
            {
                server.Connections[0].Broken = true;
                return new InvalidOperationException("A transport-level error has occurred.");
            }

            return null;
        };

        var target = await OpenAsync();

        Assert.DoesNotContain(1806, server.Flags);
        Assert.Contains(server.Sent, s => s.Connection == 1 && s.Text.Contains("TRACEOFF(1806", StringComparison.Ordinal));
        Assert.DoesNotContain("1806", Listed().Select(e => e.Name));
        Assert.Contains("IFI off by trace flag 1806", target.IfiState, StringComparison.Ordinal);
        await target.DisposeAsync();
        Assert.Empty(server.Flags);
    }

    [Fact]
    public async Task An_ifi_off_flag_that_cannot_be_switched_off_on_either_connection_stays_listed_and_is_said_with_the_fix()
    {
        server.Fail = text => text.Contains("TRACEOFF(1806", StringComparison.Ordinal) ? new InvalidOperationException("A transport-level error has occurred.") : null;

        var e = await Assert.ThrowsAsync<ServerUnusableException>(() => OpenAsync());

        Assert.Contains("trace flag 1806 stays on globally", e.Message, StringComparison.Ordinal);
        Assert.Contains("DBCC TRACEOFF(1806, -1)", e.Message, StringComparison.Ordinal);
        Assert.Equal([1806], server.Flags);
        Assert.Equal(["1806"], Listed().Select(l => l.Name));
    }

    [Fact]
    public async Task An_ifi_off_flag_left_on_by_a_failed_probe_is_said_and_the_probes_own_failure_is_thrown()
    {
        var said = new List<string>();
        server.Fail = text =>
            text.Contains("TRACEOFF(1806", StringComparison.Ordinal) ? new InvalidOperationException("A transport-level error has occurred.")
            : server.Flags.Contains(1806) && text.Contains("_probe]", StringComparison.Ordinal) && text.Contains("CREATE DATABASE", StringComparison.Ordinal)
                ? new ServerErrorException(5133, "Msg 5133, Level 16: Directory lookup failed.")
            : null;

        await Assert.ThrowsAsync<ServerUnusableException>(() => OpenAsync(said.Add));

        Assert.Single(said, s => s.Contains("trace flag 1806 stays on globally", StringComparison.Ordinal) && s.Contains("DBCC TRACEOFF(1806, -1)", StringComparison.Ordinal));
        Assert.Equal(["1806"], Listed().Select(l => l.Name));
    }

    [Fact]
    public async Task A_fixtures_time_and_the_exposure_markers_start_after_the_guard_as_the_timed_cases_do()
    {
        var target = await OpenAsync();
        var zeros = PageDumpTests.Dbcc(new byte[PageDump.PageBytes], "\n", oneMessagePerLine: true).ToList();
        server.Messages = text => text.Contains("DBCC PAGE", StringComparison.Ordinal) ? zeros : [];
        server.Fail = text =>
        {
            // The guard sent on its own takes long (a busy server): none of it is the fixture's or the marker's time.
            if (text.StartsWith("IF DB_ID(", StringComparison.Ordinal) && !text.Contains("DATABASE [", StringComparison.Ordinal))
            {
                Thread.Sleep(300);
            }

            return null;
        };

        var fixture = await target.PrepareFixtureAsync(new FixtureSpec(FixtureKind.Backup, 8L << 20, 1, 1, false), null!, TestContext.Current.CancellationToken);
        var exposed = await target.ExposeAsync(Spec("bench_00001", ifi: true) with { DataFileBytes = 9L << 20 }, 1 << 20, null!, TestContext.Current.CancellationToken);
        server.Fail = _ => null;
        await target.DisposeAsync();

        Assert.InRange(fixture.MadeMs, 0, 250);
        Assert.InRange(exposed.MarkerWriteMs, 0, 250);
        Assert.Empty(server.Databases);
    }

    [Fact]
    public async Task The_drop_after_a_case_or_fixture_whose_connection_broke_goes_through_a_fresh_one_and_throws_nothing()
    {
        var target = await OpenAsync();
        var spec = Spec("bench_00001", ifi: true);
        var fixture = FixtureSpec.Database(16L << 20, 1);
        await target.CreateDatabaseAsync(spec, null!, TestContext.Current.CancellationToken);
        await target.PrepareFixtureAsync(fixture, null!, TestContext.Current.CancellationToken);
        var made = server.Databases.Single(d => d.Contains("_fx", StringComparison.Ordinal));
        server.Connections[0].Broken = true;

        // DatabaseCase's catch drops, then rethrows the case's own error: a drop that throws would take its place.
        await target.DropDatabaseAsync(spec, TestContext.Current.CancellationToken);
        await target.ReleaseFixtureAsync(fixture);

        Assert.Empty(server.Databases);
        Assert.Contains(server.Sent, s => s.Connection == 1 && s.Text.Contains($"DROP DATABASE [{Tag}00001]", StringComparison.Ordinal));
        Assert.Contains(server.Sent, s => s.Connection == 1 && s.Text.Contains($"DROP DATABASE [{made}]", StringComparison.Ordinal));
        Assert.DoesNotContain(Listed(), e => e.Database is not null);
        await target.DisposeAsync();
    }

    [Fact]
    public async Task A_drop_after_a_case_that_cannot_be_sent_is_left_listed_for_the_cleanup_at_the_end_said_and_not_thrown()
    {
        var said = new List<string>();
        var target = await OpenAsync(said.Add);
        await target.CreateDatabaseAsync(Spec("bench_00001", ifi: true), null!, TestContext.Current.CancellationToken);
        await target.CreateDatabaseAsync(Spec("bench_00002", ifi: true), null!, TestContext.Current.CancellationToken);
        server.Fail = text => text.Contains($"DROP DATABASE [{Tag}00001]", StringComparison.Ordinal) ? new ServerErrorException(3702, "Msg 3702, Level 16: Cannot drop database because it is currently in use.") : null;

        await target.DropDatabaseAsync(Spec("bench_00001", ifi: true), TestContext.Current.CancellationToken);
        Assert.Single(said, s => s.Contains($"{Tag}00001 could not be dropped", StringComparison.Ordinal) && s.Contains("3702", StringComparison.Ordinal));
        Assert.Single(target.Notes, n => n.Contains($"{Tag}00001 could not be dropped", StringComparison.Ordinal));

        // No connection at all: left to the cleanup, which the reconnect's failure already said.
        server.Connections[0].Broken = true;
        server.Refuse = () => new InvalidOperationException("the server was not found");
        await target.DropDatabaseAsync(Spec("bench_00002", ifi: true), TestContext.Current.CancellationToken);

        Assert.Equal([Tag + "00001", Tag + "00002"], Listed().Where(e => e.Database is not null).Select(e => e.Name).Order());
        Assert.Equal(2, server.Databases.Count);
        server.Fail = _ => null;
        server.Refuse = () => null;
        await target.DisposeAsync();
        Assert.Empty(server.Databases);
        Assert.Empty(Listed());
    }

    [Theory]
    [InlineData(true, "a restart or a failover")]
    [InlineData(false, "trace flag 3004 is no longer on globally")]
    public async Task A_reconnect_to_a_restarted_server_or_one_without_the_runs_flags_stops_the_run_naming_why(bool restart, string why)
    {
        var said = new List<string>();
        var target = await OpenAsync(said.Add);
        await target.CreateDatabaseAsync(Spec("bench_00001", ifi: false), null!, TestContext.Current.CancellationToken);
        if (restart)
        {
            server.Restart();
        }
        else
        {
            // Someone switched 3004 off, then the run's session was killed.
            server.Flags.Remove(3004);
            server.Connections[0].Broken = true;
        }

        var first = await Assert.ThrowsAsync<RunStoppedException>(() => target.CreateDatabaseAsync(Spec("bench_00002", ifi: false), null!, TestContext.Current.CancellationToken));
        var second = await Assert.ThrowsAsync<RunStoppedException>(() => target.CreateDatabaseAsync(Spec("bench_00003", ifi: true), null!, TestContext.Current.CancellationToken));

        Assert.Contains(why, first.Message, StringComparison.Ordinal);
        Assert.Contains("bench run --resume", first.Message, StringComparison.Ordinal);
        Assert.Equal(first.Message, second.Message);
        Assert.Equal([first.Message], said);
        Assert.Equal(2, server.Connections.Count);
        Assert.DoesNotContain(server.Sent, s => s.Text.Contains("CREATE DATABASE", StringComparison.Ordinal) && s.Connection == 1);
        Assert.DoesNotContain(server.Sent, s => s.Text.Contains("TRACEON", StringComparison.Ordinal) && s.Connection == 1);
        await target.DisposeAsync();
        Assert.Empty(server.Databases);
        Assert.Empty(Listed());
    }

    [Fact]
    public async Task A_probe_whose_connection_breaks_at_the_start_throws_its_own_error_not_its_drops()
    {
        // The run's session is killed as the IFI probe's CREATE runs: its DROP on that connection then fails too.
        server.Fail = text =>
        {
            if (text.Contains("_probe]", StringComparison.Ordinal) && text.Contains("CREATE DATABASE", StringComparison.Ordinal))
            {
                server.Connections[0].Broken = true;
                return new InvalidOperationException("A severe error occurred on the current command.");
            }

            return null;
        };
        var said = new List<string>();

        var e = await Assert.ThrowsAsync<InvalidOperationException>(() => OpenAsync(said.Add));

        Assert.Equal("A severe error occurred on the current command.", e.Message);
        Assert.Contains(server.Sent, s => s.Connection == 1 && s.Text.Contains($"DROP DATABASE [{Tag}probe]", StringComparison.Ordinal));
        Assert.Empty(said);
        AssertNothingLeft();
    }

    [Fact]
    public async Task A_probe_that_fails_and_cannot_be_dropped_throws_its_own_error_and_says_the_drops_once()
    {
        // 5133 (the server cannot see the data directory), and the probe's DROP fails on every connection.
        server.Fail = text =>
            text.Contains("_probe]", StringComparison.Ordinal) && text.Contains("CREATE DATABASE", StringComparison.Ordinal)
                ? new ServerErrorException(5133, "Msg 5133, Level 16: Directory lookup for the file \"/d/x.mdf\" failed.")
            : text.Contains($"DROP DATABASE [{Tag}probe]", StringComparison.Ordinal)
                ? new ServerErrorException(3702, "Msg 3702, Level 16: Cannot drop database because it is currently in use.")
            : null;
        var said = new List<string>();

        var e = await Assert.ThrowsAsync<ServerUnusableException>(() => OpenAsync(said.Add));

        Assert.Contains("5133", e.Message, StringComparison.Ordinal);
        Assert.Contains("--server-dir", e.Message, StringComparison.Ordinal);
        var drop = Assert.Single(said);
        Assert.Contains($"{Tag}probe could not be dropped", drop, StringComparison.Ordinal);
        Assert.Contains("3702", drop, StringComparison.Ordinal);
        Assert.Contains($"DROP DATABASE [{Tag}probe]", drop, StringComparison.Ordinal);
        Assert.Equal([Tag + "probe"], Listed().Select(l => l.Name));
        Assert.Empty(server.Flags);
    }

    [Fact]
    public async Task A_server_that_keeps_breaking_the_connection_stops_the_run_after_three_reconnects_in_a_row()
    {
        var said = new List<string>();
        var target = await OpenAsync(said.Add);
        var breaking = new HashSet<string>(StringComparer.Ordinal) { "00002", "00004", "00005", "00006", "00007" };
        server.Fail = text =>
        {
            // A KILL of the run's session in each of these cases' CREATE.
            if (breaking.FirstOrDefault(n => text.Contains($"CREATE DATABASE [{Tag}{n}]", StringComparison.Ordinal)) is { } number)
            {
                server.Connections[^1].Broken = true;
                return new InvalidOperationException("A severe error occurred on the current command.");
            }

            return null;
        };

        async Task<Exception?> Case(int n)
        {
            var spec = Spec(string.Create(System.Globalization.CultureInfo.InvariantCulture, $"bench_{n:D5}"), ifi: true);
            try
            {
                // As CaseExecutor and DatabaseCase call it: waits, the case, its drop (also after a failure).
                await target.WaitsAsync(TestContext.Current.CancellationToken);
                await target.CreateDatabaseAsync(spec, null!, TestContext.Current.CancellationToken);
                await target.DropDatabaseAsync(spec, TestContext.Current.CancellationToken);
                await target.WaitsAsync(TestContext.Current.CancellationToken);
                return null;
            }
            catch (Exception e) when (e is not RunStoppedException)
            {
                await target.DropDatabaseAsync(spec, TestContext.Current.CancellationToken);
                await target.WaitsAsync(TestContext.Current.CancellationToken);
                return e;
            }
        }

        Assert.Null(await Case(1));
        Assert.IsType<InvalidOperationException>(await Case(2));
        Assert.Null(await Case(3)); // a case that succeeds after a reconnect: the count starts again
        foreach (var n in new[] { 4, 5, 6, 7 })
        {
            var failed = await Case(n);
            Assert.Equal("A severe error occurred on the current command.", failed?.Message);
        }

        var stop = await Assert.ThrowsAsync<RunStoppedException>(() => Case(8));
        var stopAgain = await Assert.ThrowsAsync<RunStoppedException>(() => target.PrepareFixtureAsync(FixtureSpec.Database(16L << 20, 1), null!, TestContext.Current.CancellationToken));
        Assert.Equal(stop.Message, stopAgain.Message);
        Assert.Contains("3 reconnects in a row", stop.Message, StringComparison.Ordinal);
        Assert.Contains("bench run --resume", stop.Message, StringComparison.Ordinal);
        Assert.Equal(SqlServerTarget.ReconnectsInARow + 2, server.Connections.Count);
        Assert.Single(said, s => s == stop.Message);
        Assert.Equal(4, said.Count(s => s.Contains("reconnected", StringComparison.Ordinal)));
        Assert.DoesNotContain(target.Notes, n => n.Contains("reconnects in a row", StringComparison.Ordinal)); // the run's end notes the stop, once
        Assert.DoesNotContain(server.Sent, s => s.Text.Contains($"[{Tag}00008]", StringComparison.Ordinal));
        server.Fail = _ => null;
        await target.DisposeAsync();
        AssertNothingLeft();
    }

    [Fact]
    public async Task After_a_failover_the_databases_and_flags_left_on_the_old_primary_stay_listed_and_are_said_with_its_name()
    {
        // Two replicas behind one connection string: the run starts on "fake", then the listener reaches "replica".
        var replica = new FakeServer { Name = "replica" };
        var current = server;
        var said = new List<string>();
        var target = await OpenAsync(said.Add, token => current.Connect(token));
        await target.CreateDatabaseAsync(Spec("bench_00001", ifi: false), null!, TestContext.Current.CancellationToken);
        await target.CreateDatabaseAsync(Spec("bench_00002", ifi: false), null!, TestContext.Current.CancellationToken);
        server.Connections.ForEach(c => c.Broken = true);
        current = replica;

        var e = await Assert.ThrowsAsync<RunStoppedException>(() => target.CreateDatabaseAsync(Spec("bench_00003", ifi: false), null!, TestContext.Current.CancellationToken));
        await target.DisposeAsync();

        Assert.Contains("replica started", e.Message, StringComparison.Ordinal);
        Assert.DoesNotContain(replica.Sent, s => s.Text.Contains("DROP DATABASE", StringComparison.Ordinal) || s.Text.Contains("TRACEOFF", StringComparison.Ordinal));
        Assert.Equal([Tag + "00001", Tag + "00002"], server.Databases.Order());
        Assert.Equal([Tag + "00001", Tag + "00002"], Listed().Where(l => l.Database is not null).Select(l => l.Name).Order());
        Assert.Equal([1806, 3004, 3213, 3605], Listed().Where(l => l.Flag is not null).Select(l => l.Flag!.Value).Order());
        var left = Assert.Single(said, s => s.StartsWith("left on fake", StringComparison.Ordinal));
        Assert.Contains($"databases {Tag}00001, {Tag}00002 and trace flag 1806, 3004, 3605, 3213", left, StringComparison.Ordinal);
        Assert.Contains("now reaches replica", left, StringComparison.Ordinal);
        Assert.Contains("DROP DATABASE", left, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Ledger_lines_of_another_servername_behind_the_connection_string_are_left_alone_and_said_until_a_run_reaches_that_server()
    {
        // A run killed on the old primary "fake" left a database and trace flag 1806 there; its lines name that @@SERVERNAME
        // (the 9th field), and the connection string now reaches "replica" (a failover).
        server.Databases.Add("bench_20261121_090000_00003");
        server.Flags.Add(1806);
        Directory.CreateDirectory(Temp["data"]);
        var owner = string.Join('\t', "fake", "20261121-090000-ssd", Bench.Results.Export.JournalLeftovers.Host, int.MaxValue.ToString(System.Globalization.CultureInfo.InvariantCulture));
        var tail = "\t" + DatabaseLedger.PidSpace + "\tdeadbeefdeadbeef\tfake";
        var file = Path.Combine(Temp["data"], DatabaseLedger.FileName);
        File.WriteAllText(file, $"{owner}\tdatabase\tbench_20261121_090000_00003{tail}\n{owner}\tflag\t1806{tail}\n");
        var replica = new FakeServer { Name = "replica" };
        var said = new List<string>();

        var onReplica = await OpenAsync(said.Add, replica.Connect);
        await onReplica.DisposeAsync();

        Assert.Empty(onReplica.Cleaned);
        Assert.Empty(onReplica.ClearedFlags);
        Assert.DoesNotContain(replica.Sent, s => s.Text.Contains("bench_20261121_090000_00003", StringComparison.Ordinal));
        Assert.Equal(["bench_20261121_090000_00003", "1806"], Listed().Select(e => e.Name));
        var note = Assert.Single(onReplica.Notes, n => n.Contains("another server than the one it reaches now, replica", StringComparison.Ordinal));
        Assert.Contains("on fake: databases bench_20261121_090000_00003 and trace flag 1806", note, StringComparison.Ordinal);
        Assert.Contains(note, said);

        // The connection string reaches "fake" again: the dead run's lines are its, and are undone.
        var onFake = await OpenAsync(runId: "20261122-111500-ssd");
        await onFake.DisposeAsync();

        Assert.Equal(["bench_20261121_090000_00003"], onFake.Cleaned);
        Assert.Equal([1806], onFake.ClearedFlags);
        AssertNothingLeft();
    }

    [Fact]
    public async Task The_runs_ledger_lines_record_the_servername_it_reaches()
    {
        var target = await OpenAsync();
        await target.CreateDatabaseAsync(Spec("bench_00001", ifi: false), null!, TestContext.Current.CancellationToken);

        var lines = File.ReadAllLines(Path.Combine(Temp["data"], DatabaseLedger.FileName));
        Assert.Contains(lines, l => l.Contains($"\tdatabase\t{Tag}00001\t", StringComparison.Ordinal));
        Assert.All(lines, l => Assert.Equal(["fake", "fake"], l.Split('\t') is var p && p.Length == 9 ? [p[0], p[8]] : p));
        await target.DisposeAsync();
    }

    [Fact]
    public async Task Tracing_flags_a_refused_start_cannot_switch_off_on_either_connection_are_said_with_the_fix()
    {
        var said = new List<string>();
        server.Fail = text =>
            text.Contains("TRACEOFF(3", StringComparison.Ordinal) ? new InvalidOperationException("A transport-level error has occurred.")
            : text.Contains("_probe]", StringComparison.Ordinal) && text.Contains("CREATE DATABASE", StringComparison.Ordinal)
                ? new ServerErrorException(5133, "Msg 5133, Level 16: Directory lookup failed.")
            : null;

        await Assert.ThrowsAsync<ServerUnusableException>(() => OpenAsync(said.Add));

        Assert.Single(said, s => s.Contains("trace flag 3004, 3605, 3213 stay on globally", StringComparison.Ordinal) && s.Contains("DBCC TRACEOFF(3004, 3605, 3213, -1)", StringComparison.Ordinal));
        Assert.Equal([3004, 3213, 3605], Listed().Where(e => e.Flag is not null).Select(e => e.Flag!.Value).Order());
    }

    private async Task<SqlServerTarget> OpenAsync(Action<string>? say = null, Func<CancellationToken, Task<ISqlSession>>? connect = null, string runId = RunId)
    {
        var workspace = RunWorkspace.Open(Temp["data"], runId);
        return await SqlServerTarget.OpenAsync(
            connect ?? server.Connect, "fake", workspace, separator => new ServerPaths("/d", "/b", separator), runId, Temp["data"], null, TestContext.Current.CancellationToken,
            say ?? (_ => { }));
    }

    /// <summary>Every entry of the ledger, whoever wrote it.</summary>
    /// <summary>The run undid all it did: no trace flag on, no database of its own, nothing left in its ledger.</summary>
    private void AssertNothingLeft()
    {
        Assert.Empty(server.Flags);
        Assert.Empty(server.Databases);
        Assert.Empty(Listed());
    }

    private List<LedgerEntry> Listed()
    {
        var file = Path.Combine(Temp["data"], DatabaseLedger.FileName);
        return File.Exists(file)
            ? [.. File.ReadAllLines(file).Select(l => l.Split('\t')).Select(p => new LedgerEntry(p[0], p[1], p[2], int.Parse(p[3], System.Globalization.CultureInfo.InvariantCulture), p[4], p[5]))]
            : [];
    }

    private static DatabaseSpec Spec(string name, bool ifi) => new(name, 1, 16L << 20, 1 << 20, 64L << 20, ifi, 0);
}
