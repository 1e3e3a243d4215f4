using System.Globalization;

namespace Bench.Harness.SqlServer;

/// <summary>
/// Gives each case the IFI state it asks for on a real server, and proves it. At the start: which trace flags are
/// on globally, 3004 + 3605 + 3213 switched on where they are not, then a probe database created and its error log
/// lines read: a zeroed data file means IFI is off on this server. Where IFI is on, each flag of
/// <see cref="IfiScripts.OffFlags"/> is tried the same way and the first that makes the probe's data file zeroed is the
/// one IFI-off cases use. A case whose state cannot be had is skipped with the reason and the fix. Every flag the
/// harness switched on is listed in the ledger before it is switched on, and switched off again at the end (struck out
/// once it is), so the next run can switch off what a killed run left on. A flag already on globally is never switched,
/// on or off: the harness does not switch off flags it did not set.
/// </summary>
internal sealed class IfiControl
{
    private readonly Func<ISqlSession> current;
    private readonly DatabaseLedger? ledger;
    private readonly List<int> switchedOn = [];
    private int? activeFlag;
    private bool offPlanned = true;

    /// <summary>Whether the server goes away with the run (a container: it keeps no ledger), where the repository's compose file is worth naming.</summary>
    private bool InContainer => ledger is null;

    private IfiControl(Func<ISqlSession> current, DatabaseLedger? ledger)
    {
        this.current = current;
        this.ledger = ledger;
    }

    /// <summary>Whether data files skip zeroing on this server with no flag of the harness's on.</summary>
    public bool ServerIfi { get; private set; }

    /// <summary>The trace flag verified to switch IFI off here; null when none did (or IFI is off anyway).</summary>
    public int? OffFlag { get; private set; }

    /// <summary>IFI-off flags that were on globally before the run: the server was started with them, or a killed run (of bench with another --data-dir, or of another tool) left them on.</summary>
    public IReadOnlyList<int> PresetOffFlags { get; private set; } = [];

    /// <summary>The trace flags the harness switched on and has not switched off (yet): the IFI-off flag while on, then the tracing flags.</summary>
    public IReadOnlyList<int> LeftOn => [.. activeFlag is { } active ? [active] : Array.Empty<int>(), .. switchedOn];

    /// <summary>How IFI was established, for the manifest.</summary>
    public string Description { get; private set; } = string.Empty;

    /// <summary>Switches the tracing flags on and finds out the server's IFI state and the flag that switches it off.</summary>
    /// <param name="session">The harness's connection (sysadmin) as it is now (the target opens a fresh one when it broke).</param>
    /// <param name="ledger">Where each flag is listed before it is switched on; null for a server that goes away with the run.</param>
    /// <param name="probeZeroesData">Creates and drops a small database; true when its data file was zeroed.</param>
    /// <param name="ifiSays">The server's own word on IFI (<see cref="ServerFacts.IfiSays"/>).</param>
    /// <param name="cleanup">
    /// Runs a step that switches flags back off on the run's connection, or on a fresh one when that fails (the run's
    /// may be broken); false when it failed on both.
    /// </param>
    /// <param name="say">Tells the user (standard error) what a failed start left on the server.</param>
    /// <param name="offPlanned">Whether the run plans an IFI-off case: without one, no IFI-off flag is probed (switched on at all).</param>
    /// <param name="tell">Says, before anything is switched, what will be switched on the server (one line, the run's console).</param>
    /// <param name="cancellationToken">Stops it.</param>
    /// <remarks>
    /// When it fails (the probe cannot make its files, the connection breaks, it is cancelled), the flags it switched on
    /// are switched off again (and struck out of the ledger) before the failure is thrown, on a fresh connection when the
    /// run's broke: a run refused at its start leaves no flag of its own on. One that cannot be switched off even there
    /// stays listed for the next run.
    /// </remarks>
    public static async Task<IfiControl> EstablishAsync(
        Func<ISqlSession> session, DatabaseLedger? ledger, Func<CancellationToken, Task<bool>> probeZeroesData, string ifiSays,
        Func<Func<ISqlSession, Task>, Task<bool>> cleanup, Action<string> say, bool offPlanned, Action<string> tell, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(cleanup);
        ArgumentNullException.ThrowIfNull(say);
        ArgumentNullException.ThrowIfNull(tell);
        var control = new IfiControl(session, ledger) { offPlanned = offPlanned };
        try
        {
            return await control.EstablishAsync(probeZeroesData, ifiSays, cleanup, say, tell, cancellationToken);
        }
        catch
        {
            // What cannot be switched off on either connection stays listed in the ledger: the next run switches it off.
            // The first failure is the one thrown; a flag left on is said on its own.
            // (Only tracing flags: the IFI-off flag of the cases is not switched on before the start is done.)
            if (!await cleanup(control.RestoreAsync) && control.switchedOn is { Count: > 0 } left)
            {
                say(control.StaysOn([.. left], $"the run switched {(left.Count == 1 ? "it" : "them")} on at its start", string.Empty));
            }

            throw;
        }
    }

    private async Task<IfiControl> EstablishAsync(
        Func<CancellationToken, Task<bool>> probeZeroesData, string ifiSays, Func<Func<ISqlSession, Task>, Task<bool>> cleanup, Action<string> say, Action<string> tell,
        CancellationToken cancellationToken)
    {
        var control = this;
        var on = await current().GlobalFlagsAsync(cancellationToken);
        tell(Switching(on, offPlanned));
        foreach (var flag in IfiScripts.TracingFlags.Where(f => !on.Contains(f)))
        {
            await control.SwitchOnAsync(flag, IfiScripts.Tracing(flag, on: true), cancellationToken);
            control.switchedOn.Add(flag);
        }

        control.PresetOffFlags = IfiScripts.OffFlags.Where(on.Contains).ToList();
        control.ServerIfi = !await probeZeroesData(cancellationToken);
        var column = ifiSays;
        if (!control.ServerIfi)
        {
            control.Description = string.Create(CultureInfo.InvariantCulture,
                $"sqlserver: IFI off on this server ({column}; a probe database's data file was zeroed{(control.PresetOffFlags.Count > 0 ? $"; trace flag {string.Join(", ", control.PresetOffFlags)} was on globally before the run" : string.Empty)}); IFI-on cases are skipped");
            return control;
        }

        // A flag on globally already did not switch IFI off (the probe found it on), and is not the harness's to switch.
        // A run without an IFI-off case switches none of them on, not even for a probe.
        foreach (var flag in IfiScripts.OffFlags.Where(f => offPlanned && !on.Contains(f)))
        {
            await control.SwitchOnAsync(flag, IfiScripts.Off(flag), cancellationToken);
            bool zeroed;
            try
            {
                zeroed = await probeZeroesData(cancellationToken);
            }
            catch
            {
                // The probe's own failure is the one thrown; a flag left on is said on its own.
                if (await control.ProbeFlagOffAsync(flag, cleanup) is { } left)
                {
                    say(left);
                }

                throw;
            }

            if (await control.ProbeFlagOffAsync(flag, cleanup) is { } stays)
            {
                throw new ServerUnusableException(stays);
            }

            if (zeroed)
            {
                control.OffFlag = flag;
                break;
            }
        }

        control.Description = control.OffFlag is { } off
            ? string.Create(CultureInfo.InvariantCulture,
                $"sqlserver: IFI on ({column}; a probe database's data file was not zeroed); IFI off by trace flag {off} for IFI-off cases, verified: with it on, the probe's data file was zeroed")
            : !offPlanned
                ? $"sqlserver: IFI on ({column}; a probe database's data file was not zeroed); no IFI-off case planned, so trace flag {string.Join(" or ", IfiScripts.OffFlags)} was not probed"
                : $"sqlserver: IFI on ({column}; a probe database's data file was not zeroed); neither trace flag {string.Join(" nor ", IfiScripts.OffFlags)} switched it off here, so IFI-off cases are skipped";
        return control;
    }

    /// <summary>Puts the server in the state a case asks for, or throws <see cref="Scenarios.Targets.CaseSkippedException"/>.</summary>
    public async Task EnsureAsync(bool ifi, CancellationToken cancellationToken)
    {
        if (ifi)
        {
            if (!ServerIfi)
            {
                throw new Scenarios.Targets.CaseSkippedException(PresetOffFlags.Count > 0
                    ? PresetOffRefusal(PresetOffFlags, InContainer)
                    : "IFI on cannot be had: this server zeroes data files. Fix: grant 'Perform volume maintenance tasks' to the SQL Server service account and restart the service (Windows; on Linux IFI is on unless trace flag 1806 is set).");
            }

            await SwitchOffFlagAsync();
            return;
        }

        if (!ServerIfi)
        {
            return;
        }

        if (OffFlag is null && !offPlanned)
        {
            throw new Scenarios.Targets.CaseSkippedException(
                $"IFI off was not probed: the run planned no IFI-off case, so trace flag {string.Join(" or ", IfiScripts.OffFlags)} was never tried on this server. Fix: plan the IFI-off cases in the run (profile or matrix), and the start probes them.");
        }

        if (OffFlag is not { } flag)
        {
            throw new Scenarios.Targets.CaseSkippedException(
                $"IFI off cannot be had: IFI is on and neither trace flag {string.Join(" nor ", IfiScripts.OffFlags)} made a probe database's data file zeroed on this server. Fix: revoke 'Perform volume maintenance tasks' from the service account and restart, or run IFI-off cases against a server with IFI off{(InContainer ? " (docker/compose.yaml: port 14332)" : string.Empty)}.");
        }

        if (activeFlag is null)
        {
            await SwitchOnAsync(flag, IfiScripts.Off(flag), cancellationToken);
            activeFlag = flag;
        }
    }

    /// <summary>
    /// The global trace flags the run's cases rest on that <paramref name="on"/> (a fresh connection) no longer finds on
    /// (DBCC TRACESTATUS(-1)): 3004, 3605 and 3213, the IFI-off flag while IFI-off cases run, a flag the server was
    /// started with. A restart clears flags set with TRACEON, and another replica never had them. Empty: none missing.
    /// </summary>
    public async Task<IReadOnlyList<int>> MissingAsync(ISqlSession on, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(on);
        var flags = await on.GlobalFlagsAsync(cancellationToken);
        var needed = IfiScripts.TracingFlags.Concat(PresetOffFlags).Concat(activeFlag is { } active ? [active] : Array.Empty<int>());
        return [.. needed.Where(f => !flags.Contains(f)).Distinct().Order()];
    }

    /// <summary>
    /// Switches off every flag the harness switched on (IFI back as it was, tracing as it was) on <paramref name="on"/>
    /// (the run's connection, or a fresh one when that broke), each tried even when another fails; what could not be
    /// switched off stays listed (here and in the ledger) and the first failure is thrown.
    /// </summary>
    public async Task RestoreAsync(ISqlSession on)
    {
        var failures = new List<Exception>();
        if (activeFlag is { } active)
        {
            await Try(async () =>
            {
                await SwitchOffAsync(on, active, IfiScripts.On(active));
                activeFlag = null;
            });
        }

        foreach (var flag in switchedOn.ToList())
        {
            await Try(async () =>
            {
                await SwitchOffAsync(on, flag, IfiScripts.Tracing(flag, on: false));
                switchedOn.Remove(flag);
            });
        }

        if (failures.Count > 0)
        {
            System.Runtime.ExceptionServices.ExceptionDispatchInfo.Throw(failures[0]);
        }

        async Task Try(Func<Task> step)
        {
            try
            {
                await step();
            }
            catch (Exception e) when (e is Microsoft.Data.SqlClient.SqlException or ServerErrorException or InvalidOperationException)
            {
                failures.Add(e);
            }
        }
    }

    /// <summary>
    /// Why IFI-on cases are skipped while IFI-off <paramref name="flags"/> were on globally before the run. Whether the
    /// server was started with them (-T) or a killed run left them on cannot be told from a connection, so the fix names
    /// both; the compose file's port is named only in a run whose server is a container (<paramref name="container"/>).
    /// </summary>
    internal static string PresetOffRefusal(IReadOnlyList<int> flags, bool container)
    {
        var list = string.Join(", ", flags);
        var dashT = string.Join(" ", flags.Select(f => string.Create(CultureInfo.InvariantCulture, $"-T{f}")));
        return $"IFI on cannot be had: trace flag {list} is on globally on this server (started with {dashT}, or left on by a killed run: of bench with another --data-dir, or of another tool), and the harness does not switch off flags it did not set. Fix: if nothing on the server needs it, DBCC TRACEOFF({list}, -1) and run again; if it was started with {dashT}, remove that from the startup parameters and restart{(container ? ", or use docker/compose.yaml's server on port 14331, started without it" : string.Empty)}.";
    }

    /// <summary>
    /// What the start will switch on the server, given the flags <paramref name="on"/> globally already, said before any is:
    /// the tracing flags it switches on for the run (and off at its end), and whether it probes the IFI-off flags.
    /// </summary>
    internal static string Switching(IReadOnlySet<int> on, bool offPlanned)
    {
        var switching = IfiScripts.TracingFlags.Where(f => !on.Contains(f)).ToList();
        var already = IfiScripts.TracingFlags.Where(on.Contains).ToList();
        var tracing = switching.Count > 0
            ? $"switching trace flag {string.Join(", ", switching)} on globally (DBCC TRACEON(..., -1)) for the run, off again at its end"
            : "trace flags 3004, 3605 and 3213 are on globally already: none switched";
        var left = already.Count > 0 && switching.Count > 0 ? $" ({string.Join(", ", already)} on already: left as it is)" : string.Empty;
        return tracing + left + OffProbe(on, offPlanned);
    }

    /// <summary>
    /// <see cref="Switching"/>'s words on the IFI-off flags: those not on already it tries, one after the other; with every
    /// one on already (1806 and 1805 on globally) there is none to try, and it says so rather than naming an empty list.
    /// </summary>
    private static string OffProbe(IReadOnlySet<int> on, bool offPlanned)
    {
        if (!offPlanned)
        {
            return $"; no IFI-off case planned, so trace flag {string.Join(" and ", IfiScripts.OffFlags)} are not touched";
        }

        var trying = IfiScripts.OffFlags.Where(f => !on.Contains(f)).ToList();
        var already = IfiScripts.OffFlags.Where(on.Contains).ToList();
        if (trying.Count == 0)
        {
            return $"; trace flags {string.Join(" and ", already)} are on globally already, so none is tried for the IFI-off cases (left as they are)";
        }

        var alreadyOn = already.Count > 0 ? $" ({string.Join(", ", already)} on already: left as it is)" : string.Empty;
        return $"; then, if IFI is on, trying trace flag {string.Join(" then ", trying)} globally{alreadyOn}, each on for one probe database and off again, for the IFI-off cases";
    }

    /// <summary>
    /// Switches the IFI-off <paramref name="flag"/> a probe ran with back off, on the run's connection or a fresh one;
    /// when neither can, it stays listed in the ledger and this says so (the flag, and how to switch it off by hand).
    /// </summary>
    private async Task<string?> ProbeFlagOffAsync(int flag, Func<Func<ISqlSession, Task>, Task<bool>> cleanup) =>
        await cleanup(on => SwitchOffAsync(on, flag, IfiScripts.On(flag)))
            ? null
            : StaysOn([flag], "the IFI probe switched it on", ", so IFI is off for every database on this server until it is switched off");

    /// <summary>
    /// The sentence for <paramref name="flags"/> left on globally after switching them off failed on both connections:
    /// who switched them on, what that does, the ledger that lists them, and the DBCC TRACEOFF that switches them off.
    /// </summary>
    private string StaysOn(List<int> flags, string switchedBy, string effect)
    {
        var one = flags.Count == 1;
        var them = one ? "it" : "them";
        return string.Create(CultureInfo.InvariantCulture,
            $"trace flag {string.Join(", ", flags)} {(one ? "stays" : "stay")} on globally: {switchedBy}, and switching {them} off failed on the run's connection and on a fresh one{effect}. {(one ? "It stays" : "They stay")} listed in the ledger{(ledger is null ? string.Empty : $" ({ledger.FilePath})")}, and the next run against this server with the same --data-dir switches {them} off; or switch {them} off by hand now: DBCC TRACEOFF({string.Join(", ", flags)}, -1)");
    }

    private async Task SwitchOffFlagAsync()
    {
        if (activeFlag is { } flag)
        {
            await SwitchOffAsync(current(), flag, IfiScripts.On(flag));
            activeFlag = null;
        }
    }

    /// <summary>
    /// Lists <paramref name="flag"/> in the ledger, then switches it on. A failed TRACEON leaves it listed (it may have
    /// taken effect before the connection broke): the next run switches it off only if it is on then.
    /// </summary>
    private async Task SwitchOnAsync(int flag, SqlBatch traceOn, CancellationToken cancellationToken)
    {
        ledger?.AddFlag(flag);
        await current().ExecuteAsync(traceOn, null, cancellationToken);
    }

    /// <summary>Switches <paramref name="flag"/> off on <paramref name="on"/>, then strikes it out of the ledger.</summary>
    private async Task SwitchOffAsync(ISqlSession on, int flag, SqlBatch traceOff)
    {
        await on.ExecuteAsync(traceOff, null, CancellationToken.None);
        ledger?.RemoveFlag(flag);
    }
}
