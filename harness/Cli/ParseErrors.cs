using Bench.Scenarios.Validation;

namespace Bench.Harness.Cli;

/// <summary>
/// What the command line got wrong, said as every other refusal: the option or verb named, "did you mean" for a
/// misspelt one, and what is allowed; never a .NET type name.
/// </summary>
public static class ParseErrors
{
    /// <summary>One line per error of <paramref name="parsed"/>.</summary>
    public static IReadOnlyList<string> Describe(ParseResult parsed)
    {
        ArgumentNullException.ThrowIfNull(parsed);
        var command = parsed.CommandResult.Command;
        var verb = Verb(command);
        var lines = new List<string>();
        var unmatched = parsed.UnmatchedTokens.ToHashSet(StringComparer.Ordinal);
        string? previous = null;
        foreach (var token in parsed.Tokens.Select(t => t.Value))
        {
            if (unmatched.Contains(token))
            {
                if (Unmatched(command, verb, token, previous) is { } line)
                {
                    lines.Add(Secrets.Redact(line));
                }
            }

            previous = token;
        }

        foreach (var error in parsed.Errors)
        {
            var message = Secrets.Redact(error.Message);
            if (message.StartsWith("Unrecognized command or argument", StringComparison.Ordinal) || message == "Required command was not provided.")
            {
                continue;
            }

            lines.Add(message.StartsWith("Required argument missing", StringComparison.Ordinal)
                ? $"{string.Join(' ', command.Arguments.Select(a => a.Name))}: missing. Allowed: bench {verb} {string.Join(' ', command.Arguments.Select(a => a.Name + "..."))} (bench {verb} --help)"
                : message);
        }

        if (lines.Count == 0 && command is RootCommand)
        {
            lines.Add(NoVerb(command));
        }

        return lines;
    }

    /// <summary>The verb of <paramref name="command"/> as the user typed it ("run"), or "bench" itself.</summary>
    public static string Verb(Command command) => command is RootCommand ? "bench" : command.Name;

    private static string? Unmatched(Command command, string verb, string token, string? previous)
    {
        if (token.StartsWith('-'))
        {
            var names = command.Options.Where(o => !o.Hidden).SelectMany(o => o.Aliases.Prepend(o.Name)).Where(n => n.StartsWith("--", StringComparison.Ordinal)).Distinct().ToList();
            return $"{token}: not an option of {(command is RootCommand ? "bench" : $"bench {verb}")}{Suggestions.DidYouMean(token, names)} Allowed: {string.Join(", ", names)}";
        }

        if (command is RootCommand)
        {
            return $"{token}: not a verb{Suggestions.DidYouMean(token, Verbs(command))} Allowed: {string.Join(", ", Verbs(command))}";
        }

        // The value of an unknown option is not a second error.
        return previous is not null && previous.StartsWith('-') && !command.Options.Any(o => o.Name == previous || o.Aliases.Contains(previous))
            ? null
            : $"'{token}': bench {verb} takes no such argument. Allowed: its options (bench {verb} --help)";
    }

    private static string NoVerb(Command root) =>
        $"verb: none given. Allowed: {string.Join(", ", Verbs(root))}, e.g. ./bench run (bench --help says what each does)";

    private static IEnumerable<string> Verbs(Command root) => root.Subcommands.Select(c => c.Name);
}
