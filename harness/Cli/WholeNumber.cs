using System.CommandLine.Parsing;
using System.Globalization;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Cli;

/// <summary>
/// Reads a whole-number option. Text that is not one is not a parse error (which would stop the command line before the
/// verb's own checks, hiding every other error): the parser leaves the option unset, and <see cref="Problem"/> gives the
/// refusal, naming the option and what it allows, for the verb to say with every other error at once.
/// </summary>
public static class WholeNumber
{
    /// <summary>A parser for an option whose value may be left out (e.g. --repetitions): null for text that is not a whole number.</summary>
    public static int? Parse(ArgumentResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        return Read(Text(result.Tokens), out var value) ? value : null;
    }

    /// <summary>A parser for an option with a default (e.g. --sample-interval): <paramref name="fallback"/> for text that is not a whole number.</summary>
    public static Func<ArgumentResult, int> Parser(int fallback) => result =>
    {
        ArgumentNullException.ThrowIfNull(result);
        return Read(Text(result.Tokens), out var value) ? value : fallback;
    };

    /// <summary>
    /// Why the value given to <paramref name="option"/> in <paramref name="parsed"/> is not a whole number (its values
    /// are <paramref name="allowed"/>), or null when it is one or the option was not given.
    /// </summary>
    public static ValidationError? Problem(ParseResult parsed, Option option, string allowed)
    {
        ArgumentNullException.ThrowIfNull(parsed);
        ArgumentNullException.ThrowIfNull(option);
        if (parsed.GetResult(option) is not { Implicit: false, Tokens.Count: > 0 } given || Read(Text(given.Tokens), out _))
        {
            return null;
        }

        var text = Text(given.Tokens);
        var location = SourceLocation.CommandLine(option.Name);
        return long.TryParse(text, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out _)
            ? new ValidationError(location, option.Name, $"{text} is out of range", allowed)
            : new ValidationError(location, option.Name, $"'{text}' is not a whole number", allowed);
    }

    /// <summary>
    /// The value of <paramref name="option"/> in <paramref name="parsed"/>: null when it was not given, or given text that
    /// is not a whole number (<see cref="Problem"/> says so; the parser's null is not read, which the parser library refuses).
    /// </summary>
    public static int? Value(ParseResult parsed, Option<int?> option)
    {
        ArgumentNullException.ThrowIfNull(parsed);
        ArgumentNullException.ThrowIfNull(option);
        return parsed.GetResult(option) is { Implicit: false, Tokens.Count: > 0 } given && !Read(Text(given.Tokens), out _) ? null : parsed.GetValue(option);
    }

    /// <summary>The errors of every whole-number option of <paramref name="parsed"/>, each with what it allows, in the order given.</summary>
    public static IReadOnlyList<ValidationError> Problems(ParseResult parsed, params (Option Option, string Allowed)[] options)
    {
        ArgumentNullException.ThrowIfNull(options);
        return options.Select(o => Problem(parsed, o.Option, o.Allowed)).OfType<ValidationError>().ToList();
    }

    private static string Text(IReadOnlyList<Token> tokens) => tokens.Count == 0 ? string.Empty : tokens[^1].Value;

    private static bool Read(string text, out int value) => int.TryParse(text, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out value);
}
