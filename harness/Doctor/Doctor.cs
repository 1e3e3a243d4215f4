using System.Globalization;
using Bench.Harness.Configuration;
using Bench.Harness.Native;
using Bench.Harness.Runner;
using Bench.Harness.SqlServer;
using Bench.Harness.Views;
using Bench.Harness.Volume;
using Bench.Results.Manifest;
using Bench.Results.Units;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Doctor;

/// <summary>What the volume under a data directory is, what the native target can do on it, its bandwidth, and what a server is.</summary>
public static class Doctor
{
    private const string ServerUnusable = "cannot be used: ";

    /// <summary>The size of the baseline's file when --baseline is given without --baseline-size.</summary>
    public const string DefaultBaselineSize = "1GB";

    /// <summary>The baseline's files on the volume at once: the file, and the copy the copy rate writes while reading it.</summary>
    private const int BaselineCopies = 2;

    /// <summary>
    /// Checks the options (every error at once): <paramref name="baselineSize"/> (a size from 1MB, given only with
    /// <paramref name="baseline"/>; null: <see cref="DefaultBaselineSize"/>) and the connection string given as
    /// <paramref name="connection"/> or in BENCH_SQLSERVER; then prints the description, measures the bandwidth when
    /// <paramref name="baseline"/> is asked, and describes that server when there is one.
    /// </summary>
    public static async Task<SessionOutcome> RunAsync(
        IAnsiConsole console, string dataDirectory, bool baseline, string? baselineSize, string? connection, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(console);
        var errors = SpaceValidator.CheckDirectory(dataDirectory, "--data-dir").ToList();
        var baselineLocation = SourceLocation.CommandLine("--baseline-size");
        if (!ByteSize.TryParse(baselineSize ?? DefaultBaselineSize, out var size) || size.Bytes < 1L << 20)
        {
            errors.Add(new ValidationError(baselineLocation, "baseline-size", $"'{baselineSize}' is not allowed", "a size from 1MB, e.g. 1GB"));
        }
        else if (baseline && errors.Count == 0)
        {
            // The file and its copy are on the volume at once: refused up front rather than filling the disk.
            errors.AddRange(SpaceValidator.CheckBaseline(dataDirectory, size.Bytes / BaselineProbe.RequestBytes * BaselineProbe.RequestBytes, BaselineCopies));
        }

        if (baselineSize is not null && !baseline)
        {
            errors.Add(new ValidationError(
                baselineLocation, "baseline-size", "it sizes the baseline, which only --baseline measures, and --baseline was not given",
                "--baseline --baseline-size SIZE, or no --baseline-size"));
        }

        if (OptionsValidator.ConnectionProblem(connection) is { } malformed)
        {
            errors.Add(malformed);
        }

        if (errors.Count > 0)
        {
            Refusal.Print(console, "doctor", "refused", errors);
            return SessionOutcome.Refused;
        }

        return await ExecuteAsync(console, dataDirectory, baseline ? size.Bytes : 0, RunOptions.ServerConnection(connection), cancellationToken);
    }

    /// <summary>Prints the description, and measures the bandwidth when <paramref name="baselineBytes"/> is above 0; returns the exit code.</summary>
    public static async Task<SessionOutcome> ExecuteAsync(IAnsiConsole console, string dataDirectory, long baselineBytes, CancellationToken cancellationToken) =>
        await ExecuteAsync(console, dataDirectory, baselineBytes, null, cancellationToken);

    /// <summary>As <see cref="ExecuteAsync(IAnsiConsole, string, long, CancellationToken)"/>, and describes the server of <paramref name="connection"/> when given.</summary>
    public static async Task<SessionOutcome> ExecuteAsync(IAnsiConsole console, string dataDirectory, long baselineBytes, string? connection, CancellationToken cancellationToken)
    {
        var server = connection is null ? "not probed (give --connection or BENCH_SQLSERVER)" : await DescribeServerAsync(connection, cancellationToken);
        var exit = Execute(console, dataDirectory, server);
        // A data dir bench cannot write in fails the check (Execute said why); a baseline there would only fail again.
        var writable = exit == SessionOutcome.Done;
        if (exit == SessionOutcome.Done && server.StartsWith(ServerUnusable, StringComparison.Ordinal))
        {
            // The volume was described; the server asked about cannot be reached or used: the environment's exit code.
            exit = SessionOutcome.Unavailable;
        }

        if (baselineBytes <= 0 || !writable)
        {
            return exit;
        }

        console.MarkupLineInterpolated($"baseline: writing then reading {ByteSize.Human(baselineBytes)} in {Path.GetFullPath(dataDirectory)} ...");
        try
        {
            using var workspace = RunWorkspace.Open(dataDirectory, $"doctor-{DateTime.UtcNow:yyyyMMdd-HHmmss}-{Environment.ProcessId}");
            var measured = await workspace.MeasureBaselineAsync(baselineBytes, readWhileWriting: true, cancellationToken);
            console.MarkupLineInterpolated(CultureInfo.InvariantCulture,
                $"baseline: sequential write [bold]{measured.WriteMbS:0} MB/s[/], read [bold]{measured.ReadMbS:0} MB/s[/], copy (read and write at once, a restore from backups on this volume) [bold]{measured.ReadWriteMbS:0} MB/s[/] ({(measured.Direct ? "direct I/O" : "buffered + fsync")}, 1 MB x {measured.QueueDepth} in flight)");
            return exit;
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            return SessionOutcome.Cancelled;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            console.MarkupLineInterpolated($"[red]baseline failed:[/] {e.Message}");
            return SessionOutcome.SomeFailed;
        }
    }

    /// <summary>Prints the description; returns the exit code (<see cref="SessionOutcome.Unavailable"/> when bench cannot write in the data dir).</summary>
    public static SessionOutcome Execute(IAnsiConsole console, string dataDirectory) => Execute(console, dataDirectory, "not probed (give --connection or BENCH_SQLSERVER)");

    /// <summary>What the server of <paramref name="connection"/> is, in one line, or why it could not be reached (no password in it).</summary>
    public static async Task<string> DescribeServerAsync(string connection, CancellationToken cancellationToken)
    {
        try
        {
            await using var session = await SqlSession.OpenAsync(connection, cancellationToken);
            var facts = await ServerFacts.ReadAsync(session, cancellationToken);
            var flags = await session.QueryAsync(
                IfiScripts.GlobalFlags, r => Convert.ToInt32(r.GetValue(0), CultureInfo.InvariantCulture), cancellationToken);
            return ServerLine(facts, flags);
        }
        catch (Exception e) when (e is Microsoft.Data.SqlClient.SqlException or ServerErrorException or ServerUnusableException or ArgumentException)
        {
            var why = e is Microsoft.Data.SqlClient.SqlException { Number: not ServerReach.LoginFailed }
                ? await ServerReach.WhyUnreachableAsync(connection, ServerReach.Timeout, cancellationToken)
                : null;
            return why is null
                ? Secrets.RedactWithCause(e, $"{ServerUnusable}{e.Message}")
                : $"{ServerUnusable}{why}. SqlClient said: {Secrets.RedactWithCause(e)}";
        }
    }

    /// <summary>
    /// The rotational flag as what it is: the system's word for the device (Linux's queue/rotational, Windows' seek
    /// penalty), not a finding. A virtual disk (virtio, many cloud volumes) often says rotational whatever stores it.
    /// </summary>
    internal static string? RotationalWords(bool? rotational) => rotational switch
    {
        true => "yes, the system's flag (a spinning disk, or a virtual disk: these often say yes whatever stores them)",
        false => "no, the system's flag (solid state, or a virtual disk that says so)",
        _ => null,
    };

    /// <summary>The server's line: what it is, the login, IFI, the global trace flags, and what its edition cannot run.</summary>
    internal static string ServerLine(ServerFacts facts, IReadOnlyList<int> flags)
    {
        ArgumentNullException.ThrowIfNull(facts);
        ArgumentNullException.ThrowIfNull(flags);
        var cannot = ServerLimits.CannotRun(facts);
        return $"{facts.Describe()}; login {(facts.Sysadmin ? "is" : "is NOT")} sysadmin (the sqlserver target needs it); IFI: {facts.IfiSays}; "
            + $"trace flags on globally: {(flags.Count == 0 ? "none" : string.Join(", ", flags))}"
            + (cannot.Count == 0 ? string.Empty : $"; {facts.Edition} cannot run {string.Join("; nor ", cannot)}");
    }

    private static SessionOutcome Execute(IAnsiConsole console, string dataDirectory, string server)
    {
        ArgumentNullException.ThrowIfNull(console);
        foreach (var line in WindowsHost.Lines)
        {
            console.MarkupLineInterpolated($"[bold]{line}[/]");
        }

        // The probes write where bench run writes: in a run folder under the data dir, made by the workspace run uses,
        // which creates the levels of the data dir that do not exist yet and removes them again (C:\bench-data, not yet
        // made, is probed there, not in C:\ where a user may make folders but not files). A data dir bench cannot write
        // in is said once, below, not again as a probe file's note.
        var full = Path.GetFullPath(dataDirectory);
        var existed = Directory.Exists(full);
        string? unwritable = null;
        RunWorkspace? workspace = null;
        try
        {
            workspace = RunWorkspace.Open(full, $"doctor-probe-{DateTime.UtcNow:yyyyMMdd-HHmmss}-{Environment.ProcessId}");
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            unwritable = $"{full}: {WriteCheck.Reason(e)}";
        }

        VolumeInfo volume;
        DirectIoProof? directIo = null;
        using (workspace)
        {
            // The direct I/O line is what a probe file of the workspace did: one aligned block written and read back unbuffered.
            volume = workspace is null
                ? VolumeProbe.Describe(full, probeIo: false)
                : VolumeProbe.Describe(workspace, out directIo) with { Path = full };
        }

        if (!existed && workspace is not null)
        {
            volume = volume with { Notes = [$"{full} does not exist yet: made for the probes and removed again, as bench run makes it and removes it when it leaves it empty", .. volume.Notes] };
        }

        var host = HostProbe.Describe();
        var table = new Table().Border(TableBorder.Rounded).HideHeaders().AddColumn("what").AddColumn("value");
        void Row(string what, string? value) => table.AddRow(what, Markup.Escape(value ?? "unknown"));
        Row("data dir", volume.Path);
        Row("mount point", volume.MountPoint);
        Row("device", volume.Device);
        Row("model", volume.Model);
        Row("file system", volume.FileSystem);
        Row("allocation unit", volume.AllocationUnitBytes is { } unit ? ByteSize.Format(unit) : null);
        Row("logical block size", volume.LogicalBlockBytes?.ToString(CultureInfo.InvariantCulture));
        Row("physical sector size", volume.PhysicalSectorBytes?.ToString(CultureInfo.InvariantCulture));
        Row("rotational", RotationalWords(volume.Rotational));
        Row("direct I/O", directIo?.Says);
        Row("allocation without writing (IFI on)", volume.Fallocate switch { true => "available", false => "refused: IFI-on cases are skipped", _ => null });
        Row("size", volume.TotalBytes is { } total ? ByteSize.Human(total) : null);
        Row("free", volume.FreeBytes is { } free ? ByteSize.Human(free) : null);
        Row("host", $"{host.MachineName}: {host.Os}, {host.Cpu}, {host.Cores} cores, {ByteSize.Human(host.MemoryBytes ?? 0)}");
        Row("SQL Server", server);
        console.Write(table);
        foreach (var note in volume.Notes)
        {
            console.MarkupLineInterpolated($"[yellow]note:[/] {note}");
        }

        if (unwritable is not null)
        {
            // The environment's exit code, as for a server that cannot be used: the same command works on a volume bench can write.
            Refusal.ErrorsOf(console).MarkupLineInterpolated($"[red]data dir:[/] cannot write in {unwritable}; bench run would fail");
            return SessionOutcome.Unavailable;
        }

        return SessionOutcome.Done;
    }
}
