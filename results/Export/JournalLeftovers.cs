using System.Diagnostics;
using System.Globalization;
using System.Text.RegularExpressions;

namespace Bench.Results.Export;

/// <summary>
/// The names of the files a <see cref="WriteJournal"/> writes beside a file it puts in place: the new content before its
/// rename (<c>report.html.bench-4711-0a1b2c3d4e5f.tmp</c>) and the earlier file kept aside until the export is whole
/// (<c>...old</c>): the file's name, <c>bench-</c>, the writing process's id, 12 hex digits, <c>tmp</c> or <c>old</c>. A
/// report killed hard (SIGKILL) cannot undo itself and leaves them; <see cref="Clear"/> removes those of a process that is no
/// longer running, and nothing else (a live report's, in a shared folder, stay).
/// </summary>
public static partial class JournalLeftovers
{
    /// <summary>A fresh tag for one write: <c>bench-PID-0a1b2c3d4e5f</c>.</summary>
    internal static string NewTag() => string.Create(CultureInfo.InvariantCulture, $"bench-{Environment.ProcessId}-{Guid.NewGuid().ToString("N")[..12]}");

    /// <summary>
    /// Clears the journal's leftovers in <paramref name="folder"/> (and below it, when <paramref name="option"/> says so) that
    /// stand for a file <paramref name="ours"/> accepts (given its name) and whose process is gone: a <c>.tmp</c> is deleted,
    /// an <c>.old</c> too, or put back when the file it was kept aside from is missing (the swap was cut half-way). A folder
    /// that is missing or cannot be listed has none. Returns what was cleared, in order.
    /// </summary>
    public static IReadOnlyList<ClearedLeftover> Clear(string folder, SearchOption option, Func<string, bool> ours)
    {
        ArgumentNullException.ThrowIfNull(folder);
        ArgumentNullException.ThrowIfNull(ours);
        List<string> files;
        try
        {
            files = Directory.Exists(folder) ? [.. Directory.EnumerateFiles(folder, "*.bench-*", option).Order(StringComparer.Ordinal)] : [];
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return [];
        }

        var cleared = new List<ClearedLeftover>();
        foreach (var file in files)
        {
            if (Leftover().Match(Path.GetFileName(file)) is not { Success: true } name || !ours(name.Groups["file"].Value) || Running(name.Groups["pid"].Value))
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

    /// <summary>Whether the process <paramref name="pid"/> runs (this one included); one that cannot be told is taken as running.</summary>
    private static bool Running(string pid)
    {
        if (!int.TryParse(pid, NumberStyles.None, CultureInfo.InvariantCulture, out var id))
        {
            return false;
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

    [GeneratedRegex(@"^(?<file>.+)\.bench-(?<pid>[0-9]{1,10})-[0-9a-f]{12}\.(?<kind>tmp|old)$", RegexOptions.CultureInvariant)]
    private static partial Regex Leftover();
}
