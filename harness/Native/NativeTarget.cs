using System.Diagnostics;
using Bench.Harness.Native.Transfer;
using Bench.Harness.Runner;
using Bench.Harness.Volume;
using Bench.Results.Manifest;
using Bench.Scenarios.Exposure;
using Bench.Scenarios.FirstWrite;
using Bench.Scenarios.Targets;
using Bench.Scenarios.Workload;

namespace Bench.Harness.Native;

/// <summary>
/// Performs on a directory of the volume under test the file operations SQL Server performs, opening data and log
/// files as SQL Server does (direct and write-through, unless <c>--durability none</c>): data files allocated without
/// writing (IFI on) or zeroed in large writes (IFI off), logs always zeroed, autogrowth by the same rule and nothing
/// else under the growth. Every figure is a real measurement of real I/O.
/// </summary>
public sealed class NativeTarget : ITarget, IDatabaseFiles, IFixtureStore, ITransferStreams, IExposureProbe, IWorkloadRunner, IIfiControl, IWriteDurability, IFirstWriteProbe
{
    /// <summary>Request size of the page writes that fill a file before it autogrows: one 64 KB extent of 8 pages.</summary>
    public const int PageWriteBytes = 64 * 1024;

    private readonly RunWorkspace workspace;
    private readonly FileOpening opening;
    private readonly Dictionary<string, IReadOnlyList<string>> fixtures = new(StringComparer.Ordinal);

    /// <summary>What the direct I/O probe said when the volume took the flag at open and the probe's block did not go through; null otherwise.</summary>
    private readonly string? unprovenDirect;
    private int fixturesMade;

    private NativeTarget(RunWorkspace workspace, FileOpening opening, string ifiState, string verified, string? unprovenDirect)
    {
        this.workspace = workspace;
        this.opening = opening;
        this.unprovenDirect = unprovenDirect;
        IfiState = ifiState;
        Durability = opening.Describe(verified);
    }

    /// <inheritdoc/>
    public string Name => TargetNames.Native;

    /// <inheritdoc/>
    public string IoMode => opening.PreferDirect ? "direct" : "buffered";

    /// <inheritdoc/>
    public IReadOnlyList<string> Notes =>
    [
        .. opening.PreferDirect ? [] : new[] { "The volume refused direct I/O: files were written through the page cache, and what was not written through was flushed with fsync before each phase ended." },
        .. unprovenDirect is null ? [] : new[] { $"The volume took {DirectIoProbe.Flag} at open, but direct I/O was {unprovenDirect}." },
        .. opening.Durability == Native.Durability.SqlServer ? [] : new[] { "--durability none: data and log files were written without write-through, unlike SQL Server (for comparison)." },
    ];

    /// <inheritdoc/>
    public string IfiState { get; }

    /// <inheritdoc/>
    public DurabilityInfo Durability { get; }

    /// <summary>True: a fixture's files can be deleted while the next fixture's are written (the runner overlaps the two, never a case).</summary>
    public bool RemovesWhileMaking => true;

    /// <summary>The run's directory on the volume.</summary>
    public string Directory => workspace.Directory;

    /// <summary>The run's directory for backup files (the same as <see cref="Directory"/> unless a backup directory was given).</summary>
    public string BackupDirectory => workspace.BackupDirectory;

    /// <summary>
    /// The native target on the run's <paramref name="workspace"/> (which it does not own), its data and log files
    /// made durable as <paramref name="durability"/> says: finds out with a probe data file whether the volume takes
    /// direct I/O (where it does not, writes are buffered, and <see cref="IoMode"/> says so), which open flags the
    /// kernel really gave it, and whether the volume allocates without writing (IFI on).
    /// Direct I/O is what <c>bench doctor</c> proves it by (<see cref="DirectIoProbe"/>: one aligned block of the volume's
    /// logical sector written, read back and compared), not the open alone: a volume that takes O_DIRECT at open(2) and
    /// refuses the write, or reads back something else, is written buffered from the start, and the run says so up front
    /// (<see cref="IoMode"/>, <see cref="Notes"/>) instead of failing its first case's write.
    /// </summary>
    public static NativeTarget Open(RunWorkspace workspace, Durability durability = Native.Durability.SqlServer) =>
        Open(workspace, durability, (file, direct) => DirectIoProbe.Prove(file, direct, SectorBytes(workspace.Directory)));

    /// <summary><see cref="Open(RunWorkspace, Durability)"/> with the direct I/O proof given (tests: a volume whose write refuses what its open took).</summary>
    internal static NativeTarget Open(RunWorkspace workspace, Durability durability, Func<IBlockFile, bool, DirectIoProof> prove)
    {
        ArgumentNullException.ThrowIfNull(workspace);
        ArgumentNullException.ThrowIfNull(prove);
        var probe = workspace.NewFile("probe.tmp");
        bool direct, allocates;
        string refusal, verified;
        string? unproven = null;
        try
        {
            using (var file = new FileOpening(PreferDirect: true, durability).Create(probe, FileKind.Data))
            {
                direct = file.Direct;
                verified = Verify(file);
                allocates = file.TryAllocate(0, 1 << 20, out refusal);
                if (direct && Proof(workspace, () => prove(file, direct)) is { Works: false } proof)
                {
                    unproven = proof.Says;
                }
            }

            if (unproven is not null)
            {
                // Opened as the cases will open it, so that the manifest's flags are those the kernel gave a buffered file.
                direct = false;
                using var buffered = new FileOpening(PreferDirect: false, durability).Open(probe, FileKind.Data);
                verified = Verify(buffered);
            }
        }
        finally
        {
            workspace.Delete(probe);
        }

        var how = OperatingSystem.IsWindows() ? "SetEndOfFile + SetFileValidData" : "fallocate(2) mode 0";
        var ifi = allocates
            ? $"native: IFI on = {how} (allocation without writing), verified on this volume; IFI off = zeroing in direct writes"
            : $"native: {how} refused ({refusal}); IFI-on cases are recorded as skipped";
        return new NativeTarget(workspace, new FileOpening(direct, durability), ifi, verified, unproven);
    }

    /// <summary>
    /// The direct I/O proof, or, when its write found the volume full (<see cref="DiskFull.Is"/>), the run stopped before
    /// its first case as a full volume stops it anywhere: not read as a volume that refuses direct I/O and written buffered.
    /// </summary>
    private static DirectIoProof Proof(RunWorkspace workspace, Func<DirectIoProof> prove)
    {
        try
        {
            return prove();
        }
        catch (IOException e) when (DiskFull.Is(e))
        {
            throw new TargetUnavailableException(
                $"no space left on the volume of {workspace.Directory}: the direct I/O probe's write failed ({e.Message}) before the first case; the run stops rather than take the volume for one that refuses direct I/O. Fix: free space on that volume, then run again", e);
        }
    }

    /// <inheritdoc/>
    public Task<CreateOutcome> CreateDatabaseAsync(DatabaseSpec spec, IProgress<double> progress, CancellationToken cancellationToken) =>
        OnPool(spec, () => Create(spec, progress, cancellationToken), cancellationToken);

    /// <inheritdoc/>
    public Task<ExposureOutcome> ExposeAsync(DatabaseSpec spec, long markerBytes, IProgress<double> progress, CancellationToken cancellationToken) =>
        OnPool(spec, () => Expose(spec, markerBytes, progress, cancellationToken), cancellationToken);

    /// <inheritdoc/>
    public Task<WorkloadOutcome> RunWorkloadAsync(WorkloadSpec spec, IProgress<double> progress, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(spec);
        return Task.Run(
            () =>
            {
                var dataPath = workspace.NewFile($"{spec.Name}.mdf");
                var logPath = workspace.NewFile($"{spec.Name}_log.ldf");
                WorkloadOutcome done;
                try
                {
                    done = WorkloadReplay.Run(spec, dataPath, logPath, opening, progress, cancellationToken);
                }
                catch
                {
                    workspace.Delete(dataPath);
                    workspace.Delete(logPath);
                    throw;
                }

                var clock = Stopwatch.StartNew();
                workspace.Delete(dataPath);
                workspace.Delete(logPath);
                return done with { CleanupMs = clock.Elapsed.TotalMilliseconds };
            },
            cancellationToken);
    }

    /// <inheritdoc/>
    public Task<FirstWriteOutcome> WriteFirstAsync(DatabaseSpec spec, int pageWriteBytes, IProgress<double> progress, CancellationToken cancellationToken) =>
        OnPool(spec, () => WriteFirst(spec, pageWriteBytes, progress, cancellationToken), cancellationToken);

    /// <inheritdoc/>
    public Task<GrowthOutcome> FillAndGrowAsync(DatabaseSpec spec, int growths, IProgress<double> progress, CancellationToken cancellationToken) =>
        OnPool(spec, () => FillAndGrow(spec, growths, progress, cancellationToken), cancellationToken);

    /// <inheritdoc/>
    public Task DropDatabaseAsync(DatabaseSpec spec, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(spec);
        return Deleted(DataFiles(spec).Append(LogFile(spec)));
    }

    /// <inheritdoc/>
    public Task<FixtureOutcome> PrepareFixtureAsync(FixtureSpec fixture, IProgress<double> progress, CancellationToken cancellationToken) =>
        OnPool(fixture, () => PrepareFixture(fixture, progress, cancellationToken), cancellationToken);

    /// <inheritdoc/>
    public Task ReleaseFixtureAsync(FixtureSpec fixture)
    {
        ArgumentNullException.ThrowIfNull(fixture);
        IReadOnlyList<string>? paths;
        lock (fixtures)
        {
            fixtures.Remove(fixture.Key, out paths);
        }

        return Deleted(paths ?? []);
    }

    /// <inheritdoc/>
    public Task<TransferOutcome> BackupAsync(BackupSpec spec, IProgress<double> progress, CancellationToken cancellationToken) =>
        OnPool(spec, () => Backup(spec, progress, cancellationToken), cancellationToken);

    /// <inheritdoc/>
    public Task DropBackupAsync(BackupSpec spec)
    {
        ArgumentNullException.ThrowIfNull(spec);
        return Deleted(BackupFiles(spec.Name, spec.Transfer.Stripes));
    }

    /// <inheritdoc/>
    public Task<TransferOutcome> RestoreAsync(RestoreSpec spec, IProgress<double> progress, CancellationToken cancellationToken) =>
        OnPool(spec, () => Restore(spec, progress, cancellationToken), cancellationToken);

    /// <summary>Removes the fixtures it still holds; the workspace removes anything else the run made.</summary>
    public ValueTask DisposeAsync()
    {
        List<IReadOnlyList<string>> held;
        lock (fixtures)
        {
            held = [.. fixtures.Values];
            fixtures.Clear();
        }

        foreach (var paths in held)
        {
            workspace.Delete(paths);
        }

        return ValueTask.CompletedTask;
    }

    /// <summary>Checks the spec, then runs the blocking I/O off the caller's thread.</summary>
    private static Task<T> OnPool<T>(object spec, Func<T> work, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(spec);
        return Task.Run(work, cancellationToken);
    }

    private Task Deleted(IEnumerable<string> paths)
    {
        workspace.Delete(paths);
        return Task.CompletedTask;
    }

    private FixtureOutcome PrepareFixture(FixtureSpec fixture, IProgress<double> progress, CancellationToken cancellationToken)
    {
        List<string> paths;
        lock (fixtures)
        {
            if (fixtures.ContainsKey(fixture.Key))
            {
                return new FixtureOutcome(fixture.Key, 0, 0, Reused: true);
            }

            var number = ++fixturesMade;
            paths = fixture.Kind == FixtureKind.Database
                ? DataFilePaths($"fixture{number}", fixture.DataFiles).ToList()
                : BackupFiles($"fixture{number}", fixture.Stripes).ToList();
            fixtures[fixture.Key] = paths;
        }

        var report = new ProgressCounter(fixture.DataBytes, progress);
        var clock = Stopwatch.StartNew();
        try
        {
            long written;
            if (fixture.Kind == FixtureKind.Database)
            {
                written = WriteGenerated(paths, fixture.DataFileBytes, report, cancellationToken);
            }
            else
            {
                var transfer = fixture.BackupTransfer;
                written = WithFiles(paths, FileKind.Backup, create: true, stripes => BackupEngine.Run(
                    DataSource.Generated(fixture.DataFiles, fixture.DataFileBytes), stripes, transfer, report.Add, cancellationToken)).BytesWritten;
            }

            return new FixtureOutcome(fixture.Key, clock.Elapsed.TotalMilliseconds, written, Reused: false);
        }
        catch
        {
            lock (fixtures)
            {
                fixtures.Remove(fixture.Key);
            }

            workspace.Delete(paths);
            throw;
        }
    }

    private long WriteGenerated(List<string> paths, long fileBytes, ProgressCounter report, CancellationToken cancellationToken)
    {
        using var buffer = new AlignedBuffer(4 << 20);
        for (var i = 0; i < paths.Count; i++)
        {
            using var file = opening.Create(paths[i], FileKind.Data);
            for (long offset = 0; offset < fileBytes; offset += buffer.Length)
            {
                cancellationToken.ThrowIfCancellationRequested();
                var length = (int)Math.Min(buffer.Length, fileBytes - offset);
                DataGenerator.Fill(buffer.Span[..length], i, offset);
                file.Write(buffer.Slice(length), offset);
                report.Add(length);
            }

            file.Flush();
        }

        return paths.Count * fileBytes;
    }

    private TransferOutcome Backup(BackupSpec spec, IProgress<double> progress, CancellationToken cancellationToken)
    {
        var data = FixtureFiles(spec.Source);
        var report = new ProgressCounter(spec.Source.DataBytes, progress);
        return WithFiles(data, FileKind.Data, create: false, dataFiles => WithFiles(BackupFiles(spec.Name, spec.Transfer.Stripes).ToList(), FileKind.Backup, create: true, stripes =>
        {
            var clock = Stopwatch.StartNew();
            var done = BackupEngine.Run(DataSource.From(dataFiles, spec.Source.DataFileBytes), stripes, spec.Transfer, report.Add, cancellationToken);
            return new TransferOutcome(0, 0, clock.Elapsed.TotalMilliseconds, done.DataBytes, done.BytesRead, done.BytesWritten, null, done.PeakBuffersOut);
        }));
    }

    private ExposureOutcome Expose(DatabaseSpec spec, long markerBytes, IProgress<double> progress, CancellationToken cancellationToken)
    {
        var marker = StaleData.New();
        using var buffer = new AlignedBuffer(1 << 20);
        var clock = Stopwatch.StartNew();
        var markerFile = workspace.NewFile($"{spec.Name}_marker.dat");
        marker.Fill(buffer.Span);
        using (var file = opening.Create(markerFile, FileKind.Scratch))
        {
            for (long at = 0; at < markerBytes; at += buffer.Length)
            {
                cancellationToken.ThrowIfCancellationRequested();
                file.Write(buffer.Slice((int)Math.Min(buffer.Length, markerBytes - at)), at);
            }

            file.Flush();
        }

        workspace.Delete(markerFile);
        var markerMs = clock.Elapsed.TotalMilliseconds;
        var created = Create(spec, progress, cancellationToken);
        clock.Restart();
        long scanned = 0, found = 0, other = 0;
        foreach (var path in DataFiles(spec))
        {
            using var file = opening.Open(path, FileKind.Data);
            for (long at = 0; at < spec.DataFileBytes; at += buffer.Length)
            {
                cancellationToken.ThrowIfCancellationRequested();
                var length = (int)Math.Min(buffer.Length, spec.DataFileBytes - at);
                file.ReadExactly(buffer.Span[..length], at);
                var (m, o) = marker.Scan(buffer.Slice(length));
                (scanned, found, other) = (scanned + length, found + m, other + o);
            }
        }

        return new ExposureOutcome(created, markerMs, clock.Elapsed.TotalMilliseconds, scanned, found, other);
    }

    /// <summary>
    /// A RESTORE as SQL Server runs it: the data files made ready (<c>allocate_ms</c>) and then copied into
    /// (<c>transfer_ms</c>), the log zeroed beside both from the preparation's start, as the 2012 error-log sample has it
    /// ("Zeroing" of the .ldf between "PreparingContainers" and "Containers are ready", its "Zeroing completed" 10 s
    /// into the copy, which then waited: "Waiting for log zero"). <c>log_zero_ms</c> is the zeroing's own duration; the
    /// copy's end waits for it, so <c>transfer_ms</c> holds that wait and <c>allocate_ms</c> + <c>transfer_ms</c> is the whole.
    /// </summary>
    private TransferOutcome Restore(RestoreSpec spec, IProgress<double> progress, CancellationToken cancellationToken)
    {
        var database = spec.Database;
        var zeroed = (database.Ifi ? 0 : database.DataFiles * database.DataFileBytes) + database.LogBytes;
        var report = new ProgressCounter(zeroed + spec.Source.DataBytes, progress);
        var logPath = LogFile(database); // journaled before the clock starts
        return WithFiles(FixtureFiles(spec.Source), FileKind.Backup, create: false, stripeFiles =>
        {
            var stripes = MediaSet.Read(stripeFiles, spec.Source);
            return WithFiles(DataFiles(database).ToList(), FileKind.Data, create: true, dataFiles =>
            {
                using var writer = new FileWriter(database.WriteBytes, PageWriteBytes);
                using var logWriter = new FileWriter(database.WriteBytes, pageWriteBytes: 0); // zeroes only: one write_size buffer
                using var stop = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
                var clock = Stopwatch.StartNew();
                var log = Task.Factory.StartNew(
                    () => ZeroLog(logPath, database, logWriter, report, stop), CancellationToken.None, TaskCreationOptions.LongRunning, TaskScheduler.Default);
                try
                {
                    long written = 0;
                    foreach (var file in dataFiles)
                    {
                        written += MakeReady(file, FileKind.Data, writer, 0, database.DataFileBytes, database.Ifi, report, stop.Token);
                    }

                    var allocateMs = clock.Elapsed.TotalMilliseconds;
                    var done = RestoreEngine.Run(stripes, dataFiles, spec.Transfer, report.Add, stop.Token);
                    var (logWritten, logZeroMs) = log.GetAwaiter().GetResult(); // "Waiting for log zero"
                    return new TransferOutcome(
                        allocateMs, logZeroMs, clock.Elapsed.TotalMilliseconds - allocateMs, done.DataBytes, done.BytesRead, written + logWritten + done.BytesWritten, database.Ifi, done.PeakBuffersOut);
                }
                catch (Exception e)
                {
                    // The log's file is closed before the data files are; a failed zeroing stopped the copy, and is the reason given.
                    stop.Cancel();
                    if (Ended(log) is { } failed && e is OperationCanceledException && !cancellationToken.IsCancellationRequested)
                    {
                        System.Runtime.ExceptionServices.ExceptionDispatchInfo.Throw(failed);
                    }

                    throw;
                }
            });
        });
    }

    /// <summary>Creates and zeroes a restore's log; its duration is the zeroing's own. A failure stops the copy beside it (<paramref name="stop"/>).</summary>
    private (long Written, double Ms) ZeroLog(string path, DatabaseSpec database, FileWriter writer, ProgressCounter report, CancellationTokenSource stop)
    {
        try
        {
            var clock = Stopwatch.StartNew();
            using var log = opening.Create(path, FileKind.Log);
            var written = MakeReady(log, FileKind.Log, writer, 0, database.LogBytes, database.Ifi, report, stop.Token);
            return (written, clock.Elapsed.TotalMilliseconds);
        }
        catch (Exception e) when (e is not OperationCanceledException)
        {
            stop.Cancel();
            throw;
        }
    }

    /// <summary>Waits for <paramref name="task"/> to end; its failure other than a cancellation, or null.</summary>
    private static Exception? Ended(Task task)
    {
        try
        {
            task.GetAwaiter().GetResult();
            return null;
        }
        catch (OperationCanceledException)
        {
            return null;
        }
        catch (Exception e)
        {
            return e;
        }
    }

    /// <summary>Opens (or creates) every file, all of <paramref name="kind"/>, runs <paramref name="body"/>, and closes them all whatever happens.</summary>
    private T WithFiles<T>(IReadOnlyList<string> paths, FileKind kind, bool create, Func<IReadOnlyList<DirectFile>, T> body)
    {
        var files = new List<DirectFile>(paths.Count);
        try
        {
            foreach (var path in paths)
            {
                files.Add(create ? opening.Create(path, kind) : opening.Open(path, kind));
            }

            return body(files);
        }
        finally
        {
            foreach (var file in files)
            {
                file.Dispose();
            }
        }
    }

    private IReadOnlyList<string> FixtureFiles(FixtureSpec fixture)
    {
        lock (fixtures)
        {
            return fixtures.TryGetValue(fixture.Key, out var paths)
                ? paths
                : throw new InvalidOperationException($"the {fixture.Kind.ToString().ToLowerInvariant()} this case needs ({fixture.Key}) was not made");
        }
    }

    private IEnumerable<string> BackupFiles(string name, int stripes) =>
        Enumerable.Range(1, stripes).Select(k => workspace.NewBackupFile($"{name}_{k}.bak"));

    private CreateOutcome Create(DatabaseSpec spec, IProgress<double> progress, CancellationToken cancellationToken)
    {
        var total = (spec.DataFiles * spec.DataFileBytes) + spec.LogBytes;
        var report = new ProgressCounter(spec.Ifi ? spec.LogBytes : total, progress);
        using var writer = new FileWriter(spec.WriteBytes, PageWriteBytes);
        long written = 0;
        var (dataPaths, logPath) = (DataFiles(spec).ToList(), LogFile(spec)); // journaled before the clock starts
        var clock = Stopwatch.StartNew();
        foreach (var path in dataPaths)
        {
            using var file = opening.Create(path, FileKind.Data);
            written += MakeReady(file, FileKind.Data, writer, 0, spec.DataFileBytes, spec.Ifi, report, cancellationToken);
        }

        var allocateMs = clock.Elapsed.TotalMilliseconds;
        clock.Restart();
        using (var log = opening.Create(logPath, FileKind.Log))
        {
            written += MakeReady(log, FileKind.Log, writer, 0, spec.LogBytes, spec.Ifi, report, cancellationToken);
        }

        return new CreateOutcome(allocateMs, clock.Elapsed.TotalMilliseconds, written, spec.Ifi);
    }

    private FirstWriteOutcome WriteFirst(DatabaseSpec spec, int pageWriteBytes, IProgress<double> progress, CancellationToken cancellationToken)
    {
        var created = Create(spec, new Progress<double>(), cancellationToken);
        var report = new ProgressCounter(spec.DataFileBytes, progress);
        using var writer = new FileWriter(spec.WriteBytes, pageWriteBytes);
        using var file = opening.Open(DataFiles(spec).First(), FileKind.Data);
        var clock = Stopwatch.StartNew();
        var written = writer.Fill(file, 0, spec.DataFileBytes, report.Add, cancellationToken);
        return new FirstWriteOutcome(created, clock.Elapsed.TotalMilliseconds, written, (written + pageWriteBytes - 1) / pageWriteBytes);
    }

    private GrowthOutcome FillAndGrow(DatabaseSpec spec, int growths, IProgress<double> progress, CancellationToken cancellationToken)
    {
        var toWrite = spec.DataFileBytes + ((growths - 1) * spec.GrowthBytes) + (spec.Ifi ? 0 : growths * spec.GrowthBytes);
        var report = new ProgressCounter(toWrite, progress);
        using var writer = new FileWriter(spec.WriteBytes, PageWriteBytes);
        using var file = opening.Open(DataFiles(spec).First(), FileKind.Data);
        var stalls = new List<GrowthStall>(growths);
        var fillClock = new Stopwatch();
        long written = 0;
        long grown = 0;
        long filled = 0;
        var size = file.Length;
        for (var growth = 1; growth <= growths; growth++)
        {
            fillClock.Start();
            written += writer.Fill(file, filled, size, report.Add, cancellationToken);
            fillClock.Stop();
            filled = size;

            // The growth: extend, and zero the new region unless IFI allocates it; nothing else (no flush of the file).
            var stall = Stopwatch.StartNew();
            var zeroed = MakeReady(file, FileKind.Data, writer, size, size + spec.GrowthBytes, spec.Ifi, report, cancellationToken);
            stalls.Add(new GrowthStall(growth, size, size + spec.GrowthBytes, stall.Elapsed.TotalMilliseconds));
            size += spec.GrowthBytes;
            written += zeroed;
            grown += zeroed;
        }

        return new GrowthOutcome(stalls, fillClock.Elapsed.TotalMilliseconds, written, grown, spec.Ifi);
    }

    /// <summary>
    /// Makes [from, to) of a file ready as SQL Server does when it creates or grows it: a log region is stamped with
    /// <see cref="FileWriter.LogStamp"/> and a data region without IFI zeroed (the file's size set to its end first, as
    /// SetEndOfFile does, then the bytes written); a data region with IFI is allocated without writing and
    /// nothing more (SQL Server does not flush the file after the allocation). Returns the bytes written.
    /// </summary>
    private static long MakeReady(
        DirectFile file, FileKind kind, FileWriter writer, long from, long to, bool ifi, ProgressCounter report, CancellationToken cancellationToken)
    {
        if (kind == FileKind.Log)
        {
            return writer.Zero(file, from, to, report.Add, cancellationToken, FileWriter.LogStamp);
        }

        if (!ifi)
        {
            return writer.Zero(file, from, to, report.Add, cancellationToken);
        }

        if (!file.TryAllocate(from, to - from, out var reason))
        {
            throw new CaseSkippedException($"IFI on needs allocation without writing, which cannot be had here: {reason}");
        }

        report.Add(0);
        return 0;
    }

    /// <summary>The logical sector of the volume holding <paramref name="directory"/> (null: not known), the block the direct I/O probe writes at least.</summary>
    private static int? SectorBytes(string directory) => VolumeProbe.Describe(directory, probeIo: false).LogicalBlockBytes;

    /// <summary>What the kernel says of a file opened for the run's data files (Linux: its open flags in /proc/self/fdinfo).</summary>
    private static string Verify(DirectFile file)
    {
        if (!OperatingSystem.IsLinux())
        {
            return "not read back on this system";
        }

        if (LinuxIo.OpenFlags((int)file.Handle.DangerousGetHandle()) is not { } flags)
        {
            return "/proc/self/fdinfo could not be read";
        }

        var named = new[] { (LinuxIo.ODirect, "O_DIRECT"), (LinuxIo.ODsync, "O_DSYNC") }.Where(f => (flags & f.Item1) != 0).Select(f => f.Item2).ToList();
        return $"a data file's flags in /proc/self/fdinfo: 0{Convert.ToString(flags, 8)} ({(named.Count == 0 ? "neither O_DIRECT nor O_DSYNC" : string.Join(" | ", named))})";
    }

    private IEnumerable<string> DataFiles(DatabaseSpec spec) => DataFilePaths(spec.Name, spec.DataFiles);

    private IEnumerable<string> DataFilePaths(string name, int files) =>
        Enumerable.Range(1, files).Select(i => workspace.NewFile(i == 1 ? $"{name}.mdf" : $"{name}_{i}.ndf"));

    private string LogFile(DatabaseSpec spec) => workspace.NewFile($"{spec.Name}_log.ldf");
}
