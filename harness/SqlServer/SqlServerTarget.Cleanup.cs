namespace Bench.Harness.SqlServer;

/// <summary>Drops and the cleanup at the end: a case's database dropped after it, the run's flags and databases undone at the end, and what could not be undone said.</summary>
public sealed partial class SqlServerTarget
{
    /// <summary>
    /// Switches the trace flags this run set back off, then drops every database this run made and still has, each step
    /// on its own: a DROP that fails does not keep IFI off for the server. A step that fails on the run's connection is
    /// tried again on a fresh one (the run's may be broken: KILL, an error of severity 20 or more, a failover); what fails
    /// there too stays in the ledger for the next run. Then closes the connections.
    /// </summary>
    public async ValueTask DisposeAsync()
    {
        foreach (var fixture in fixtures.Values)
        {
            volume.Delete(fixture.BackupFiles);
        }

        fixtures.Clear();
        try
        {
            if (ifi is { } control)
            {
                await CleanupAsync(control.RestoreAsync);
            }

            foreach (var name in created.ToList())
            {
                await CleanupAsync(on => DropAsync(name, on));
            }

            if (elsewhere is { } other && LeftBehind() is { Length: > 0 } left)
            {
                say($"left on {identity.Name}, the server the run started against ({identity}): {left}. The connection string now reaches {other.Name} (a failover), and nothing was dropped or switched off through it{(ledger is null ? string.Empty : $"; they stay listed in the ledger ({ledger.FilePath})")}. Clean by hand on {identity.Name}: DROP DATABASE each, DBCC TRACEOFF(flag, -1) for each flag{(ledger is null ? string.Empty : ", then delete their lines from the ledger (a later run with the same --data-dir that reaches {identity.Name} through this connection string cleans them too; one that reaches another server leaves them alone)")}");
            }
        }
        finally
        {
            if (cleanupSession is not null)
            {
                await cleanupSession.DisposeAsync();
            }

            await session.DisposeAsync();
            foreach (var failure in LedgerFailures)
            {
                await Console.Error.WriteLineAsync("bench: sqlserver cleanup: " + failure);
            }

            if (ownedContainer is not null)
            {
                await ownedContainer.DisposeAsync();
            }
        }
    }

    private async Task DropAsync(string name, ISqlSession? on = null)
    {
        if (!created.Contains(name))
        {
            return;
        }

        await (on ?? session).ExecuteAsync(DatabaseScripts.Drop(name), null, CancellationToken.None);
        created.Remove(name);
        ledger?.Remove(name);
    }

    /// <summary>
    /// Drops a case's or a fixture's database once it is done with, through a fresh connection when the run's broke
    /// (<see cref="ReadyAsync"/>), so its files do not take space from later cases. When it cannot be dropped now
    /// (no connection, the DROP fails), it stays listed (here and in the ledger), the cleanup at the end drops it, and
    /// this is said and noted rather than thrown: a failed case's row keeps its own error, not the DROP's.
    /// </summary>
    private async Task DropAfterAsync(string name)
    {
        if (!created.Contains(name))
        {
            return;
        }

        try
        {
            await ReadyAsync(CancellationToken.None);
            await DropAsync(name);
        }
        catch (Exception e) when (IsServerFailure(e) && lost is null)
        {
            var said = $"the database {name} could not be dropped after its case ({e.Message}); it stays listed in the ledger, its files take space until the cleanup at the end drops it";
            notes.Add(char.ToUpperInvariant(said[0]) + said[1..] + ".");
            say(said);
        }
        catch (Exception e) when (IsServerFailure(e))
        {
            // The run gave up on the server (said once, by ReadyAsync): the cleanup at the end tries once more.
        }
    }

    /// <summary>What the cleanup could not undo: "databases a, b and trace flag 3004", or empty.</summary>
    private string LeftBehind() => LedgerRecovery.Listing([.. created.Order(StringComparer.Ordinal)], [.. ifi?.LeftOn ?? []]);
}
