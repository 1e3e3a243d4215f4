using System.Text.RegularExpressions;

namespace Bench.Plots.Report;

/// <summary>
/// The chart files an earlier report in the same folder drew: the images report.md linked (charts/…/name.png) and the
/// SVG beside each. A report written again over them (<c>bench report</c> on a run folder, after a change in what is
/// drawn: a counters chart of fewer than three samples is no longer drawn) removes the ones it does not draw again, so
/// charts/ holds this report's charts only. Only files under the folder's charts/ that the earlier page linked are ever
/// removed: the harness's own; anything else there is left alone.
/// </summary>
public static partial class PreviousCharts
{
    private static StringComparer Paths => OperatingSystem.IsWindows() ? StringComparer.OrdinalIgnoreCase : StringComparer.Ordinal;

    /// <summary>The full paths of the PNG and SVG files of every chart the report.md in <paramref name="directory"/> links (none without one).</summary>
    public static IReadOnlyList<string> LinkedBy(string directory)
    {
        ArgumentNullException.ThrowIfNull(directory);
        var page = Path.Combine(directory, ReportPageExporter.Markdown);
        if (!File.Exists(page))
        {
            return [];
        }

        var charts = Path.GetFullPath(Path.Combine(directory, "charts")) + Path.DirectorySeparatorChar;
        var comparison = OperatingSystem.IsWindows() ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal;
        return Link().Matches(File.ReadAllText(page))
            .Select(m => Path.GetFullPath(Path.Combine(directory, m.Groups["file"].Value)))
            .Where(png => png.StartsWith(charts, comparison))
            .SelectMany(png => new[] { png, Path.ChangeExtension(png, ".svg") })
            .Distinct(Paths)
            .ToList();
    }

    /// <summary>
    /// Deletes the files of <paramref name="previous"/> that are not among <paramref name="written"/>; the ones deleted. A
    /// file that cannot be deleted (in use on Windows, read-only) stays, and is not counted.
    /// </summary>
    public static IReadOnlyList<string> RemoveUndrawn(IReadOnlyList<string> previous, IEnumerable<string> written)
    {
        ArgumentNullException.ThrowIfNull(previous);
        ArgumentNullException.ThrowIfNull(written);
        var kept = written.Select(Path.GetFullPath).ToHashSet(Paths);
        var removed = new List<string>();
        foreach (var file in previous.Where(f => !kept.Contains(f) && File.Exists(f)))
        {
            try
            {
                File.Delete(file);
                removed.Add(file);
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                // Left where it is: the report is complete without it.
            }
        }

        return removed;
    }

    /// <summary>A chart as <see cref="MarkdownReport"/> links it: <c>![title](charts/….png)</c> (a title's ']' is written as ')').</summary>
    [GeneratedRegex(@"!\[[^\]\n]*\]\((?<file>charts/[^)\s]+\.png)\)")]
    private static partial Regex Link();
}
