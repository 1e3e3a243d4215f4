using Bench.Results;
using Bench.Scenarios.Parameters;
using Bench.Scenarios.Targets;

namespace Bench.Scenarios;

/// <summary>
/// Seed 003's insert workload, for comparing volumes and allocation units: on SQL Server the table doubled by
/// INSERT ... SELECT in FULL recovery; on the native target its I/O mix replayed at once: log writes of 60 KB each
/// flushed (commits), data page writes of 8 to 256 KB, and 64 KB reads. Two runs on two volumes and one
/// <c>bench compare</c> are the seed's experiment.
/// </summary>
public sealed class WorkloadScenario : IScenario
{
    /// <inheritdoc/>
    public string Name => "workload";

    /// <inheritdoc/>
    public string Description =>
        "Seed 003's insert workload: log writes of 60 KB each flushed, data page writes of 8-256 KB and 64 KB reads, at once (native); the doubling INSERT ... SELECT (sqlserver).";

    /// <inheritdoc/>
    public IReadOnlyList<ParameterSpec> Parameters { get; } =
    [
        CommonParameters.Size("size", "1GB", "native target: bytes each stream moves (data written, log written, data read)"),
        new("doublings", ParameterKind.Count, ["24"], 1, 30, "sqlserver target: times the table doubles (seed 003: GO 24, about 16.8 million rows)"),
    ];

    /// <inheritdoc/>
    public ScenarioPlan Plan(ParameterValues values)
    {
        ArgumentNullException.ThrowIfNull(values);
        var parameters = new CaseParameters { SizeBytes = values["size"], Doublings = values.Count("doublings") };
        return new ScenarioPlan(parameters, 2 * values["size"]);
    }

    /// <inheritdoc/>
    public async Task<CaseOutcome> RunAsync(PlannedCase plannedCase, ITarget target, CaseContext context, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(plannedCase);
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(context);
        var p = plannedCase.Parameters;
        var done = await target.RunWorkloadAsync(new WorkloadSpec(context.DatabaseName, p.SizeBytes!.Value, p.Doublings!.Value), context.Progress, cancellationToken);
        return new CaseOutcome
        {
            ElapsedMs = done.ElapsedMs,
            CleanupMs = done.CleanupMs,
            BytesWritten = done.LogWrites.Bytes + done.DataWrites.Bytes,
            BytesRead = done.DataReads.Bytes,
            MeasuredBytes = done.LogWrites.Bytes + done.DataWrites.Bytes + done.DataReads.Bytes,
            Workload = new WorkloadResult
            {
                LogWriteMbS = Math.Round(done.LogWrites.MbS, 1),
                LogWritesPerS = Math.Round(done.LogWrites.PerS, 1),
                DataWriteMbS = Math.Round(done.DataWrites.MbS, 1),
                DataWritesPerS = Math.Round(done.DataWrites.PerS, 1),
                DataReadMbS = Math.Round(done.DataReads.MbS, 1),
                DataReadsPerS = Math.Round(done.DataReads.PerS, 1),
            },
        };
    }
}
