namespace Bench.Scenarios.Create;

/// <summary>
/// CREATE DATABASE at a set size, IFI on or off (seeds 000, 002), with one or several data files (seed 004's tempdb
/// layout is files = 8, size = 1GB). Times the whole create and its phases.
/// </summary>
public sealed class CreateScenario() : Scenario<CreateParameters>(
    Describe.IfiCompared("create", "CREATE DATABASE", "CREATE DATABASE with data files of a set size, IFI on and off (seeds 000, 002; tempdb layout of seed 004).") with
    {
        Activity = "creating",
        SeedIfiFigures =
        [
            new("seed 002", SeedIfiFigure.Seed002Hardware, "10 GB", 10L << 30, "2 min 6 s", "4 s", "31x"),
            new("seed 000", SeedIfiFigure.Seed000Hardware, "50 GB", 50L << 30, "about 5 min 50 s", "under 2 s", "about 175x"),
        ],
        Subject = Describe.Database,
        EstimatedBySize = true,
        Phases = ["allocate_ms", "log_zero_ms"],
    },
    [typeof(IDatabaseFiles)],
    [
        .. ProfileEntry.IfiOnRepeated(Profile.Quick, 10, ("size", ["256MB", "1GB"])),
        .. ProfileEntry.IfiOnRepeated(Profile.Standard, 10, ("size", ["1GB", "10GB"])),
        .. ProfileEntry.IfiOnRepeated(Profile.Standard, 11, ("size", ["1GB"]), ("files", ["8"])),
        .. ProfileEntry.IfiOnRepeated(Profile.Full, 10, ("size", ["1GB", "10GB", "50GB"])),
        .. ProfileEntry.IfiOnRepeated(Profile.Full, 11, ("size", ["1GB"]), ("files", ["4", "8", "16"])),
    ])
{
    /// <inheritdoc/>
    protected override ScenarioPlan Plan(CreateParameters parameters) => new(parameters.Data.TotalBytes + parameters.Initialization.LogSize.Bytes)
    {
        Work = CaseWork.Of(parameters.Initialization.Ready(parameters.Data.TotalBytes, parameters.Data.Files), parameters.Initialization.ZeroLog()) with
        {
            DeletedBytes = (parameters.Initialization.Ifi ? 0 : parameters.Data.TotalBytes) + parameters.Initialization.LogSize.Bytes,
            DeletedFiles = parameters.Data.Files + 1,
        },
    };

    /// <inheritdoc/>
    protected override async Task<CaseOutcome> RunAsync(CreateParameters parameters, ITarget target, CaseContext context, CancellationToken cancellationToken)
    {
        var files = target.Require<IDatabaseFiles>();
        var spec = parameters.Initialization.Database(context.DatabaseName, parameters.Data.Files, parameters.Data.Size);
        return await DatabaseCase.RunAsync(files, spec, async () =>
        {
            var clock = Stopwatch.StartNew();
            var created = await files.CreateDatabaseAsync(spec, context.Progress, cancellationToken);
            var elapsed = clock.Elapsed.TotalMilliseconds;
            return CreateCase.Outcome(elapsed, created, zeroing: true) with
            {
                // With IFI the create's time is allocation, and its only bytes are the log's: it has no meaningful MB/s.
                MeasuredBytes = created.IfiEffective == false ? created.BytesWritten : 0,
            };
        });
    }
}
