using System.Globalization;
using Bench.Harness.Configuration;
using Bench.Harness.Runner;

namespace Bench.Harness.SqlServer;

/// <summary>
/// <c>bench matrix --sql FILE</c>: the T-SQL the sqlserver target would send for a matrix, written for a DBA to read
/// before a run (a change review), recorded by <see cref="BatchRecorder"/> through the runner's own pieces: nothing is
/// sent, no server is asked.
/// </summary>
public static class SqlServerScript
{
    /// <summary>
    /// Writes the batches of <paramref name="plan"/> (every case once) to <paramref name="file"/>, with the directories of
    /// <paramref name="options"/> as the server would see them; how many batches were written.
    /// </summary>
    /// <exception cref="IOException">The file cannot be written.</exception>
    /// <exception cref="UnauthorizedAccessException">The file cannot be written.</exception>
    public static async Task<int> WriteAsync(RunOptions options, RunPlan plan, string file, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(options);
        ArgumentNullException.ThrowIfNull(plan);
        var separator = Separator(options.ServerDataDirectory);
        var runDirectory = Path.Combine(Path.GetFullPath(options.DataDirectory), $"bench-{plan.RunId}");
        var runBackupDirectory = Path.Combine(Path.GetFullPath(options.BackupDirectory ?? options.DataDirectory), $"bench-{plan.RunId}");
        var paths = ServerDirectories.Map(options, runDirectory, runBackupDirectory, separator);
        var tag = SqlServerTarget.Tag(plan.RunId);
        var cases = await BatchRecorder.RecordAsync(plan.Cases, paths, tag, cancellationToken);
        var once = BatchRecorder.RunBatches(paths, tag).ToList();
        var text = new StringWriter(CultureInfo.InvariantCulture) { NewLine = "\n" };
        foreach (var line in Header(plan, paths, tag))
        {
            await text.WriteLineAsync($"-- {line}");
        }

        await WriteAsync(text, "Once per run, in this order or at these moments: the session, the server's facts, IFI control by global trace flags (3004, 3605, 3213 for tracing; 1806 or 1805 for IFI off, whichever the server is seen to obey), the error log lines of this session, counters, cleanup of an earlier run's databases", once);
        await WriteAsync(text, $"The cases, each once (a run sends a case's batches again for each of its repetitions), in the run's order of groups; \"waits\" batches are read around each case", cases);
        var full = Path.GetFullPath(file);
        Directory.CreateDirectory(Path.GetDirectoryName(full)!);
        Results.AtomicFile.WriteAllTextBeside(full, text.ToString());
        return once.Count + cases.Count;
    }

    /// <summary>The path separator of the server that sees its data directory as <paramref name="serverDirectory"/>: '\' for a Windows path (C:\..., \\server\...), else '/'; this host's when none is given.</summary>
    internal static char Separator(string? serverDirectory) =>
        serverDirectory is null ? Path.DirectorySeparatorChar
        : serverDirectory.Contains('\\', StringComparison.Ordinal) || (serverDirectory.Length >= 2 && char.IsAsciiLetter(serverDirectory[0]) && serverDirectory[1] == ':') ? '\\'
        : '/';

    /// <summary>The first words of every script this writes: what <see cref="IsScript"/> looks for before replacing a file.</summary>
    private const string Lead = "-- bench matrix --sql: ";

    /// <summary>Whether <paramref name="file"/> begins as a script this writes (and may be replaced by a new one).</summary>
    public static bool IsScript(string file)
    {
        try
        {
            using var reader = new StreamReader(file);
            var first = new char[Lead.Length];
            return reader.ReadBlock(first) == Lead.Length && new string(first) == Lead;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return false;
        }
    }

    private static IEnumerable<string> Header(RunPlan plan, ServerPaths paths, string tag) =>
    [
        $"{Lead[3..]}the T-SQL the sqlserver target sends for {plan.MatrixSource}: {plan.Cases.Count} cases.",
        "Recorded, not run: no server was asked. bench sends these itself, times them and reads what the server says;",
        "running this file by hand measures nothing (and its trace flags are global: 1806/1805 turn IFI off server-wide).",
        $"Database names as a run started now would give them (bench_{tag}_...): a run uses its own start time.",
        $"Server paths: data {paths.DataDirectory}, backups {paths.BackupDirectory} (--server-dir, --server-backup-dir; path separator '{paths.Separator}').",
        string.Create(CultureInfo.InvariantCulture, $"Each batch ends with GO (GO N: run N times); the line before it says what it is for."),
    ];

    private static async Task WriteAsync(TextWriter writer, string section, IEnumerable<(string Origin, SqlBatch Batch)> batches)
    {
        await writer.WriteLineAsync();
        await writer.WriteLineAsync($"-- ===== {section}");
        foreach (var (origin, batch) in batches)
        {
            await writer.WriteLineAsync();
            await writer.WriteLineAsync($"-- {origin}");
            await writer.WriteLineAsync(batch.Text.TrimEnd());
            await writer.WriteLineAsync(batch.Times == 1 ? "GO" : string.Create(CultureInfo.InvariantCulture, $"GO {batch.Times}"));
        }
    }
}
