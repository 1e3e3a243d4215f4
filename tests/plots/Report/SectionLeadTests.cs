namespace Bench.Plots.Tests.Report;

/// <summary>
/// A scenario's section leads with one sentence (the answer in numbers) and at most three short bullets; what it measured,
/// its findings in full with every caveat and the notes on its tables follow under it in small print, "How this was
/// measured", which a printed page still shows.
/// </summary>
public sealed class SectionLeadTests
{
    private static readonly ReportModel Model = new CapacityReport([]).ModelOf([FixedRuns.Ssd]);

    /// <summary>The html of each scenario's section, by its title: from its heading to the next.</summary>
    private static Dictionary<string, string> Sections(string page) => Model.Sections.ToDictionary(
        s => s.Scenario.Title,
        s =>
        {
            var start = page.IndexOf($">{System.Net.WebUtility.HtmlEncode(s.Scenario.Title)}</h2>", StringComparison.Ordinal);
            var end = page.IndexOf("<h2 ", start, StringComparison.Ordinal);
            return page[start..(end < 0 ? page.Length : end)];
        });

    [Fact]
    public void Each_section_leads_with_one_sentence_and_at_most_three_bullets_before_its_table()
    {
        var page = HtmlReport.Render(Model, (_, _) => null);

        Assert.Contains(Model.Sections, s => s.Findings.Count > ScenarioFindings.MaxBullets);
        foreach (var (title, html) in Sections(page))
        {
            var lead = html[..html.IndexOf("<table>", StringComparison.Ordinal)];
            Assert.True(CountOf(lead, "<p>") == 1, $"{title}: {lead}");
            Assert.True(CountOf(lead, "<li>") <= ScenarioFindings.MaxBullets, $"{title}: {lead}");
        }

        var create = Sections(page)["CREATE DATABASE"];
        Assert.StartsWith("<p>IFI saves ", create[create.IndexOf("<p>", StringComparison.Ordinal)..], StringComparison.Ordinal);
    }

    [Fact]
    public void The_method_detail_keeps_every_finding_and_note_in_small_print_under_the_section()
    {
        var page = HtmlReport.Render(Model, (_, _) => null);
        var sections = Sections(page);

        foreach (var section in Model.Sections)
        {
            var html = sections[section.Scenario.Title];
            var method = html.IndexOf("<div class=\"method\">", StringComparison.Ordinal);
            Assert.True(method > html.LastIndexOf("</table>", StringComparison.Ordinal), section.Scenario.Title);
            Assert.Contains($"<p class=\"method-heading\">{ReportLayout.MethodHeading}</p>", html[method..], StringComparison.Ordinal);
            Assert.All(section.Findings, f => Assert.Contains(HtmlReport.Text(f), html[method..], StringComparison.Ordinal));
        }

        // The notes on the tables (what "(range)" and IFI saved mean) are method detail too.
        var restore = sections["RESTORE DATABASE"];
        Assert.Contains("(range): ", restore[restore.IndexOf("<div class=\"method\">", StringComparison.Ordinal)..], StringComparison.Ordinal);
        // Small print on screen and on paper, never hidden.
        Assert.Matches(@"div\.method \{ font-size: 1[0-2]px;", page);
        Assert.DoesNotMatch(@"div\.method \{[^}]*display: none", page);
    }

    [Fact]
    public void The_estimates_lead_with_one_sentence_and_their_models_are_method_detail_under_the_table()
    {
        var page = HtmlReport.Render(Model, (_, _) => null);
        var start = page.IndexOf(">What-if estimates</h2>", StringComparison.Ordinal);
        var html = page[start..page.IndexOf("<h2 ", start, StringComparison.Ordinal)];

        Assert.NotEmpty(Model.Estimates);
        Assert.Equal(1, CountOf(html[..html.IndexOf("<table>", StringComparison.Ordinal)], "<p>"));
        var method = html.IndexOf("<div class=\"method\">", StringComparison.Ordinal);
        Assert.True(method > html.IndexOf("</table>", StringComparison.Ordinal));
        Assert.Contains("<li>", html[method..], StringComparison.Ordinal);
        Assert.DoesNotContain("<ul>", html[..method], StringComparison.Ordinal);
    }

    [Fact]
    public void The_markdown_page_has_the_same_lead_and_method_detail()
    {
        var page = MarkdownReport.Render(Model, (_, _) => null);
        var restore = page[page.IndexOf("## RESTORE DATABASE", StringComparison.Ordinal)..];
        restore = restore[..restore.IndexOf("\n## ", 3, StringComparison.Ordinal)];

        var method = restore.IndexOf($"**{ReportLayout.MethodHeading}**", StringComparison.Ordinal);
        Assert.True(method > 0);
        Assert.True(CountOf(restore[..restore.IndexOf("\n|", StringComparison.Ordinal)], "\n- ") <= ScenarioFindings.MaxBullets);
        Assert.All(Model.Sections.Single(s => s.Scenario.Title == "RESTORE DATABASE").Findings, f => Assert.Contains(MarkdownReport.Escaped(f), restore[method..], StringComparison.Ordinal));
    }

    private static int CountOf(string text, string part) => (text.Length - text.Replace(part, string.Empty, StringComparison.Ordinal).Length) / part.Length;
}
