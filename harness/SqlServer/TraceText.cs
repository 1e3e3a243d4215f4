using System.Text;

namespace Bench.Harness.SqlServer;

/// <summary>
/// Reads a text file's lines whatever SQL Server or a tool wrote it in: the error log on Windows is UTF-16 LE with a
/// byte order mark, on Linux UTF-8; exports and pastes are UTF-8 with or without a BOM. CRLF, LF or CR.
/// </summary>
public static class TraceText
{
    /// <summary>The file's lines, the encoding taken from its byte order mark (UTF-8 when it has none).</summary>
    public static IReadOnlyList<string> ReadLines(string path)
    {
        using var reader = new StreamReader(path, Encoding.UTF8, detectEncodingFromByteOrderMarks: true);
        return ReadLines(reader);
    }

    /// <summary>The reader's lines.</summary>
    public static IReadOnlyList<string> ReadLines(TextReader reader)
    {
        ArgumentNullException.ThrowIfNull(reader);
        var lines = new List<string>();
        while (reader.ReadLine() is { } line)
        {
            lines.Add(line);
        }

        return lines;
    }
}
