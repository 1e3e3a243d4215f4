namespace Bench.Harness.Reporting;

/// <summary>
/// What a report folder held before a report was written into it, so that a report that is stopped (Ctrl+C, SIGTERM) or
/// fails (a full disk) can remove what it wrote and nothing else: the files and folders made since in the folder itself
/// and under its charts/ (the only places a report writes), then the folder and the levels above it the report made, when
/// empty. Whatever was there before stays, a file the report had begun to replace too (it is written whole or not at all).
/// </summary>
public sealed class PartialReport
{
    private readonly string directory;
    private readonly string? firstMade;
    private readonly HashSet<string> before;

    private PartialReport(string directory, string? firstMade, HashSet<string> before)
    {
        this.directory = directory;
        this.firstMade = firstMade;
        this.before = before;
    }

    /// <summary>What <paramref name="directory"/> holds now (the report's files and its charts/), and the first level of it that does not exist.</summary>
    public static PartialReport Before(string directory)
    {
        var full = Path.TrimEndingDirectorySeparator(Path.GetFullPath(directory));
        string? firstMade = null;
        for (var level = full; !Directory.Exists(level) && !File.Exists(level); level = Path.GetDirectoryName(level))
        {
            firstMade = level;
            if (Path.GetDirectoryName(level) is null)
            {
                break;
            }
        }

        return new PartialReport(full, firstMade, [.. Entries(full)]);
    }

    /// <summary>Removes what was written since <see cref="Before"/>; how many files and folders it removed.</summary>
    public (int Files, int Folders) Remove()
    {
        var files = 0;
        var folders = 0;
        foreach (var path in Entries(directory).Where(p => !before.Contains(p)).OrderByDescending(p => p.Length))
        {
            try
            {
                if (File.Exists(path))
                {
                    File.Delete(path);
                    files++;
                }
                else if (Directory.Exists(path) && !Directory.EnumerateFileSystemEntries(path).Any())
                {
                    Directory.Delete(path);
                    folders++;
                }
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                // Left: what cannot be removed is no loss.
            }
        }

        for (var level = firstMade is null ? null : directory; level is not null && level.Length >= firstMade!.Length; level = Path.GetDirectoryName(level))
        {
            try
            {
                if (!Directory.Exists(level) || Directory.EnumerateFileSystemEntries(level).Any())
                {
                    break;
                }

                Directory.Delete(level);
                folders++;
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                break;
            }
        }

        return (files, folders);
    }

    /// <summary>The files directly in <paramref name="directory"/>, and everything under its charts/ (not through links).</summary>
    private static List<string> Entries(string directory)
    {
        if (!Directory.Exists(directory))
        {
            return [];
        }

        var charts = Path.Combine(directory, "charts");
        var options = new EnumerationOptions { RecurseSubdirectories = true, AttributesToSkip = FileAttributes.ReparsePoint, IgnoreInaccessible = true };
        var below = Directory.Exists(charts) && new DirectoryInfo(charts).LinkTarget is null
            ? Directory.EnumerateFileSystemEntries(charts, "*", options).Append(charts)
            : Directory.Exists(charts) ? [charts] : [];
        return Directory.EnumerateFiles(directory).Concat(below).ToList();
    }
}
