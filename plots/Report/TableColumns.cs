using System.Text.RegularExpressions;

namespace Bench.Plots.Report;

/// <summary>
/// How the report's tables align, said once for HTML and Markdown: a column of figures is right-aligned, its "-" (no
/// figure) with it, so its units and digits line up and an interval marked "(range)" sits with the others.
/// </summary>
public static partial class TableColumns
{
    /// <summary>
    /// Whether each of <paramref name="columns"/> columns of <paramref name="rows"/> holds figures: every cell is a figure
    /// (<see cref="IsFigure"/>), empty or "-" (none), and not every one is empty.
    /// </summary>
    public static IReadOnlyList<bool> Numeric(IReadOnlyList<IReadOnlyList<ReportCell>> rows, int columns)
    {
        ArgumentNullException.ThrowIfNull(rows);
        return [.. Enumerable.Range(0, columns).Select(i =>
        {
            var cells = rows.Where(r => i < r.Count).Select(r => r[i].Text).ToList();
            return cells.Any(c => c.Length > 0) && cells.All(c => c is "" or "-" || IsFigure(c));
        })];
    }

    /// <summary>
    /// A figure with its unit, or a range or pair of them, as the tables write them: "1.7 s", "72x", "92%", "&lt; 0.001",
    /// "1 min 20 s", "1.2 s to 3 s", "235 ms to 715 ms (range)", "6.5 s (4.5 s to 8.5 s) *", "1.2 ms vs 4.5 ms".
    /// </summary>
    public static bool IsFigure(string cell) => Figure().IsMatch(cell);

    /// <summary>One figure: "1.7 s", "72x", "&lt; 0.001", "1 min 20 s".</summary>
    private const string OneFigure = @"(< )?-?[0-9][0-9,.]*( ?(x|%|µs|ms|s|min|h|B|KB|MB|GB|TB))?( [0-9]+ (s|min))?";

    [GeneratedRegex("^" + OneFigure + "(( to | vs )" + OneFigure + @")?( \(range\)| \(" + OneFigure + " to " + OneFigure + @"\))?( [*†])*$", RegexOptions.CultureInvariant)]
    private static partial Regex Figure();
}
