using System.CommandLine;
using System.Globalization;
using Bench.Harness.Volume;
using Bench.Scenarios.Units;
using Spectre.Console;

namespace Bench.Harness.Cli;

/// <summary><c>bench doctor</c>: what the volume under the data directory is, and what the native target can do on it.</summary>
public static class DoctorCommand
{
    /// <summary>The verb with its options.</summary>
    public static Command Create(IAnsiConsole console)
    {
        var dataDir = new Option<string>("--data-dir") { Description = "Directory on the volume to describe.", DefaultValueFactory = _ => "bench-data" };
        var command = new Command("doctor", "Describe the volume: file system, allocation unit, device, rotational, direct I/O, allocation without writing, free space.")
        {
            dataDir,
        };
        command.SetAction(parsed => Execute(console, parsed.GetValue(dataDir)!));
        return command;
    }

    /// <summary>Prints the description; returns the exit code.</summary>
    public static int Execute(IAnsiConsole console, string dataDirectory)
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
        Row("SQL Server", "not probed (the sqlserver target is not in this version)");
        console.Write(table);
        foreach (var note in volume.Notes)
        {
            console.MarkupLineInterpolated($"[yellow]note:[/] {note}");
        }

        return ExitCodes.Ok;
    }
}
