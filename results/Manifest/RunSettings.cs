namespace Bench.Results.Manifest;

/// <summary>What the run was asked to do, as given on the command line: enough for <c>bench run --resume</c> to plan it again.</summary>
/// <param name="Profile">The profile (when no matrix file was given).</param>
/// <param name="MatrixFile">The user's matrix file as given (a copy is kept in the run folder as matrix.json).</param>
/// <param name="Scenarios">Only these scenarios (empty: all).</param>
/// <param name="Target">native or sqlserver.</param>
/// <param name="DataDirectory">The data directory, absolute.</param>
/// <param name="BackupDirectory">Where backup files went, absolute; null: the data directory.</param>
/// <param name="Repetitions">The repetitions override, if any.</param>
/// <param name="BaselineBytes">Size of the volume baseline's file.</param>
/// <param name="SampleIntervalMs">Counter sample interval (0: none).</param>
public sealed record RunSettings(
    string Profile, string? MatrixFile, IReadOnlyList<string> Scenarios, string Target, string DataDirectory, string? BackupDirectory,
    int? Repetitions, long BaselineBytes, int SampleIntervalMs)
{
    /// <summary>sqlserver target: the data directory as the server sees it (null: the same path).</summary>
    public string? ServerDataDirectory { get; init; }

    /// <summary>sqlserver target: the backup directory as the server sees it (null: the same path).</summary>
    public string? ServerBackupDirectory { get; init; }

    /// <summary>Native target: the durability mode (--durability); null in runs of versions before it existed, which wrote without write-through.</summary>
    public string? Durability { get; init; }

    /// <summary>sqlserver target: the server was a container the run started.</summary>
    public bool Container { get; init; }

    /// <summary>sqlserver target with a container: its image.</summary>
    public string? Image { get; init; }
}
