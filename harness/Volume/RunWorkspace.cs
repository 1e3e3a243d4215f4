using Bench.Results.Manifest;

namespace Bench.Harness.Volume;

/// <summary>
/// The run's folders on the volumes: &lt;data-dir&gt;/bench-&lt;run id&gt;/ and, when backup files go elsewhere, the same
/// under the backup directory, each with its marker and journal. The session makes it before any target, hands it to
/// the target (the native target's files, and the files a server writes there), and disposes of it last: every file
/// the run journaled is removed, and a folder only when it is empty.
/// </summary>
public sealed class RunWorkspace : IDisposable
{
    private readonly Workspace data;
    private readonly Workspace backups;
    private long peakBytes;

    private RunWorkspace(Workspace data, Workspace backups, IReadOnlyList<string> leftovers)
    {
        this.data = data;
        this.backups = backups;
        Leftovers = leftovers;
    }

    /// <summary>The run's folder for data and log files.</summary>
    public string Directory => data.Directory;

    /// <summary>The run's folder for backup files (the same as <see cref="Directory"/> unless a backup directory was given).</summary>
    public string BackupDirectory => backups.Directory;

    /// <summary>Files of the interrupted run removed when it was resumed.</summary>
    public IReadOnlyList<string> Leftovers { get; }

    /// <summary>
    /// Makes the run's folders under <paramref name="dataDirectory"/> (and <paramref name="backupDirectory"/> when
    /// backup files go elsewhere); with <paramref name="resume"/>, takes back an interrupted run's folders, removing what
    /// it left (<see cref="Leftovers"/>). Throws <see cref="IOException"/> when it cannot.
    /// </summary>
    public static RunWorkspace Open(string dataDirectory, string runId, string? backupDirectory = null, bool resume = false)
    {
        ArgumentNullException.ThrowIfNull(dataDirectory);
        var leftovers = new List<string>();
        var data = Folder(dataDirectory, runId, resume, leftovers);
        try
        {
            var backups = backupDirectory is null || Path.GetFullPath(backupDirectory) == Path.GetFullPath(dataDirectory)
                ? data
                : Folder(backupDirectory, runId, resume, leftovers);
            return new RunWorkspace(data, backups, leftovers);
        }
        catch
        {
            data.Dispose();
            throw;
        }
    }

    /// <summary>
    /// Bytes the files of the interrupted run <paramref name="runId"/> hold in its folder under <paramref name="directory"/>
    /// (a data or backup directory): the leftovers <see cref="Open"/> with resume deletes before anything else.
    /// </summary>
    public static long LeftoverBytes(string directory, string runId)
    {
        ArgumentNullException.ThrowIfNull(directory);
        return Workspace.JournaledBytes(directory, runId);
    }

    /// <summary>A new file of the run in the data folder (journaled before it exists).</summary>
    public string NewFile(string name) => data.NewFile(name);

    /// <summary>A new file of the run in the backup folder (journaled before it exists).</summary>
    public string NewBackupFile(string name) => backups.NewFile(name);

    /// <summary>
    /// Most bytes the run's files held at once in both folders, as far as seen: measured before each deletion (when a case's
    /// or a fixture's files are at their largest) and by <see cref="Footprint"/>.
    /// </summary>
    public long PeakBytes => Interlocked.Read(ref peakBytes);

    /// <summary>Bytes the run's files hold now in both folders; kept for <see cref="PeakBytes"/>.</summary>
    public long Footprint()
    {
        var now = data.LiveBytes() + (backups == data ? 0 : backups.LiveBytes());
        for (var seen = Interlocked.Read(ref peakBytes); now > seen; seen = Interlocked.Read(ref peakBytes))
        {
            if (Interlocked.CompareExchange(ref peakBytes, now, seen) == seen)
            {
                break;
            }
        }

        return now;
    }

    /// <summary>Deletes files this run created (no-op for any other path), after noting the run's footprint.</summary>
    public void Delete(IEnumerable<string> paths)
    {
        ArgumentNullException.ThrowIfNull(paths);
        Footprint();
        foreach (var path in paths)
        {
            data.Delete(path);
            backups.Delete(path);
        }
    }

    /// <summary>Deletes a file this run created (no-op for any other path).</summary>
    public void Delete(string path) => Delete([path]);

    /// <summary>
    /// Lets any local account write in the run's folders: a server on this host, or in a container with them mounted,
    /// runs as its own account (mssql, uid 10001, on Linux) and creates its files there.
    /// </summary>
    public void ShareWithServer()
    {
        if (!OperatingSystem.IsWindows())
        {
            const UnixFileMode all = UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute
                | UnixFileMode.GroupRead | UnixFileMode.GroupWrite | UnixFileMode.GroupExecute
                | UnixFileMode.OtherRead | UnixFileMode.OtherWrite | UnixFileMode.OtherExecute;
            File.SetUnixFileMode(data.Directory, all);
            File.SetUnixFileMode(backups.Directory, all);
        }
    }

    /// <summary>Measures the data folder's sequential write and read bandwidth with a file of <paramref name="bytes"/>.</summary>
    public Task<VolumeBaseline> MeasureBaselineAsync(long bytes, bool readWhileWriting, CancellationToken cancellationToken) =>
        Task.Run(() => BaselineProbe.Measure(data, bytes, readWhileWriting, cancellationToken), cancellationToken);

    /// <summary>The rates the forecast of a run rests on: <paramref name="baseline"/>'s bandwidth (or a short probe's, when null) and a short probe of the rest.</summary>
    public Task<VolumeRates> ProbeRatesAsync(VolumeBaseline? baseline, CancellationToken cancellationToken) =>
        Task.Run(() => RateProbe.Measure(data, baseline, cancellationToken), cancellationToken);

    /// <summary>Deletes every file the run created, the markers, and the folders when they are empty.</summary>
    public void Dispose()
    {
        if (backups != data)
        {
            backups.Dispose();
        }

        data.Dispose();
    }

    private static Workspace Folder(string directory, string runId, bool resume, List<string> leftovers)
    {
        if (!resume)
        {
            return Workspace.Create(directory, runId);
        }

        var (workspace, removed) = Workspace.Reopen(directory, runId);
        leftovers.AddRange(removed);
        return workspace;
    }
}
