using System.Collections;

namespace Bench.Harness.Cli;

/// <summary>
/// How the process's consoles are made: ANSI codes (colour, bold, the live progress bar) only for a terminal, and never
/// when NO_COLOR is set (https://no-color.org) or TERM is dumb; output redirected to a file or pipe gets plain text.
/// </summary>
public static class ConsoleSetup
{
    /// <summary>Whether to write ANSI codes to a stream that is <paramref name="redirected"/> or not, in <paramref name="environment"/>.</summary>
    public static bool UsesAnsi(bool redirected, IDictionary environment)
    {
        ArgumentNullException.ThrowIfNull(environment);
        var noColor = environment["NO_COLOR"] is string value && value.Length > 0;
        var dumb = string.Equals(environment["TERM"] as string, "dumb", StringComparison.Ordinal);
        return !redirected && !noColor && !dumb;
    }

    /// <summary>A console on <paramref name="writer"/> (standard output or error), plain unless <see cref="UsesAnsi"/>, <paramref name="redirectedWidth"/> columns wide when redirected.</summary>
    public static IAnsiConsole Create(TextWriter writer, bool redirected, IDictionary environment, int redirectedWidth)
    {
        var ansi = UsesAnsi(redirected, environment);
        var console = AnsiConsole.Create(new AnsiConsoleSettings
        {
            Ansi = ansi ? AnsiSupport.Detect : AnsiSupport.No,
            ColorSystem = ansi ? ColorSystemSupport.Detect : ColorSystemSupport.NoColors,
            Interactive = ansi ? InteractionSupport.Detect : InteractionSupport.No,
            Out = new AnsiConsoleOutput(writer),
        });

        // Redirected to a file or a CI log: tables get room instead of the 80 columns Spectre assumes, and a refusal's
        // lines are not wrapped (a long path stays whole for grep).
        if (redirected)
        {
            console.Profile.Width = redirectedWidth;
        }

        return console;
    }
}
