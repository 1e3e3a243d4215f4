using System.CommandLine.Parsing;

namespace Bench.Harness.Cli;

/// <summary>
/// Refuses an empty text, or one of blanks only, given to any option or argument of any verb (<c>--data-dir ""</c>,
/// <c>bench import ""</c>, <c>--out "  "</c>), as the command line's own error: "--data-dir: empty; give a folder's path
/// (...)", "--out: only blanks; give a folder's path (...)" (a folder named "  " is no one's intent, and a size or a
/// list of blanks would be read as none). Declared once for every verb (added
/// to each option and argument that takes text as the command line is built), so that no empty path reaches a check
/// that would fail on it with .NET's message and a stack trace. The few options whose own check already refuses an
/// empty value in their words (<see cref="SaidByTheirOwnCheck"/>) keep them.
/// </summary>
internal static class EmptyValues
{
    /// <summary>Options that refuse an empty value or one of blanks themselves, naming it with what they allow (--note, --connection, --sql).</summary>
    private static readonly HashSet<string> SaidByTheirOwnCheck = new(["--note", "--connection", "--sql"], StringComparer.Ordinal);

    /// <summary>Adds the refusal to every option and argument taking text of <paramref name="command"/> and its verbs.</summary>
    public static void RefuseIn(Command command)
    {
        foreach (var option in command.Options.Where(o => TakesText(o.ValueType) && !SaidByTheirOwnCheck.Contains(o.Name)))
        {
            option.Validators.Add(result => Check(result, result.Tokens, option.Name, option.Description));
        }

        foreach (var argument in command.Arguments.Where(a => TakesText(a.ValueType)))
        {
            argument.Validators.Add(result => Check(result, result.Tokens, argument.Name, argument.Description));
        }

        foreach (var verb in command.Subcommands)
        {
            RefuseIn(verb);
        }
    }

    private static bool TakesText(Type type) => type == typeof(string) || type == typeof(string[]);

    private static void Check(SymbolResult result, IReadOnlyList<Token> tokens, string name, string? description)
    {
        if (tokens.FirstOrDefault(t => string.IsNullOrWhiteSpace(t.Value)) is { } blank)
        {
            var meaning = description is null ? string.Empty : $" ({FirstSentence(description)})";
            result.AddError($"{name}: {(blank.Value.Length == 0 ? "empty" : "only blanks")}; give {What(name)}{meaning}");
        }
    }

    /// <summary>What the option or argument takes, in words: a folder's path, a file's path, or a value.</summary>
    private static string What(string name) => name switch
    {
        "--out" or "--runs" or "--resume" or "RUN_DIR" => "a folder's path",
        _ when name.EndsWith("-dir", StringComparison.Ordinal) => "a folder's path",
        "--matrix" or "FILE" => "a file's path",
        "--to" or "--from" => "a DuckDB file's path (.duckdb) or a connection string",
        _ => "a value",
    };

    private static string FirstSentence(string text)
    {
        var end = text.IndexOf(". ", StringComparison.Ordinal);
        return (end < 0 ? text : text[..end]).TrimEnd('.');
    }
}
