namespace Bench.Scenarios.Backup;

/// <summary>
/// BACKUP DATABASE TO DISK x N (seed 001): a database of generated data, read in MAXTRANSFERSIZE requests into
/// BUFFERCOUNT buffers, compressed or not, written to the backup files in parallel. The database is made once per
/// size and shared by the cases; each case's backup files are removed when it ends.
/// </summary>
public sealed class BackupScenario() : Scenario<BackupParameters>(
    new ScenarioInfo("backup", "BACKUP DATABASE", "BACKUP DATABASE to 1..64 files with BUFFERCOUNT, MAXTRANSFERSIZE, BLOCKSIZE and compression (seed 001).")
    {
        TransferLimit = TransferLimit.Read,
        Sweeps = [.. BackupOptions.Sweeps, new SweepAxis(BackupOptions.StripesParameter.Name, "backup files", SweepScale.Log2)],
        SharedVolume = new(BackupOptions.StripesParameter.Name, "seed 001", "more backup files and buffers", "--backup-dir"),
        SeedSweeps =
        [
            new(BackupOptions.StripesParameter.Name, "seed 001 backed up 642 GB compressed to 1 file in 36 min 38 s, and to 9 files in 605 s (1,087 MB/s)"),
        ],
    },
    [typeof(IFixtureStore), typeof(ITransferStreams)],
    [new(Profile.Quick, 40, ("size", ["512MB"]), ("stripes", ["1", "4"]), ("compression", ["off", "on"])), .. Seed001("4GB", Profile.Standard), .. Seed001("16GB", Profile.Full)])
{
    /// <inheritdoc/>
    protected override ScenarioPlan Plan(BackupParameters parameters)
    {
        var (data, options) = (parameters.Source.DataBytes, parameters.Options);
        return options.Plan(parameters.Source, parameters.Data.Files, 0, data + (options.Stripes * (1L << 20))) with
        {
            Work = CaseWork.Of(options.Backup(data, parameters.Data.Files)) with { DeletedBytes = options.StoredBytes(data), DeletedFiles = options.Stripes },
        };
    }

    /// <inheritdoc/>
    protected override async Task<CaseOutcome> RunAsync(BackupParameters parameters, ITarget target, CaseContext context, CancellationToken cancellationToken)
    {
        var streams = target.Require<ITransferStreams>();
        var spec = new BackupSpec(context.DatabaseName, parameters.Source, parameters.Options.Transfer(parameters.Data.Files));
        return await DatabaseCase.RunAsync(
            async () =>
            {
                var clock = Stopwatch.StartNew();
                var done = await streams.BackupAsync(spec, context.Progress, cancellationToken);
                return TransferCase.Outcome(clock.Elapsed.TotalMilliseconds, done, phases: false);
            },
            () => streams.DropBackupAsync(spec));
    }

    /// <summary>Seed 001's backups at <paramref name="size"/>: to 1 vs 9 files, default vs 64 buffers, compressed or not.</summary>
    private static IEnumerable<ProfileEntry> Seed001(string size, Profile profile) =>
    [
        new(profile, 60, ("size", [size]), ("stripes", ["1", "9"]), ("buffer_count", ["default", "64"]), ("compression", ["off", "on"])),
    ];
}
