using System.CommandLine;
using System.Globalization;
using Bench.Harness.Native;
using Bench.Harness.Runner;
using Bench.Harness.SqlServer;
using Bench.Harness.Volume;
using Bench.Results.Units;
using Spectre.Console;

namespace Bench.Harness.Cli;

/// <summary><c>bench doctor</c>: what the volume under the data directory is, and what the native target can do on it.</summary>
public static class DoctorCommand
{
    /// <summary>The verb with its options.</summary>
    public static Command Create(IAnsiConsole console)
    {
        var dataDir = new Option<string>("--data-dir") { Description = "Directory on the volume to describe.", DefaultValueFactory = _ => "bench-data" };
        var baseline = new Option<bool>("--baseline")
        {
            Description = "Also measure the volume's sequential write and read bandwidth (direct I/O, 1 MB x 8 in flight, as fio --iodepth=8 --bs=1M --direct=1).",
        };
        var baselineSize = new Option<string>("--baseline-size") { Description = "Size of the baseline's file.", DefaultValueFactory = _ => "1GB" };
        var connection = new Option<string?>("--connection")
        {
            Description = "Also describe a SQL Server (or the one in the environment variable BENCH_SQLSERVER): version, edition, platform, sysadmin, IFI, trace flags. Creates nothing on it.",
        };
        var command = new Command("doctor", "Describe the volume: file system, allocation unit, device, rotational, direct I/O, allocation without writing, free space; with --baseline its bandwidth; with a server, what it is.")
        {
            dataDir, baseline, baselineSize, connection,
        };
        command.SetAction((parsed, cancellationToken) =>
        {
            var text = parsed.GetValue(baselineSize)!;
            if (!ByteSize.TryParse(text, out var size) || size.Bytes < 1L << 20)
            {
                console.MarkupLineInterpolated($"[red]bench doctor:[/] --baseline-size: '{text}' is not allowed. Allowed: a size from 1MB, e.g. 1GB.");
                return Task.FromResult(ExitCodes.BadInput);
            }

            var server = RunOptions.ServerConnection(parsed.GetValue(connection));
            return ExecuteAsync(console, parsed.GetValue(dataDir)!, parsed.GetValue(baseline) ? size.Bytes : 0, server, cancellationToken);
        });
        return command;
    }

    /// <summary>Prints the description, and measures the bandwidth when <paramref name="baselineBytes"/> is above 0; returns the exit code.</summary>
    public static async Task<int> ExecuteAsync(IAnsiConsole console, string dataDirectory, long baselineBytes, CancellationToken cancellationToken) =>
        await ExecuteAsync(console, dataDirectory, baselineBytes, null, cancellationToken);

    /// <summary>As <see cref="ExecuteAsync(IAnsiConsole, string, long, CancellationToken)"/>, and describes the server of <paramref name="connection"/> when given.</summary>
    public static async Task<int> ExecuteAsync(IAnsiConsole console, string dataDirectory, long baselineBytes, string? connection, CancellationToken cancellationToken)
    {
        var server = connection is null ? "not probed (give --connection or BENCH_SQLSERVER)" : await DescribeServerAsync(connection, cancellationToken);
        var exit = Execute(console, dataDirectory, server);
        if (baselineBytes <= 0)
        {
            return exit;
        }

        console.MarkupLineInterpolated($"baseline: writing then reading {ByteSize.Human(baselineBytes)} in {Path.GetFullPath(dataDirectory)} ...");
        try
        {
            await using var target = NativeTarget.Open(dataDirectory, $"doctor-{DateTime.UtcNow:yyyyMMdd-HHmmss}-{Environment.ProcessId}");
            var measured = await target.MeasureBaselineAsync(baselineBytes, cancellationToken);
            console.MarkupLineInterpolated(CultureInfo.InvariantCulture,
                $"baseline: sequential write [bold]{measured.WriteMbS:0} MB/s[/], read [bold]{measured.ReadMbS:0} MB/s[/] ({(measured.Direct ? "direct I/O" : "buffered + fsync")}, 1 MB x {measured.QueueDepth} in flight)");
            return exit;
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            return ExitCodes.Cancelled;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            console.MarkupLineInterpolated($"[red]baseline failed:[/] {e.Message}");
            return ExitCodes.SomeFailed;
        }
    }

    /// <summary>Prints the description; returns the exit code.</summary>
    public static int Execute(IAnsiConsole console, string dataDirectory) => Execute(console, dataDirectory, "not probed (give --connection or BENCH_SQLSERVER)");

    /// <summary>What the server of <paramref name="connection"/> is, in one line, or why it could not be reached (no password in it).</summary>
    public static async Task<string> DescribeServerAsync(string connection, CancellationToken cancellationToken)
    {
        try
        {
            await using var session = await SqlSession.OpenAsync(connection, cancellationToken);
            var facts = await ServerFacts.ReadAsync(session, cancellationToken);
            var flags = await session.QueryAsync(
                IfiScripts.GlobalFlags, r => Convert.ToInt32(r.GetValue(0), CultureInfo.InvariantCulture), cancellationToken);
            return $"{facts.Describe()}; login {(facts.Sysadmin ? "is" : "is NOT")} sysadmin (the sqlserver target needs it); IFI: {facts.IfiSays}; "
                + $"trace flags on globally: {(flags.Count == 0 ? "none" : string.Join(", ", flags))}";
        }
        catch (Exception e) when (e is Microsoft.Data.SqlClient.SqlException or ServerErrorException or ArgumentException)
        {
            return Secrets.Redact($"cannot be used: {e.Message}");
        }
    }

    private static int Execute(IAnsiConsole console, string dataDirectory, string server)
    {
        ArgumentNullException.ThrowIfNull(console);
        var volume = VolumeProbe.Describe(dataDirectory, probeIo: true);
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
        Row("rotational", volume.Rotational switch { true => "yes (spinning disk)", false => "no (solid state)", _ => null });
        Row("direct I/O", volume.DirectIo switch { true => "available", false => "refused: buffered writes + fsync", _ => null });
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

        return ExitCodes.Ok;
    }
}
