using System.Diagnostics;
using Bench.Scenarios.Parameters;
using Bench.Scenarios.Targets;

namespace Bench.Scenarios;

/// <summary>
/// BACKUP DATABASE TO DISK x N (seed 001): a database of generated data, read in MAXTRANSFERSIZE requests into
/// BUFFERCOUNT buffers, compressed or not, written to the backup files in parallel. The database is made once per
/// size and shared by the cases; each case's backup files are removed when it ends.
/// </summary>
public sealed class BackupScenario : IScenario
{
    /// <inheritdoc/>
    public string Name => "backup";

    /// <inheritdoc/>
    public string Description =>
        "BACKUP DATABASE to 1..64 files with BUFFERCOUNT, MAXTRANSFERSIZE, BLOCKSIZE and compression (seed 001).";

    /// <inheritdoc/>
    public IReadOnlyList<ParameterSpec> Parameters => BackupParameters.All;

    /// <inheritdoc/>
    public ScenarioPlan Plan(ParameterValues values)
    {
        var (transfer, parameters, memory, problems) = BackupParameters.Read(values);
        var fixture = FixtureSpec.Database(parameters.SizeBytes!.Value, parameters.Files!.Value);
        return new ScenarioPlan(parameters, 0)
        {
            BackupBytes = fixture.DataBytes + (transfer.Stripes * (1L << 20)),
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
        var spec = new BackupSpec(context.DatabaseName, plannedCase.Fixture!, Transfer(plannedCase));
        return await DatabaseCase.RunAsync(
            async () =>
            {
                var clock = Stopwatch.StartNew();
                var done = await target.BackupAsync(spec, context.Progress, cancellationToken);
                return TransferCase.Outcome(clock.Elapsed.TotalMilliseconds, done, readBound: true);
            },
            () => target.DropBackupAsync(spec));
    }

    /// <summary>The case's WITH options.</summary>
    internal static TransferSpec Transfer(PlannedCase plannedCase)
    {
        var p = plannedCase.Parameters;
        return new TransferSpec(p.Stripes!.Value, p.BufferCount!.Value, p.MaxTransferSize!.Value, p.BlockSize ?? 0, p.Compression!.Value);
    }
}
