using System.Text.RegularExpressions;

namespace Bench.Plots.Tests.Report;

/// <summary>
/// How report.html breaks across printed pages: a figure (a chart with its title and subtitle) is never split, a heading
/// stays with what follows, a table breaks between rows with its heading repeated, and nothing larger is kept whole (a
/// table, a list or a section's method detail moved whole to the next page leaves the one before part blank).
/// </summary>
public sealed partial class PrintBreakTests
{
    /// <summary>Each rule of the page's style: its selector and its declarations (those inside @media print too).</summary>
    private static List<(string Selector, string Declarations)> Rules()
    {
        var page = new HtmlReport((_, _) => null).Finish();
        var style = page[page.IndexOf("<style>", StringComparison.Ordinal)..page.IndexOf("</style>", StringComparison.Ordinal)];
        return Rule().Matches(style).Select(m => (m.Groups["selector"].Value.Trim(), m.Groups["declarations"].Value)).ToList();
    }

    private static List<string> Where(Regex declaration) => Rules().Where(r => declaration.IsMatch(r.Declarations)).Select(r => r.Selector).Order(StringComparer.Ordinal).ToList();

    [Fact]
    public void Only_a_figure_and_a_table_row_are_kept_whole_in_both_spellings()
    {
        Assert.Equal(["figure", "tr"], Where(BreakInsideAvoid()));
        Assert.Equal(["figure", "tr"], Where(PageBreakInsideAvoid()));
    }

    [Fact]
    public void A_heading_stays_with_what_follows_and_a_table_repeats_its_heading_on_each_page()
    {
        Assert.Equal(["h2", "h3"], Where(BreakAfterAvoid()));
        Assert.Contains(Rules(), r => r.Selector == "thead" && r.Declarations.Contains("display: table-header-group", StringComparison.Ordinal));
        Assert.Contains(Rules(), r => r.Selector.Split(',').Select(s => s.Trim()).Contains("div.method") && r.Declarations.Contains("break-inside: auto", StringComparison.Ordinal));
    }

    [GeneratedRegex(@"(?<selector>[^{}]+)\{(?<declarations>[^{}]*)\}", RegexOptions.CultureInvariant)]
    private static partial Regex Rule();

    [GeneratedRegex(@"(?<![\w-])break-inside:\s*avoid", RegexOptions.CultureInvariant)]
    private static partial Regex BreakInsideAvoid();

    [GeneratedRegex(@"page-break-inside:\s*avoid", RegexOptions.CultureInvariant)]
    private static partial Regex PageBreakInsideAvoid();

    [GeneratedRegex(@"(?<![\w-])break-after:\s*avoid", RegexOptions.CultureInvariant)]
    private static partial Regex BreakAfterAvoid();
}
