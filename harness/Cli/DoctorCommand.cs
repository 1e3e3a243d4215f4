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
        var baselineSize = new Option<string?>("--baseline-size") { Description = $"With --baseline: size of the baseline's file (default {Doctor.Doctor.DefaultBaselineSize})." };
        var connection = new Option<string?>("--connection")
        {
            Description = "Also describe a SQL Server (or the one in the environment variable BENCH_SQLSERVER): version, edition, platform, sysadmin, IFI, trace flags. Creates nothing on it.",
        };
        var command = new Command("doctor", "Describe the volume: file system, allocation unit, device, rotational, direct I/O, allocation without writing, free space; with --baseline its bandwidth; with a server, what it is.\n\n"
            + "Example: ./bench doctor --data-dir /mnt/ssd/bench --baseline")
        {
            dataDir, baseline, baselineSize, connection,
        };
        command.SetAction(async (parsed, cancellationToken) => ExitCodes.Of(await Doctor.Doctor.RunAsync(
            console, parsed.GetValue(dataDir)!, parsed.GetValue(baseline), parsed.GetValue(baselineSize), parsed.GetValue(connection), cancellationToken)));
        return command;
    }
}
