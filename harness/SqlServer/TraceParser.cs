using System.Globalization;

namespace Bench.Harness.SqlServer;

/// <summary>
/// Reads what SQL Server printed about file initialization and BACKUP/RESTORE: an error log as the server writes it
/// (Windows or Linux) or as xp_readerrorlog returns it, oldest or newest row first; trace flags 3004, 3605, 3014 and
/// 3213 (the 2005-2012 spelling too); the messages sqlcmd, SSMS and SQL Agent show (3211, 4035, 3014, errors,
/// "Completion time:"); and DBCC PAGE output. Tolerant: CRLF or LF, tabs or spaces, lines without the
/// "(elapsed = N ms)" suffix; lines it does not know are counted and skipped.
/// </summary>
public static class TraceParser
{
    /// <summary>The kinds of text the parser reads, for a user whose file held none of them.</summary>
    public const string KnownKinds =
        "an error log (as SQL Server writes it on Windows, UTF-16, or on Linux, UTF-8; or xp_readerrorlog rows; oldest or newest first), "
        + "trace flag 3004/3014/3213 lines, the messages sqlcmd, SSMS or SQL Agent show for a BACKUP or RESTORE "
        + "(N percent processed, Processed N pages, ... successfully processed N pages, Msg N, Completion time), and DBCC PAGE output";

    /// <summary>Splits one line into time, process and text.</summary>
    public static TraceLine ParseLine(string line)
    {
        ArgumentNullException.ThrowIfNull(line);
        var clean = TracePatterns.SqlStateSuffix().Replace(line.TrimEnd('\r'), string.Empty);
        var match = TracePatterns.Line().Match(clean.Trim());
        if (match.Success && DateTime.TryParse(match.Groups["time"].Value.Replace('T', ' '), CultureInfo.InvariantCulture, DateTimeStyles.None, out var time))
        {
            return new TraceLine(time, match.Groups["process"].Value, match.Groups["text"].Value.Trim());
        }

        return new TraceLine(null, null, clean.Trim());
    }

    /// <summary>The percentage of a "N percent processed." message (3211), or null for any other text.</summary>
    public static int? Percent(string text)
    {
        ArgumentNullException.ThrowIfNull(text);
        var m = TracePatterns.Percent().Match(text.Trim());
        return m.Success ? int.Parse(m.Groups["n"].ValueSpan, CultureInfo.InvariantCulture) : null;
    }

    /// <summary>Reads every line and puts together what they say.</summary>
    public static TraceReport Parse(IEnumerable<string> lines)
    {
        ArgumentNullException.ThrowIfNull(lines);
        var all = lines.ToList();
        var numbered = all.Select((line, i) => (Number: i + 1, Line: ParseLine(line))).ToList();
        var newestFirst = RunsNewestFirst(numbered.Select(n => n.Line.Time));
        if (newestFirst)
        {
            numbered.Reverse();
        }

        var reader = new TraceReader();
        foreach (var (number, line) in numbered)
        {
            reader.Read(number, line);
        }

        return reader.Build(all.Count, newestFirst, DbccPageReader.Read(all));
    }

    /// <summary>Whether the timestamps fall more often than they rise from one line to the next.</summary>
    private static bool RunsNewestFirst(IEnumerable<DateTime?> times)
    {
        DateTime? previous = null;
        var (rising, falling) = (0, 0);
        foreach (var time in times.OfType<DateTime>())
        {
            if (previous is { } p && time != p)
            {
                (rising, falling) = time > p ? (rising + 1, falling) : (rising, falling + 1);
            }

            previous = time;
        }

        return falling > rising;
    }
}
