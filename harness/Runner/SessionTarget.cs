using Bench.Harness.Configuration;
using Bench.Harness.Views;
using Bench.Harness.Volume;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Runner;

/// <summary>How a session (a run, a tune) opens its target: the target, or, after saying why, how the session ends without one.</summary>
public static class SessionTarget
{
    /// <summary>
    /// Opens <paramref name="config"/>'s target on <paramref name="workspace"/>; when it cannot run, or the user stopped
    /// it first, says so as "bench <paramref name="verb"/>" and gives the outcome instead.
    /// </summary>
    public static async Task<(ITarget? Target, SessionOutcome Outcome)> OpenAsync(
        IAnsiConsole console, string verb, ITargetFactory targets, RunConfig config, RunWorkspace workspace, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(targets);
        ArgumentNullException.ThrowIfNull(config);
        try
        {
            return (await targets.OpenAsync(config, workspace, cancellationToken), SessionOutcome.Done);
        }
        catch (TargetUnavailableException e)
        {
            Refusal.Print(console, verb, $"the {config.Options.Target} target cannot run", [e.Message]);
            return (null, SessionOutcome.Unavailable);
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            console.MarkupLine("[yellow]cancelled[/] before the first case: nothing was run");
            return (null, SessionOutcome.Cancelled);
        }
    }
}
