using System.Text.RegularExpressions;

namespace Bench.Harness.Cli;

/// <summary>Takes passwords out of text before it reaches the console, a file or a report.</summary>
public static partial class Secrets
{
    /// <summary><paramref name="text"/> with the value of every Password=/Pwd= (connection string keys, any case) replaced by ***.</summary>
    public static string Redact(string text) => text is null ? string.Empty : PasswordPattern().Replace(text, "$1=***");

    [GeneratedRegex(@"\b(password|pwd)\s*=\s*(""[^""]*""|'[^']*'|[^;""']*)", RegexOptions.IgnoreCase | RegexOptions.CultureInvariant)]
    private static partial Regex PasswordPattern();
}
