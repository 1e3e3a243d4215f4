using Bench.Scenarios.Matrix;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Tests.Runner;

/// <summary>
/// A target that does no I/O and writes down, in order, every fixture it makes and removes and every case operation,
/// and what was in flight when each case began: what the runner's scheduling is checked against. When it removes
/// fixtures while making others, the removal of a fixture whose group is followed straight away by another fixture's
/// group waits until that next fixture has been made, so that the overlap is certain, not a matter of timing.
/// </summary>
/// <param name="removesWhileMaking">What it tells the runner.</param>
/// <param name="groups">The schedule the runner walks (which removals have a making to wait for).</param>
internal sealed class RecordingTarget(bool removesWhileMaking, IReadOnlyList<ScheduleGroup> groups) : ITarget, IFixtureStore, ITransferStreams, IDatabaseFiles
{
    private readonly List<string> events = [];
    private readonly Dictionary<int, TaskCompletionSource> makings = [];
    private readonly Dictionary<string, int> order = [];
    private readonly HashSet<int> followedByAMaking = FollowedByAMaking(groups);

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

    /// <summary>How long dropping a case's database or backup takes (none by default): a file system deleting its files.</summary>
    public TimeSpan DropDelay { get; init; } = TimeSpan.Zero;

    /// <summary>Cases that began while a removal was in flight.</summary>
    public int CasesBesideARemoval { get; private set; }

    public Task<FixtureOutcome> PrepareFixtureAsync(FixtureSpec fixture, IProgress<double> progress, CancellationToken cancellationToken)
    {
        Log($"make {fixture.Key}");
        TaskCompletionSource making;
        lock (makings)
        {
            order[fixture.Key] = made;
            making = Making(made++);
        }

        Log($"made {fixture.Key}");
        making.SetResult();
        return Task.FromResult(new FixtureOutcome(fixture.Key, 1, fixture.DataBytes, Reused: false));
    }

    public async Task ReleaseFixtureAsync(FixtureSpec fixture)
    {
        Interlocked.Increment(ref removing);
        Log($"remove {fixture.Key}");
        int ordinal;
        lock (makings)
        {
            ordinal = order[fixture.Key];
        }

        if (removesWhileMaking && followedByAMaking.Contains(ordinal))
        {
            Task next;
            lock (makings)
            {
                next = Making(ordinal + 1).Task;
            }

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

    private async Task Ended(string name)
    {
        if (DropDelay > TimeSpan.Zero)
        {
            await Task.Delay(DropDelay);
        }

        Log($"case {name} ended");
    }

    /// <summary>
    /// Which makings (0-based, in running order; a fixture made again on another visit is another making) belong to a
    /// group followed straight away by another fixture's group.
    /// </summary>
    private static HashSet<int> FollowedByAMaking(IReadOnlyList<ScheduleGroup> groups)
    {
        var followed = new HashSet<int>();
        var ordinal = -1;
        for (var i = 0; i < groups.Count; i++)
        {
            if (groups[i].Fixture is null)
            {
                continue;
            }

            ordinal++;
            if (i + 1 < groups.Count && groups[i + 1].Fixture is not null)
            {
                followed.Add(ordinal);
            }
        }

        return followed;
    }

    /// <summary>The signal of the <paramref name="ordinal"/>th making (from 0); called under the lock of <see cref="makings"/>.</summary>
    private TaskCompletionSource Making(int ordinal)
    {
        if (!makings.TryGetValue(ordinal, out var making))
        {
            making = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
            makings[ordinal] = making;
        }

        return making;
    }

    private void Log(string line)
    {
        lock (events)
        {
            events.Add(line);
        }
    }
}
