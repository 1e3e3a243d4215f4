using System.Text.RegularExpressions;

namespace Bench.Harness.SqlServer;

/// <summary>
/// The texts SQL Server prints about file initialization and BACKUP/RESTORE, as regular expressions: the trace flag
/// 3004/3014/3213 lines, messages 3211, 4035, 3014 and 3013, the error log's backup and restore records, and what
/// sqlcmd, SSMS and SQL Agent add around them.
/// </summary>
internal static partial class TracePatterns
{
    [GeneratedRegex(@"^(?<time>\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:\.\d+)?)[ \t]+(?<process>\S+)[ \t]+(?<text>.*)$")]
    public static partial Regex Line();

    /// <summary>The process column of an error log: Server, Logon, Backup, spid52, spid7s.</summary>
    [GeneratedRegex(@"^(?:Server|Logon|Backup|spid\d+s?)$", RegexOptions.IgnoreCase)]
    public static partial Regex ServerProcess();

    /// <summary>The column headers of xp_readerrorlog's result, as a grid copy starts.</summary>
    [GeneratedRegex(@"^LogDate\s+ProcessInfo\s+Text$")]
    public static partial Regex ErrorLogHeader();

    /// <summary>SQL Agent's suffix on every message of a job step's output.</summary>
    [GeneratedRegex(@"\s*\[SQLSTATE \w{5}\]\s*$")]
    public static partial Regex SqlStateSuffix();

    [GeneratedRegex(@"^Zeroing\s+(?<path>.+?)\s+from\s+page\s+\d+\s+to\s+\d+", RegexOptions.IgnoreCase)]
    public static partial Regex ZeroStart();

    [GeneratedRegex(@"^Zeroing\s+completed\s+on\s+(?<path>.+?)(?:\s*\(\s*elapsed\s*=\s*(?<ms>\d+(?:\.\d+)?)\s*ms\s*\))?\s*\.?$", RegexOptions.IgnoreCase)]
    public static partial Regex ZeroEnd();

    [GeneratedRegex(@"^Restore\w*\s*:\s*(?<step>.+)$", RegexOptions.IgnoreCase)]
    public static partial Regex RestoreStep();

    [GeneratedRegex(@"^Backup/Restore\s+buffer\s+configuration\s+parameters", RegexOptions.IgnoreCase)]
    public static partial Regex BufferHeader();

    /// <summary>
    /// A field of trace flag 3213's buffer configuration, in the spelling of SQL Server 2014 and later ("BufferCount:",
    /// "MaxTransferSize:") or of 2005-2012 ("Buffer count:", "Max transfer size:", "Min MaxTransfer size:"), with the
    /// compressed-backup fields (media and encode buffers).
    /// </summary>
    [GeneratedRegex(@"^(?<key>Memory\s*limit|Buffer\s*count|Sets\s*Of\s*Buffers|Max\s*transfer\s*size|Min\s*Max\s*transfer\s*size|Total\s*buffer\s*space|Filesystem\s*i/o\s*alignment|Buffers\s*per\s*read\s*stream|Buffers\s*per\s*write\s*stream|Media\s*Buffer\s*count|Media\s*Buffer\s*size|Encode\s*Buffer\s*count)\s*:\s*(?<value>\d+)\s*(?<unit>[KMG]B)?", RegexOptions.IgnoreCase)]
    public static partial Regex BufferField();

    /// <summary>Message 3014, also where a DBA quoted it inside a sentence or parentheses.</summary>
    [GeneratedRegex(@"(?<op>\b(?:BACKUP|RESTORE)\b[^()\r\n]*?)\s+successfully\s+processed\s+(?<pages>\d+)\s+pages\s+in\s+(?<seconds>\d+(?:\.\d+)?)\s+seconds\s*\(\s*(?<mbs>\d+(?:\.\d+)?)\s*MB/sec\s*\)")]
    public static partial Regex Processed();

    /// <summary>The error log's record of a backup or restore (messages 18264, 18265, 18267, 18268, 18270, 4356 and kin).</summary>
    [GeneratedRegex(@"^(?<op>Database backed up|Database differential changes were backed up|Log was backed up|Database was restored|Database changes were restored|Log was restored)[.:]\s*Database:\s*(?<db>[^,]+),")]
    public static partial Regex ErrorLogTransfer();

    [GeneratedRegex(@"pages dumped:\s*(?<pages>\d+)")]
    public static partial Regex PagesDumped();

    /// <summary>Message 4035; quotes as SQL Server prints them or as a blog's typography turned them.</summary>
    [GeneratedRegex(@"^Processed\s+(?<pages>\d+)\s+pages\s+for\s+database\s+['‘’](?<db>[^'‘’]*)['‘’],\s*file\s+['‘’](?<file>[^'‘’]*)['‘’]", RegexOptions.IgnoreCase)]
    public static partial Regex ProcessedFile();

    [GeneratedRegex(@"Instant\s+File\s+Initialization\s*:\s*(?<state>enabled|disabled)", RegexOptions.IgnoreCase)]
    public static partial Regex Ifi();

    /// <summary>Message 3211 ("processed"), and "restored" as older clients and SQL Agent job output show it.</summary>
    [GeneratedRegex(@"^(?<n>\d{1,3})\s+percent\s+(?:processed|restored)", RegexOptions.IgnoreCase)]
    public static partial Regex Percent();

    /// <summary>The header SSMS and sqlcmd print before an error's text, e.g. "Msg 3013, Level 16, State 1, Line 1".</summary>
    [GeneratedRegex(@"^Msg\s+(?<number>\d+),\s*Level\s+(?<level>\d+),\s*State\s+(?<state>\d+)")]
    public static partial Regex Message();

    /// <summary>The stamp SSMS 18 and later print after a batch.</summary>
    [GeneratedRegex(@"^Completion time:\s*(?<time>\S+)")]
    public static partial Regex CompletionTime();
}
