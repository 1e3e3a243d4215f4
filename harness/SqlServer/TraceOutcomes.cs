using Bench.Scenarios.Targets;

namespace Bench.Harness.SqlServer;

/// <summary>
/// What a traced batch's <see cref="TraceReport"/> (the server's error log lines and messages) says of a case: its phases,
/// the buffer count, a CREATE DATABASE's outcome. Pure: no connection, no state.
/// </summary>
internal static class TraceOutcomes
{
    /// <summary>
    /// The BufferCount trace flag 3213 printed; without its lines, the BUFFERCOUNT sent (the server obeys it), and null when
    /// none was sent: the server chose and nothing says what (never the native target's estimate, as if it were the server's).
    /// A printed count above <see cref="int.MaxValue"/> is unknown (null), not a wrapped number.
    /// </summary>
    internal static int? BufferCount(TraceReport report, TransferSpec transfer) => report.Buffers?.BufferCount switch
    {
        long printed => printed is >= 0 and <= int.MaxValue ? (int)printed : null,
        null => transfer.BufferCountGiven ? transfer.BufferCount : null,
    };

    /// <summary>The row's note when a CREATE or RESTORE printed no log zeroing line (<see cref="IfiEffective"/> is then null).</summary>
    internal const string Untraced =
        "ifi_effective unknown: the server's trace output for this case is missing (no log zeroing line, which CREATE and RESTORE always print with trace flags 3004 and 3605 on), so whether its data files were zeroed cannot be told; left out of the IFI on/off pairs";

    /// <summary>
    /// Whether IFI applied to a CREATE's or RESTORE's data files: false when one was zeroed, true when none was and the
    /// log's zeroing shows (CREATE and RESTORE always zero the log, so its line proves the trace output is there), and
    /// null when no log zeroing shows either: the output is missing, and its silence on the data files proves nothing.
    /// </summary>
    internal static bool? IfiEffective(TraceReport report) =>
        report.DataFilesZeroed ? false : report.Zeroed.Any(z => z.IsLog) ? true : null;

    /// <summary><see cref="Untraced"/> when <see cref="IfiEffective"/> cannot tell; null otherwise.</summary>
    internal static string? IfiNote(bool? ifiEffective) => ifiEffective is null ? Untraced : null;

    /// <summary>
    /// The row's note when a BACKUP's or RESTORE's <paramref name="operation"/> time came from the wall clock: no message
    /// 3014 among its messages (and, for a restore, no transfer phase in the trace, <paramref name="phaseSeen"/>), as when
    /// the session's messages came in a language the patterns do not read. Null when the server's own figure was there.
    /// </summary>
    internal static string? WallTimeNote(TraceReport report, string operation, bool phaseSeen) => report.Processed is null && !phaseSeen
        ? $"transfer_ms from the wall clock: the {operation}'s message 3014 (\"... successfully processed N pages in S seconds\") was not among its messages, so the time includes the statement's start and end, and the data size is the plan's"
        : null;

    internal static double? Phase(TraceReport report, string name) => report.Phases.FirstOrDefault(p => p.Name == name)?.Ms;

    /// <summary>
    /// A CREATE DATABASE's phases from its trace: with IFI the server prints nothing for the data files, so their
    /// allocation is then the CREATE's time outside the log's zeroings, from the first one's start to the last one's end:
    /// the database's startup between them (Starting up database, redo, FixupLogTail) is neither, and stays in the rest.
    /// </summary>
    internal static CreateOutcome Created(TraceReport report, double ms, long dataBytes, long logBytes)
    {
        var log = report.Phases.FirstOrDefault(p => p.Name == "log_zero");
        var logZero = log?.Ms ?? 0;
        var zeroing = log is null ? 0 : Math.Max(logZero, (log.End - log.Start).TotalMilliseconds);
        var allocate = report.DataFilesZeroed ? Phase(report, "allocate") ?? 0 : Math.Max(0, ms - zeroing);
        var ifi = IfiEffective(report);
        return new CreateOutcome(allocate, logZero, (report.DataFilesZeroed ? dataBytes : 0) + logBytes, ifi) { Note = IfiNote(ifi) };
    }
}
