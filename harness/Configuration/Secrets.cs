using System.Net.Sockets;
using System.Text.RegularExpressions;

namespace Bench.Harness.Configuration;

/// <summary>Takes passwords out of text before it reaches the console, a file or a report.</summary>
public static partial class Secrets
{
    /// <summary><paramref name="text"/> with the value of every Password=/Pwd= (connection string keys, any case) replaced by ***.</summary>
    public static string Redact(string text) => text is null ? string.Empty : PasswordPattern().Replace(text, "$1=***");

    /// <summary>
    /// <paramref name="message"/> (by default the error's own) with the innermost cause's message after it, redacted:
    /// SqlClient's "error: 35 - An internal exception was caught" says nothing of its cause ("Connection refused"), which
    /// only an inner exception holds. A cause that says nothing is passed over: SqlClient's managed network layer on
    /// Linux wraps a refused or unreachable port in a SocketException of error 0, "Success". The cause is left out when
    /// the message already says it.
    /// </summary>
    public static string RedactWithCause(Exception error, string? message = null)
    {
        ArgumentNullException.ThrowIfNull(error);
        var text = message ?? error.Message;
        var reason = string.Empty;
        for (var cause = error.InnerException; cause is not null; cause = cause.InnerException)
        {
            if (cause is not SocketException { SocketErrorCode: SocketError.Success } && cause.Message.Trim().TrimEnd('.') is { Length: > 0 } said)
            {
                reason = said;
            }
        }

        // Each redacted on its own: a password's value runs to the next ';', which would take the cause with it.
        return reason.Length == 0 || text.Contains(reason, StringComparison.Ordinal)
            ? Redact(text)
            : $"{Redact(text.TrimEnd())} (cause: {Redact(reason)})";
    }

    [GeneratedRegex(@"\b(password|pwd)\s*=\s*(""[^""]*""|'[^']*'|[^;""']*)", RegexOptions.IgnoreCase | RegexOptions.CultureInvariant)]
    private static partial Regex PasswordPattern();
}
