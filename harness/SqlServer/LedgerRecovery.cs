namespace Bench.Harness.SqlServer;

/// <summary>
/// At a run's start, undoes what runs of bench no longer running left on the server (<see cref="DatabaseLedger"/>): their
/// global trace flags switched off where still on, their databases dropped; what it cannot tell gone (another host, another
/// PID namespace, another @@SERVERNAME behind the same connection string) is left alone and said.
/// </summary>
internal static class LedgerRecovery
{
    /// <summary>
    /// Undoes what runs of bench that are no longer running left (the ledger): switches off the global trace flags they
    /// switched on, where still on, before IFI control reads which flags are on; drops their databases.
    /// </summary>
    /// <returns>The databases dropped and the trace flags switched off; what it left alone is added to <paramref name="notes"/>.</returns>
    internal static async Task<(IReadOnlyList<string> Cleaned, IReadOnlyList<int> ClearedFlags)> CleanAsync(
        DatabaseLedger ledger, ISqlSession session, ServerIdentity identity, List<string> notes, Action<string> say, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(ledger);
        ArgumentNullException.ThrowIfNull(session);
        ArgumentNullException.ThrowIfNull(notes);
        ArgumentNullException.ThrowIfNull(say);
        // One read of the file: the strikes below change only lines of the abandoned entries, which no other list holds.
        var entries = ledger.Entries();
        var left = ledger.Abandoned(entries);
        var held = ledger.Held(entries).Where(e => e.Flag is not null).Select(e => e.Flag!.Value).ToHashSet();
        var cleared = new List<int>();
        var kept = new List<int>();
        var flags = left.Any(e => e.Flag is not null) ? await session.GlobalFlagsAsync(cancellationToken) : [];
        foreach (var entry in left.Where(e => e.Flag is not null))
        {
            var flag = entry.Flag!.Value;
            if (held.Contains(flag))
            {
                // Another run this ledger cannot call gone (running, of another host or PID namespace) lists it too:
                // it may be in the middle of a case that needs it on.
                if (flags.Contains(flag) && !kept.Contains(flag))
                {
                    kept.Add(flag);
                }
            }
            else if (flags.Remove(flag))
            {
                await session.ExecuteAsync(IfiScripts.OffFlags.Contains(flag) ? IfiScripts.On(flag) : IfiScripts.Tracing(flag, on: false), null, cancellationToken);
                cleared.Add(flag);
            }

            ledger.Clear(entry);
        }

        var cleaned = new List<string>();
        foreach (var entry in left.Where(e => e.Database is not null))
        {
            var name = entry.Database!;
            await session.ExecuteAsync(DatabaseScripts.Drop(name), null, CancellationToken.None);
            ledger.Clear(entry);
            cleaned.Add(name);
        }

        if (kept.Count > 0)
        {
            kept.Sort();
            notes.Add(
                $"Left on: trace flag {string.Join(", ", kept)}, which an interrupted run of bench had switched on globally (its line in the ledger {ledger.FilePath} is struck out), because another run listed in the same ledger that may still be going (running, of another host or of another PID namespace) lists it too and may be measuring with it on. It is on for this run as if the server had been started with it.");
        }

        var others = ledger.OtherNamespaces(entries);
        if (others.Count > 0)
        {
            notes.Add(
                $"Left alone: the ledger ({ledger.FilePath}) lists {Listing(others)} of a process of this host's name in another PID namespace (a container sharing the host's name, or the host seen from one), which this run cannot tell running or gone, so it never cleans them. If that run is over, clean by hand: DROP DATABASE each, DBCC TRACEOFF(flag, -1) for each flag still on, then delete their lines from the ledger.");
        }

        if (ledger.OtherServers(entries) is { Count: > 0 } replicas)
        {
            var servers = replicas.GroupBy(e => e.ServerName!, StringComparer.Ordinal).OrderBy(g => g.Key, StringComparer.Ordinal)
                .Select(g => $"on {g.Key}: {Listing(g)}");
            var said = $"Left alone: the ledger ({ledger.FilePath}) lists what runs through this connection string made or switched on on another server than the one it reaches now, {identity.Name} ({string.Join("; ", servers)}): another replica (a failover), so none of it is on this server, and it is neither dropped, switched off nor struck out here. Clean it on that server by hand (DROP DATABASE each, DBCC TRACEOFF(flag, -1) for each flag still on, then delete their lines from the ledger), or run bench again with the same --data-dir when the connection string reaches it.";
            notes.Add(said);
            say(said);
        }

        if (ledger.OtherHosts(entries) is { Count: > 0 } elsewhere)
        {
            var runs = elsewhere.GroupBy(e => (e.Host, e.RunId)).OrderBy(g => g.Key.Host, StringComparer.Ordinal).ThenBy(g => g.Key.RunId, StringComparer.Ordinal)
                .Select(g => $"host {g.Key.Host}, run {g.Key.RunId}: {Listing(g)}");
            var said = $"Left alone: the ledger ({ledger.FilePath}) lists what runs of other hosts made or switched on on this server ({string.Join("; ", runs)}). This run cannot tell whether they are still going, so it never cleans them: if such a run is over, that state is still on the server; clean by hand (DROP DATABASE each, DBCC TRACEOFF(flag, -1) for each flag still on, then delete their lines from the ledger), or run bench again on that host.";
            notes.Add(said);
            say(said);
        }

        return (cleaned, cleared);
    }

    /// <summary>The databases and trace flags <paramref name="entries"/> list, for a note.</summary>
    internal static string Listing(IEnumerable<LedgerEntry> entries)
    {
        var databases = entries.Where(e => e.Database is not null).Select(e => e.Database!).Distinct().ToList();
        var flags = entries.Where(e => e.Flag is not null).Select(e => e.Flag!.Value).Distinct().Order().ToList();
        return Listing(databases, flags);
    }

    /// <summary>"databases a, b and trace flag 3004": <paramref name="databases"/> and <paramref name="flags"/> as given, for a note; empty for none.</summary>
    internal static string Listing(IReadOnlyCollection<string> databases, IReadOnlyCollection<int> flags) =>
        string.Join(" and ", new[] { databases.Count > 0 ? $"databases {string.Join(", ", databases)}" : null, flags.Count > 0 ? $"trace flag {string.Join(", ", flags)}" : null }.OfType<string>());
}
