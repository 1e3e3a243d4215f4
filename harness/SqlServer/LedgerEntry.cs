using System.Globalization;

namespace Bench.Harness.SqlServer;

/// <summary>
/// One line of the <see cref="DatabaseLedger"/>: a database or a global trace flag a run left, and the run (null
/// <paramref name="Pid"/>: an older bench's line, no owner); <paramref name="Space"/> is the PID namespace its process id
/// counts in (null: a line of a bench that did not say); <paramref name="Token"/> is the writing process's own random
/// token (null: a line of a bench that did not write one), which tells it from an earlier process of the same id;
/// <paramref name="ServerName"/> is the @@SERVERNAME the connection reached when the line was written (null: a line of a
/// bench that did not record it).
/// </summary>
internal sealed record LedgerEntry(string Server, string RunId, string Host, int? Pid, string Kind, string Name, string? Space = null, string? Token = null, string? ServerName = null)
{
    /// <summary>The database (a bench_* name), or null when this is a trace flag.</summary>
    public string? Database => Kind == "database" && Name.StartsWith("bench_", StringComparison.Ordinal) ? Name : null;

    /// <summary>The trace flag, or null when this is a database.</summary>
    public int? Flag => Kind == "flag" && int.TryParse(Name, NumberStyles.None, CultureInfo.InvariantCulture, out var flag) ? flag : null;
}
