using System.Globalization;
using Bench.Results.Export;

namespace Bench.Harness.SqlServer;

/// <summary>
/// What runs have left on a server and not yet undone, in a file beside the runs' data
/// (&lt;data-dir&gt;/.bench-sqlserver-databases, one entry a line: server, run id, host, process id, kind, name, PID namespace, the process's
/// random token, the server's @@SERVERNAME; tab separated): the databases a run created and not yet dropped, and the global trace flags it switched on and not yet
/// off. An entry is written before its CREATE, RESTORE or DBCC TRACEON is sent and struck out once undone, so a run
/// killed at any instant leaves the list the next run against the same server cleans. Only entries of runs whose
/// process is gone are cleaned (host and process id, as <see cref="JournalLeftovers"/> tells them): a run still going
/// with the same data directory keeps its databases. Only bench_* names and the harness's trace flags are ever
/// written or read back; a line of an older bench (server, database) has no owner and counts as left. The
/// @@SERVERNAME tells the replicas behind one connection string apart (after a failover it reaches another): a line of
/// another @@SERVERNAME is never acted on (<see cref="OtherServers"/>); a line that names none (an older bench's) is
/// taken for the server the connection string reaches, as before.
/// </summary>
internal sealed class DatabaseLedger
{
    /// <summary>
    /// This process's own token, random, written on each of its lines: a process of the same id later (a reboot, a PID
    /// reused) has another, so that its predecessor's lines are not taken for its own.
    /// </summary>
    internal static readonly string ProcessToken = Guid.NewGuid().ToString("N")[..16];

    /// <summary>The file's name in the data directory.</summary>
    public const string FileName = ".bench-sqlserver-databases";

    private const string DatabaseKind = "database";
    private const string FlagKind = "flag";

    private readonly string path;
    private readonly string server;
    private readonly string runId;
    private readonly string host;
    private readonly int pid;
    private readonly string space;
    private readonly string token;
    private readonly string? serverName;
    private readonly Lock gate = new();
    private readonly List<string> failures = [];

    /// <summary>
    /// The ledger of <paramref name="server"/> (its data source: host and port, never a password) in <paramref name="directory"/>,
    /// written for run <paramref name="runId"/> by this process on this host (or, for tests, the <paramref name="host"/> and
    /// <paramref name="pid"/> given), connected to the instance whose @@SERVERNAME is <paramref name="serverName"/> (null:
    /// not known, its lines name none and every line of <paramref name="server"/> is taken for this instance's).
    /// </summary>
    public DatabaseLedger(string directory, string server, string runId, string? host = null, int? pid = null, string? space = null, string? token = null, string? serverName = null)
    {
        this.serverName = string.IsNullOrEmpty(serverName) ? null : Clean(serverName);
        this.token = Clean(token ?? ProcessToken);
        this.space = Clean(space ?? PidSpace);
        path = Path.Combine(directory, FileName);
        this.server = Clean(server);
        this.runId = Clean(runId);
        this.host = host ?? JournalLeftovers.Host;
        this.pid = pid ?? Environment.ProcessId;
    }

    /// <summary>
    /// Every entry the file lists now, read once: what the cleanup at a run's start sorts with <see cref="Abandoned"/>,
    /// <see cref="Held"/>, <see cref="OtherNamespaces"/>, <see cref="OtherHosts"/> and <see cref="OtherServers"/>.
    /// </summary>
    public IReadOnlyList<LedgerEntry> Entries()
    {
        lock (gate)
        {
            return Read();
        }
    }

    /// <summary>
    /// Of <paramref name="entries"/> (<see cref="Entries"/>), those of this server that processes no longer running left (this host's processes that are gone, and lines
    /// of an older bench that named no owner), whatever their run id: a resumed run keeps its run id, and its killed
    /// predecessor's entries are abandoned all the same. The processes still going, this one included, and those of
    /// other hosts, keep theirs.
    /// </summary>
    public IReadOnlyList<LedgerEntry> Abandoned(IReadOnlyList<LedgerEntry> entries) =>
        entries.Where(e => OnThisServer(e) && !Mine(e) && Gone(e)).Distinct().ToList();

    /// <summary>
    /// Of <paramref name="entries"/>, those of this server that are not abandoned: this process's, and those of a process still running, of another
    /// host or of another PID namespace (whose state cannot be told from here). A trace flag one of them lists is never
    /// switched off for a dead run that listed it too.
    /// </summary>
    public IReadOnlyList<LedgerEntry> Held(IReadOnlyList<LedgerEntry> entries) =>
        entries.Where(e => OnThisServer(e) && (Mine(e) || !Gone(e))).Distinct().ToList();

    /// <summary>
    /// The PID namespace this process's id counts in, as Linux names it (<c>pid:[4026531836]</c>, the link
    /// /proc/self/ns/pid), or empty where it cannot be read (not Linux): a container that shares the host's name
    /// (--net=host, hostNetwork) but has its own PID namespace tells its processes from the host's by it.
    /// </summary>
    internal static string PidSpace { get; } = ReadPidSpace();

    /// <summary>
    /// Of <paramref name="entries"/>, those of this server that a process on this host in another PID namespace wrote (a container sharing this
    /// host's name, or the host seen from one): whether it still runs cannot be told from here, so they are never
    /// cleaned automatically.
    /// </summary>
    public IReadOnlyList<LedgerEntry> OtherNamespaces(IReadOnlyList<LedgerEntry> entries) =>
        entries.Where(e => OnThisServer(e) && e.Pid is not null && e.Host == host && e.Space is { } other && other != space).Distinct().ToList();

    /// <summary>
    /// Of <paramref name="entries"/>, those of this server that a process of another host wrote: whether it still runs cannot be told from here,
    /// so they are never cleaned automatically.
    /// </summary>
    public IReadOnlyList<LedgerEntry> OtherHosts(IReadOnlyList<LedgerEntry> entries) =>
        entries.Where(e => OnThisServer(e) && e.Pid is not null && e.Host != host).Distinct().ToList();

    /// <summary>
    /// Of <paramref name="entries"/>, those written through the same connection string (<c>server</c>) while it reached an instance of another
    /// @@SERVERNAME (another replica, before or after a failover): what they list is on that instance, not this one, so
    /// they are never cleaned from here, whoever wrote them. Empty when this ledger does not know its @@SERVERNAME.
    /// </summary>
    public IReadOnlyList<LedgerEntry> OtherServers(IReadOnlyList<LedgerEntry> entries) =>
        entries.Where(e => e.Server == server && serverName is not null && e.ServerName is { } other && other != serverName).Distinct().ToList();

    /// <summary>Whether <paramref name="entry"/> is of the instance this ledger is connected to: its connection string's server, and its @@SERVERNAME where both are known.</summary>
    private bool OnThisServer(LedgerEntry entry) => entry.Server == server && (serverName is null || entry.ServerName is null || entry.ServerName == serverName);

    /// <summary>The ledger file.</summary>
    public string FilePath => path;

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
    public void Remove(string database) => Undone(e => Mine(e) && e.Database == database, $"database {database}");

    /// <summary>Lists trace flag <paramref name="flag"/> (before it is switched on globally).</summary>
    public void AddFlag(int flag)
    {
        CheckFlag(flag);
        Append(FlagKind, flag.ToString(CultureInfo.InvariantCulture));
    }

    /// <summary>Strikes trace flag <paramref name="flag"/> out (after it is switched off).</summary>
    public void RemoveFlag(int flag) => Undone(e => Mine(e) && e.Flag == flag, string.Create(CultureInfo.InvariantCulture, $"trace flag {flag}"));

    /// <summary>Strikes out <paramref name="entry"/>, which a run no longer running left (after it is undone).</summary>
    public void Clear(LedgerEntry entry) => Undone(e => e == entry, entry.Database is { } database ? $"database {database}" : $"trace flag {entry.Name}");

    /// <summary>
    /// What could not be struck out of the file (an I/O error: a full disk, a lock, permissions), one sentence each: the
    /// cleanup goes on past it, and these say which lines to delete by hand.
    /// </summary>
    public IReadOnlyList<string> Failures
    {
        get
        {
            lock (gate)
            {
                return [.. failures];
            }
        }
    }

    /// <summary>Strikes out what <paramref name="match"/> accepts; an I/O error is kept in <see cref="Failures"/>, not thrown, so the cleanup goes on.</summary>
    private void Undone(Func<LedgerEntry, bool> match, string what)
    {
        try
        {
            Strike(match);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            lock (gate)
            {
                failures.Add($"{what}: undone on the server, but its line could not be struck out of the ledger {path} ({e.Message}). Delete that line by hand: until then the next run against this server undoes it again (drops a database of that name, switches the flag off where it is on).");
            }
        }
    }

    private void Append(string kind, string name)
    {
        lock (gate)
        {
            using var held = Exclusive();
            File.AppendAllText(path, Line(new LedgerEntry(server, runId, host, pid, kind, name, space, token, serverName)) + "\n");
        }
    }

    /// <summary>The lock file beside the ledger, held by one process at a time while it appends or rewrites.</summary>
    internal string LockPath => path + ".lock";

    /// <summary>
    /// Takes the lock file beside the ledger exclusively (no sharing: a lock of the whole file on Windows, flock on Linux
    /// and macOS), so that another process's append or rewrite never comes between this one's read and its rename.
    /// Another holder is waited for a few seconds, then an <see cref="IOException"/> is thrown. The file stays (its
    /// deletion would let two processes lock two different files of the same name).
    /// </summary>
    private FileStream Exclusive()
    {
        var until = DateTime.UtcNow + LockWait;
        while (true)
        {
            try
            {
                return new FileStream(LockPath, FileMode.OpenOrCreate, FileAccess.ReadWrite, FileShare.None);
            }
            catch (IOException) when (DateTime.UtcNow < until && Directory.Exists(Path.GetDirectoryName(LockPath)))
            {
                Thread.Sleep(Random.Shared.Next(5, 25));
            }
        }
    }

    /// <summary>How long another process's hold of the ledger's lock is waited for.</summary>
    private static readonly TimeSpan LockWait = TimeSpan.FromSeconds(10);

    /// <summary>
    /// Rewrites the file without the lines of this server <paramref name="match"/> accepts, read and written while the
    /// ledger's lock file is held (<see cref="Exclusive"/>), through a temporary file of a random name and a rename (a kill leaves the old file or the new one, never half of one); a line that does not parse (a newer bench's
    /// format, one cut short by a kill) is kept as it was. The file goes when nothing is left.
    /// </summary>
    private void Strike(Func<LedgerEntry, bool> match)
    {
        lock (gate)
        {
            using var held = Exclusive();
            if (!File.Exists(path))
            {
                return;
            }

            var all = File.ReadAllLines(path);
            var rest = all.Where(l => Parse(l) is not { } e || !(e.Server == server && match(e))).ToList();
            if (rest.Count == all.Length)
            {
                return;
            }

            if (rest.Count == 0)
            {
                File.Delete(path);
            }
            else
            {
                // A temporary file of a random name: no other process's rewrite can write over it or rename it.
                Bench.Results.AtomicFile.WriteAllTextBeside(path, string.Join("\n", rest) + "\n");
            }
        }
    }

    /// <summary>
    /// Whether this process wrote <paramref name="entry"/> (its run, host, process id, namespace and token; a line of a
    /// bench that wrote no token is judged without it).
    /// </summary>
    private bool Mine(LedgerEntry entry) => SameProcessId(entry) && entry.RunId == runId && (entry.Token is null || entry.Token == token);

    /// <summary>Whether <paramref name="entry"/> names this process's id, host and PID namespace.</summary>
    private bool SameProcessId(LedgerEntry entry) => entry.Pid == pid && entry.Host == host && entry.Space == space;

    /// <summary>
    /// Whether the run that wrote <paramref name="entry"/> is no longer running: an owner-less line, or this host's process
    /// gone, or an earlier process of this one's id (a line of another token: a reboot, a PID reused). A process of another PID namespace (its line names one that is not this process's) is taken as running: its
    /// id means another process here. A line that names no namespace (an older bench's) is judged by its id alone.
    /// </summary>
    private bool Gone(LedgerEntry entry) =>
        entry.Pid is not { } owner
        || (SameProcessId(entry) && entry.Token is { } other && other != token)
        || (entry.Host == host && (entry.Space is null || entry.Space == space) && !JournalLeftovers.Running(owner));

    private static string Line(LedgerEntry e) => e.Pid is { } owner
        ? string.Join('\t', new[] { e.Server, e.RunId, e.Host, owner.ToString(CultureInfo.InvariantCulture), e.Kind, e.Name }.Concat(e.Space is null ? [] : e.Token is null ? [e.Space] : e.ServerName is null ? [e.Space, e.Token] : [e.Space, e.Token, e.ServerName]))
        : e.Server + "\t" + e.Name;

    private static string ReadPidSpace()
    {
        try
        {
            return OperatingSystem.IsLinux() ? new FileInfo("/proc/self/ns/pid").LinkTarget ?? string.Empty : string.Empty;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return string.Empty;
        }
    }

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
            6 or 7 or 8 or 9 when int.TryParse(p[3], NumberStyles.None, CultureInfo.InvariantCulture, out var owner) => new LedgerEntry(
                p[0], p[1], p[2], owner, p[4], p[5], p.Length >= 7 ? p[6] : null, p.Length >= 8 ? p[7] : null, p.Length == 9 && p[8].Length > 0 ? p[8] : null),
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
