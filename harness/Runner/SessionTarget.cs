using Bench.Harness.Configuration;
using Bench.Harness.Volume;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Runner;

/// <summary>How a session (a run, a tune) opens its target: the target, or how the session ends without one and why.</summary>
public static class SessionTarget
{
    /// <summary>
    /// Opens <paramref name="config"/>'s target on <paramref name="workspace"/>; when it cannot run, or the user stopped
    /// it first, the outcome instead, saying nothing.
    /// </summary>
    public static async Task<Opening> OpenAsync(ITargetFactory targets, RunConfig config, RunWorkspace workspace, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(targets);
        ArgumentNullException.ThrowIfNull(config);
        try
        {
            return new Opening(await targets.OpenAsync(config, workspace, cancellationToken), SessionOutcome.Done, null);
        }
        catch (TargetUnavailableException e)
        {
            return new Opening(null, SessionOutcome.Unavailable, e.Message);
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            return new Opening(null, SessionOutcome.Cancelled, null);
        }
    }

    /// <summary>What opening the target gave.</summary>
    /// <param name="Target">The target; null when the session ends without one.</param>
    /// <param name="Outcome">How the session ends without one (<see cref="SessionOutcome.Done"/> with the target).</param>
    /// <param name="Unavailable">Why the target cannot run (<see cref="SessionOutcome.Unavailable"/>); null otherwise.</param>
    public sealed record Opening(ITarget? Target, SessionOutcome Outcome, string? Unavailable);
}
