namespace Bench.Scenarios.Restore;

/// <summary>A RESTORE DATABASE case (seeds 000, 001): the database restored, the RESTORE options, and how its files are made ready.</summary>
/// <param name="Data">Size and number of the database's data files.</param>
/// <param name="Options">Stripes, compression, MAXTRANSFERSIZE, BUFFERCOUNT, BLOCKSIZE and the buffer memory limit.</param>
/// <param name="Initialization">Log size, zeroing write size, IFI.</param>
public sealed record RestoreParameters(DataFiles Data, BackupOptions Options, FileInitialization Initialization) : IScenarioParameters<RestoreParameters>
{
    /// <inheritdoc/>
    public static IReadOnlyList<ParameterSpec> Parameters { get; } = [.. DataFiles.Parameters, .. BackupOptions.Parameters, .. FileInitialization.Parameters];

    /// <summary>
    /// The backup the case reads: made once per (size, files, stripes, compression), what shapes its content, and shared by
    /// the cases that differ only in how they read it (MAXTRANSFERSIZE, BUFFERCOUNT, BLOCKSIZE) or in IFI.
    /// </summary>
    public FixtureSpec Source => new(FixtureKind.Backup, Data.Size.Bytes, Data.Files, Options.Stripes, Options.Compression);

    /// <inheritdoc/>
    public static RestoreParameters Read(ParameterValues values) =>
        new(DataFiles.Read(values), BackupOptions.Read(values), FileInitialization.Read(values));

    /// <inheritdoc/>
    public CaseParameters Columns() => Initialization.Columns(Options.Columns(Data.Columns(new CaseParameters()), Data.Files));

    /// <inheritdoc/>
    public IReadOnlyList<ParameterProblem> Problems() => Options.Problems(Data.Files);
}
