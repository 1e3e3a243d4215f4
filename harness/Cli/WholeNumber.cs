using System.CommandLine.Parsing;
using System.Globalization;

namespace Bench.Harness.Cli;

/// <summary>Reads a whole-number option, refusing anything else with the option's name and what it allows.</summary>
public static class WholeNumber
{
    /// <summary>A parser for <paramref name="option"/> (e.g. --repetitions), whose values are <paramref name="allowed"/>.</summary>
    public static Func<ArgumentResult, int> Parser(string option, string allowed) => result =>
    {
        ArgumentNullException.ThrowIfNull(result);
        var text = result.Tokens.Count == 0 ? string.Empty : result.Tokens[^1].Value;
        if (int.TryParse(text, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out var value))
        {
            return value;
        }

        result.AddError(long.TryParse(text, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out _)
            ? $"{option}: {text} is out of range. Allowed: {allowed}"
            : $"{option}: '{text}' is not a whole number. Allowed: {allowed}");
        return 0;
    };
}
