namespace Bench.Scenarios.Exposure;

/// <summary>
/// Does IFI expose deleted data on this volume (seed 002)? A file full of a marker is written, flushed and deleted;
/// a database is created in its place with IFI on (and, as the control, off), and its data files are read back
/// looking for the marker. The row's elapsed time is the create; the verdict is in exposure_verdict.
/// </summary>
public sealed class ExposureScenario() : Scenario<ExposureParameters>(
    new ScenarioInfo(
        "exposure",
        "IFI EXPOSURE CHECK",
        "Does a data file made with IFI show what a deleted file held? Marker written, deleted, database created in its place, read back (seed 002).")
    {
        // IFI off is the check's control: the report states the verdicts, not the time between the twins.
        IfiTwins = true,
        SecurityNote = "With IFI, a new data file is not zeroed: whatever the disk held before may be read through it (seed 002). The exposure check wrote a file full of a marker, deleted it, made a database in its place and read it back.",
    },
    [typeof(IExposureProbe), typeof(IDatabaseFiles)],
    [
        .. ProfileEntry.IfiOnRepeated(Profile.Quick, 50, ("size", ["128MB"])),
        .. ProfileEntry.IfiOnRepeated(Profile.Standard, 30, ("size", ["1GB"])),
        .. ProfileEntry.IfiOnRepeated(Profile.Full, 30, ("size", ["1GB"])),
    ])
{
    /// <inheritdoc/>
    /// <remarks>The marker file is deleted before the database is made: the peak is the larger of the two.</remarks>
    protected override ScenarioPlan Plan(ExposureParameters parameters) => new(parameters.Size.Bytes + parameters.Initialization.LogSize.Bytes)
    {
        // The marker written and deleted, the database created over it, its data file read back; 1 MB requests.
        Work = CaseWork.Of(
            [new WorkStep([IoFlow.Writes(parameters.Size.Bytes, 1 << 20)])],
            parameters.Initialization.Ready(parameters.Size.Bytes, 1),
            parameters.Initialization.ZeroLog(),
            [new WorkStep([IoFlow.Reads(parameters.Size.Bytes, 1 << 20)])]) with
        {
            // The marker is deleted within the case, before the create (its time is in the case's set-up), the database after it.
            DeletedBytes = parameters.Size.Bytes + (parameters.Initialization.Ifi ? 0 : parameters.Size.Bytes) + parameters.Initialization.LogSize.Bytes,
            DeletedFiles = 3,
        },
    };

    /// <inheritdoc/>
    protected override async Task<CaseOutcome> RunAsync(ExposureParameters parameters, ITarget target, CaseContext context, CancellationToken cancellationToken)
    {
        var probe = target.Require<IExposureProbe>();
        var spec = parameters.Initialization.Database(context.DatabaseName, 1, parameters.Size);
        return await DatabaseCase.RunAsync(target.Require<IDatabaseFiles>(), spec, async () =>
        {
            var found = await probe.ExposeAsync(spec, spec.DataFileBytes, context.Progress, cancellationToken);
            return CreateCase.Outcome(found.Create.AllocateMs + found.Create.LogZeroMs, found.Create, zeroing: false) with
            {
                BytesRead = found.BytesScanned,
                SetupMs = found.MarkerWriteMs + found.ScanMs,
                Exposure = new ExposureResult { MarkerBytesFound = found.MarkerBytes, OtherDataBytes = found.OtherBytes, ExposureVerdict = found.Verdict },
            };
        });
    }
}
