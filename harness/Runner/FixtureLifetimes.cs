using Bench.Results.Manifest;
using Bench.Scenarios.Matrix;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Runner;

/// <summary>
/// The databases and backups a schedule's cases need: each made before the first case that needs it (timed apart, in
/// no row) and removed after the last one, or when the run ends.
/// </summary>
public sealed class FixtureLifetimes
{
    private readonly ITarget target;
    private readonly IRunObserver observer;
    private readonly Dictionary<string, int> lastUse;
    private readonly IReadOnlyList<FixtureSpec> all;
    private readonly List<FixtureInfo> made = [];

    /// <summary>The fixtures of <paramref name="schedule"/> on <paramref name="target"/>.</summary>
    public FixtureLifetimes(IReadOnlyList<ScheduledCase> schedule, ITarget target, IRunObserver observer)
    {
        ArgumentNullException.ThrowIfNull(schedule);
        this.target = target;
        this.observer = observer;
        var uses = schedule.Where(s => s.Case.Fixture is not null).GroupBy(s => s.Case.Fixture!.Key).ToList();
        lastUse = uses.ToDictionary(g => g.Key, g => g.Max(s => s.Position));
        all = uses.Select(g => g.First().Case.Fixture!).ToList();
    }

    /// <summary>The fixtures made so far, each with its time.</summary>
    public IReadOnlyList<FixtureInfo> Made => made;

    /// <summary>Makes what <paramref name="scheduled"/> needs unless it exists; the reason when it could not be made, else null.</summary>
    public async Task<string?> PrepareAsync(ScheduledCase scheduled, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(scheduled);
        if (scheduled.Case.Fixture is not { } fixture || target is not IFixtureStore store)
        {
            return null;
        }

        observer.FixtureStarted(scheduled, fixture);
        try
        {
            var outcome = await store.PrepareFixtureAsync(fixture, new Progress(observer), cancellationToken);
            if (!outcome.Reused)
            {
                var info = new FixtureInfo(fixture.Key, Math.Round(outcome.MadeMs, 3), outcome.BytesWritten, fixture.DataBytes);
                made.Add(info);
                observer.FixtureMade(info);
            }

            return null;
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            return null;
        }
        catch (Exception e) when (CaseExecutor.IsCaseFailure(e))
        {
            return $"making what the case needs ({fixture.Key}) failed: {e.GetType().Name}: {e.Message}";
        }
    }

    /// <summary>Removes the fixture of <paramref name="scheduled"/> when no later case needs it.</summary>
    public async Task AfterAsync(ScheduledCase scheduled)
    {
        ArgumentNullException.ThrowIfNull(scheduled);
        if (scheduled.Case.Fixture is { } used && lastUse[used.Key] == scheduled.Position && target is IFixtureStore store)
        {
            await store.ReleaseFixtureAsync(used);
        }
    }

    /// <summary>Removes every fixture still there (the run ended or was stopped).</summary>
    public async Task ReleaseAllAsync()
    {
        if (target is IFixtureStore store)
        {
            foreach (var fixture in all)
            {
                await store.ReleaseFixtureAsync(fixture);
            }
        }
    }

    private sealed class Progress(IRunObserver observer) : IProgress<double>
    {
        public void Report(double value) => observer.CaseProgress(value);
    }
}
