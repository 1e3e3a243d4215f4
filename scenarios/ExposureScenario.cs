using Bench.Results;
using Bench.Scenarios.Parameters;
using Bench.Scenarios.Targets;

namespace Bench.Scenarios;

/// <summary>
/// Does IFI expose deleted data on this volume (seed 002)? A file full of a marker is written, flushed and deleted;
/// a database is created in its place with IFI on (and, as the control, off), and its data files are read back
/// looking for the marker. The row's elapsed time is the create; the verdict is in exposure_verdict.
/// </summary>
public sealed class ExposureScenario : IScenario
{
    /// <inheritdoc/>
    public string Name => "exposure";

    /// <inheritdoc/>
    public string Description =>
        "Does a data file made with IFI show what a deleted file held? Marker written, deleted, database created in its place, read back (seed 002).";

    /// <inheritdoc/>
    public IReadOnlyList<ParameterSpec> Parameters { get; } =
    [
        CommonParameters.Size("size", "256MB", "size of the marker file, and of the data file created over the space it freed"),
        CommonParameters.LogSize,
        CommonParameters.WriteSize,
        CommonParameters.Ifi,
    ];

    /// <inheritdoc/>
    public ScenarioPlan Plan(ParameterValues values)
    {
        ArgumentNullException.ThrowIfNull(values);
        var parameters = new CaseParameters
        {
            SizeBytes = values["size"],
            Files = 1,
            LogSizeBytes = values["log_size"],
            WriteSize = values.Count("write_size"),
            Ifi = values.On("ifi"),
        };

        // The marker file is deleted before the database is made: the peak is the larger of the two.
        return new ScenarioPlan(parameters, values["size"] + values["log_size"]);
    }

    /// <inheritdoc/>
    public async Task<CaseOutcome> RunAsync(PlannedCase plannedCase, ITarget target, CaseContext context, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(plannedCase);
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(context);
        var spec = DatabaseCase.Spec(context, plannedCase.Parameters);
        return await DatabaseCase.RunAsync(target, spec, async () =>
        {
            var found = await target.ExposeAsync(spec, spec.DataFileBytes, context.Progress, cancellationToken);
            return new CaseOutcome
            {
                ElapsedMs = found.Create.AllocateMs + found.Create.LogZeroMs,
                AllocateMs = found.Create.AllocateMs,
                LogZeroMs = found.Create.LogZeroMs,
                BytesWritten = found.Create.BytesWritten,
                BytesRead = found.BytesScanned,
                IfiEffective = found.Create.IfiEffective,
                SetupMs = found.MarkerWriteMs + found.ScanMs,
                Exposure = new ExposureResult { MarkerBytesFound = found.MarkerBytes, OtherDataBytes = found.OtherBytes, ExposureVerdict = found.Verdict },
            };
        });
    }
}
