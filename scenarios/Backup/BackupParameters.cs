namespace Bench.Scenarios.Backup;

/// <summary>A BACKUP DATABASE case (seed 001): the database backed up, and the BACKUP options.</summary>
/// <param name="Data">Size and number of the database's data files.</param>
/// <param name="Options">Stripes, compression, MAXTRANSFERSIZE, BUFFERCOUNT, BLOCKSIZE and the buffer memory limit.</param>
public sealed record BackupParameters(DataFiles Data, BackupOptions Options) : IScenarioParameters<BackupParameters>
{
    /// <inheritdoc/>
    public static IReadOnlyList<ParameterSpec> Parameters { get; } = [.. DataFiles.Parameters, .. BackupOptions.Parameters];

    /// <summary>The database the case reads: made once and shared by every backup case of its size.</summary>
    public FixtureSpec Source => FixtureSpec.Database(Data.Size.Bytes, Data.Files);

    /// <inheritdoc/>
    public static BackupParameters Read(ParameterValues values) => new(DataFiles.Read(values), BackupOptions.Read(values));

    /// <inheritdoc/>
    public CaseParameters Columns() => Options.Columns(Data.Columns(new CaseParameters()), Data.Files);

    /// <inheritdoc/>
    public IReadOnlyList<ParameterProblem> Problems() => Options.Problems(Data.Files);
}
