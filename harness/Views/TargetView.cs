using Bench.Harness.Runner;

namespace Bench.Harness.Views;

/// <summary>What a session says when it ends without its target: the target cannot run, or the user stopped it first.</summary>
public static class TargetView
{
    /// <summary>Says why <paramref name="opening"/> has no target, as "bench <paramref name="verb"/>" with the <paramref name="target"/> target.</summary>
    public static void PrintNotOpened(IAnsiConsole console, string verb, string target, SessionTarget.Opening opening)
    {
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(opening);
        if (opening.Unavailable is { } why)
        {
            Refusal.Print(console, verb, $"the {target} target cannot run", [why]);
        }
        else
        {
            console.MarkupLine("[yellow]cancelled[/] before the first case: nothing was run");
        }
    }
}
