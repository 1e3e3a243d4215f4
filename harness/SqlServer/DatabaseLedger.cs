using System.Globalization;
using Bench.Results.Export;

namespace Bench.Harness.SqlServer;

/// <summary>
/// What runs have left on a server and not yet undone, in a file beside the runs' data
/// (&lt;data-dir&gt;/.bench-sqlserver-databases, one entry a line: server, run id, host, process id, kind, name; tab
/// separated): the databases a run created and not yet dropped, and the global trace flags it switched on and not yet
/// off. An entry is written before its CREATE, RESTORE or DBCC TRACEON is sent and struck out once undone, so a run
/// killed at any instant leaves the list the next run against the same server cleans. Only entries of runs whose
/// process is gone are cleaned (host and process id, as <see cref="JournalLeftovers"/> tells them): a run still going
/// with the same data directory keeps its databases. Only bench_* names and the harness's trace flags are ever
/// written or read back; a line of an older bench (server, database) has no owner and counts as left.
/// </summary>
internal sealed class DatabaseLedger
{
    /// <summary>The file's name in the data directory.</summary>
    public const string FileName = ".bench-sqlserver-databases";

    private const string DatabaseKind = "database";
    private const string FlagKind = "flag";

    private readonly string path;
    private readonly string server;
    private readonly string runId;
    private readonly string host;
    private readonly int pid;
    private readonly Lock gate = new();

    /// <summary>
    /// The ledger of <paramref name="server"/> (its data source: host and port, never a password) in <paramref name="directory"/>,
    /// written for run <paramref name="runId"/> by this process on this host (or, for tests, the <paramref name="host"/> and
    /// <paramref name="pid"/> given).
    /// </summary>
    public DatabaseLedger(string directory, string server, string runId, string? host = null, int? pid = null)
    {
        path = Path.Combine(directory, FileName);
        this.server = Clean(server);
        this.runId = Clean(runId);
        this.host = host ?? JournalLeftovers.Host;
        this.pid = pid ?? Environment.ProcessId;
    }

    /// <summary>
    /// The entries of this server that processes no longer running left (this host's processes that are gone, and lines
    /// of an older bench that named no owner), whatever their run id: a resumed run keeps its run id, and its killed
    /// predecessor's entries are abandoned all the same. The processes still going, this one included, and those of
    /// other hosts, keep theirs.
    /// </summary>
    public IReadOnlyList<LedgerEntry> Abandoned()
    {
        lock (gate)
        {
            return Read().Where(e => e.Server == server && !Mine(e) && Gone(e)).Distinct().ToList();
        }
    }

    /// <summary>Lists <paramref name="database"/> (before it is created).</summary>
    public void Add(string database)
    {
        Check(database);
        Append(DatabaseKind, database);
    }

    /// <summary>
    /// Strikes this process's line of <paramref name="database"/> out (after it is dropped); the file goes when it is
    /// empty. Another process's line of the same name (a killed predecessor of a resumed run) stays.
    /// </summary>
    public void Remove(string database) => Strike(e => Mine(e) && e.Database == database);

    /// <summary>Lists trace flag <paramref name="flag"/> (before it is switched on globally).</summary>
    public void AddFlag(int flag)
    {
        CheckFlag(flag);
        Append(FlagKind, flag.ToString(CultureInfo.InvariantCulture));
    }

    /// <summary>Strikes trace flag <paramref name="flag"/> out (after it is switched off).</summary>
    public void RemoveFlag(int flag) => Strike(e => Mine(e) && e.Flag == flag);

    /// <summary>Strikes out <paramref name="entry"/>, which a run no longer running left (after it is undone).</summary>
    public void Clear(LedgerEntry entry) => Strike(e => e == entry);

    private void Append(string kind, string name)
    {
        lock (gate)
        {
            File.AppendAllText(path, Line(new LedgerEntry(server, runId, host, pid, kind, name)) + "\n");
        }
    }

    private void Strike(Func<LedgerEntry, bool> match)
    {
        lock (gate)
        {
            var all = Read();
            var rest = all.Where(e => !(e.Server == server && match(e))).ToList();
            if (rest.Count == all.Count)
            {
                return;
            }

            if (rest.Count == 0)
            {
                File.Delete(path);
            }
            else
            {
                File.WriteAllLines(path, rest.Select(Line));
            }
        }
    }

    /// <summary>Whether this process wrote <paramref name="entry"/> (its run, host and process id).</summary>
    private bool Mine(LedgerEntry entry) => entry.Pid == pid && entry.Host == host && entry.RunId == runId;

    /// <summary>Whether the run that wrote <paramref name="entry"/> is no longer running: an owner-less line, or this host's process gone.</summary>
    private bool Gone(LedgerEntry entry) => entry.Pid is not { } owner || (entry.Host == host && !JournalLeftovers.Running(owner));

    private static string Line(LedgerEntry e) => e.Pid is { } owner
        ? string.Join('\t', e.Server, e.RunId, e.Host, owner.ToString(CultureInfo.InvariantCulture), e.Kind, e.Name)
        : e.Server + "\t" + e.Name;

    private static string Clean(string text) => text.Replace('\t', ' ').Replace('\n', ' ').Replace('\r', ' ');

    private static void Check(string database)
    {
        if (!database.StartsWith("bench_", StringComparison.Ordinal))
        {
            throw new ArgumentException($"only bench_* databases are the harness's ('{database}' is not)", nameof(database));
        }
    }

    private static void CheckFlag(int flag)
    {
        if (!IfiScripts.OffFlags.Contains(flag) && !IfiScripts.TracingFlags.Contains(flag))
        {
            throw new ArgumentOutOfRangeException(nameof(flag), flag, $"only {string.Join(", ", IfiScripts.OffFlags.Concat(IfiScripts.TracingFlags))} are the harness's trace flags");
        }
    }

    private List<LedgerEntry> Read() => !File.Exists(path)
        ? []
        : File.ReadAllLines(path).Select(Parse).OfType<LedgerEntry>().ToList();

    private static LedgerEntry? Parse(string line)
    {
        var p = line.Split('\t');
        LedgerEntry? entry = p.Length switch
        {
            2 => new LedgerEntry(p[0], string.Empty, string.Empty, null, DatabaseKind, p[1]),
            6 when int.TryParse(p[3], NumberStyles.None, CultureInfo.InvariantCulture, out var owner) => new LedgerEntry(p[0], p[1], p[2], owner, p[4], p[5]),
            _ => null,
        };
        return entry switch
        {
            { Kind: DatabaseKind, Database: not null } => entry,
            { Kind: FlagKind, Flag: { } flag } when IfiScripts.OffFlags.Contains(flag) || IfiScripts.TracingFlags.Contains(flag) => entry,
            _ => null,
        };
    }
}
