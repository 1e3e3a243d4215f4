using System.Diagnostics;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Native;

/// <summary>
/// Performs on a directory of the volume under test the file operations SQL Server performs: data files
/// allocated without writing (IFI on) or zeroed in large direct writes (IFI off), logs always zeroed,
/// autogrowth by the same rule. Every figure is a real measurement of real I/O.
/// </summary>
public sealed class NativeTarget : ITarget
{
    /// <summary>Request size of the page writes that fill a file before it autogrows: one 64 KB extent of 8 pages.</summary>
    public const int PageWriteBytes = 64 * 1024;

    private readonly Workspace workspace;
    private readonly bool preferDirect;

    private NativeTarget(Workspace workspace, bool direct)
    {
        this.workspace = workspace;
        preferDirect = direct;
    }

    /// <inheritdoc/>
    public string Name => "native";

    /// <inheritdoc/>
    public string IoMode => preferDirect ? "direct" : "buffered";

    /// <summary>The run's directory on the volume.</summary>
    public string Directory => workspace.Directory;

    /// <summary>
    /// Creates the run's directory under <paramref name="dataDirectory"/> and finds out whether the volume takes
    /// direct I/O (tmpfs does not: then writes are buffered and flushed, and <see cref="IoMode"/> says so).
    /// </summary>
    public static NativeTarget Open(string dataDirectory, string runId)
    {
        var workspace = Workspace.Create(dataDirectory, runId);
        try
        {
            var probe = workspace.NewFile("probe.tmp");
            bool direct;
            using (var file = DirectFile.Create(probe, preferDirect: true))
            {
                direct = file.Direct;
            }

            workspace.Delete(probe);
            return new NativeTarget(workspace, direct);
        }
        catch
        {
            workspace.Dispose();
            throw;
        }
    }

    /// <inheritdoc/>
    public Task<CreateOutcome> CreateDatabaseAsync(DatabaseSpec spec, IProgress<double> progress, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(spec);
        return Task.Run(() => Create(spec, progress, cancellationToken), cancellationToken);
    }

    /// <inheritdoc/>
    public Task<GrowthOutcome> FillAndGrowAsync(DatabaseSpec spec, int growths, IProgress<double> progress, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(spec);
        return Task.Run(() => FillAndGrow(spec, growths, progress, cancellationToken), cancellationToken);
    }

    /// <inheritdoc/>
    public Task DropDatabaseAsync(DatabaseSpec spec, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(spec);
        foreach (var path in DataFiles(spec).Append(LogFile(spec)))
        {
            workspace.Delete(path);
        }

        return Task.CompletedTask;
    }

    /// <inheritdoc/>
    public ValueTask DisposeAsync()
    {
        workspace.Dispose();
        return ValueTask.CompletedTask;
    }

    private CreateOutcome Create(DatabaseSpec spec, IProgress<double> progress, CancellationToken cancellationToken)
    {
        var total = (spec.DataFiles * spec.DataFileBytes) + spec.LogBytes;
        var report = new ProgressCounter(spec.Ifi ? spec.LogBytes : total, progress);
        using var writer = new FileWriter(spec.WriteBytes, PageWriteBytes);
        long written = 0;
        var clock = Stopwatch.StartNew();
        foreach (var path in DataFiles(spec))
        {
            using var file = DirectFile.Create(path, preferDirect);
            written += Initialize(file, writer, 0, spec.DataFileBytes, spec.Ifi, report, cancellationToken);
        }

        var allocateMs = clock.Elapsed.TotalMilliseconds;
        clock.Restart();
        using (var log = DirectFile.Create(LogFile(spec), preferDirect))
        {
            written += writer.Zero(log, 0, spec.LogBytes, report.Add, cancellationToken);
        }

        return new CreateOutcome(allocateMs, clock.Elapsed.TotalMilliseconds, written, spec.Ifi);
    }

    private GrowthOutcome FillAndGrow(DatabaseSpec spec, int growths, IProgress<double> progress, CancellationToken cancellationToken)
    {
        var toWrite = spec.DataFileBytes + ((growths - 1) * spec.GrowthBytes) + (spec.Ifi ? 0 : growths * spec.GrowthBytes);
        var report = new ProgressCounter(toWrite, progress);
        using var writer = new FileWriter(spec.WriteBytes, PageWriteBytes);
        using var file = DirectFile.OpenExisting(DataFiles(spec).First(), preferDirect);
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

            var stall = Stopwatch.StartNew();
            var zeroed = Initialize(file, writer, size, size + spec.GrowthBytes, spec.Ifi, report, cancellationToken);
            stalls.Add(new GrowthStall(growth, size, size + spec.GrowthBytes, stall.Elapsed.TotalMilliseconds));
            size += spec.GrowthBytes;
            written += zeroed;
            grown += zeroed;
        }

        return new GrowthOutcome(stalls, fillClock.Elapsed.TotalMilliseconds, written, grown, spec.Ifi);
    }

    /// <summary>Makes [from, to) of a data file ready by the IFI rule; returns the bytes written.</summary>
    private static long Initialize(
        DirectFile file, FileWriter writer, long from, long to, bool ifi, ProgressCounter report, CancellationToken cancellationToken)
    {
        if (!ifi)
        {
            return writer.Zero(file, from, to, report.Add, cancellationToken);
        }

        if (!file.TryAllocate(from, to - from, out var reason))
        {
            throw new CaseSkippedException(
                $"IFI on needs allocation without writing, which this volume refuses ({reason}). "
                + "Fix: on Linux use a file system with fallocate(2) (ext4, xfs, btrfs, tmpfs); on Windows run bench as an "
                + "account holding 'Perform volume maintenance tasks' (SeManageVolumePrivilege) on an NTFS volume.");
        }

        file.Flush();
        report.Add(0);
        return 0;
    }

    private IEnumerable<string> DataFiles(DatabaseSpec spec) =>
        Enumerable.Range(1, spec.DataFiles).Select(i => workspace.NewFile(i == 1 ? $"{spec.Name}.mdf" : $"{spec.Name}_{i}.ndf"));

    private string LogFile(DatabaseSpec spec) => workspace.NewFile($"{spec.Name}_log.ldf");
}
