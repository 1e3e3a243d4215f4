using Bench.Results.Manifest;
using Bench.Scenarios.Matrix;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Runner;

/// <summary>
/// The fixture of each group of the schedule (a database to back up, a backup to restore), alive only while its group
/// runs: made before the group's first case (timed apart, in no row), removal started after its last. When the target
/// can, the removal of one group's fixture overlaps the making of the next group's; it always ends before the next case
/// starts, so nothing ever runs beside a timed case.
/// </summary>
/// <param name="target">Where fixtures are made.</param>
/// <param name="observer">Told of each fixture.</param>
/// <param name="clock">Charged with the time fixtures take and the deletion nothing overlapped.</param>
public sealed class FixtureLifetimes(ITarget target, IRunObserver observer, StudyClock clock)
{
    private readonly List<FixtureInfo> made = [];
    private readonly List<FixtureSpec> held = [];
    private (ScheduleGroup Group, Task Removal)? removing;

    /// <summary>What a write refused for want of space stops the run with (<see cref="Runner.DiskFull"/>), as a case's does.</summary>
    public DiskFull DiskFull { get; init; } = DiskFull.Unnamed;

    /// <summary>The fixtures made so far, each with its time.</summary>
    public IReadOnlyList<FixtureInfo> Made => made;

    /// <summary>
    /// Makes what the cases of <paramref name="group"/> share, unless it exists; <paramref name="overlap"/>: the fixture
    /// being removed (of the group just before) may go while this one is made. Returns when both are done: the reason when
    /// the fixture could not be made, else null.
    /// </summary>
    public async Task<string?> PrepareAsync(ScheduleGroup group, bool overlap, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(group);
        if (group.Fixture is not { } fixture || target is not IFixtureStore store)
        {
            await SettleAsync();
            return null;
        }

        if (!(overlap && store.RemovesWhileMaking))
        {
            await SettleAsync();
        }

        var mark = clock.Start();
        observer.FixtureStarted(group.Runs[0], fixture);
        string? failed = null;
        try
        {
            var outcome = await store.PrepareFixtureAsync(fixture, new Progress(observer), cancellationToken);
            if (!outcome.Reused)
            {
                held.Add(fixture);
                var info = new FixtureInfo(fixture.Key, Math.Round(outcome.MadeMs, 3), outcome.BytesWritten, fixture.DataBytes);
                made.Add(info);
                clock.FixtureMade(mark, outcome.BytesWritten);
                observer.FixtureMade(info);
            }
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
        }
        catch (Exception e) when (DiskFull.Is(e))
        {
            clock.Charge(StudyPart.Fixtures, clock.Since(mark));
            await SettleAsync();
            throw DiskFull.Stop(e);
        }
        catch (Exception e) when (CaseExecutor.IsCaseFailure(e))
        {
            failed = $"making what the case needs ({fixture.Key}) failed: {e.GetType().Name}: {e.Message}";
        }

        clock.Charge(StudyPart.Fixtures, clock.Since(mark));
        await SettleAsync();
        return failed;
    }

    /// <summary>Starts removing the fixture of <paramref name="group"/> (it ends by the next <see cref="PrepareAsync"/> or <see cref="SettleAsync"/>).</summary>
    public void Release(ScheduleGroup group)
    {
        ArgumentNullException.ThrowIfNull(group);
        if (group.Fixture is not { } fixture || target is not IFixtureStore store || !held.Remove(fixture))
        {
            return;
        }

        var previous = removing?.Removal ?? Task.CompletedTask;
        removing = (group, RemoveAfterAsync(previous, store, fixture));
    }

    /// <summary>Waits for the removal in flight; the wait is charged as deletion.</summary>
    public async Task SettleAsync()
    {
        if (removing is not { } pending)
        {
            return;
        }

        var mark = clock.Start();
        try
        {
            await pending.Removal;
        }
        finally
        {
            removing = null;
            clock.Charge(StudyPart.Deletion, clock.Since(mark));
        }
    }

    /// <summary>Removes every fixture still there (the run ended or was stopped).</summary>
    public async Task ReleaseAllAsync()
    {
        try
        {
            await SettleAsync();
        }
        finally
        {
            if (target is IFixtureStore store)
            {
                var mark = clock.Start();
                foreach (var fixture in held)
                {
                    await store.ReleaseFixtureAsync(fixture);
                }

                held.Clear();
                clock.Charge(StudyPart.Deletion, clock.Since(mark));
            }
        }
    }

    private static async Task RemoveAfterAsync(Task previous, IFixtureStore store, FixtureSpec fixture)
    {
        await previous;
        await Task.Run(() => store.ReleaseFixtureAsync(fixture));
    }

    private sealed class Progress(IRunObserver observer) : IProgress<double>
    {
        public void Report(double value) => observer.CaseProgress(value);
    }
}
