namespace Bench.Scenarios.Workload;

/// <summary>
/// Seed 003's insert workload, for comparing volumes and allocation units: on SQL Server the table doubled by
/// INSERT ... SELECT in FULL recovery; on the native target its I/O mix replayed at once: log writes of 60 KB each
/// flushed (commits), data page writes of 8 to 256 KB, and 64 KB reads. Two runs on two volumes and one
/// <c>bench compare</c> are the seed's experiment.
/// </summary>
public sealed class WorkloadScenario() : Scenario<WorkloadParameters>(
    new ScenarioInfo(
        "workload",
        "INSERT WORKLOAD",
        "Seed 003's insert workload: log writes of 60 KB each flushed, data page writes of 8-256 KB and 64 KB reads, at once (native); the doubling INSERT ... SELECT (sqlserver).")
    {
        Streams = new(
            "seed 003's insert mix",
            [
                new("log writes (60 KB, flushed)", r => r.Workload.LogWriteMbS),
                new("data writes (8-256 KB)", r => r.Workload.DataWriteMbS),
                new("data reads (64 KB)", r => r.Workload.DataReadMbS),
            ],
            "the three streams run at once"),
    },
    [typeof(IWorkloadRunner)],
    [new(Profile.Standard, 40, ("size", ["1GB"])), new(Profile.Full, 40, ("size", ["4GB"]))])
{
    /// <inheritdoc/>
    protected override ScenarioPlan Plan(WorkloadParameters parameters)
    {
        var bytes = parameters.Size.Bytes;
        var shape = new WorkloadSpec(string.Empty, bytes, parameters.Doublings);
        var meanDataWrite = (int)Enumerable.Range(0, (int)Math.Log2(shape.DataWriteMaxBytes / shape.DataWriteMinBytes) + 1).Average(k => shape.DataWriteMinBytes << k);
        return new(shape.DataFileBytes + shape.LogFileBytes)
        {
            // Set-up (native): the log, then the data file, zeroed to their sizes. Then the three streams at once, until the
            // first has moved its bytes: commits (each log write flushed), page writes, extent reads.
            Work = new CaseWork(
                [
                    new WorkStep([IoFlow.Writes(shape.LogFileBytes, (int)Math.Min(shape.ZeroWriteBytes, shape.LogFileBytes))]),
                    new WorkStep([IoFlow.Writes(shape.DataFileBytes, (int)Math.Min(shape.ZeroWriteBytes, shape.DataFileBytes))]),
                    new WorkStep(
                    [
                        IoFlow.Writes(bytes, shape.LogWriteBytes) with { FlushEach = true },
                        IoFlow.Writes(bytes, meanDataWrite),
                        IoFlow.Reads(bytes, shape.ReadBytes),
                    ]) { EndsWithFirst = true },
                ]) { DeletedBytes = shape.DataFileBytes + shape.LogFileBytes, DeletedFiles = 2 },
        };
    }

    /// <inheritdoc/>
    protected override async Task<CaseOutcome> RunAsync(WorkloadParameters parameters, ITarget target, CaseContext context, CancellationToken cancellationToken)
    {
        var done = await target.Require<IWorkloadRunner>().RunWorkloadAsync(
            new WorkloadSpec(context.DatabaseName, parameters.Size.Bytes, parameters.Doublings), context.Progress, cancellationToken);
        return new CaseOutcome
        {
            ElapsedMs = done.ElapsedMs,
            SetupMs = done.SetupMs,
            CleanupMs = done.CleanupMs,
            BytesWritten = done.SetupBytesWritten + done.LogWrites.Bytes + done.DataWrites.Bytes,
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
