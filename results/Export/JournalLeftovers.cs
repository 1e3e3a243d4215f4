using System.Diagnostics;
using System.Globalization;
using System.Text.RegularExpressions;

namespace Bench.Results.Export;

/// <summary>
/// The names of the files a <see cref="WriteJournal"/> writes beside a file it puts in place: the new content before its
/// rename (<c>report.html.bench-db01-4711-0a1b2c3d4e5f.tmp</c>) and the earlier file kept aside until the export is whole
/// (<c>...old</c>): the file's name, <c>bench-</c>, the writing host (<see cref="Host"/>), the writing process's id, 12 hex
/// digits, <c>tmp</c> or <c>old</c>. A report killed hard (SIGKILL) cannot undo itself and leaves them; <see cref="Clear"/>
/// removes those written on this host by a process that is no longer running, and nothing else: a live report's in a shared
/// folder (another host's over NFS, a container's and its host's) stays, and so does a name that does not parse or a
/// process that cannot be told.
/// </summary>
public static partial class JournalLeftovers
{
    /// <summary>
    /// This host as the tags name it: <see cref="Environment.MachineName"/> in lower case, reduced to <c>[a-z0-9]</c> and at
    /// most 24 characters (<c>host</c> when nothing is left), then 8 hex digits of a hash of the whole name, so that a folder
    /// shared between hosts tells their files apart (two names reduced alike too).
    /// </summary>
    public static string Host { get; } = HostTag(Environment.MachineName);

    /// <summary>A fresh tag for one write: <c>bench-HOST-PID-0a1b2c3d4e5f</c>.</summary>
    internal static string NewTag() => string.Create(CultureInfo.InvariantCulture, $"bench-{Host}-{Environment.ProcessId}-{Guid.NewGuid().ToString("N")[..12]}");

    /// <summary><paramref name="machineName"/> reduced as <see cref="Host"/> says.</summary>
    public static string HostTag(string? machineName)
    {
        var name = machineName ?? string.Empty;
        var kept = new string([.. name.ToLowerInvariant().Where(c => c is >= 'a' and <= 'z' or >= '0' and <= '9').Take(24)]);

        // The whole name's FNV-1a hash after it, so that names reduced alike (db-01 and db01, long or non-ASCII ones) differ.
        var hash = 2166136261u;
        foreach (var c in name)
        {
            hash = unchecked((hash ^ c) * 16777619u);
        }

        return string.Create(CultureInfo.InvariantCulture, $"{(kept.Length > 0 ? kept : "host")}{hash:x8}");
    }

    /// <summary>
    /// Clears the journal's leftovers in <paramref name="folder"/> (and below it, when <paramref name="option"/> says so) that
    /// stand for a file <paramref name="ours"/> accepts (given its name) and whose process is gone: a <c>.tmp</c> is deleted,
    /// an <c>.old</c> too, or put back when the file it was kept aside from is missing (the swap was cut half-way). A folder
    /// that is missing or cannot be listed has none. Nothing outside <paramref name="folder"/> is touched: a symbolic link
    /// (or other reparse point) is neither entered nor cleared, and a file reached through one is skipped. Returns what was
    /// cleared, in order.
    /// </summary>
    public static IReadOnlyList<ClearedLeftover> Clear(string folder, SearchOption option, Func<string, bool> ours)
    {
        ArgumentNullException.ThrowIfNull(folder);
        ArgumentNullException.ThrowIfNull(ours);
        List<string> files;
        try
        {
            var options = new EnumerationOptions
            {
                RecurseSubdirectories = option == SearchOption.AllDirectories,
                MatchType = MatchType.Win32,
                AttributesToSkip = FileAttributes.ReparsePoint,
                IgnoreInaccessible = false,
            };
            files = Directory.Exists(folder) ? [.. Directory.EnumerateFiles(folder, "*.bench-*", options).Order(StringComparer.Ordinal)] : [];
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return [];
        }

        var cleared = new List<ClearedLeftover>();
        foreach (var file in files)
        {
            if (Leftover().Match(Path.GetFileName(file)) is not { Success: true } name || !ours(name.Groups["file"].Value)
                || name.Groups["host"].Value != Host || Running(name.Groups["pid"].Value) || !Inside(folder, file))
            {
                continue;
            }

            var target = Path.Combine(Path.GetDirectoryName(file)!, name.Groups["file"].Value);
            try
            {
                if (name.Groups["kind"].Value == "old" && !File.Exists(target))
                {
                    File.Move(file, target);
                    cleared.Add(new ClearedLeftover(file, target));
                }
                else
                {
                    File.Delete(file);
                    cleared.Add(new ClearedLeftover(file, null));
                }
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                // Left as it is: the next report tries again.
            }
        }

        return cleared;
    }

    /// <summary>
    /// Whether <paramref name="file"/> is where it seems, in <paramref name="folder"/>: neither it nor a folder between them
    /// is a symbolic link (or other reparse point), so its resolved location is in <paramref name="folder"/> too; one that
    /// cannot be told is not.
    /// </summary>
    private static bool Inside(string folder, string file)
    {
        try
        {
            var top = Path.TrimEndingDirectorySeparator(Path.GetFullPath(folder));
            var full = Path.GetFullPath(file);
            var relative = Path.GetRelativePath(top, full);
            if (relative is "." or ".." || relative.StartsWith(".." + Path.DirectorySeparatorChar, StringComparison.Ordinal) || Path.IsPathRooted(relative) || Linked(new FileInfo(full)))
            {
                return false;
            }

            for (var level = Path.GetDirectoryName(full); !string.Equals(level, top, StringComparison.Ordinal); level = Path.GetDirectoryName(level))
            {
                if (level is null || level.Length <= top.Length || Linked(new DirectoryInfo(level)))
                {
                    return false;
                }
            }

            return true;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException or ArgumentException or NotSupportedException)
        {
            return false;
        }

        static bool Linked(FileSystemInfo info) => info.LinkTarget is not null || info.Attributes.HasFlag(FileAttributes.ReparsePoint);
    }

    /// <summary>Whether the process <paramref name="pid"/> runs (this one included); one that cannot be told is taken as running.</summary>
    private static bool Running(string pid) =>
        !int.TryParse(pid, NumberStyles.None, CultureInfo.InvariantCulture, out var id) || Running(id);

    /// <summary>Whether the process <paramref name="id"/> on this host runs (this one included); one that cannot be told is taken as running.</summary>
    public static bool Running(int id)
    {
        if (id <= 0)
        {
            return true;
        }

        try
        {
            using var process = Process.GetProcessById(id);
            return !process.HasExited;
        }
        catch (ArgumentException)
        {
            return false;
        }
        catch (Exception e) when (e is InvalidOperationException or System.ComponentModel.Win32Exception or NotSupportedException)
        {
            return true;
        }
    }

    [GeneratedRegex(@"^(?<file>.+)\.bench-(?<host>[a-z0-9]{1,32})-(?<pid>[0-9]{1,10})-[0-9a-f]{12}\.(?<kind>tmp|old)$", RegexOptions.CultureInvariant)]
    private static partial Regex Leftover();
}
