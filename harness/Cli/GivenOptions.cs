using System.CommandLine.Parsing;

namespace Bench.Harness.Cli;

/// <summary>Which options a command line names, as opposed to those left at their defaults (<see cref="Configuration.RunOptions.Given"/>).</summary>
public static class GivenOptions
{
    /// <summary>The names of the options <paramref name="parsed"/> was given (e.g. --profile), in the order given, each once.</summary>
    public static IReadOnlyList<string> Of(ParseResult parsed)
    {
        ArgumentNullException.ThrowIfNull(parsed);
        var given = parsed.CommandResult.Children.OfType<OptionResult>().Where(o => !o.Implicit).Select(o => o.Option).ToList();
        return parsed.Tokens
            .Where(t => t.Type == TokenType.Option)
            .Select(t => given.FirstOrDefault(o => o.Name == t.Value || o.Aliases.Contains(t.Value))?.Name)
            .OfType<string>()
            .Distinct(StringComparer.Ordinal)
            .ToList();
    }
}
