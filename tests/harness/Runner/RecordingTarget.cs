using Bench.Scenarios.Targets;

namespace Bench.Harness.Tests.Runner;

/// <summary>
/// A target that does no I/O and writes down, in order, every fixture it makes and removes and every case operation,
/// and what was in flight when each case began: what the runner's scheduling is checked against. When it removes
/// fixtures while making others, a removal waits until the next fixture's making has begun (if one is still to come),
/// so that the overlap is certain, not a matter of timing.
/// </summary>
/// <param name="removesWhileMaking">What it tells the runner.</param>
/// <param name="fixturesToMake">How many fixtures the run will make (a removal waits only while one is still to come).</param>
internal sealed class RecordingTarget(bool removesWhileMaking, int fixturesToMake) : ITarget, IFixtureStore, ITransferStreams, IDatabaseFiles
{
    private readonly List<string> events = [];
    private TaskCompletionSource nextMade = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private int made;
    private int removing;

    public string Name => "recording";

    public string IoMode => "none";

    public IReadOnlyList<string> Notes => [];

    public bool RemovesWhileMaking => removesWhileMaking;

    /// <summary>Everything in order: "make KEY", "made KEY", "remove KEY", "removed KEY", "case NAME", "case NAME ended".</summary>
    public IReadOnlyList<string> Events
    {
        get
        {
            lock (events)
            {
                return [.. events];
            }
        }
    }

    /// <summary>Cases that began while a removal was in flight.</summary>
    public int CasesBesideARemoval { get; private set; }

    public Task<FixtureOutcome> PrepareFixtureAsync(FixtureSpec fixture, IProgress<double> progress, CancellationToken cancellationToken)
    {
        Log($"make {fixture.Key}");
        Interlocked.Increment(ref made);
        Interlocked.Exchange(ref nextMade, new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously)).SetResult();
        Log($"made {fixture.Key}");
        return Task.FromResult(new FixtureOutcome(fixture.Key, 1, fixture.DataBytes, Reused: false));
    }

    public async Task ReleaseFixtureAsync(FixtureSpec fixture)
    {
        Interlocked.Increment(ref removing);
        var next = Volatile.Read(ref nextMade).Task;
        Log($"remove {fixture.Key}");
        if (removesWhileMaking && Volatile.Read(ref made) < fixturesToMake)
        {
            await next;
        }

        Log($"removed {fixture.Key}");
        Interlocked.Decrement(ref removing);
    }

    public Task<TransferOutcome> BackupAsync(BackupSpec spec, IProgress<double> progress, CancellationToken cancellationToken) =>
        Task.FromResult(Case(spec.Name, new TransferOutcome(0, 0, 1, spec.Source.DataBytes, spec.Source.DataBytes, spec.Source.DataBytes, null, 1)));

    public Task DropBackupAsync(BackupSpec spec) => Ended(spec.Name);

    public Task<TransferOutcome> RestoreAsync(RestoreSpec spec, IProgress<double> progress, CancellationToken cancellationToken) =>
        Task.FromResult(Case(spec.Database.Name, new TransferOutcome(0, 0, 1, spec.Source.DataBytes, spec.Source.DataBytes, spec.Source.DataBytes, spec.Database.Ifi, 1)));

    public Task<CreateOutcome> CreateDatabaseAsync(DatabaseSpec spec, IProgress<double> progress, CancellationToken cancellationToken) =>
        Task.FromResult(Case(spec.Name, new CreateOutcome(0, 0, spec.DataFileBytes, spec.Ifi)));

    public Task<GrowthOutcome> FillAndGrowAsync(DatabaseSpec spec, int growths, IProgress<double> progress, CancellationToken cancellationToken) =>
        throw new NotSupportedException("no autogrow here");

    public Task DropDatabaseAsync(DatabaseSpec spec, CancellationToken cancellationToken) => Ended(spec.Name);

    public ValueTask DisposeAsync() => ValueTask.CompletedTask;

    private T Case<T>(string name, T outcome)
    {
        if (Volatile.Read(ref removing) > 0)
        {
            CasesBesideARemoval++;
        }

        Log($"case {name}");
        return outcome;
    }

    private Task Ended(string name)
    {
        Log($"case {name} ended");
        return Task.CompletedTask;
    }

    private void Log(string line)
    {
        lock (events)
        {
            events.Add(line);
        }
    }
}
