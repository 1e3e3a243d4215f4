using System.Diagnostics;
using System.Globalization;
using Bench.Harness.Volume;
using Bench.Results.Manifest;
using Bench.Scenarios.Exposure;
using Bench.Scenarios.Targets;
using Bench.Scenarios.Workload;
using Microsoft.Data.SqlClient;

namespace Bench.Harness.SqlServer;

/// <summary>
/// Runs the scenarios on a real SQL Server with the T-SQL of <see cref="DatabaseScripts"/> and
/// <see cref="BackupScripts"/>: its files in the run's directories on the volume under test (the run's workspace, and the server sees through <see cref="ServerPaths"/>), IFI switched per case and proven
/// from the error log, phases from the trace flag 3004 lines of this connection's spid, throughput from message 3014.
/// Databases are named bench_&lt;run time&gt;_..., listed in a ledger before they are made, and only those are dropped.
/// </summary>
public sealed partial class SqlServerTarget
    : ITarget, IDatabaseFiles, IFixtureStore, ITransferStreams, IExposureProbe, IWorkloadRunner, IIfiControl, IServerWaits, IServerInfo, IRunStop
{
    private const int PageBytes = 8192;
    private const long ProbeBytes = 8L << 20;
    private const long FixtureLogBytes = 64L << 20;

    /// <summary>
    /// Reconnects in a row, with no case succeeding in between, after which the next break stops the run (<see cref="ReadyAsync"/>):
    /// a KILL or a failover now and then costs one failed case and a reconnect, but a server that keeps ending the run's
    /// sessions would cost one failed case each for the whole matrix.
    /// </summary>
    internal const int ReconnectsInARow = 3;
    private readonly Func<CancellationToken, Task<ISqlSession>> connect;
    private readonly Action<string> say;
    private readonly RunWorkspace volume;
    private readonly ServerPaths paths;
    private readonly DatabaseLedger? ledger;
    private readonly string tag;
    private readonly HashSet<string> created = new(StringComparer.Ordinal);
    private readonly Dictionary<string, Fixture> fixtures = new(StringComparer.Ordinal);

    /// <summary>Databases whose CREATE printed no log zeroing line: their growths' silence on zeroing proves nothing either.</summary>
    private readonly HashSet<string> untraced = new(StringComparer.Ordinal);
    private readonly List<string> notes = [];
    private IfiControl? ifi;
    private IAsyncDisposable? ownedContainer;
    private int fixturesMade;
    private ISqlSession session;
    private ISqlSession? cleanupSession;
    private bool unreachable;
    private string? lost;
    private string? stopped;
    private int reconnects;
    private ServerIdentity identity = new(string.Empty, default);
    private ServerIdentity? elsewhere;

    private SqlServerTarget(
        ISqlSession session, Func<CancellationToken, Task<ISqlSession>> connect, Action<string> say, ServerFacts facts, RunWorkspace volume, ServerPaths paths, DatabaseLedger? ledger, string runId)
    {
        this.session = session;
        this.connect = connect;
        this.say = say;
        Facts = facts;
        this.volume = volume;
        this.paths = paths;
        this.ledger = ledger;
        tag = Tag(runId);
    }

    /// <inheritdoc/>
    public string Name => TargetNames.SqlServer;

    /// <inheritdoc/>
    public string IoMode => "server";

    /// <summary>What the server is.</summary>
    public ServerFacts Facts { get; }

    /// <summary>The run's directories as the server sees them.</summary>
    public ServerPaths Paths => paths;

    /// <inheritdoc/>
    public string Product => Facts.Describe();

    /// <inheritdoc/>
    public IReadOnlyList<string> Details =>
    [
        $"server  {Facts.Describe()}; files in {paths.DataDirectory} as it sees them",
        $"ifi     {IfiState}",
        .. Cleaned.Count > 0 ? [$"cleaned what an interrupted run left on this server: {string.Join(", ", Cleaned)}"] : Array.Empty<string>(),
        .. ClearedFlags.Count > 0 ? [$"switched off trace flags an interrupted run left on globally: {string.Join(", ", ClearedFlags)}"] : Array.Empty<string>(),
    ];

    /// <inheritdoc/>
    public string IfiState => ifi?.Description ?? "sqlserver: not established";

    /// <summary>Databases an earlier, interrupted run left on this server, dropped at the start of this one.</summary>
    public IReadOnlyList<string> Cleaned { get; private set; } = [];

    /// <summary>Global trace flags an earlier, interrupted run of bench switched on and left on, switched off at the start of this one.</summary>
    public IReadOnlyList<int> ClearedFlags { get; private set; } = [];

    /// <summary>Ledger lines that could not be struck out after what they list was undone (an I/O error), one sentence each.</summary>
    internal IReadOnlyList<string> LedgerFailures => ledger?.Failures ?? [];

    /// <inheritdoc/>
    public IReadOnlyList<string> Notes =>
    [
        .. notes,
        .. LedgerFailures,
        .. Cleaned.Count > 0 ? [$"Dropped at the start, left on this server by an interrupted run: {string.Join(", ", Cleaned)}."] : Array.Empty<string>(),
        .. ClearedFlags.Count > 0
            ? [$"Switched off at the start: trace flag {string.Join(", ", ClearedFlags)}, which an interrupted run of bench had switched on globally and left on (the ledger in the data directory listed it); the server was not started with it."]
            : Array.Empty<string>(),
    ];

    /// <summary>
    /// Connects, checks that the login may do what the run needs and that the server sees the run's directory,
    /// drops what an interrupted run left (its ledger), switches tracing on and establishes IFI control.
    /// </summary>
    /// <param name="connectionString">The connection string (its password goes nowhere else).</param>
    /// <param name="volume">The run's directories on the volume under test.</param>
    /// <param name="paths">Those directories as the server sees them, given its path separator.</param>
    /// <param name="runId">The run.</param>
    /// <param name="ledgerDirectory">Where the ledger of created databases lives; null for a server that goes away with the run (a container).</param>
    /// <param name="container">The container the server runs in, removed after the target is done with it; null for a server of its own.</param>
    /// <param name="start">Whether the run plans IFI-off cases (else no IFI-off flag is probed), and where the start says what it switches on the server.</param>
    /// <param name="cancellationToken">Stops it.</param>
    /// <exception cref="SqlException">The server cannot be reached or refuses the login (its own error).</exception>
    /// <exception cref="ServerUnusableException">The server answers but the run cannot use it.</exception>
    public static Task<SqlServerTarget> OpenAsync(
        string connectionString, RunWorkspace volume, Func<char, ServerPaths> paths, string runId, string? ledgerDirectory, IAsyncDisposable? container, ServerStart start,
        CancellationToken cancellationToken) =>
        OpenAsync(
            async token => await SqlSession.OpenAsync(connectionString, token), new SqlConnectionStringBuilder(connectionString).DataSource, volume, paths, runId, ledgerDirectory, container, cancellationToken,
            start: start);

    /// <summary>
    /// As the public <see cref="OpenAsync(string, RunWorkspace, Func{char, ServerPaths}, string, string?, IAsyncDisposable?, ServerStart, CancellationToken)"/>,
    /// connecting with <paramref name="connect"/> (again before a case when the run's connection broke, and for cleanup);
    /// what it must tell the user as it happens (a reconnect, a flag left on) goes to <paramref name="say"/> (null: standard error);
    /// <paramref name="start"/> null: IFI-off cases planned, and what is switched not said.
    /// </summary>
    internal static async Task<SqlServerTarget> OpenAsync(
        Func<CancellationToken, Task<ISqlSession>> connect, string server, RunWorkspace volume, Func<char, ServerPaths> paths, string runId, string? ledgerDirectory, IAsyncDisposable? container, CancellationToken cancellationToken,
        Action<string>? say = null, ServerStart? start = null)
    {
        ArgumentNullException.ThrowIfNull(connect);
        ArgumentNullException.ThrowIfNull(volume);
        ArgumentNullException.ThrowIfNull(paths);
        say ??= line => Console.Error.WriteLine("bench: sqlserver: " + line);
        start ??= new ServerStart(IfiOffPlanned: true, _ => { });
        var session = await connect(cancellationToken);
        SqlServerTarget? target = null;
        try
        {
            var facts = await ServerFacts.ReadAsync(session, cancellationToken);
            if (facts.Major is > 0 and < 13)
            {
                throw new ServerUnusableException(
                    $"{facts.Describe()} is older than the T-SQL the run sends allows (DATEDIFF_BIG and the rest need SQL Server 2016, 13.x). Fix: a SQL Server 2016 or later; `bench import` still reads this server's error log and messages");
            }

            if (!facts.Sysadmin)
            {
                throw new ServerUnusableException(
                    "the login is not in the sysadmin role; the run switches trace flags globally (DBCC TRACEON ..., -1) and reads the error log (xp_readerrorlog), which need it. Fix: connect with a sysadmin login (on a test server), e.g. sa");
            }

            var identity = await ServerFacts.IdentityAsync(session, cancellationToken);
            // Its lines name the @@SERVERNAME too: after a failover the same connection string reaches another replica, whose run must not take them for its own.
            var ledger = ledgerDirectory is null ? null : new DatabaseLedger(ledgerDirectory, server, runId, serverName: identity.Name);
            target = new SqlServerTarget(session, connect, say, facts, volume, paths(facts.Separator), ledger, runId)
            {
                ownedContainer = container,
                identity = identity,
            };
            await target.CleanLedgerAsync(cancellationToken);
            try
            {
                var opened = target;
                target.ifi = await IfiControl.EstablishAsync(() => opened.session, ledger, target.ProbeAsync, facts.IfiSays, target.CleanupAsync, say, start.IfiOffPlanned, start.Tell, cancellationToken);
            }
            catch (ServerErrorException e) when (e.Number is 5133 or 5123 or 5149 or 5110)
            {
                // 5133 directory lookup failed, 5123 CREATE FILE failed (access denied), 5149/5110: the file could not be made there.
                throw new ServerUnusableException(
                    $"the server cannot make files in the run's directory, which it would see as {target.paths.DataDirectory} ({e.Message}). Fix: run bench on the server's host with --data-dir on the volume under test, or give --server-dir with the path the server sees for --data-dir (docker/compose.yaml: /bench/data), or use --container; the server's account must be able to write there",
                    e);
            }

            return target;
        }
        catch
        {
            // IFI control switched its flags back off; what the probe left listed (its DROP failed) is dropped the same
            // way, on a fresh connection when the run's broke.
            foreach (var name in target?.created.ToList() ?? [])
            {
                await target!.CleanupAsync(on => target.DropAsync(name, on));
            }

            if (target?.cleanupSession is { } fresh)
            {
                await fresh.DisposeAsync();
            }

            await session.DisposeAsync();
            throw;
        }
    }

    /// <inheritdoc/>
    public async Task<CreateOutcome> CreateDatabaseAsync(DatabaseSpec spec, IProgress<double> progress, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(spec);
        if ((ServerLimits.ModelRefusal(Facts, spec.DataFileBytes) ?? ServerLimits.SizeRefusal(Facts, spec.DataFiles * spec.DataFileBytes)) is { } refused)
        {
            throw new CaseSkippedException(refused);
        }

        await StartingAsync(cancellationToken);
        await Ifi.EnsureAsync(spec.Ifi, cancellationToken);
        var named = spec with { Name = Database(spec.Name) };
        var (report, ms) = await CreatingAsync(named.Name, () => Trace.RunAsync(DatabaseScripts.Create(named, paths), null, cancellationToken), cancellationToken);
        progress?.Report(1);
        var created = TraceOutcomes.Created(report, ms, spec.DataFiles * spec.DataFileBytes, spec.LogBytes);
        if (created.IfiEffective is null)
        {
            untraced.Add(named.Name);
        }

        return Succeeded(created);
    }

    /// <inheritdoc/>
    public async Task<GrowthOutcome> FillAndGrowAsync(DatabaseSpec spec, int growths, IProgress<double> progress, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(spec);
        var name = Database(spec.Name);
        await StartingAsync(cancellationToken);
        await Ifi.EnsureAsync(spec.Ifi, cancellationToken);
        await session.ExecuteAsync(DatabaseScripts.Filler(name), null, cancellationToken);
        var writtenBefore = await BytesWrittenAsync(name, cancellationToken);
        var start = await session.ServerNowAsync(cancellationToken);
        var clock = Stopwatch.StartNew();
        var rows = await session.QueryAsync(
            DatabaseScripts.Grow(name, growths),
            r => (Growth: r.GetInt32(0), Before: (long)r.GetInt32(1) * PageBytes, After: (long)r.GetInt32(2) * PageBytes, InsertMs: r.GetDouble(3),
                NormalMs: r.IsDBNull(4) ? 0 : r.GetDouble(4)),
            ServerTrace.Messages(progress, null),
            cancellationToken);
        var ms = clock.Elapsed.TotalMilliseconds;
        var report = await Trace.ReadAsync(start, [], cancellationToken);
        var written = await BytesWrittenAsync(name, cancellationToken) - writtenBefore;
        var stalls = rows.Select(r => new GrowthStall(r.Growth, r.Before, r.After, Math.Max(0, r.InsertMs - r.NormalMs))).ToList();
        var zeroBytes = report.DataFilesZeroed ? rows.Sum(r => r.After - r.Before) : 0;
        // A growth zeroes no log: that the trace output is there shows at the database's CREATE, on this connection's spid.
        bool? ifi = report.DataFilesZeroed ? false : untraced.Contains(name) ? null : true;
        return Succeeded(new GrowthOutcome(stalls, Math.Max(0, ms - rows.Sum(r => r.InsertMs)), written, Math.Min(zeroBytes, written), ifi)
        {
            Note = TraceOutcomes.IfiNote(ifi),
        });
    }

    /// <inheritdoc/>
    /// <remarks>See <see cref="DropAfterAsync"/>: a DROP that cannot be sent now is left to the cleanup, not thrown.</remarks>
    public Task DropDatabaseAsync(DatabaseSpec spec, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(spec);
        return DropAfterAsync(Database(spec.Name));
    }

    /// <inheritdoc/>
    public async Task<FixtureOutcome> PrepareFixtureAsync(FixtureSpec fixture, IProgress<double> progress, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(fixture);
        if (fixtures.ContainsKey(fixture.Key))
        {
            return new FixtureOutcome(fixture.Key, 0, 0, Reused: true);
        }

        if (FixtureRefusal(fixture) is { } refused)
        {
            // Not made: each case that needs it is skipped with the reason (Made).
            fixtures[fixture.Key] = new Fixture(string.Empty, [], refused);
            return new FixtureOutcome(fixture.Key, 0, 0, Reused: true);
        }

        await StartingAsync(cancellationToken);
        var name = string.Create(CultureInfo.InvariantCulture, $"bench_{tag}_fx{++fixturesMade}");
        // Timed from the CREATE on, as the timed cases are: the guard's round trip before it is not the fixture's.
        var clock = new Stopwatch();
        var batches = FixtureDatabase(fixture, name, Facts.ModelDataBytes, paths);
        await CreatingAsync(name, () => Started(clock, () => session.ExecuteAsync(batches[0], ServerTrace.Messages(progress, null), cancellationToken)), cancellationToken);
        foreach (var batch in batches.Skip(1))
        {
            await session.ExecuteAsync(batch, ServerTrace.Messages(progress, null), cancellationToken);
        }

        long written = fixture.DataBytes;
        IReadOnlyList<string> files = [];
        if (fixture.Kind == FixtureKind.Backup)
        {
            files = ClaimStripes(name, fixture.Stripes);
            await session.ExecuteAsync(FixtureBackup(fixture, name, paths), null, cancellationToken);
            written = SizeOf(files) ?? fixture.DataBytes;

            // The restore cases need only the backup: the source's files go now.
            await DropAsync(name);
        }

        fixtures[fixture.Key] = new Fixture(name, files);
        return new FixtureOutcome(fixture.Key, clock.Elapsed.TotalMilliseconds, written, Reused: false);
    }

    /// <inheritdoc/>
    public async Task ReleaseFixtureAsync(FixtureSpec fixture)
    {
        ArgumentNullException.ThrowIfNull(fixture);
        if (fixtures.Remove(fixture.Key, out var made))
        {
            volume.Delete(made.BackupFiles);
            await DropAfterAsync(made.Database);
        }
    }

    /// <inheritdoc/>
    public async Task<TransferOutcome> BackupAsync(BackupSpec spec, IProgress<double> progress, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(spec);
        var source = Made(spec.Source);
        if (spec.Transfer.Compression && ServerLimits.CompressionRefusal(Facts) is { } refused)
        {
            throw new CaseSkippedException(refused);
        }

        var name = Database(spec.Name);
        await StartingAsync(cancellationToken);
        var files = ClaimStripes(name, spec.Transfer.Stripes);
        var (report, ms) = await Trace.RunAsync(BackupScripts.Backup(source.Database, name, spec.Transfer, paths), progress, cancellationToken);
        var data = report.Processed is { } p ? p.Pages * PageBytes : spec.Source.DataBytes;
        return Succeeded(new TransferOutcome(
            0, 0, report.Processed is { } done ? done.Seconds * 1000 : ms, data, data, SizeOf(files) ?? data, null,
            TraceOutcomes.BufferCount(report, spec.Transfer))
        {
            ServerChoseBufferCount = !spec.Transfer.BufferCountGiven,
            Note = TraceOutcomes.WallTimeNote(report, "BACKUP", false),
        });
    }

    /// <inheritdoc/>
    public Task DropBackupAsync(BackupSpec spec)
    {
        ArgumentNullException.ThrowIfNull(spec);
        volume.Delete(ClaimStripes(Database(spec.Name), spec.Transfer.Stripes));
        return Task.CompletedTask;
    }

    /// <inheritdoc/>
    public async Task<TransferOutcome> RestoreAsync(RestoreSpec spec, IProgress<double> progress, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(spec);
        await StartingAsync(cancellationToken);
        await Ifi.EnsureAsync(spec.Database.Ifi, cancellationToken);
        var source = Made(spec.Source);
        var named = spec with { Database = spec.Database with { Name = Database(spec.Database.Name) } };
        var (report, ms) = await CreatingAsync(named.Database.Name, () => Trace.RunAsync(BackupScripts.Restore(named, source.Database, source.Database, paths), progress, cancellationToken), cancellationToken);
        var data = report.Processed is { } p ? p.Pages * PageBytes : spec.Source.DataBytes;
        var transfer = TraceOutcomes.Phase(report, "transfer") ?? (report.Processed is { } done ? done.Seconds * 1000 : ms);
        var zeroed = report.DataFilesZeroed ? spec.Source.DataBytes : 0;
        var ifi = TraceOutcomes.IfiEffective(report);
        // A phase whose lines are not in this session's error log stays empty: it was not measured.
        return Succeeded(new TransferOutcome(
            TraceOutcomes.Phase(report, "allocate"), TraceOutcomes.Phase(report, "log_zero"), transfer, data, SizeOf(source.BackupFiles) ?? data, data + zeroed,
            ifi, TraceOutcomes.BufferCount(report, spec.Transfer))
        {
            ServerChoseBufferCount = !spec.Transfer.BufferCountGiven,
            Note = Joined(TraceOutcomes.IfiNote(ifi), TraceOutcomes.WallTimeNote(report, "RESTORE", TraceOutcomes.Phase(report, "transfer") is not null)),
        });
    }

    /// <inheritdoc/>
    /// <remarks>sys.dm_os_wait_stats; null when the server cannot say (the case's own error, if any, is in its row).</remarks>
    public async Task<IReadOnlyDictionary<string, double>?> WaitsAsync(CancellationToken cancellationToken)
    {
        try
        {
            await ReadyAsync(cancellationToken);
            var waits = await session.QueryAsync(
                ServerCounters.Waits, r => (Type: r.GetString(0), Ms: Convert.ToDouble(r.GetValue(1), CultureInfo.InvariantCulture)), cancellationToken);
            return waits.ToDictionary(w => w.Type, w => w.Ms, StringComparer.Ordinal);
        }
        catch (Exception e) when (e is SqlException or ServerErrorException or InvalidOperationException)
        {
            return null;
        }
    }

    /// <summary>
    /// The batches that make a fixture's database: CREATE DATABASE (its files at least as large as model's
    /// <paramref name="modelDataBytes"/>), then filled to the fixture's size.
    /// </summary>
    internal static IReadOnlyList<SqlBatch> FixtureDatabase(FixtureSpec fixture, string name, long modelDataBytes, ServerPaths paths)
    {
        ArgumentNullException.ThrowIfNull(fixture);
        var fileBytes = Math.Max(fixture.DataFileBytes, modelDataBytes);
        return [DatabaseScripts.Create(new DatabaseSpec(name, fixture.DataFiles, fileBytes, FixtureLogBytes, FixtureLogBytes, true, 0), paths), .. BackupScripts.Fill(name, fixture.DataBytes)];
    }

    /// <summary>The backup a restore fixture is: its database to its stripes, BUFFERCOUNT left to SQL Server, its MAXTRANSFERSIZE and compression.</summary>
    internal static SqlBatch FixtureBackup(FixtureSpec fixture, string name, ServerPaths paths)
    {
        ArgumentNullException.ThrowIfNull(fixture);
        return BackupScripts.Backup(name, name, fixture.BackupTransfer, paths);
    }

    /// <summary>The probe database IFI control creates (8 MB data, 8 MB log) and reads the error log after.</summary>
    internal static SqlBatch Probe(string name, ServerPaths paths) =>
        DatabaseScripts.Create(new DatabaseSpec(name, 1, ProbeBytes, ProbeBytes, ProbeBytes, true, 0), paths);

    /// <summary>The part of a run id that names its databases: bench_20261122_101500_...</summary>
    internal static string Tag(string runId)
    {
        ArgumentNullException.ThrowIfNull(runId);
        var stamp = new string(runId.Take(15).Select(c => char.IsAsciiDigit(c) ? c : '_').ToArray());
        return stamp.Length > 0 ? stamp : "run";
    }

    /// <summary>The notes that are there, as one; null when none is.</summary>
    private static string? Joined(params string?[] notes) => notes.OfType<string>().ToList() is { Count: > 0 } some ? string.Join("; ", some) : null;

    private IfiControl Ifi => ifi ?? throw new InvalidOperationException("IFI control is not established");

    /// <summary>Runs traced batches on the run's connection as it is now (a fresh one after a reconnect reads its own spid's lines).</summary>
    private ServerTrace Trace => new(session);

    private string Database(string specName) => specName.StartsWith("bench_", StringComparison.Ordinal)
        ? $"bench_{tag}_{specName["bench_".Length..]}"
        : throw new ArgumentException($"'{specName}' is not a bench_* name", nameof(specName));

    private Fixture Made(FixtureSpec fixture) => fixtures.TryGetValue(fixture.Key, out var made)
        ? made.Refused is { } refused ? throw new CaseSkippedException(refused) : made
        : throw new InvalidOperationException($"the {fixture.Kind.ToString().ToLowerInvariant()} this case needs ({fixture.Key}) was not made");

    private void Track(string name)
    {
        ledger?.Add(name);
        created.Add(name);
    }

    /// <summary>
    /// Sends the guard (<see cref="DatabaseScripts.Guard"/>) on its own, then lists <paramref name="name"/> (ledger, then
    /// this run's databases) and sends the batch that makes it. A guard that refuses (a database of that name is there:
    /// another run's, a user's), is cancelled or fails leaves the name unlisted, so no cleanup of this run drops it; a run
    /// killed between the two leaves at worst a database of its own unlisted (the safe side). When the batch itself
    /// refuses (<see cref="DatabaseScripts.ExistsError"/>: the name was taken in between), it made nothing, and the name is
    /// struck out again.
    /// </summary>
    private async Task<T> CreatingAsync<T>(string name, Func<Task<T>> send, CancellationToken cancellationToken)
    {
        await session.ExecuteAsync(DatabaseScripts.Guard(name), null, cancellationToken);
        Track(name);
        try
        {
            return await send();
        }
        catch (ServerErrorException e) when (e.Number == DatabaseScripts.ExistsError)
        {
            created.Remove(name);
            ledger?.Remove(name);
            throw;
        }
    }

    /// <summary>Starts <paramref name="clock"/>, then <paramref name="send"/>: a time taken after <see cref="CreatingAsync"/>'s guard.</summary>
    private static Task<T> Started<T>(Stopwatch clock, Func<Task<T>> send)
    {
        clock.Start();
        return send();
    }

    private List<string> ClaimStripes(string name, int stripes) =>
        Enumerable.Range(1, stripes).Select(k => volume.NewBackupFile(BackupScripts.StripeFile(name, k))).ToList();

    private static long? SizeOf(IReadOnlyList<string> files) =>
        files.Count > 0 && files.All(File.Exists) ? files.Sum(f => new FileInfo(f).Length) : null;

    /// <summary>Why the start stops when the IFI probe's CREATE showed no log zeroing: what was read, and the fix.</summary>
    internal static string ProbeUntraced(string probe, int linesRead) => string.Create(
        CultureInfo.InvariantCulture,
        $"the IFI probe database {probe}'s CREATE showed no zeroing of its log file in this connection's error log lines ({linesRead} line(s) of this spid read from the current error log for the CREATE's time window), so bench cannot tell whether IFI is on: every CREATE zeroes its log, and trace flags 3004 + 3605 print it. Fix: check that 3004 and 3605 are on globally (DBCC TRACESTATUS(-1)) and that xp_readerrorlog 0 shows lines 'Zeroing ... {probe}_log.ldf', that the error log was not cycled during the start (sp_cycle_errorlog, a size limit), then run again.");

    /// <summary>
    /// Creates the IFI probe database, reads whether its data file was zeroed, and drops it. When the probe fails (its
    /// files cannot be made, the connection breaks), that failure is what is thrown: its DROP is tried on the run's
    /// connection, then on a fresh one (the run's may be what broke), and when both fail the probe database stays listed
    /// and this is said once with the DROP's error, never thrown in the probe's place.
    /// </summary>
    private async Task<bool> ProbeAsync(CancellationToken cancellationToken)
    {
        var name = $"bench_{tag}_probe";
        bool zeroed;
        try
        {
            var (report, _) = await CreatingAsync(name, () => Trace.RunAsync(Probe(name, paths), null, cancellationToken), cancellationToken);
            if (!report.Zeroed.Any(z => z.IsLog))
            {
                // Every CREATE zeroes its log file: with no line of that, no line of the data file's zeroing proves nothing
                // either, and taking it for IFI on would run "IFI on" cases with IFI off and skip every IFI-off case.
                throw new ServerUnusableException(ProbeUntraced(name, report.LinesRead));
            }

            zeroed = report.DataFilesZeroed;
        }
        catch when (created.Contains(name))
        {
            Exception? dropFailed = null;
            if (!await CleanupAsync(async on =>
                {
                    try
                    {
                        await DropAsync(name, on);
                    }
                    catch (Exception e) when (IsServerFailure(e))
                    {
                        dropFailed = e;
                        throw;
                    }
                }))
            {
                say($"the IFI probe database {name} could not be dropped after the probe failed ({dropFailed?.Message ?? "no connection to the server could be had"}); it stays listed in the ledger{(ledger is null ? string.Empty : $" ({ledger.FilePath})")}, and the next run against this server with the same --data-dir drops it; or drop it by hand now: DROP DATABASE {Tsql.Name(name)}");
            }

            throw;
        }

        await DropAsync(name);
        return zeroed;
    }

    /// <summary>Undoes what runs of bench no longer running left on this server (<see cref="LedgerRecovery"/>), before IFI control reads which flags are on.</summary>
    private async Task CleanLedgerAsync(CancellationToken cancellationToken)
    {
        if (ledger is null)
        {
            return;
        }

        (Cleaned, ClearedFlags) = await LedgerRecovery.CleanAsync(ledger, session, identity, notes, say, cancellationToken);
        cancellationToken.ThrowIfCancellationRequested();
    }

    private async Task<long> BytesWrittenAsync(string database, CancellationToken cancellationToken) =>
        (await FileStatsAsync(database, cancellationToken)).Sum(f => f.BytesWritten);

    /// <summary>What this server refuses to make of <paramref name="fixture"/> (its edition), or null.</summary>
    private string? FixtureRefusal(FixtureSpec fixture) =>
        ServerLimits.SizeRefusal(Facts, fixture.DataFiles * Math.Max(fixture.DataFileBytes, Facts.ModelDataBytes))
        ?? (fixture.Kind == FixtureKind.Backup && fixture.Compression ? ServerLimits.CompressedFixtureRefusal(Facts) : null);

    private sealed record Fixture(string Database, IReadOnlyList<string> BackupFiles, string? Refused = null);

}
