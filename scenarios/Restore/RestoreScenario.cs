namespace Bench.Scenarios.Restore;

/// <summary>
/// RESTORE DATABASE FROM DISK x N (seeds 000 and 001): the data files made ready by the IFI rule (the wait before
/// "Executing 0%"), the log zeroed, then the backup files read in parallel into BUFFERCOUNT buffers of
/// MAXTRANSFERSIZE and written to the data files; every phase timed. The backup is made once per
/// (size, files, stripes, compression) and shared by the cases, whatever MAXTRANSFERSIZE, BUFFERCOUNT or BLOCKSIZE they read it with.
/// </summary>
public sealed class RestoreScenario() : Scenario<RestoreParameters>(
    Describe.IfiCompared(
        "restore",
        "RESTORE DATABASE",
        "RESTORE DATABASE from 1..64 files with BUFFERCOUNT, MAXTRANSFERSIZE, BLOCKSIZE, compression, IFI on and off; phases timed (seeds 000, 001).") with
    {
        FirstWriteCost = true,
        Activity = "restoring",
        Subject = Describe.Database,
        EstimatedBySize = true,
        Sweeps = BackupOptions.Sweeps,
        TransferLimit = TransferLimit.Write,
        Phases = ["allocate_ms", "log_zero_ms", "transfer_ms"],
        SeedRestorePath = new(
            "seed 001",
            "642 GB",
            "a 96-core Unisys ES7000 with DSI 3500 and DSI 3600 solid state storage; SQL Server 2008 R2; 642 GB of data in 96 files, its compressed backup 317 GB; IFI on",
            BackupOptions.BufferCountParameter.Name,
            [
                new("1 backup file, BUFFERCOUNT at its default", 1, false, "19 minutes and 46 seconds (writes on average 600 MB/sec)"),
                new("9 backup files, BUFFERCOUNT at its default", 9, false, "445.191 seconds (writes from 600 MB/sec to 1479 MB/sec)"),
                new("9 backup files, a larger BUFFERCOUNT (its value not given)", 9, true, "340.330 seconds (1934.423 MB/sec)"),
            ]),
        SharedVolume = new(BackupOptions.StripesParameter.Name, "seed 001", "more backup files and buffers", "--backup-dir"),
        ZeroesLogDuringCopy = true,
        SeedSweeps =
        [
            new(BackupOptions.StripesParameter.Name, "seed 001 restored 642 GB in 19 min 46 s from 1 backup file and in 445 s from 9 (its writes from about 600 MB/s to 1,479 MB/s)"),
            new(BackupOptions.BufferCountParameter.Name, "seed 001's larger BUFFERCOUNT took its 9-file restore from 445 s to 340 s (5 min 40 s, 1,934 MB/s: 454 MB/s more)"),
            new(BackupOptions.MaxTransferSizeParameter.Name, "seed 001's larger MAXTRANSFERSIZE raised its average write from 600-800 KB to 1 MB or more, with a gain that varied", LargerIsFaster: null),
            new(
                BackupOptions.BlockSizeParameter.Name,
                "seed 001's restore took more than 8 min with BLOCKSIZE 65536 and more than 10 min with BLOCKSIZE 32768, against 5 min 40 s without BLOCKSIZE",
                DefaultIsLargest: true,
                NativeModel: "native's BLOCKSIZE is a storage model, the size of its requests to the backup files (SQL Server's own use of BLOCKSIZE is not public), so its figures are the storage's, not SQL Server's"),
        ],
    },
    [typeof(IFixtureStore), typeof(ITransferStreams), typeof(IDatabaseFiles)],
    [new(Profile.Quick, 30, ("size", ["512MB"]), ("stripes", ["1", "4"]), ("buffer_count", ["2", "default"])), .. Seed001("4GB", Profile.Standard), .. Seed001("16GB", Profile.Full)])
{
    /// <inheritdoc/>
    protected override ScenarioPlan Plan(RestoreParameters parameters)
    {
        var (data, files, initialization) = (parameters.Source.DataBytes, parameters.Data.Files, parameters.Initialization);
        return parameters.Options.Plan(parameters.Source, files, data + initialization.LogSize.Bytes, 0) with
        {
            // The log is zeroed beside the data files' preparation and the copy, as SQL Server and the native target do.
            Work = CaseWork.Of(initialization.Ready(data, files), parameters.Options.Restore(data, files)) with
            {
                Beside = [initialization.LogZeroing],
                DeletedBytes = data + initialization.LogSize.Bytes,
                DeletedFiles = files + 1,
            },
        };
    }

    /// <inheritdoc/>
    protected override async Task<CaseOutcome> RunAsync(RestoreParameters parameters, ITarget target, CaseContext context, CancellationToken cancellationToken)
    {
        var streams = target.Require<ITransferStreams>();
        var files = target.Require<IDatabaseFiles>();
        var database = parameters.Initialization.Database(context.DatabaseName, parameters.Data.Files, parameters.Data.Size);
        var spec = new RestoreSpec(database, parameters.Source, parameters.Options.Transfer(parameters.Data.Files));
        return await DatabaseCase.RunAsync(files, database, async () =>
        {
            var clock = Stopwatch.StartNew();
            var done = await streams.RestoreAsync(spec, context.Progress, cancellationToken);
            var ifi = done.IfiEffective ?? database.Ifi;
            return TransferCase.Outcome(clock.Elapsed.TotalMilliseconds, done, phases: true) with
            {
                // Without IFI the data files and the log are zeroed at once, both from the preparation's start: the time spent
                // zeroing is the longer of the two (the union of their spans), not their sum.
                ZeroMs = ifi ? done.LogZeroMs : Max(done.LogZeroMs, done.AllocateMs),
                ZeroedBytes = database.LogBytes + (ifi ? 0 : database.DataFiles * database.DataFileBytes),
            };
        });
    }

    /// <summary>The longer of two times; null when either was not measured.</summary>
    private static double? Max(double? a, double? b) => a is { } x && b is { } y ? Math.Max(x, y) : null;

    /// <summary>
    /// Seed 001's restores at <paramref name="size"/>: 1 vs 9 backup files, BUFFERCOUNT swept from 1 to 64 and left at its
    /// default, MAXTRANSFERSIZE 1 MB vs 4 MB, BLOCKSIZE default vs 32 KB vs 64 KB, compression, and IFI on and off at the
    /// defaults. Throughput sweeps run with IFI on, as seed 001's did.
    /// </summary>
    private static IEnumerable<ProfileEntry> Seed001(string size, Profile profile) =>
    [
        new(profile, 50, ("size", [size]), ("stripes", ["1", "9"]), ("buffer_count", ["1", "4", "16", "64", "default"]), ("ifi", ["on"])),
        new(profile, 51, ("size", [size]), ("stripes", ["9"]), ("buffer_count", ["64"]), ("max_transfer_size", ["1MB", "4MB"]), ("ifi", ["on"])),
        new(profile, 52, ("size", [size]), ("stripes", ["9"]), ("buffer_count", ["64"]), ("block_size", ["default", "32KB", "64KB"]), ("ifi", ["on"])),
        new(profile, 53, ("size", [size]), ("stripes", ["9"]), ("buffer_count", ["64"]), ("compression", ["on"]), ("ifi", ["on"])),
        new(profile, 54, ("size", [size]), ("stripes", ["9"]), ("ifi", ["on", "off"])),
    ];
}
