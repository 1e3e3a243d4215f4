using System.Globalization;
using Bench.Scenarios.Targets;
using Microsoft.Data.SqlClient;

namespace Bench.Harness.SqlServer;

/// <summary>The run's connection: reconnecting before a case after it broke, giving up or stopping the run, and cleanup steps on a fresh connection.</summary>
public sealed partial class SqlServerTarget
{
    /// <summary>
    /// One cleanup step on the run's connection, or on a fresh one once that failed; when no connection can be had, the
    /// step is left to the next run (the ledger lists it). True when the step was done.
    /// </summary>
    private async Task<bool> CleanupAsync(Func<ISqlSession, Task> step)
    {
        try
        {
            await step(cleanupSession ?? session);
            return true;
        }
        catch (Exception e) when (IsServerFailure(e) && cleanupSession is null && !unreachable && elsewhere is null)
        {
            // Tried again below, on a fresh connection.
        }
        catch (Exception e) when (IsServerFailure(e))
        {
            return false;
        }

        ISqlSession? fresh = null;
        try
        {
            fresh = await connect(CancellationToken.None);
            if (await ServerFacts.IdentityAsync(fresh, CancellationToken.None) is { } reached && reached.Name != identity.Name)
            {
                // Another server (a failover): what the run made is on the one it started against, and a DROP or TRACEOFF
                // here would strike its ledger line for nothing. It stays listed (said by DisposeAsync).
                elsewhere = reached;
                await fresh.DisposeAsync();
                return false;
            }

            cleanupSession = fresh;
            await step(cleanupSession);
            return true;
        }
        catch (Exception e) when (IsServerFailure(e) || e is ServerUnusableException)
        {
            if (cleanupSession is null && fresh is not null)
            {
                await fresh.DisposeAsync();
            }

            unreachable = cleanupSession is null;
            return false;
        }
    }

    /// <summary>
    /// Before a case (and a drop after one): when the run's connection is no longer open (it broke in an earlier case:
    /// KILL, an error of severity 20 or more, a failover), opens a fresh one with the same connection string and goes
    /// on with it; this run's databases, ledger lines and global trace flags are the target's, not the connection's,
    /// and stay as they were. The case that broke it stays failed: nothing is run again. Each reconnect is said
    /// (standard error) and noted. The fresh connection must reach the server the run started against as it was: the
    /// same @@SERVERNAME and start time (<see cref="ServerFacts.Identity"/>), and the trace flags the cases rest on
    /// still on (<see cref="IfiControl.MissingAsync"/>); after a restart or a failover they are not (flags set with
    /// TRACEON are gone, IFI may differ), and the target gives up naming why rather than measure without them. When
    /// it gives up, or no fresh connection can be had, the run is stopped (<see cref="GiveUp"/>: this case and every
    /// later one get <see cref="RunStoppedException"/> from <see cref="StartingAsync"/>, no row, and are left to a resume),
    /// and no further connection is tried before the cleanup at the end. A fresh connection to a server of another @@SERVERNAME
    /// (a failover) is not kept: the run's databases are on the server it started against, and the cleanup leaves them
    /// listed rather than DROP them where they are not. When the connection is found broken again after
    /// <see cref="ReconnectsInARow"/> reconnects with no case succeeding in between, the run is stopped without trying a fresh one
    /// (<see cref="StartingAsync"/>): said once, and no further connection is tried before the cleanup at the end.
    /// </summary>
    /// <exception cref="ServerErrorException">The connection broke and a fresh one to the same server as it was could not be had (now or before), or the run is stopped.</exception>
    private async Task ReadyAsync(CancellationToken cancellationToken)
    {
        if (lost is { } why)
        {
            throw new ServerErrorException(why);
        }

        if (session.IsOpen)
        {
            return;
        }

        if (reconnects >= ReconnectsInARow)
        {
            stopped = string.Create(CultureInfo.InvariantCulture,
                $"the run's connection to the server broke again after {reconnects} reconnects in a row with no case succeeding in between (something keeps ending the run's sessions: a KILL, errors of severity 20 or more), so the run stops rather than fail one case for each of the rest: the cases that broke stay failed, every finished row is kept, and the run's databases and trace flags are cleaned up. Fix: find what ends the sessions (the server's error log, jobs or monitors that KILL sessions), then bench run --resume with the run folder runs the rest");
            lost = stopped;

            // Said here, noted once by the run's end (Manifests.End, from the stop's message), as any stop is.
            say(stopped);
            throw new ServerErrorException(stopped);
        }

        ISqlSession? fresh = null;
        string? changed;
        ServerIdentity reached;
        try
        {
            fresh = await connect(cancellationToken);
            reached = await ServerFacts.IdentityAsync(fresh, cancellationToken);
            changed = await ChangedAsync(fresh, reached, cancellationToken);
        }
        catch (Exception e) when (IsServerFailure(e) || e is ServerUnusableException)
        {
            if (fresh is not null)
            {
                await fresh.DisposeAsync();
            }

            throw GiveUp($"a fresh one could not be opened ({e.Message})", e);
        }

        if (reached.Name != identity.Name)
        {
            // Another server (a failover): not the run's connection, whose databases and flags are on the one it started
            // against; the cleanup at the end tries that one again and leaves listed what it cannot reach.
            elsewhere = reached;
            await fresh.DisposeAsync();
            throw GiveUp(changed ?? $"the fresh connection reaches {reached}, not {identity}", null);
        }

        var broken = session;
        session = fresh;
        await broken.DisposeAsync();
        if (changed is not null)
        {
            // The same server restarted: kept as the run's connection, the cleanup at the end drops the run's databases through it.
            throw GiveUp(changed, null);
        }

        reconnects++;

        var said = string.Create(CultureInfo.InvariantCulture,
            $"the run's connection to the server was closed (a KILL, an error of severity 20 or more, a failover): reconnected at {DateTime.UtcNow:HH:mm:ss} UTC to the same server, its trace flags still on; the case that failed by the break stays failed, nothing was run again");
        notes.Add(char.ToUpperInvariant(said[0]) + said[1..] + ".");
        say(said);
    }

    /// <summary>Why <paramref name="fresh"/>, which reaches <paramref name="now"/>, is not the server the run started against as it was, or null.</summary>
    private async Task<string?> ChangedAsync(ISqlSession fresh, ServerIdentity now, CancellationToken cancellationToken)
    {
        if (now != identity)
        {
            return $"the fresh connection reaches {now}, not {identity} as at the run's start (a restart or a failover): the trace flags the run set with TRACEON are gone there and its IFI state was not established there";
        }

        return ifi is { } control && await control.MissingAsync(fresh, cancellationToken) is { Count: > 0 } missing
            ? $"on the fresh connection trace flag {string.Join(", ", missing)} is no longer on globally (DBCC TRACESTATUS(-1)), which the run's cases need (switched off by someone else)"
            : null;
    }

    /// <summary>
    /// Before a case or a fixture: <see cref="ReadyAsync"/>, or, once the run is stopped (the connection kept breaking, or
    /// the target gave up on the server: <see cref="GiveUp"/>), <see cref="RunStoppedException"/>, so the runner ends the run there and leaves the rest to a resume.
    /// </summary>
    /// <exception cref="RunStoppedException">The run is stopped.</exception>
    private async Task StartingAsync(CancellationToken cancellationToken)
    {
        try
        {
            await ReadyAsync(cancellationToken);
        }
        catch (ServerErrorException e) when (stopped is { } why)
        {
            throw e.InnerException is { } cause ? new RunStoppedException(why, cause) : new RunStoppedException(why);
        }

        if (stopped is { } stop)
        {
            throw new RunStoppedException(stop);
        }
    }

    /// <inheritdoc/>
    /// <remarks>
    /// Set once the target gives up (<see cref="GiveUp"/>) or the connection breaks again after <see cref="ReconnectsInARow"/>
    /// reconnects in a row: also when that is found after the last case (its drop, the waits read after it), which no later case then says.
    /// </remarks>
    public string? Stopped => stopped;

    /// <summary>A case's outcome, returned: a case succeeded, so the reconnects before it no longer count against <see cref="ReconnectsInARow"/>.</summary>
    private T Succeeded<T>(T outcome)
    {
        reconnects = 0;
        return outcome;
    }

    /// <summary>
    /// Gives up on the server after the run's connection broke: the run is stopped (<see cref="StartingAsync"/> throws
    /// <see cref="RunStoppedException"/> at this case and any later one, so none of them gets a row and a resume runs
    /// them), said once, and returned to throw.
    /// </summary>
    private ServerErrorException GiveUp(string because, Exception? inner)
    {
        lost = $"the run's connection to the server broke and {because}; the run stops here rather than fail every case left: every finished row is kept, the cases not run get no row, and the cleanup at the end tries once more. Fix: once the server is back as the run needs it, bench run --resume with the run folder runs the rest";
        stopped = lost;
        say(lost);
        return inner is null ? new ServerErrorException(lost) : new ServerErrorException(lost, inner);
    }

    private static bool IsServerFailure(Exception e) => e is SqlException or ServerErrorException or InvalidOperationException;
}
