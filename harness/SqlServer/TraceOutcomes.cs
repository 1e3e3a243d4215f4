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
        return new CreateOutcome(allocate, logZero, (report.DataFilesZeroed ? dataBytes : 0) + logBytes, IfiEffective: !report.DataFilesZeroed);
    }
}
