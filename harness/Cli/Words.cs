using System.CommandLine.Parsing;

namespace Bench.Harness.Cli;

/// <summary>
/// Options whose value is one of a set of words (--target, --durability, --profile, --scenario), taken whatever their
/// case: the parser gives the word as the set spells it (lower case), so every check, the manifest and a resumed run
/// see one spelling (--target SQLSERVER runs, and is recorded, as sqlserver). A value that is no word of the set is
/// given as typed, for the verb's own check to refuse naming it and the words allowed, with every other error at once.
/// Declared once for every such option (<see cref="Of(Option{string}, IEnumerable{string})"/>); tune's mode argument is
/// read the same way by its own check.
/// </summary>
internal static class Words
{
    /// <summary><paramref name="option"/> (an option whose default is in <paramref name="words"/>), taking its words whatever their case.</summary>
    public static Option<string> Of(Option<string> option, IEnumerable<string> words)
    {
        ArgumentNullException.ThrowIfNull(option);
        var set = words.ToList();
        var fallback = option.DefaultValueFactory;
        option.CustomParser = result => result.Tokens.Count == 0 && fallback is not null ? fallback(result) : Canonical(Text(result.Tokens), set);
        return option;
    }

    /// <summary><paramref name="option"/> (a repeatable option), taking each of its words whatever their case.</summary>
    public static Option<string[]> Of(Option<string[]> option, IEnumerable<string> words)
    {
        ArgumentNullException.ThrowIfNull(option);
        var set = words.ToList();
        option.CustomParser = result => result.Tokens.Select(t => Canonical(t.Value, set)).ToArray();
        return option;
    }

    /// <summary>The word of <paramref name="words"/> that <paramref name="given"/> is, whatever its case; <paramref name="given"/> as it is when none.</summary>
    public static string Canonical(string given, IReadOnlyList<string> words)
    {
        ArgumentNullException.ThrowIfNull(given);
        ArgumentNullException.ThrowIfNull(words);
        return words.FirstOrDefault(w => string.Equals(w, given, StringComparison.OrdinalIgnoreCase)) ?? given;
    }

    private static string Text(IReadOnlyList<Token> tokens) => tokens.Count == 0 ? string.Empty : tokens[^1].Value;
}
