using Bench.Results.Export;

namespace Bench.Plots.Report;

/// <summary>
/// The chart files a report drew, as a list in charts/ (<see cref="FileName"/>: each file's path under the report's
/// folder, its size and its last write time, taken as it was written), so that a report written again into the folder
/// (<c>bench report RUN_DIR</c> after an upgrade that draws differently: a counters chart of fewer than three samples is
/// no longer drawn) removes the charts the earlier one drew and this one does not, instead of leaving them beside the
/// new ones. Only a .png or .svg file on the list, under charts/, whose size and time are still those the list gives is
/// ever removed: the harness's own, as it wrote it. A file the user put there, or edited or replaced since, stays; a
/// folder without the list (written by a version before it) loses nothing; a list that cannot be read is no list.
/// </summary>
public static class PreviousCharts
{
    /// <summary>The list's file, in the report's charts/.</summary>
    public const string FileName = ".bench-charts";

    /// <summary>The report's folder of charts, under its --out folder.</summary>
    public const string Folder = "charts";

    private const string Charts = Folder;

    private static StringComparison PathComparison => OperatingSystem.IsWindows() ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal;

    private static StringComparer Paths => StringComparer.FromComparison(PathComparison);

    /// <summary><paramref name="path"/> relative to <paramref name="directory"/>, '/' separated, as the list and the console give it.</summary>
    public static string Relative(string directory, string path) => System.IO.Path.GetRelativePath(directory, path).Replace('\\', '/');

    /// <summary>The files the list in <paramref name="directory"/>'s charts/ gives (none without one, or when it cannot be read); lines that are not the list's are passed over.</summary>
    public static IReadOnlyList<Entry> Read(string directory)
    {
        ArgumentNullException.ThrowIfNull(directory);
        var list = Path.Combine(directory, Charts, FileName);
        var charts = Root(directory) + Path.DirectorySeparatorChar;
        var entries = new List<Entry>();
        try
        {
            if (!File.Exists(list))
            {
                return [];
            }

            foreach (var line in File.ReadLines(list))
            {
                var fields = line.Split('\t');
                if (fields.Length == 3 && Under(directory, charts, fields[0]) is { } path
                    && long.TryParse(fields[1], NumberStyles.None, CultureInfo.InvariantCulture, out var size)
                    && long.TryParse(fields[2], NumberStyles.None, CultureInfo.InvariantCulture, out var ticks))
                {
                    entries.Add(new Entry(path, size, ticks));
                }
            }
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return [];
        }

        return entries;
    }

    /// <summary>The entry of <paramref name="path"/> as it is now (just written).</summary>
    public static Entry Of(string path)
    {
        var info = new FileInfo(Path.GetFullPath(path));
        return new Entry(info.FullName, info.Length, info.LastWriteTimeUtc.Ticks);
    }

    /// <summary>
    /// Deletes the files of <paramref name="previous"/> that are not among <paramref name="written"/> and are still as the
    /// list gives them, and a run's chart folder below charts/ they leave empty (not a link); the ones deleted. One that
    /// cannot be deleted (in use on Windows, read-only) stays, and so does its entry (<paramref name="left"/>), for the next report.
    /// </summary>
    public static IReadOnlyList<string> RemoveUndrawn(string directory, IReadOnlyList<Entry> previous, IEnumerable<Entry> written, out IReadOnlyList<Entry> left)
    {
        ArgumentNullException.ThrowIfNull(directory);
        ArgumentNullException.ThrowIfNull(previous);
        ArgumentNullException.ThrowIfNull(written);
        var charts = Root(directory);
        var kept = written.Select(e => e.Path).ToHashSet(Paths);
        var removed = new List<string>();
        var stayed = new List<Entry>();
        foreach (var entry in previous.Where(e => !kept.Contains(e.Path) && e.IsUnchanged()))
        {
            try
            {
                File.Delete(entry.Path);
                removed.Add(entry.Path);
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                // Left where it is, and on the list: the report is complete without it.
                stayed.Add(entry);
            }
        }

        foreach (var folder in removed.Select(f => new DirectoryInfo(Path.GetDirectoryName(f)!)).DistinctBy(d => d.FullName, Paths))
        {
            try
            {
                if (!string.Equals(folder.FullName, charts, PathComparison) && folder.LinkTarget is null && !folder.EnumerateFileSystemInfos().Any())
                {
                    folder.Delete();
                }
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                // An empty folder left: nothing lost.
            }
        }

        left = stayed;
        return removed;
    }

    /// <summary>
    /// Writes the list of <paramref name="entries"/> (files under <paramref name="directory"/>'s charts/) in place of the
    /// earlier one, whole, through <paramref name="journal"/> (a report undone puts the earlier list back); false, leaving
    /// the earlier one, when it cannot (a list that no longer matches removes nothing).
    /// </summary>
    public static async Task<bool> WriteAsync(string directory, IEnumerable<Entry> entries, WriteJournal journal, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(directory);
        ArgumentNullException.ThrowIfNull(entries);
        ArgumentNullException.ThrowIfNull(journal);
        var charts = Path.Combine(directory, Charts);
        if (!Directory.Exists(charts))
        {
            return true;
        }

        var lines = entries.Select(e => string.Create(CultureInfo.InvariantCulture, $"{Relative(directory, e.Path)}\t{e.Size}\t{e.WrittenTicks}\n"));
        try
        {
            await journal.WriteAllTextAsync(Path.Combine(charts, FileName), string.Concat(lines), cancellationToken);
            return true;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return false;
        }
    }

    /// <summary>The full path of <paramref name="directory"/>'s charts/.</summary>
    private static string Root(string directory) => Path.GetFullPath(Path.Combine(directory, Charts));

    /// <summary>The full path of <paramref name="relative"/> when it names a .png or .svg file under <paramref name="charts"/> (charts/'s full path and a separator); null otherwise.</summary>
    private static string? Under(string directory, string charts, string relative)
    {
        try
        {
            var full = Path.GetFullPath(Path.Combine(directory, relative));
            return full.StartsWith(charts, PathComparison) && Path.GetExtension(full) is ".png" or ".svg" ? full : null;
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
