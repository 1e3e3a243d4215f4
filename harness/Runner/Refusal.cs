using Bench.Scenarios.Validation;
using Spectre.Console;

namespace Bench.Harness.Runner;

/// <summary>How a verb says it refused its input: every error, each naming the field, the value and what is allowed.</summary>
public static class Refusal
{
    /// <summary>Prints <paramref name="errors"/> under "bench <paramref name="verb"/>: <paramref name="heading"/>".</summary>
    public static void Print(IAnsiConsole console, string verb, string heading, IEnumerable<ValidationError> errors)
    {
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(errors);
        console.MarkupLineInterpolated($"[red]bench {verb}: {heading}[/]");
        foreach (var error in errors)
        {
            console.MarkupLineInterpolated($"  [red]-[/] {error.ToString()}");
        }
    }
}
