using System.Data;
using System.Diagnostics;
using System.Globalization;
using Microsoft.Data.SqlClient;

namespace Bench.Harness.SqlServer;

/// <summary>
/// Runs a batch and reads back what the server printed about it: the messages it sent while it ran (STATS
/// percentages, message 3014, 4035) and the error log lines of this connection's spid between the server's clock
/// before and after (trace flags 3004, 3605, 3213), put together by <see cref="TraceParser"/>.
/// </summary>
internal sealed class ServerTrace(ISqlSession session)
{
    /// <summary>Runs <paramref name="batch"/>; returns what it printed and its wall time as the client saw it.</summary>
    public async Task<(TraceReport Report, double Ms)> RunAsync(SqlBatch batch, IProgress<double>? progress, CancellationToken cancellationToken)
    {
        var messages = new List<string>();
        var start = await session.ServerNowAsync(cancellationToken);
        var clock = Stopwatch.StartNew();
        await session.ExecuteAsync(batch, Messages(progress, messages), cancellationToken);
        var ms = clock.Elapsed.TotalMilliseconds;
        return (await ReadAsync(start, messages, cancellationToken), ms);
    }

    /// <summary>
    /// This session's error log lines since <paramref name="start"/> (server time, widened by <see cref="WindowStart"/>),
    /// with <paramref name="messages"/>, parsed.
    /// </summary>
    public async Task<TraceReport> ReadAsync(DateTime start, List<string> messages, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(messages);
        start = WindowStart(start);
        var end = (await session.ServerNowAsync(cancellationToken)).AddSeconds(1);
        var log = await session.QueryAsync(
            IfiScripts.SessionLog,
            r => string.Create(
                CultureInfo.InvariantCulture, $"{r.GetDateTime(0):yyyy-MM-dd HH:mm:ss.fff} {(r.IsDBNull(1) ? "-" : r.GetString(1))} {(r.IsDBNull(2) ? string.Empty : r.GetString(2))}"),
            cancellationToken,
            LogTime("@start", start),
            LogTime("@end", end));
        List<string> all;
        lock (messages)
        {
            all = [.. log, .. messages];
        }

        return Parse(all);
    }

    /// <summary>
    /// Parses lines the server printed; one holding a number bench cannot hold (<see cref="TraceValueException"/>) fails
    /// with a <see cref="ServerErrorException"/> quoting the line, which doctor and the run report as the server's
    /// problem, not an unhandled crash.
    /// </summary>
    /// <exception cref="ServerErrorException">A line holds a number too large for its field.</exception>
    internal static TraceReport Parse(IReadOnlyList<string> lines)
    {
        ArgumentNullException.ThrowIfNull(lines);
        try
        {
            return TraceParser.Parse(lines);
        }
        catch (TraceValueException e)
        {
            var printed = e.Line >= 1 && e.Line <= lines.Count ? lines[e.Line - 1].Trim() : e.Value;
            throw new ServerErrorException(
                $"SQL Server printed a line bench cannot read: \"{printed}\" ({e.Field}: {e.Value} is out of range; allowed: {e.Allowed})", e);
        }
    }

    /// <summary>A message handler: keeps each message in <paramref name="into"/> and turns "N percent processed." into progress.</summary>
    public static Action<string> Messages(IProgress<double>? progress, List<string>? into) => message =>
    {
        if (into is not null)
        {
            lock (into)
            {
                into.Add(message);
            }
        }

        if (progress is not null && TraceParser.Percent(message) is { } percent)
        {
            progress.Report(percent / 100.0);
        }
    };

    /// <summary>
    /// The start of xp_readerrorlog's window for a batch that began at <paramref name="clock"/> (GETDATE()): floored to
    /// the 10 ms the error log stamps its lines with, less one more 10 ms step. Every published LogDate ends in 0
    /// (16:48:52.280, .310, .320 in a SQL Server 2012 trace flag 3004 sample; 19:23:53.090, .180 in a 2016+ one; the
    /// ERRORLOG file itself prints two decimals), while GETDATE() is datetime, to 1/300 s, and can round up by 1.67 ms:
    /// a line written at .285, just after a clock read of .283, is stamped .280 and a window starting at .283 leaves it
    /// out (the CREATE's first "Zeroing" line, a RESTORE's "PreparingContainers"). Not a whole second back: the previous
    /// case's last lines on the same spid (FixupLogTail's zeroing, "Restore is complete") would then count towards this one.
    /// </summary>
    internal static DateTime WindowStart(DateTime clock) =>
        new DateTime(clock.Ticks - (clock.Ticks % Centisecond), clock.Kind).AddTicks(-Centisecond);

    private const long Centisecond = 10 * TimeSpan.TicksPerMillisecond;

    /// <summary>
    /// A time for xp_readerrorlog's window, as a datetime: an extended procedure checks its own parameter types, and the
    /// public callers found pass a DATETIME variable (or a plain literal), none an nvarchar; a datetime also needs no
    /// language or DATEFORMAT to be read. <see cref="WindowStart"/>'s 10 ms steps are exact in datetime (1/300 s).
    /// Not verified on a server.
    /// </summary>
    private static SqlParameter LogTime(string name, DateTime time) => new(name, SqlDbType.DateTime) { Value = time };
}
