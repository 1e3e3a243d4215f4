using System.Globalization;
using System.Text.RegularExpressions;
using Microsoft.Data.SqlClient;

namespace Bench.Store.SqlServer;

/// <summary>
/// Reads SQL Server connection strings and says what is wrong with one without repeating any of its text: the client's
/// "Keyword not supported: 'x'" quotes what it took for a keyword, which is a piece of the password when a password
/// holds an unquoted ';'.
/// </summary>
public static partial class ConnectionStrings
{
    /// <summary>Parses <paramref name="text"/>, or throws an <see cref="ArgumentException"/> whose message is <see cref="Problem"/>'s.</summary>
    /// <exception cref="ArgumentException">The client refused the string; the message repeats none of it.</exception>
    public static SqlConnectionStringBuilder Parse(string text)
    {
        ArgumentNullException.ThrowIfNull(text);
        try
        {
            return new SqlConnectionStringBuilder(text);
        }
        catch (Exception e) when (e is ArgumentException or FormatException or KeyNotFoundException)
        {
            throw new ArgumentException(Problem(text, e), e);
        }
    }

    /// <summary>
    /// What the client's refusal <paramref name="failure"/> of <paramref name="text"/> means, said without any of the
    /// string: an unknown keyword is named by its place (the pair after the n-th ';'), with the hint that a value holding
    /// ';' must be quoted; the client's other messages name a known keyword or an index and are kept.
    /// </summary>
    public static string Problem(string text, Exception failure)
    {
        ArgumentNullException.ThrowIfNull(text);
        ArgumentNullException.ThrowIfNull(failure);
        var unknown = UnknownKeyword().Match(failure.Message);
        if (!unknown.Success)
        {
            return failure.Message.TrimEnd('.');
        }

        // The client quotes the keyword as it read it (lower case, and running over an unquoted ';' up to the next '=').
        // Right after a password's pair, that "keyword" is the rest of the password: then only its place is said.
        var keyword = unknown.Groups["keyword"].Value;
        var at = PairStart(text, keyword);
        var pairs = at < 0 ? [] : text[..at].Split(';');
        var afterPassword = pairs.Length > 1 && PasswordKey().IsMatch(pairs[^2]);
        if (at >= 0 && !afterPassword && !keyword.Contains(';', StringComparison.Ordinal))
        {
            return $"keyword '{keyword}' is not one the SQL Server client takes";
        }

        var place = pairs.Length - 1;
        var where = place < 0 ? "one of its keyword=value pairs" : place == 0 ? "its first keyword=value pair" : string.Create(CultureInfo.InvariantCulture, $"the keyword=value pair after its {Ordinal(place)} ';'");
        return $"{where} has a keyword the SQL Server client does not take, and is not repeated here: a value that holds ';', as a password may, must be quoted (Password=\"...\" or Password='...')";
    }

    /// <summary>Where a pair of <paramref name="text"/> (its start, or after a ';' and blanks) has <paramref name="keyword"/> as its whole key; -1 when none does.</summary>
    private static int PairStart(string text, string keyword)
    {
        for (var start = 0; start <= text.Length; start = text.IndexOf(';', start) is var next and >= 0 ? next + 1 : text.Length + 1)
        {
            var at = start;
            while (at < text.Length && char.IsWhiteSpace(text[at]))
            {
                at++;
            }

            // The whole key: the keyword, then blanks and '=' (a key that only begins with it is another pair).
            var end = at + keyword.Length;
            if (keyword.Length > 0 && string.Compare(text, at, keyword, 0, keyword.Length, StringComparison.OrdinalIgnoreCase) == 0
                && text.AsSpan(Math.Min(end, text.Length)).TrimStart().StartsWith("="))
            {
                return at;
            }
        }

        return -1;
    }

    private static string Ordinal(int n) => n switch
    {
        1 => "first",
        2 => "second",
        3 => "third",
        _ => string.Create(CultureInfo.InvariantCulture, $"{n}th"),
    };

    [GeneratedRegex(@"^\s*(password|pwd)\s*=", RegexOptions.IgnoreCase | RegexOptions.CultureInvariant)]
    private static partial Regex PasswordKey();

    [GeneratedRegex(@"^Keyword not supported: '(?<keyword>.*)'\.?$", RegexOptions.Singleline | RegexOptions.CultureInvariant)]
    private static partial Regex UnknownKeyword();
}
