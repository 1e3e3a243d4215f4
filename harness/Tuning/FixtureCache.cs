using Bench.Harness.Runner;
using Bench.Results.Manifest;
using Bench.Scenarios;
using Bench.Scenarios.Matrix;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Tuning;

/// <summary>
/// The fixtures a tune's cases need (the backups a restore reads, the database a backup reads), made when a case first
/// needs one and kept for the next, at most <see cref="Capacity"/> at once: the one used longest ago is removed first,
/// so the space a tune holds stays bounded however far the search walks. A search returns to its best often, so what
/// it just used is what it needs next.
/// </summary>
/// <param name="target">Where fixtures are made.</param>
/// <param name="observer">Told of each fixture made.</param>
public sealed class FixtureCache(ITarget target, IRunObserver observer) : IAsyncDisposable
{
    /// <summary>Fixtures kept at once.</summary>
    public const int Capacity = 3;

    private readonly LinkedList<FixtureSpec> kept = [];
    private readonly List<FixtureInfo> made = [];

    /// <summary>
    /// What a write refused for want of space stops the tune with (<see cref="Runner.DiskFull"/>), as a run's fixture
    /// (<see cref="FixtureLifetimes"/>) and a case's write stop theirs: the case gets no row, and a resume runs the rest.
    /// </summary>
    public DiskFull DiskFull { get; init; } = DiskFull.Unnamed;

    /// <summary>The fixtures made so far, each with its time (a fixture made again after removal is listed again).</summary>
    public IReadOnlyList<FixtureInfo> Made => made;

    /// <summary>
    /// The most space a tune that may run any of <paramref name="cases"/> holds at once: the largest case's own files with
    /// the <see cref="Capacity"/> largest fixtures kept beside it, in the data directory, the backup directory and both
    /// together; <paramref name="what"/> names the tune's case in the message (a restore of 8 MiB).
    /// </summary>
    public static SpaceNeeds Peak(IReadOnlyList<PlannedCase> cases, string what)
    {
        ArgumentNullException.ThrowIfNull(cases);
        var fixtures = cases.Select(c => c.Fixture).OfType<FixtureSpec>().Distinct().ToList();
        long Kept(Func<FixtureSpec, long> bytes) => fixtures.Select(bytes).OrderDescending().Take(Capacity).Sum();
        long Largest(Func<PlannedCase, long> bytes) => cases.Select(bytes).DefaultIfEmpty().Max();
        var data = Largest(c => c.DiskBytesNeeded) + Kept(f => f.Kind == FixtureKind.Database ? f.DiskBytes : 0);
        var backup = Largest(c => c.BackupBytesNeeded) + Kept(f => f.Kind == FixtureKind.Backup ? f.DiskBytes : 0);
        var combined = Largest(c => c.DiskBytesNeeded + c.BackupBytesNeeded) + Kept(f => f.DiskBytes);
        var kept = Math.Min(Capacity, fixtures.Count);
        var names = string.Join(" and ", fixtures.Select(f => f.Kind.ToString().ToLowerInvariant()).Distinct().Order());
        var at = kept == 0 ? what : $"{what} beside the {(kept == 1 ? $"{names} it needs" : $"{kept} {names}s the tune keeps at once")}";
        return new SpaceNeeds(data, backup, combined, at) { LargestGroupBytes = combined };
    }

    /// <summary>Makes what <paramref name="scheduled"/> needs unless it is kept; the reason when it could not be made, else null.</summary>
    public async Task<string?> PrepareAsync(ScheduledCase scheduled, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(scheduled);
        if (scheduled.Case.Fixture is not { } fixture || target is not IFixtureStore store)
        {
            return null;
        }

        if (kept.Find(fixture) is { } node)
        {
            kept.Remove(node);
            kept.AddFirst(node);
            return null;
        }

        while (kept.Count >= Capacity)
        {
            var oldest = kept.Last!.Value;
            kept.RemoveLast();
            await store.ReleaseFixtureAsync(oldest);
        }

        observer.FixtureStarted(scheduled, fixture);
        try
        {
            var outcome = await store.PrepareFixtureAsync(fixture, new Progress<double>(_ => { }), cancellationToken);
            kept.AddFirst(fixture);
            var info = new FixtureInfo(fixture.Key, Math.Round(outcome.MadeMs, 3), outcome.BytesWritten, fixture.DataBytes);
            made.Add(info);
            observer.FixtureMade(info);
            return null;
        }
        catch (Exception e) when (DiskFull.Is(e))
        {
            throw DiskFull.Stop(e);
        }
        catch (Exception e) when (CaseExecutor.IsCaseFailure(e))
        {
            return $"making what the case needs ({fixture.Key}) failed: {e.GetType().Name}: {e.Message}";
        }
    }

    /// <summary>Removes every fixture kept.</summary>
    public async ValueTask DisposeAsync()
    {
        if (target is IFixtureStore store)
        {
            foreach (var fixture in kept)
            {
                await store.ReleaseFixtureAsync(fixture);
            }
        }

        kept.Clear();
    }
}
