using System.Diagnostics;
using Bench.Scenarios.Parameters;
using Bench.Scenarios.Targets;

namespace Bench.Scenarios;

/// <summary>
/// RESTORE DATABASE FROM DISK x N (seeds 000 and 001): the data files made ready by the IFI rule (the wait before
/// "Executing 0%"), the log zeroed, then the backup files read in parallel into BUFFERCOUNT buffers of
/// MAXTRANSFERSIZE and written to the data files; every phase timed. The backup is made once per
/// (size, files, stripes, compression, max_transfer_size) and shared by the cases.
/// </summary>
public sealed class RestoreScenario : IScenario
{
    /// <inheritdoc/>
    public string Name => "restore";

    /// <inheritdoc/>
    public string Description =>
        "RESTORE DATABASE from 1..64 files with BUFFERCOUNT, MAXTRANSFERSIZE, BLOCKSIZE, compression, IFI on and off; phases timed (seeds 000, 001).";

    /// <inheritdoc/>
    public IReadOnlyList<ParameterSpec> Parameters { get; } = [.. BackupParameters.All, CommonParameters.LogSize, CommonParameters.WriteSize, CommonParameters.Ifi];

    /// <inheritdoc/>
    public ScenarioPlan Plan(ParameterValues values)
    {
        var (transfer, parameters, memory, problems) = BackupParameters.Read(values);
        parameters = parameters with
        {
            LogSizeBytes = values["log_size"],
            WriteSize = values.Count("write_size"),
            Ifi = values.On("ifi"),
        };
        var fixture = new FixtureSpec(
            FixtureKind.Backup, parameters.SizeBytes!.Value, parameters.Files!.Value, transfer.Stripes, transfer.Compression, transfer.MaxTransferSize);
        return new ScenarioPlan(parameters, fixture.DataBytes + values["log_size"])
        {
            Fixture = fixture,
            BufferMemoryBytes = memory,
            Problems = problems,
        };
    }

    /// <inheritdoc/>
    public async Task<CaseOutcome> RunAsync(PlannedCase plannedCase, ITarget target, CaseContext context, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(plannedCase);
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(context);
        var database = DatabaseCase.Spec(context, plannedCase.Parameters);
        var spec = new RestoreSpec(database, plannedCase.Fixture!, BackupScenario.Transfer(plannedCase));
        return await DatabaseCase.RunAsync(target, database, async () =>
        {
            var clock = Stopwatch.StartNew();
            var done = await target.RestoreAsync(spec, context.Progress, cancellationToken);
            return TransferCase.Outcome(clock.Elapsed.TotalMilliseconds, done, readBound: false);
        });
    }
}
