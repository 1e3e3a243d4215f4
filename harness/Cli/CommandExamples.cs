namespace Bench.Harness.Cli;

/// <summary>
/// The one place that names the program in what bench tells a user to type: every verb's --help examples (written in
/// each verb's description as on Linux, "Example: ./bench ARGS") and the "e.g." of a missing verb. On Linux the
/// program is the checkout's <c>./bench</c>; on Windows it is <c>bench-win\bench.exe</c>, the published folder's
/// program as README's Windows section runs it from a folder of the user's own (an elevated prompt starts in
/// C:\Windows\System32, and runs go to .\runs where bench starts), which cmd and PowerShell both run as typed. Windows'
/// shells expand no wildcard and cmd takes no single quotes, so each example has its Windows form here, with Windows
/// paths: an example without one fails CommandExamplesTests.
/// </summary>
internal static class CommandExamples
{
    private const string Prefix = "Example: ";
    private const string LinuxProgram = "./bench";
    private const string WindowsProgram = @"bench-win\bench.exe";

    /// <summary>Each Linux example's arguments, and the same on Windows.</summary>
    internal static readonly IReadOnlyDictionary<string, string> Windows = new Dictionary<string, string>(StringComparer.Ordinal)
    {
        ["run --data-dir /mnt/ssd/bench --label ssd"] = @"run --data-dir D:\bench-data --label ssd",
        ["run --profile quick --data-dir /mnt/ssd/bench --label ssd"] = @"run --profile quick --data-dir D:\bench-data --label ssd",
        ["doctor --data-dir /mnt/ssd/bench --baseline"] = @"doctor --data-dir D:\bench-data --baseline",
        ["compare runs/*-ssd runs/*-hdd --out ssd-vs-hdd"] = @"compare runs\20261123-101500-ssd runs\20261124-091000-hdd --out ssd-vs-hdd",
        ["report runs/20261123-101500-ssd --estimate 50GB,500GB,1TB"] = @"report runs\20261123-101500-ssd --estimate 50GB,500GB,1TB",
        ["publish runs/* --to results.duckdb"] = @"publish runs\20261123-101500-ssd runs\20261124-091000-hdd --to results.duckdb",
        ["matrix --matrix my-matrix.json --scenario restore"] = "matrix --matrix my-matrix.json --scenario restore",
        [@"matrix --profile standard --sql standard.sql --server-dir 'D:\SQLData\bench'"] = @"matrix --profile standard --sql standard.sql --server-dir D:\SQLData\bench",
        ["import ERRORLOG > restore.json"] = "import ERRORLOG > restore.json",
        ["tune restore --data-dir /mnt/ssd/bench --label ssd"] = @"tune restore --data-dir D:\bench-data --label ssd",
    };

    /// <summary>The program as a user of this system types it.</summary>
    public static string Program => ProgramOn(OperatingSystem.IsWindows());

    /// <summary>The program as a user of Windows (<paramref name="windows"/>) or Linux types it.</summary>
    public static string ProgramOn(bool windows) => windows ? WindowsProgram : LinuxProgram;

    /// <summary>Every description under <paramref name="root"/> with its examples as this system's user types them.</summary>
    public static void ForThisSystem(Command root)
    {
        ArgumentNullException.ThrowIfNull(root);
        if (!OperatingSystem.IsWindows())
        {
            return;
        }

        foreach (var command in root.Subcommands.Prepend(root))
        {
            command.Description = ForSystem(command.Description, windows: true);
        }
    }

    /// <summary><paramref name="description"/> with each "Example: ./bench ARGS" line in the words of Windows or Linux (<paramref name="windows"/>).</summary>
    public static string? ForSystem(string? description, bool windows)
    {
        if (description is null || !windows)
        {
            return description;
        }

        var lines = description.Split('\n');
        for (var i = 0; i < lines.Length; i++)
        {
            if (lines[i].StartsWith(Prefix + LinuxProgram + " ", StringComparison.Ordinal))
            {
                var args = lines[i][(Prefix.Length + LinuxProgram.Length + 1)..];
                if (!Windows.TryGetValue(args, out var windowsArgs))
                {
                    throw new InvalidOperationException($"the example '{args}' has no Windows form in {nameof(CommandExamples)}.{nameof(Windows)}");
                }

                lines[i] = $"{Prefix}{WindowsProgram} {windowsArgs}";
            }
        }

        return string.Join('\n', lines);
    }
}
