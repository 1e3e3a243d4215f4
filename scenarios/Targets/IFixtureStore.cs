namespace Bench.Scenarios.Targets;

/// <summary>A target that makes what cases need before they run (a database to back up, a backup to restore), once, and removes it.</summary>
public interface IFixtureStore
{
    /// <summary>
    /// Whether a fixture can be removed while the next one is made (the runner then overlaps the two, never a case);
    /// false unless the target says so (a server session runs one statement at a time).
    /// </summary>
    bool RemovesWhileMaking => false;

    /// <summary>Makes <paramref name="fixture"/> unless it exists already; its making belongs to no case's figures.</summary>
    Task<FixtureOutcome> PrepareFixtureAsync(FixtureSpec fixture, IProgress<double> progress, CancellationToken cancellationToken);

    /// <summary>Removes a fixture this run made (no-op when it does not exist).</summary>
    Task ReleaseFixtureAsync(FixtureSpec fixture);
}
