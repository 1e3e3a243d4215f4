using Bench.Scenarios.Validation;

namespace Bench.Harness.Views;

/// <summary>How a verb says it refused its input: every error, each naming the field, the value and what is allowed.</summary>
public static class Refusal
{
    /// <summary>Where <paramref name="console"/> says what it refuses: standard error for the process's <see cref="SplitConsole"/>, else itself.</summary>
    public static IAnsiConsole ErrorsOf(IAnsiConsole console) => console is SplitConsole split ? split.Error : console;

    /// <summary>Prints <paramref name="errors"/> under "bench <paramref name="verb"/>: <paramref name="heading"/>".</summary>
    public static void Print(IAnsiConsole console, string verb, string heading, IEnumerable<ValidationError> errors) =>
        Print(console, verb, heading, errors.Select(e => e.ToString()));

    /// <summary>Prints <paramref name="lines"/> under "bench <paramref name="verb"/>: <paramref name="heading"/>", each once.</summary>
    public static void Print(IAnsiConsole console, string verb, string heading, IEnumerable<string> lines)
    {
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(lines);
        var errors = ErrorsOf(console);
        var who = string.IsNullOrEmpty(verb) ? "bench" : $"bench {verb}";
        errors.MarkupLineInterpolated($"[red]{who}: {heading}[/]");
        // Each said once: two sources of one error (the same folder reached twice) are one error.
        foreach (var line in lines.Distinct(StringComparer.Ordinal))
        {
            errors.MarkupLineInterpolated($"  [red]-[/] {line}");
        }
    }
}
