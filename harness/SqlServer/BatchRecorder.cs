using System.Globalization;
using Bench.Harness.Runner;
using Bench.Results;
using Bench.Results.Manifest;
using Bench.Scenarios;
using Bench.Scenarios.Exposure;
using Bench.Scenarios.Matrix;
using Bench.Scenarios.Targets;
using Bench.Scenarios.Workload;

namespace Bench.Harness.SqlServer;

/// <summary>
/// The T-SQL the sqlserver target sends, written down instead of sent. It has the capabilities of
/// <see cref="SqlServerTarget"/>, one for one (a test holds the two lists equal), and each call records the batches the
/// target sends for it (the same script builders with the same arguments; the fixture and probe batches from the
/// target's own helpers). The runner's own pieces drive it, so the scenarios run their real procedure on it. Outcomes are
/// empty: nothing runs. The batches the target sends once per run (facts, IFI control, tracing, counters, ledger
/// cleanup) are in <see cref="RunBatches"/>. <c>bench matrix --sql</c> writes what it records for a DBA to read; the
/// tests parse every batch with Microsoft's parser.
/// </summary>
/// <param name="paths">The run's directories as the server sees them.</param>
/// <param name="tag">The run time part of the database names (<see cref="SqlServerTarget.Tag"/> of a run id).</param>
internal sealed class BatchRecorder(ServerPaths paths, string tag = "20261122_101500")
    : ITarget, IDatabaseFiles, IFixtureStore, ITransferStreams, IExposureProbe, IWorkloadRunner, IIfiControl, IServerWaits, IServerInfo, IRunStop
{
    /// <summary>SQL Server 2016 and later: model's primary file.</summary>
    private const long ModelDataBytes = 8L << 20;

    private readonly Dictionary<string, string> fixtures = new(StringComparer.Ordinal);
    private int fixturesMade;

    /// <summary>What was recorded: where it came from, and the batch.</summary>
    public List<(string Origin, SqlBatch Batch)> Batches { get; } = [];

    /// <summary>The case the next calls belong to (for the origin of each batch).</summary>
    public string Case { get; set; } = "run";

    public string Name => TargetNames.SqlServer;

    public string IoMode => "server";

    public IReadOnlyList<string> Notes => [];

    /// <summary>Never: nothing is sent, so nothing breaks.</summary>
    public string? Stopped => null;

    public string IfiState => "recorded, not established: nothing runs";

    public string Product => "none: batches are recorded, not sent";

    public IReadOnlyList<string> Details => [];

    /// <summary>What the target sends once per run, whatever the matrix: connection, facts, IFI control, tracing, counters, ledger cleanup.</summary>
    public static IEnumerable<(string Origin, SqlBatch Batch)> RunBatches(ServerPaths paths, string tag = "20261122_101500")
    {
        yield return ("session: opening (language, spid)", SqlSession.OpeningBatch);
        yield return ("session: server clock", SqlSession.ClockQuery);
        yield return ("facts", ServerFacts.Query);
        yield return ("facts: IFI column", IfiScripts.State);
        yield return ("facts: IFI startup line", ServerFacts.StartupLine);
        yield return ("facts: server identity (again after a reconnect)", ServerFacts.Identity);
        yield return ("IFI control: global flags", IfiScripts.GlobalFlags);
        foreach (var flag in IfiScripts.TracingFlags)
        {
            yield return ($"IFI control: tracing {flag} on", IfiScripts.Tracing(flag, on: true));
            yield return ($"IFI control: tracing {flag} off", IfiScripts.Tracing(flag, on: false));
        }

        foreach (var flag in IfiScripts.OffFlags)
        {
            yield return ($"IFI control: {flag} (IFI off)", IfiScripts.Off(flag));
            yield return ($"IFI control: {flag} off again", IfiScripts.On(flag));
        }

        yield return ("IFI control: probe database: guard", DatabaseScripts.Guard($"bench_{tag}_probe"));
        yield return ("IFI control: probe database", SqlServerTarget.Probe($"bench_{tag}_probe", paths));
        yield return ("trace: this session's error log lines", IfiScripts.SessionLog);
        yield return ("counters: file stats", ServerCounters.FileStats($"bench_{tag}_00001"));
        yield return ("ledger cleanup: drop", DatabaseScripts.Drop($"bench_{tag}_00007"));
    }

    public Task<CreateOutcome> CreateDatabaseAsync(DatabaseSpec spec, IProgress<double> progress, CancellationToken cancellationToken)
    {
        Guarded("CREATE DATABASE (timed)", DatabaseScripts.Create(Named(spec), paths), Database(spec.Name));
        return Task.FromResult(new CreateOutcome(0, 0, 0, spec.Ifi));
    }

    public Task<GrowthOutcome> FillAndGrowAsync(DatabaseSpec spec, int growths, IProgress<double> progress, CancellationToken cancellationToken)
    {
        var name = Database(spec.Name);
        Add("autogrow: filler table", DatabaseScripts.Filler(name));
        Add("autogrow: file stats", ServerCounters.FileStats(name));
        Add("autogrow: grow (timed)", DatabaseScripts.Grow(name, growths));
        return Task.FromResult(new GrowthOutcome([], 0, 0, 0, spec.Ifi));
    }

    public Task DropDatabaseAsync(DatabaseSpec spec, CancellationToken cancellationToken)
    {
        Add("drop", DatabaseScripts.Drop(Database(spec.Name)));
        return Task.CompletedTask;
    }

    public Task<FixtureOutcome> PrepareFixtureAsync(FixtureSpec fixture, IProgress<double> progress, CancellationToken cancellationToken)
    {
        if (fixtures.ContainsKey(fixture.Key))
        {
            return Task.FromResult(new FixtureOutcome(fixture.Key, 0, 0, Reused: true));
        }

        var name = string.Create(CultureInfo.InvariantCulture, $"bench_{tag}_fx{++fixturesMade}");
        fixtures[fixture.Key] = name;
        var batches = SqlServerTarget.FixtureDatabase(fixture, name, ModelDataBytes, paths);
        Guarded($"fixture {fixture.Key}: database", batches[0], name);
        foreach (var batch in batches.Skip(1))
        {
            Add($"fixture {fixture.Key}: database", batch);
        }

        if (fixture.Kind == FixtureKind.Backup)
        {
            Add($"fixture {fixture.Key}: backup", SqlServerTarget.FixtureBackup(fixture, name, paths));
            Add($"fixture {fixture.Key}: drop source", DatabaseScripts.Drop(name));
        }

        return Task.FromResult(new FixtureOutcome(fixture.Key, 0, 0, Reused: false));
    }

    public Task ReleaseFixtureAsync(FixtureSpec fixture)
    {
        if (fixtures.Remove(fixture.Key, out var name))
        {
            Add($"fixture {fixture.Key}: release", DatabaseScripts.Drop(name));
        }

        return Task.CompletedTask;
    }

    public Task<TransferOutcome> BackupAsync(BackupSpec spec, IProgress<double> progress, CancellationToken cancellationToken)
    {
        Add("BACKUP DATABASE (timed)", BackupScripts.Backup(fixtures[spec.Source.Key], Database(spec.Name), spec.Transfer, paths));
        return Task.FromResult(Transferred(spec.Transfer, null));
    }

    public Task DropBackupAsync(BackupSpec spec) => Task.CompletedTask;

    public Task<TransferOutcome> RestoreAsync(RestoreSpec spec, IProgress<double> progress, CancellationToken cancellationToken)
    {
        var source = fixtures[spec.Source.Key];
        Guarded("RESTORE DATABASE (timed)", BackupScripts.Restore(spec with { Database = Named(spec.Database) }, source, source, paths), Database(spec.Database.Name));
        return Task.FromResult(Transferred(spec.Transfer, spec.Database.Ifi));
    }

    public Task<ExposureOutcome> ExposeAsync(DatabaseSpec spec, long markerBytes, IProgress<double> progress, CancellationToken cancellationToken)
    {
        var name = Database(spec.Name);
        var batches = ExposureScript.Prepare(name, paths.DataDirectory, (int)(spec.DataFileBytes >> 20), spec.LogBytes >> 10, "BENCH-STALE-0123456789ABCDEF", paths.Separator);
        Guarded("exposure: prepare", batches[0], name + "_marker");
        foreach (var batch in batches.Skip(1).Take(batches.Count - 2))
        {
            Add("exposure: prepare", batch);
        }

        Guarded("exposure: prepare", batches[^1], name);

        var pages = ExposureScript.ScanPages(spec.DataFileBytes / PageDump.PageBytes, ModelDataBytes / PageDump.PageBytes, SqlServerTarget.ExposurePages);
        foreach (var page in pages.Take(1).Concat(pages.TakeLast(1)))
        {
            Add("exposure: DBCC PAGE", ExposureScript.Page(name, page));
        }

        return Task.FromResult(new ExposureOutcome(new CreateOutcome(0, 0, 0, spec.Ifi), 0, 0, 0, 0, 0));
    }

    public Task<WorkloadOutcome> RunWorkloadAsync(WorkloadSpec spec, IProgress<double> progress, CancellationToken cancellationToken)
    {
        var name = Database(spec.Name);
        var batches = WorkloadScript.Batches(name, paths.DataDirectory, spec.Doublings, paths.Separator);
        Guarded("insert workload", batches[0], name);
        foreach (var batch in batches.Skip(1))
        {
            Add("insert workload", batch);
        }

        Add("workload: file stats", ServerCounters.FileStats(name));
        Add("workload: drop", DatabaseScripts.Drop(name));
        var none = new StreamOutcome(0, 0, 0);
        return Task.FromResult(new WorkloadOutcome(0, none, none, none));
    }

    public Task<IReadOnlyDictionary<string, double>?> WaitsAsync(CancellationToken cancellationToken)
    {
        Add("waits", ServerCounters.Waits);
        return Task.FromResult<IReadOnlyDictionary<string, double>?>(new Dictionary<string, double>(StringComparer.Ordinal));
    }

    public ValueTask DisposeAsync() => ValueTask.CompletedTask;

    private static TransferOutcome Transferred(TransferSpec transfer, bool? ifi) => new(0, 0, 0, 0, 0, 0, ifi, transfer.BufferCount);

    /// <summary>As the target names a case's database: bench_&lt;run time&gt;_&lt;position&gt;.</summary>
    private string Database(string name) => $"bench_{tag}_{name["bench_".Length..]}";

    private DatabaseSpec Named(DatabaseSpec spec) => spec with { Name = Database(spec.Name) };

    private void Add(string what, SqlBatch batch) => Batches.Add(($"{Case}: {what}", batch));

    /// <summary>A batch that makes <paramref name="database"/>, after the guard the target sends on its own before it (<see cref="DatabaseScripts.Guard"/>).</summary>
    private void Guarded(string what, SqlBatch batch, string database)
    {
        Add($"{what}: guard", DatabaseScripts.Guard(database));
        Add(what, batch);
    }

    /// <summary>
    /// Runs every case of <paramref name="cases"/> once on a recorder through the runner's own pieces: its fixtures made
    /// and released by <see cref="FixtureLifetimes"/>, the case by <see cref="CaseExecutor"/> (capabilities checked,
    /// waits read around it); the batches, each with the case (or fixture) it belongs to.
    /// </summary>
    /// <exception cref="InvalidOperationException">A case did not run on the recorder (a capability it lacks); the message names it.</exception>
    public static async Task<IReadOnlyList<(string Origin, SqlBatch Batch)>> RecordAsync(
        IReadOnlyList<PlannedCase> cases, ServerPaths paths, string tag, CancellationToken cancellationToken)
    {
        var recorder = new BatchRecorder(paths, tag);
        var observer = new Origins(recorder);
        var fixtures = new FixtureLifetimes(recorder, observer, new StudyClock());
        var executor = new CaseExecutor("recorded", recorder, observer);
        // Once each: a case's own repetitions (an IFI-on create runs 3x as often) would record it as many times.
        foreach (var group in Schedule.Group([.. cases.Select(c => c with { Repetitions = null })], 1))
        {
            if (await fixtures.PrepareAsync(group, overlap: false, cancellationToken) is { } failed)
            {
                throw new InvalidOperationException($"a fixture could not be recorded: {failed}");
            }

            foreach (var scheduled in group.Runs)
            {
                var executed = await executor.RunAsync(scheduled, cancellationToken);
                if (executed?.Row.Status != CaseStatus.Ok)
                {
                    throw new InvalidOperationException($"{scheduled.Case.Id} could not be recorded: {executed?.Row.Status} {executed?.Row.Error}");
                }
            }

            fixtures.Release(group);
        }

        await fixtures.ReleaseAllAsync();
        return recorder.Batches;
    }

    /// <summary>Tells the recorder which case (or the fixture of which case) the batches it records next belong to.</summary>
    private sealed class Origins(BatchRecorder recorder) : IRunObserver
    {
        public void CaseStarted(ScheduledCase scheduled) => recorder.Case = scheduled.Case.Id.ToString();

        public void FixtureStarted(ScheduledCase scheduled, FixtureSpec fixture) => recorder.Case = scheduled.Case.Id.ToString();

        public void CaseProgress(double fraction)
        {
        }

        public void Sampled(double writeMbS)
        {
        }

        public void CaseFinished(ScheduledCase scheduled, ResultRow row)
        {
        }

        public void FixtureMade(FixtureInfo made)
        {
        }
    }
}
