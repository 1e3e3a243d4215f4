namespace Bench.Harness.SqlServer;

/// <summary>One line of SQL Server output: when (error log lines have a time; client messages do not), who, and what.</summary>
/// <param name="Time">The line's timestamp, when it has one.</param>
/// <param name="Process">The process column (spid52, Backup, Server), when there is one.</param>
/// <param name="Text">The message.</param>
public sealed record TraceLine(DateTime? Time, string? Process, string Text);
