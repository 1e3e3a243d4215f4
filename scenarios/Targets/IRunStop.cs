namespace Bench.Scenarios.Targets;

/// <summary>
/// A target that can stop the run (the sqlserver target, giving up on a server that keeps ending the run's sessions).
/// A stop before a case reaches the runner as <see cref="RunStoppedException"/> at that case; one in what follows the
/// last case (its database's drop, the server's waits read after it) has no case left to throw at, and is read here.
/// </summary>
public interface IRunStop
{
    /// <summary>Why the target stopped the run (what its <see cref="RunStoppedException"/> says), or null while it can go on.</summary>
    string? Stopped { get; }
}
