namespace Bench.Harness.SqlServer;

/// <summary>
/// The databases a run has created on a server and not yet dropped, in a file beside the runs' data
/// (&lt;data-dir&gt;/.bench-sqlserver-databases: server, a tab, database, one a line). A database is written here before
/// its CREATE or RESTORE is sent and struck out once dropped, so a run killed at any instant leaves the list that
/// the next run against the same server cleans. Only bench_* names are ever written or read back.
/// </summary>
internal sealed class DatabaseLedger
{
    /// <summary>The file's name in the data directory.</summary>
    public const string FileName = ".bench-sqlserver-databases";

    private readonly string path;
    private readonly string server;
    private readonly Lock gate = new();

    /// <summary>The ledger of <paramref name="server"/> (its data source: host and port, never a password) in <paramref name="directory"/>.</summary>
    public DatabaseLedger(string directory, string server)
    {
        path = Path.Combine(directory, FileName);
        this.server = server.Replace('\t', ' ').Replace('\n', ' ');
    }

    /// <summary>Databases listed for this server (by an earlier run that did not drop them).</summary>
    public IReadOnlyList<string> Pending()
    {
        lock (gate)
        {
            return Read().Where(e => e.Server == server).Select(e => e.Database).Distinct(StringComparer.Ordinal).ToList();
        }
    }

    /// <summary>Lists <paramref name="database"/> (before it is created).</summary>
    public void Add(string database)
    {
        Check(database);
        lock (gate)
        {
            File.AppendAllText(path, server + "\t" + database + "\n");
        }
    }

    /// <summary>Strikes <paramref name="database"/> out (after it is dropped); the file goes when it is empty.</summary>
    public void Remove(string database)
    {
        lock (gate)
        {
            var rest = Read().Where(e => !(e.Server == server && e.Database == database)).ToList();
            if (rest.Count == 0)
            {
                File.Delete(path);
            }
            else
            {
                File.WriteAllLines(path, rest.Select(e => e.Server + "\t" + e.Database));
            }
        }
    }

    private static void Check(string database)
    {
        if (!database.StartsWith("bench_", StringComparison.Ordinal))
        {
            throw new ArgumentException($"only bench_* databases are the harness's ('{database}' is not)", nameof(database));
        }
    }

    private List<(string Server, string Database)> Read() => !File.Exists(path)
        ? []
        : File.ReadAllLines(path)
            .Select(l => l.Split('\t'))
            .Where(p => p.Length == 2 && p[1].StartsWith("bench_", StringComparison.Ordinal))
            .Select(p => (p[0], p[1]))
            .ToList();
}
