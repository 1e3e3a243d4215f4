namespace Bench.Harness.SqlServer;

/// <summary>Where the server puts a run's files, as the server sees them (its own separator).</summary>
/// <param name="DataDirectory">Folder for data and log files.</param>
/// <param name="BackupDirectory">Folder for backup files.</param>
/// <param name="Separator">'\\' on Windows, '/' on Linux.</param>
public sealed record ServerPaths(string DataDirectory, string BackupDirectory, char Separator)
{
    /// <summary>A file in the data folder.</summary>
    public string Data(string file) => DataDirectory.TrimEnd('/', '\\') + Separator + file;

    /// <summary>A file in the backup folder.</summary>
    public string Backup(string file) => BackupDirectory.TrimEnd('/', '\\') + Separator + file;
}
