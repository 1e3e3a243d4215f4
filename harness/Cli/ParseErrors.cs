using System.CommandLine.Parsing;
using Bench.Harness.Configuration;
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
                if (Unmatched(command, verb, token, previous is not null && unmatched.Contains(previous) ? previous : null) is { } line)
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

            var line = error.SymbolResult switch
            {
                OptionResult option => OfOption(option, message),
                ArgumentResult { Parent: OptionResult option } => OfOption(option, message),
                ArgumentResult { Parent: CommandResult } argument when argument.Tokens.Count == 0 =>
                    $"{string.Join(' ', command.Arguments.Select(a => a.Name))}: missing. Allowed: bench {verb} {Usage(command)} (bench {verb} --help)",
                _ => message,
            };
            if (!lines.Contains(line))
            {
                lines.Add(line);
            }
        }

        if (lines.Count == 0 && command is RootCommand)
        {
            lines.Add(NoVerb(command));
        }

        return [.. lines.Select(Located)];
    }

    /// <summary>A line said as every other refusal of the command line is: "command line: --x: ... Allowed: ....", one sentence each.</summary>
    private static string Located(string line) =>
        $"{SourceLocation.CommandLine(string.Empty).Source}: {line}{(line.EndsWith('.') || line.EndsWith('?') ? string.Empty : ".")}";

    /// <summary>The verb of <paramref name="command"/> as the user typed it ("run"), or "bench" itself.</summary>
    public static string Verb(Command command) => command is RootCommand ? "bench" : command.Name;

    /// <summary>The verb's arguments as its usage says them: FILE for one value, RUN_DIR... for several.</summary>
    private static string Usage(Command command) =>
        string.Join(' ', command.Arguments.Select(a => a.Arity.MaximumNumberOfValues > 1 ? a.Name + "..." : a.Name));

    /// <summary>The sentence's end: the suggestion ("; did you mean '--x'?", which ends it), or a full stop when there is none.</summary>
    private static string Ended(string suggestion) => suggestion.Length > 0 ? suggestion : ".";

    private static string? Unmatched(Command command, string verb, string token, string? previous)
    {
        if (token.StartsWith('-'))
        {
            var names = command.Options.Where(o => !o.Hidden).SelectMany(o => o.Aliases.Prepend(o.Name)).Where(n => n.StartsWith("--", StringComparison.Ordinal)).Distinct().ToList();
            return $"{token}: not an option of {(command is RootCommand ? "bench" : $"bench {verb}")}{Ended(Suggestions.DidYouMean(token, names))} Allowed: {string.Join(", ", names)}";
        }

        if (command is RootCommand)
        {
            return $"{token}: not a verb{Ended(Suggestions.DidYouMean(token, Verbs(command)))} Allowed: {string.Join(", ", Verbs(command))}";
        }

        // A verb of exactly one argument (bench import FILE) was given a second: say it takes one, as its usage does.
        if (command.Arguments is [{ Arity: { MinimumNumberOfValues: 1, MaximumNumberOfValues: 1 } } single])
        {
            return $"'{token}': bench {verb} takes one {single.Name}. Allowed: bench {verb} {Usage(command)} (bench {verb} --help)";
        }

        // The value of an unknown option (one not matched itself: a verb's argument may take a dashed token) is not a second error.
        return previous is not null && previous.StartsWith('-') && !command.Options.Any(o => o.Name == previous || o.Aliases.Contains(previous))
            ? null
            : $"'{token}': bench {verb} takes no such argument. Allowed: its options (bench {verb} --help)";
    }

    /// <summary>
    /// An error of one option said as bench says it: the option, what was given, what it takes. The parser's own texts
    /// ("Option '--profile' expects a single argument but 2 were provided", "Cannot parse argument 'abc' for option
    /// '--budget' as expected type 'System.Nullable`1[System.Int32]'") never reach the user; a message that already names
    /// the option is kept. (A whole number given as text is no parse error: <see cref="WholeNumber"/>.)
    /// </summary>
    private static string OfOption(OptionResult result, string message)
    {
        var option = result.Option;
        if (message.StartsWith(option.Name + ":", StringComparison.Ordinal))
        {
            return message;
        }

        var values = result.Tokens.Select(t => Secrets.Redact($"'{t.Value}'")).ToList();
        var kind = Kind(option.ValueType);
        var meaning = $"({option.Description?.TrimEnd('.')})";
        return values.Count switch
        {
            0 when result.IdentifierToken is null => $"{option.Name}: missing. Allowed: {option.Name} with {kind} {meaning}",
            0 => $"{option.Name}: no value given. Allowed: {kind} after {option.Name} {meaning}",
            > 1 when option.Arity.MaximumNumberOfValues == 1 =>
                $"{option.Name}: given {values.Count} times ({string.Join(", ", values)}); it takes one value. Allowed: {option.Name} once {meaning}",
            _ => $"{option.Name}: {values[^1]} is not {kind}. Allowed: {kind} {meaning}",
        };
    }

    /// <summary>What a value of <paramref name="type"/> is, in words ("a whole number"), never the .NET type's name.</summary>
    private static string Kind(Type type) => (Nullable.GetUnderlyingType(type) ?? type) switch
    {
        var t when t == typeof(int) || t == typeof(long) => "a whole number",
        var t when t == typeof(bool) => "true or false",
        _ => "a value",
    };

    private static string NoVerb(Command root) =>
        $"verb: none given. Allowed: {string.Join(", ", Verbs(root))}, e.g. {CommandExamples.Program} run (bench --help says what each does)";

    private static IEnumerable<string> Verbs(Command root) => root.Subcommands.Select(c => c.Name);
}
