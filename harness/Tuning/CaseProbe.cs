using Bench.Harness.Runner;
using Bench.Harness.Tune;
using Bench.Results;
using Bench.Results.Cases;
using Bench.Scenarios;
using Bench.Scenarios.Matrix;
using Bench.Scenarios.Parameters;

namespace Bench.Harness.Tuning;

/// <summary>
/// The search's probe on a real target: a setting becomes a case of the restore or backup scenario (the parameters a
/// matrix would give it, IFI on as seed 001's throughput sweeps ran), made ready by its fixture, run by the
/// <see cref="CaseExecutor"/> every run uses, its row flushed to results.csv like any run's; its throughput is the row's
/// transfer MB/s (data bytes over the transfer phase).
/// </summary>
public sealed class CaseProbe : IThroughputProbe
{
    private readonly IScenario scenario;
    private readonly long sizeBytes;
    private readonly long maxMemoryBytes;
    private readonly CaseExecutor executor;
    private readonly FixtureCache fixtures;
    private readonly RunFolder folder;
    private readonly IRunObserver observer;
    private readonly Dictionary<CaseId, int> repetitions;
    private int position;

    /// <summary>A probe whose cases follow the <paramref name="earlier"/> rows of a resumed tune (none for a new one).</summary>
    /// <param name="config">The tune.</param>
    /// <param name="executor">Runs one case.</param>
    /// <param name="fixtures">Makes and keeps what cases need.</param>
    /// <param name="folder">Where rows go.</param>
    /// <param name="observer">Told of each finished case.</param>
    /// <param name="earlier">Rows already in results.csv.</param>
    public CaseProbe(TuneConfig config, CaseExecutor executor, FixtureCache fixtures, RunFolder folder, IRunObserver observer, IReadOnlyList<ResultRow> earlier)
    {
        ArgumentNullException.ThrowIfNull(config);
        ArgumentNullException.ThrowIfNull(earlier);
        scenario = config.Scenario;
        sizeBytes = config.SizeBytes;
        maxMemoryBytes = config.Options.MaxMemoryBytes;
        this.executor = executor;
        this.fixtures = fixtures;
        this.folder = folder;
        this.observer = observer;
        position = earlier.Count;
        repetitions = earlier.GroupBy(r => r.CaseId).ToDictionary(g => g.Key, g => g.Max(r => r.Repetition));
    }


    /// <inheritdoc/>
    public async ValueTask<ProbeResult> MeasureAsync(TuneSetting setting, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(setting);
        var (plannedCase, problems) = scenario.Plan(Values(scenario, setting, sizeBytes, maxMemoryBytes));
        if (problems.Count > 0)
        {
            return ProbeResult.Failed(string.Join("; ", problems.Select(p => $"{p.Field}: {p.Problem}")));
        }

        var repetition = repetitions[plannedCase.Id] = repetitions.GetValueOrDefault(plannedCase.Id) + 1;
        var scheduled = new ScheduledCase(plannedCase, repetition, ++position);
        var fixtureFailed = await fixtures.PrepareAsync(scheduled, cancellationToken);
        cancellationToken.ThrowIfCancellationRequested();
        var executed = fixtureFailed is null
            ? await executor.RunAsync(scheduled, cancellationToken)
            : new ExecutedCase(executor.Failed(scheduled, fixtureFailed), [], null);
        if (executed is null)
        {
            throw new OperationCanceledException("the tune was stopped while a case ran; it removed what it made", cancellationToken);
        }

        folder.Append(executed.Row, executed.Stalls);
        observer.CaseFinished(scheduled, executed.Row);
        return Result(executed.Row);
    }

    /// <summary>What a row of results.csv says of its setting: its transfer MB/s, or why it gave none.</summary>
    public static ProbeResult Result(ResultRow row)
    {
        ArgumentNullException.ThrowIfNull(row);
        return row.Status == CaseStatus.Ok && row.TransferMbS is > 0 and var mbS
            ? ProbeResult.Ok(mbS)
            : ProbeResult.Failed(row.Error ?? $"{row.Status}: the case measured no transfer");
    }

    /// <summary>The setting a case of a tune ran, from its results.csv columns (BUFFERCOUNT as used).</summary>
    public static TuneSetting SettingOf(CaseParameters p)
    {
        ArgumentNullException.ThrowIfNull(p);
        return new TuneSetting(
            p.Stripes ?? 1, p.BufferCount ?? 0, p.MaxTransferSize ?? 0, p.BlockSize ?? TuneSetting.BlockSizeNotGiven, p.Compression ?? false);
    }

    /// <summary>
    /// The scenario's parameter values for <paramref name="setting"/>: its WITH options, the size, the cap as
    /// max_buffer_memory, IFI on, and every other parameter at its default.
    /// </summary>
    public static IReadOnlyList<long> Values(IScenario scenario, TuneSetting setting, long sizeBytes, long maxMemoryBytes)
    {
        ArgumentNullException.ThrowIfNull(scenario);
        ArgumentNullException.ThrowIfNull(setting);
        var given = new Dictionary<string, long>
        {
            [DataFiles.SizeParameter.Name] = sizeBytes,
            [BackupOptions.StripesParameter.Name] = setting.Stripes,
            [BackupOptions.CompressionParameter.Name] = setting.Compression ? 1 : 0,
            [BackupOptions.MaxTransferSizeParameter.Name] = setting.MaxTransferSize,
            [BackupOptions.BufferCountParameter.Name] = setting.BufferCount,
            [BackupOptions.BlockSizeParameter.Name] = setting.BlockSize,
            [BackupOptions.MaxBufferMemoryParameter.Name] = maxMemoryBytes,
            [FileInitialization.IfiParameter.Name] = 1,
        };
        return scenario.Parameters.Select(spec => given.TryGetValue(spec.Name, out var value) ? value : Default(spec)).ToList();
    }

    private static long Default(ParameterSpec spec) =>
        spec.TryRead(spec.Defaults[0], out var value) ? value : throw new InvalidOperationException($"the default of {spec.Name} does not read");
}
