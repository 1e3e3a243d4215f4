using Bench.Harness.Configuration;

namespace Bench.Harness.SqlServer;

/// <summary>
/// The run's directories (&lt;data-dir&gt;/bench-&lt;run id&gt;/ and its backup twin) as the server sees them: in a
/// container, under the mounts; with --server-dir / --server-backup-dir, under those; otherwise the same paths (a
/// server on this host).
/// </summary>
public static class ServerDirectories
{
    /// <summary>The server's paths for the run directories <paramref name="runDirectory"/> and <paramref name="runBackupDirectory"/>.</summary>
    public static ServerPaths Map(RunOptions options, string runDirectory, string runBackupDirectory, char separator)
    {
        ArgumentNullException.ThrowIfNull(options);
        var dataRoot = Path.GetFullPath(options.DataDirectory);
        var backupRoot = options.BackupDirectory is null ? dataRoot : Path.GetFullPath(options.BackupDirectory);
        var serverData = options.Container ? ContainerServer.DataMount : options.ServerDataDirectory ?? dataRoot;
        var serverBackup = options.Container
            ? options.BackupDirectory is null ? ContainerServer.DataMount : ContainerServer.BackupMount
            : options.ServerBackupDirectory ?? (options.BackupDirectory is null ? serverData : backupRoot);
        return new ServerPaths(
            Join(serverData, Path.GetRelativePath(dataRoot, runDirectory), separator),
            Join(serverBackup, Path.GetRelativePath(backupRoot, runBackupDirectory), separator),
            separator);
    }

    private static string Join(string root, string relative, char separator) =>
        root.TrimEnd('/', '\\') + separator + relative.Replace(Path.DirectorySeparatorChar, separator);
}
