using Bench.Scenarios.Targets;

namespace Bench.Harness.Tests.Runner;

/// <summary>
/// A target that does no I/O and stops the run as the sqlserver target does when its server keeps ending the run's
/// sessions (<see cref="IRunStop"/>): its <c>stopAt</c>th case, and every one after it, throws
/// <see cref="RunStoppedException"/>; or, with <see cref="StopsInRemoval"/>, the stop is found as its fixtures are
/// removed, after the last case, where nothing throws. Each case that runs adds a note, as a reconnect before it does.
/// </summary>
/// <param name="stopAt">The case (from 1) the stop is thrown at; 0: none.</param>
internal sealed class StoppingTarget(int stopAt) : ITarget, IDatabaseFiles, IFixtureStore, ITransferStreams, IRunStop
{
    public const string Why = "the server keeps ending the run's sessions";

    private readonly List<string> notes = [];

    /// <summary>Cases begun (creates, backups and restores), the one the stop was thrown at included.</summary>
    public int Cases { get; private set; }

    /// <summary>Whether the stop is found as the fixtures are removed (after the last case), not at a case.</summary>
    public bool StopsInRemoval { get; init; }

    public string? Stopped { get; private set; }

    public string Name => "stopping";

    public string IoMode => "none";

    public IReadOnlyList<string> Notes => [.. notes];

    public Task<CreateOutcome> CreateDatabaseAsync(DatabaseSpec spec, IProgress<double> progress, CancellationToken cancellationToken) =>
        Case(spec.Name, new CreateOutcome(1, 0, spec.DataFileBytes, IfiEffective: false));

    public Task<GrowthOutcome> FillAndGrowAsync(DatabaseSpec spec, int growths, IProgress<double> progress, CancellationToken cancellationToken) => throw new NotSupportedException();

    public Task DropDatabaseAsync(DatabaseSpec spec, CancellationToken cancellationToken) => Task.CompletedTask;

    public Task<FixtureOutcome> PrepareFixtureAsync(FixtureSpec fixture, IProgress<double> progress, CancellationToken cancellationToken) =>
        Stopped is { } why ? throw new RunStoppedException(why) : Task.FromResult(new FixtureOutcome(fixture.Key, 1, fixture.DataBytes, Reused: false));

    public Task ReleaseFixtureAsync(FixtureSpec fixture)
    {
        if (StopsInRemoval)
        {
            Stopped ??= Why;
        }

        return Task.CompletedTask;
    }

    public Task<TransferOutcome> BackupAsync(BackupSpec spec, IProgress<double> progress, CancellationToken cancellationToken) =>
        Case(spec.Name, new TransferOutcome(0, 0, 10, spec.Source.DataBytes, spec.Source.DataBytes, spec.Source.DataBytes, null, spec.Transfer.BufferCount));

    public Task DropBackupAsync(BackupSpec spec) => Task.CompletedTask;

    public Task<TransferOutcome> RestoreAsync(RestoreSpec spec, IProgress<double> progress, CancellationToken cancellationToken) =>
        Case(spec.Database.Name, new TransferOutcome(0, 0, 10, spec.Source.DataBytes, spec.Source.DataBytes, spec.Source.DataBytes, spec.Database.Ifi, spec.Transfer.BufferCount));

    public ValueTask DisposeAsync() => ValueTask.CompletedTask;

    private Task<T> Case<T>(string name, T outcome)
    {
        if (Stopped is { } why)
        {
            throw new RunStoppedException(why);
        }

        if (++Cases == stopAt)
        {
            Stopped = Why;
            throw new RunStoppedException(Why);
        }

        notes.Add($"Reconnected before {name}.");
        return Task.FromResult(outcome);
    }
}
