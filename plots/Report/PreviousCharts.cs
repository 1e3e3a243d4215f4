namespace Bench.Plots.Report;

/// <summary>
/// The chart files a report drew, as a list in charts/ (<see cref="FileName"/>: each file's path under the report's
/// folder, its size and its last write time), so that a report written again into the folder (<c>bench report RUN_DIR</c>
/// after an upgrade that draws differently: a counters chart of fewer than three samples is no longer drawn) removes the
/// charts the earlier one drew and this one does not, instead of leaving them beside the new ones. Only a file on the
/// list, under charts/, whose size and time are still those the list gives is ever removed: the harness's own, as it
/// wrote it. A file the user put there, or edited or replaced since, stays; a folder without the list (written by a
/// version before it) loses nothing.
/// </summary>
public static class PreviousCharts
{
    /// <summary>The list's file, in the report's charts/.</summary>
    public const string FileName = ".bench-charts";

    private const string Charts = "charts";

    private static StringComparer Paths => OperatingSystem.IsWindows() ? StringComparer.OrdinalIgnoreCase : StringComparer.Ordinal;

    /// <summary>The files the list in <paramref name="directory"/>'s charts/ gives (none without one); lines that are not the list's are passed over.</summary>
    public static IReadOnlyList<Entry> Read(string directory)
    {
        ArgumentNullException.ThrowIfNull(directory);
        var list = Path.Combine(directory, Charts, FileName);
        if (!File.Exists(list))
        {
            return [];
        }

        var entries = new List<Entry>();
        foreach (var line in File.ReadLines(list))
        {
            var fields = line.Split('\t');
            if (fields.Length == 3 && Under(directory, fields[0]) is { } path
                && long.TryParse(fields[1], NumberStyles.None, CultureInfo.InvariantCulture, out var size)
                && long.TryParse(fields[2], NumberStyles.None, CultureInfo.InvariantCulture, out var ticks))
            {
                entries.Add(new Entry(path, size, ticks));
            }
        }

        return entries;
    }

    /// <summary>
    /// Deletes the files of <paramref name="previous"/> that are not among <paramref name="written"/> and are still as the
    /// list gives them, and a run's chart folder they leave empty; the ones deleted. One that cannot be deleted (in use on
    /// Windows, read-only) stays, and is not counted.
    /// </summary>
    public static IReadOnlyList<string> RemoveUndrawn(IReadOnlyList<Entry> previous, IEnumerable<string> written)
    {
        ArgumentNullException.ThrowIfNull(previous);
        ArgumentNullException.ThrowIfNull(written);
        var kept = written.Select(Path.GetFullPath).ToHashSet(Paths);
        var removed = new List<string>();
        foreach (var entry in previous.Where(e => !kept.Contains(e.Path) && e.IsUnchanged()))
        {
            try
            {
                File.Delete(entry.Path);
                removed.Add(entry.Path);
                var folder = Path.GetDirectoryName(entry.Path)!;
                if (Path.GetFileName(folder) != Charts && !Directory.EnumerateFileSystemEntries(folder).Any())
                {
                    Directory.Delete(folder);
                }
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                // Left where it is: the report is complete without it.
            }
        }

        return removed;
    }

    /// <summary>Writes the list of <paramref name="written"/> (files under <paramref name="directory"/>'s charts/) in place of the earlier one.</summary>
    public static void Write(string directory, IReadOnlyList<string> written)
    {
        ArgumentNullException.ThrowIfNull(directory);
        ArgumentNullException.ThrowIfNull(written);
        var charts = Path.Combine(directory, Charts);
        if (!Directory.Exists(charts))
        {
            return;
        }

        var lines = written.Where(File.Exists).Select(f =>
        {
            var info = new FileInfo(f);
            var relative = Path.GetRelativePath(directory, f).Replace('\\', '/');
            return string.Create(CultureInfo.InvariantCulture, $"{relative}\t{info.Length}\t{info.LastWriteTimeUtc.Ticks}");
        });
        File.WriteAllLines(Path.Combine(charts, FileName), lines);
    }

    /// <summary>The full path of <paramref name="relative"/> when it names a file under <paramref name="directory"/>'s charts/; null otherwise.</summary>
    private static string? Under(string directory, string relative)
    {
        try
        {
            var charts = Path.GetFullPath(Path.Combine(directory, Charts)) + Path.DirectorySeparatorChar;
            var full = Path.GetFullPath(Path.Combine(directory, relative));
            return full.StartsWith(charts, OperatingSystem.IsWindows() ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal)
                && Path.GetExtension(full) is ".png" or ".svg" ? full : null;
        }
        catch (Exception e) when (e is ArgumentException or NotSupportedException or PathTooLongException)
        {
            return null;
        }
    }

    /// <summary>A chart file as the list gives it.</summary>
    /// <param name="Path">Its full path.</param>
    /// <param name="Size">Its size in bytes when written.</param>
    /// <param name="WrittenTicks">Its last write time (UTC ticks) when written.</param>
    public sealed record Entry(string Path, long Size, long WrittenTicks)
    {
        /// <summary>Whether the file is there and still of the size and time the list gives.</summary>
        public bool IsUnchanged()
        {
            var info = new FileInfo(Path);
            return info.Exists && info.Length == Size && info.LastWriteTimeUtc.Ticks == WrittenTicks;
        }
    }
}
